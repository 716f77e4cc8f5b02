"""Keyword abilities not modeled elsewhere: Decay (702.41a), Bleed (702.21a), Devour (702.43a),
Command (702.37a), Pack (702.44a) and Siege with the siege count (702.29a, 508.2).

Decay N: the Entity enters with N decay counters; at the beginning of each of its controller's
upkeeps a triggered ability (on the stack as ``"ability": "Decay"``) makes it lose 1 Vigor for
each decay counter on it as it resolves — a layer-7c effect for the rest of the game
(effects.py), so the loss adds up from upkeep to upkeep while the counters remain.

Bleed N: an activated ability of the card in its owner's hand, "N Vitae, discard this card: draw
a card". The ``activate`` action names a card the player holds and does not control on the
battlefield; the ability goes on the stack as ``"ability": "Bleed"``.

Command +A/+V: while the permanent is on the battlefield, its controller's other Entities get
+A/+V — the static anthem effects.py applies in layer 7c like a printed ``statics`` entry.

Pack N +A/+V: while the Entity is attacking alongside N or more other attacking Entities, it
gets +A/+V (layer 7c). Pack's "can't be blocked alone" form is not modeled.

Siege N +A/+V: each attack declared at a Haven raises its player's siege count for the turn
(``siege`` on the player, 508.2); while the count is N or more, the Entity gets +A/+V.

Devour N: as the permanent enters, its controller may sacrifice any number of their other
Entities (decision ``devour``: the Entities' names, or ``"none"``); it gets N growth counters for
each one sacrificed.
"""

from __future__ import annotations

from typing import Any

from adjudicator.engine import Decisions, EngineFault
from adjudicator.games.nodawn import abilities  # a cycle: used only inside functions

Cards = dict[str, dict[str, Any]]
#: The keyword triggers this module resolves.
RESOLVES = ("Decay", "Bleed")


def statics(definition: dict[str, Any]) -> list[dict[str, Any]]:
    """The static abilities a keyword stands for: Command +A/+V is "your other Entities get
    +A/+V" (702.37a). A Command without a readable bonus grants nothing."""
    from adjudicator.games.nodawn.abilities import keyword_value

    value = keyword_value(definition, "Command")
    if not value:
        return []
    attack, sep, vigor = value.partition("/")
    try:
        bonus = {"attack": int(attack), "vigor": int(vigor)} if sep else None
    except ValueError:
        bonus = None
    if bonus is None:
        return []
    return [{"kind": "modify", "affects": "other-entities-you-control", **bonus}]


def siege_declared(state: dict[str, Any], cards: Cards, name: str, target: str) -> None:
    """An attack declared at a Haven raises its player's siege count for the turn; the count
    never un-rings (508.2, 702.29a)."""
    owner, sep, card = target.partition("'s ")
    if not sep or owner not in state["players"] or cards.get(card, {}).get("type") != "Haven":
        return
    player = state["players"][name]
    player["siege"] = player.get("siege", 0) + 1


def _bonus(text: str) -> tuple[int, int] | None:
    attack, sep, vigor = text.partition("/")
    try:
        return (int(attack), int(vigor)) if sep else None
    except ValueError:
        return None


def own_bonus(state: dict[str, Any], cards: Cards, controller: str,
              obj: dict[str, Any]) -> tuple[int, int]:
    """What this Entity's own Pack and Siege give it now (702.44a, 702.29a), in layer 7c."""
    from adjudicator.games.nodawn.abilities import keyword_value

    attack, vigor = pack_bonus(state, cards, controller, obj)
    value = keyword_value(cards[obj["card"]], "Siege")
    if value:
        count, _, rider = value.partition(" ")
        plus = _bonus(rider)
        if plus is not None and count.isdigit() and \
                state["players"][controller].get("siege", 0) >= int(count):
            attack, vigor = attack + plus[0], vigor + plus[1]
    return attack, vigor


def pack_bonus(state: dict[str, Any], cards: Cards, controller: str,
               obj: dict[str, Any]) -> tuple[int, int]:
    """Pack N +A/+V: +A/+V while this Entity attacks alongside N or more other attacking Entities
    of its controller's (702.44a); (0, 0) otherwise."""
    from adjudicator.games.nodawn.abilities import keyword_value

    value = keyword_value(cards[obj["card"]], "Pack")
    if not value or obj.get("attacking") is None:
        return 0, 0
    count, _, bonus = value.partition(" ")
    attack, sep, vigor = bonus.partition("/")
    try:
        need, plus = int(count), (int(attack), int(vigor))
    except ValueError:
        return 0, 0
    if not sep:
        return 0, 0
    others = sum(1 for o in state["players"][controller]["zones"]["battlefield"]
                 if o is not obj and o.get("attacking") is not None)
    return plus if others >= need else (0, 0)


