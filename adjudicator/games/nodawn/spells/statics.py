"""604 Static abilities: characteristic-defining abilities giving base values (604.3, layer
7a), and static abilities of permanents that modify Entities (611.3, layer 7c).

A card's ``statics`` (and those its keywords stand for, ``hooks.static_abilities``) apply
while it is on the battlefield: ``modify`` (Entities its controller controls, or the other
ones, get +A/+V, optionally only at Night or by Day, 611.3a). A card's ``cda = "spoils"``
makes its Attack and Vigor each the number of cards in its controller's Spoils (604.3).
"""

from __future__ import annotations

from typing import Any

from adjudicator.games.nodawn.core.hooks import attack_costs, printed_and_granted_statics
from adjudicator.games.nodawn.core.keywords import subtypes
from adjudicator.games.nodawn.core.layers import BASE, Stats, characteristics, layer
from adjudicator.games.nodawn.core.objects import Cards, Obj, State, find_permanent, name_of
from adjudicator.games.nodawn.core.triggers import CONDITIONS, condition_holds


@BASE.register("7a")
def spoils_count(state: State, controller: str, definition: dict[str, Any]) -> Stats | None:
    """Attack and Vigor each equal to the cards in the controller's Spoils (604.3, 613.4a)."""
    if definition.get("cda") != "spoils":
        return None
    count = len(state["players"][controller]["zones"]["spoils"])
    return count, count


def _applies(state: State, cards: Cards, controller: str, static: dict[str, Any]) -> bool:
    """A static "as long as it's Night" (or Day) applies only on rounds of that type (611.3a);
    one "as long as" a condition holds, only while it does (611.3)."""
    world = static.get("world")
    if world and world != state["world"]["type"]:
        return False
    return condition_holds(state, cards, controller, static)


@CONDITIONS.register("spoils_entity_cards_at_least")
def spoils_entity_cards(state: State, cards: Cards, controller: str, need: int) -> bool:
    """"As long as N or more Entity cards rest in your Spoils": anyone may count them (404.4)."""
    spoils = state["players"][controller]["zones"]["spoils"]
    return sum(1 for o in spoils if characteristics(cards, o)["type"] == "Entity") >= need


@attack_costs.register
def approach_tax(state: State, cards: Cards, player: str, attacker: Obj, target: str) -> int:
    """A static "each Entity that attacks one of your Havens costs its player N Vitae" of a
    permanent its defender controls: a cost to attack (604.4, 508.1f)."""
    found = find_permanent(state, target)
    if found is None or characteristics(cards, found[1])["type"] != "Haven":
        return 0
    defender = found[0]
    return sum(static["amount"]
               for source in state["players"][defender]["zones"]["battlefield"] if not source.get("sheltered")
               for static in printed_and_granted_statics(characteristics(cards, source))
               if static["kind"] == "attack-tax")


def _bears(definition: dict[str, Any], subtype: str) -> bool:
    """Whether an object bears the subtype a static names, as the layers leave it: its Race, its
    Class, or another subtype (308.5, 205.3a, 613.5)."""
    return subtype in subtypes(definition)


def _affected(state: State, cards: Cards, static: dict[str, Any], name: str, source: Obj,
              controller: str, obj: Obj) -> bool:
    """Whether a source's static reaches this Entity: its controller's Entities (or the others, or
    itself alone),
    the Entities attacking its controller's Havens (303.5a), a Weapon's wielder (301.5a), a
    bound Ritual's object (303.3b); one that names a subtype reaches exactly those bearing it
    (308.5)."""
    affects = static.get("affects", "entities-you-control")
    if affects == "wielder":  # 301.5a: the Weapon's bonus goes to the Entity it arms
        reached = name_of(name, source) in obj.get("weapons", [])
    elif affects == "bound":  # 303.3b: a bound Ritual modifies the object it is laid upon
        reached = source.get("bound") == name_of(controller, obj)
    elif affects == "entities-attacking-your-havens":
        target = obj.get("attacking") or ""
        owner, _, card = target.partition("'s ")
        reached = owner == name and card in cards and cards[card]["type"] == "Haven"
    elif affects == "self":
        reached = source is obj
    else:
        reached = name == controller and not (affects == "other-entities-you-control" and source is obj)
    subtype = static.get("subtype")
    return reached and (subtype is None or _bears(characteristics(cards, obj), subtype))


@layer("7c")
def anthems(state: State, cards: Cards, controller: str, obj: Obj, values: Stats) -> Stats:
    """What the static abilities of permanents on the battlefield add to this Entity now (611.3,
    layer 7c): never locked in, they follow whatever their text describes at every moment — an
    Entity that becomes one of the subtype they name is blessed at once (613.5) — and end when
    their source leaves or loses them (611.3, 613.1f). A sheltered source stands in no field.
    Nor does a sheltered Entity: a card resting in a Shelter is not a permanent on the
    battlefield (408.1, 111.9), so "Entities you control" and the like do not describe it
    (109.2, 109.4) — it rejoins them as it returns (408.2d). (An Invited opponent's reach into
    the Shelter, 310.10, is not modeled, as for targets: zones/shelter.py.)"""
    attack, vigor = values
    if obj.get("sheltered"):
        return values
    for name in state["turn_order"]:
        for source in state["players"][name]["zones"]["battlefield"]:
            if source.get("sheltered"):
                continue
            for static in printed_and_granted_statics(characteristics(cards, source)):
                if static["kind"] == "modify" and _applies(state, cards, name, static) \
                        and _affected(state, cards, static, name, source, controller, obj):
                    attack += static.get("attack", 0)
                    vigor += static.get("vigor", 0)
    return attack, vigor