def entering(cards: Cards, obj: dict[str, Any]) -> None:
    """As a permanent with Decay N enters, it gets N decay counters (702.41a)."""
    from adjudicator.games.nodawn.damage import add_counters

    n = abilities.keyword_number(cards[obj["card"]], "Decay")
    if n:
        add_counters(obj, "decay", n)


def devour(state: dict[str, Any], cards: Cards, controller: str, obj: dict[str, Any],
           decisions: Decisions) -> None:
    """As a permanent with Devour N enters, its controller may sacrifice any number of their other
    Entities in the open; it gets N growth counters for each (702.43a, 701.12a). Each sacrificed
    Entity dies (603.6c). Asked only when there is an Entity to sacrifice."""
    from adjudicator.games.nodawn.abilities import died
    from adjudicator.games.nodawn.damage import add_counters

    n = abilities.keyword_number(cards[obj["card"]], "Devour")
    if n is None:
        return
    field = state["players"][controller]["zones"]["battlefield"]
    fodder = [o for o in field if o is not obj and cards[o["card"]]["type"] == "Entity"
              and o.get("sheltered") is None]
    if not fodder:
        return
    answer = decisions.take("devour", controller, sorted({o["card"] for o in fodder}) + ["none"])
    chosen = [c for c in (answer if isinstance(answer, list) else [answer]) if c != "none"]
    eaten: list[dict[str, Any]] = []
    for card in chosen:
        victim = next((o for o in fodder if o["card"] == card and all(o is not e for e in eaten)), None)
        if victim is None:
            raise EngineFault(f"{controller} controls no other {card!r} to sacrifice to Devour (702.43a)")
        eaten.append(victim)
    if not eaten:
        return
    before = [(p, o) for p in state["turn_order"] for o in state["players"][p]["zones"]["battlefield"]]
    for victim in eaten:
        field.remove(victim)
        state["players"][controller]["zones"]["spoils"].append({"card": victim["card"]})
    add_counters(obj, "growth", n * len(eaten))
    died(state, cards, before, [(controller, v) for v in eaten])


def upkeep(state: dict[str, Any], cards: Cards, active: str) -> None:
    """At the beginning of its controller's upkeep, each of their permanents with Decay
    triggers (702.41a, 603.2b)."""
    from adjudicator.games.nodawn.abilities import _trigger

    for obj in state["players"][active]["zones"]["battlefield"]:
        if abilities.keyword_number(cards[obj["card"]], "Decay") is not None:
            _trigger(state, active, obj["card"], "Decay")


def bleeds(state: dict[str, Any], cards: Cards, name: str, card: str) -> bool:
    """Whether the player holds the card in hand and it has Bleed (702.21a)."""
    definition = cards.get(card)
    return (definition is not None and abilities.keyword_number(definition, "Bleed") is not None
            and any(o["card"] == card for o in state["players"][name]["zones"]["hand"]))


def bleed(state: dict[str, Any], cards: Cards, action: dict[str, Any],
          decisions: Decisions) -> None:
    """Activate Bleed from hand (702.21a, 602.3): pay its Vitae (the pool, or ``from_master`` from
    the vein) and discard the card as the cost, then the ability goes on the stack and its
    activator receives priority (117.3a)."""
    from adjudicator.games.nodawn.casting import give_priority
    from adjudicator.games.nodawn.vitae import pay_cost

    name, card = action["player"], action["card"]
    price = abilities.keyword_number(cards[card], "Bleed") or 0
    pay_cost(state, name, {"vitae": price}, action.get("from_master", 0), decisions)  # 601.2h
    player = state["players"][name]
    held = next(o for o in player["zones"]["hand"] if o["card"] == card)
    player["zones"]["hand"].remove(held)
    player["zones"]["spoils"].append({"card": card})  # 701.10a: discarded as part of the cost
    state["zones"]["stack"].append({"kind": "ability", "card": card, "controller": name,
                                    "targets": [], "source": f"{name}'s {card}",
                                    "ability": "Bleed", "refers": []})
    give_priority(state, name)


def resolve(state: dict[str, Any], cards: Cards, stack_obj: dict[str, Any],
            decisions: Decisions) -> None:
    """Bleed resolves: its controller draws a card (702.21a). Decay resolves: its source, if
    still on the battlefield, loses 1 Vigor for each decay counter on it now, for the rest of the
    game (702.41a, 611.2)."""
    from adjudicator.games.nodawn.abilities import _permanent
    from adjudicator.games.nodawn.effects import create
    from adjudicator.games.nodawn.turn import draw_cards

    if stack_obj["ability"] == "Bleed":
        draw_cards(state, stack_obj["controller"], 1)
        return
    found = _permanent(state, stack_obj["source"])
    if found is None:
        return
    owner, obj = found
    n = obj["counters"].get("decay", 0)
    if n:
        create(state, cards, owner, {"effect": "pump", "attack": 0, "vigor": -n},
               {"kind": "permanent", "player": owner, "object": obj})
