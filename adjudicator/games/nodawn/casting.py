"""Casting spells (601), the drop (116.2a, 505.4), the stack and resolution (405, 608).

Card effects come from the test card kit (docs/games/nodawn.md#test-card-kit): a card's
``effects`` list names generic test abilities, carried out in order as it resolves (608.4).
"""

from __future__ import annotations

from typing import Any

from adjudicator.engine import Decisions, EngineFault, Refused
from adjudicator.games.nodawn import abilities, cost_keywords, effects, keyword_abilities, keyword_actions
from adjudicator.games.nodawn.damage import add_counters, deal_damage
from adjudicator.games.nodawn.shelter import master_sheltered, refuse_sheltered_targets
from adjudicator.games.nodawn.state import PERMANENT_TYPES, permanent
from adjudicator.games.nodawn.vitae import add_to_pool, gain_vitae, pay_cost

INSTANT_TYPES = {"Power", "Caprice"}
#: Test abilities that take a target, and the kinds of thing each may target (115.2, 115.4, 120.1).
TARGETED = {
    "damage": {"player", "Entity", "Companion", "Haven"},
    "growth": {"Entity"},
    "counter": {"stack"},
    "pump": {"Entity"},  # continuous effects on target Entity (611.2, 613.4; effects.py)
    "set-stats": {"Entity"},
    "switch": {"Entity"},
    "prevent": {"player", "Entity", "Companion", "Haven"},  # a prevention shield (615.3)
    **keyword_actions.TARGETED,  # 701
}
SEAL = "Pit seal"  # how the drop's announcement shows on the stack (405.6a)


def _take_from_hand(player: dict[str, Any], card: str) -> dict[str, Any]:
    """The card leaves the hand for the stack as casting begins (601.2a)."""
    for obj in player["zones"]["hand"]:
        if obj["card"] == card:
            player["zones"]["hand"].remove(obj)
            return obj
    raise Refused(f"{card!r} is not in the player's hand")


def check_timing(state: dict[str, Any], name: str, definition: dict[str, Any]) -> None:
    """Powers and Caprices at any priority; other cards only in the caster's own main phase
    with an empty stack (117.1a, 601.3c); binding gates play by the time of day (601.3d);
    a Power from hand needs its Master afield, which it is not while it shelters by Day
    (304.5, 304.6)."""
    turn = state["turn"]
    if turn["priority"] != name:
        raise Refused(f"{name} does not hold priority (117.1)")
    kind = definition["type"]
    if kind not in INSTANT_TYPES and not abilities.ambush(definition) and not (
        turn["active"] == name and turn["phase"] in ("main1", "main2") and not state["zones"]["stack"]
    ):
        article = "an" if kind[0] in "AEIOU" else "a"
        raise Refused(f"{article} {kind} may be cast only in its caster's own main phase, with "
                      "priority and an empty stack (117.1a, 601.3c)")
    binding = definition.get("binding")
    if binding and binding != state["world"]["type"]:
        raise Refused(f"a {binding}-bound card cannot be cast on a {state['world']['type']} turn "
                      "(601.3d)")
    if kind == "Power" and state["world"]["type"] == "day":
        raise Refused("a Power needs its Master on the battlefield, and the Master shelters by Day "
                      "(304.5, 304.6)")


def object_label(obj: dict[str, Any]) -> str:
    """How players name a stack object or a permanent as a target: "<player>'s <card>", or
    "<player>'s seal" for a drop's announcement (601.2c)."""
    if obj.get("kind") == "drop":
        return f"{obj['controller']}'s seal"
    return f"{obj['controller']}'s {obj['card']}"


def legal_targets(state: dict[str, Any], cards: dict[str, dict[str, Any]],
                  effect: dict[str, Any], controller: str | None = None,
                  source: dict[str, Any] | None = None,
                  self_obj: dict[str, Any] | None = None) -> list[str]:
    """Targets as players name them: a player's name for their Master, "<player>'s <card>"
    for a permanent or a spell, "<player>'s seal" for a drop (601.2c, 115.2, 405.6c). A counter
    of spells cannot touch an ability (113.8), nothing targets itself (115.5), and Elusive and
    Sanctity keep some permanents out of reach (702.13a, 702.15a)."""
    allowed = TARGETED[effect["effect"]]
    if "stack" in allowed:
        return [object_label(o) for o in state["zones"]["stack"]
                if o.get("kind") != "ability" and o is not self_obj]
    targets = []
    if "player" in allowed:
        targets = [n for n in state["turn_order"] if state["players"][n]["status"] == "playing"]
    for owner in state["turn_order"]:
        for obj in state["players"][owner]["zones"]["battlefield"]:
            if cards[obj["card"]]["type"] in allowed and (
                    controller is None
                    or abilities.target_bar(cards, controller, source, owner, obj) is None):
                targets.append(f"{owner}'s {obj['card']}")
    return targets


def choose_target(state: dict[str, Any], cards: dict[str, dict[str, Any]], effect: dict[str, Any],
                  name: str, source: dict[str, Any], decisions: Decisions,
                  self_obj: dict[str, Any] | None = None) -> str:
    """Announce a target (601.2c): decision ``target``, among the objects and players of the kind
    the text demands; a choice that Elusive or Sanctity forbids fails the legality check and the
    casting or activation is refused (601.2e, 702.13a, 702.15a)."""
    legal = legal_targets(state, cards, effect, name, source, self_obj)
    if not legal:
        raise Refused(f"{source.get('name', 'it')} has no legal target (601.2c)")
    answer = decisions.take("target", name, legal_targets(state, cards, effect, self_obj=self_obj))
    if answer not in legal:
        found = find_target(state, cards, answer, TARGETED[effect["effect"]])
        reason = None
        if found is not None and found.get("kind") == "permanent":
            reason = abilities.target_bar(cards, name, source, found["player"], found["object"])
        raise Refused(reason or f"{answer} is not a legal target (601.2c)")
    return answer


def cast(
    state: dict[str, Any], cards: dict[str, dict[str, Any]], action: dict[str, Any],
    decisions: Decisions,
) -> None:
    """Propose, announce targets, pay, and the spell is cast (601.2); costs stick (118.5)."""
    name = action["player"]
    definition = cards.get(action["card"])
    if definition is None:
        raise EngineFault(f"no definition for {action['card']!r}")
    if definition["type"] in ("Master", "Trap"):
        raise Refused(f"a {definition['type']} is not cast from hand (300.8, 311.1)")
    check_timing(state, name, definition)
    player = state["players"][name]
    proposal = cost_keywords.propose(state, cards, name, definition, action)  # 601.2b
    if not proposal["recall"]:
        _take_from_hand(player, action["card"])  # 601.2a: the card moves to the stack first
    targets = []
    for effect in definition.get("effects", []):
        if effect["effect"] in TARGETED:
            targets.append(choose_target(state, cards, effect, name, definition, decisions))
    refuse_sheltered_targets(state, targets)  # 408.2b
    pay_cost(state, name, proposal["cost"], action.get("from_master", 0), decisions)
    cost_keywords.pay(state, name, proposal)  # 702.23a, 702.26a
    spell = {"kind": "spell", "card": action["card"], "controller": name, "targets": targets}
    cost_keywords.mark(spell, proposal)  # 702.20a, 702.25a
    state["zones"]["stack"].append(spell)
    targeted = [e for e in definition.get("effects", []) if e["effect"] in TARGETED]
    abilities.targeted(state, cards, name, spell, [  # Toll trembles (601.2c, 603.14c)
        find_target(state, cards, label, TARGETED[e["effect"]])
        for label, e in zip(targets, targeted, strict=True)])
    abilities.spell_cast(state, cards, name, action["card"])  # 601.2i
    give_priority(state, name)  # 601.2i


def drop(state: dict[str, Any], cards: dict[str, dict[str, Any]], action: dict[str, Any]) -> None:
    """Announce the seal of a batch of hand cards onto the stack: once per turn, in the
    sealer's own main phase, with priority and an empty stack (106.5a, 116.2a, 505.4).
    Announcing it spends the turn's drop (505.4d, 601.12c)."""
    name = action["player"]
    player = state["players"][name]
    turn = state["turn"]
    if turn["active"] != name or turn["phase"] not in ("main1", "main2"):
        raise Refused("the drop is made only in the sealer's own main phase (106.5a, 505.4)")
    if turn["priority"] != name or state["zones"]["stack"]:
        raise Refused("the drop needs priority and an empty stack (505.4)")
    if player["dropped"]:
        raise Refused("the drop has already been made this turn (505.4d)")
    hand = [o["card"] for o in player["zones"]["hand"]]
    for card in action["cards"]:
        if card not in hand:
            raise Refused(f"{card!r} is not in {name}'s hand")
        if cards[card]["type"] == "Master":
            raise Refused("a Master bears no Blood Seal and cannot be sealed (213.4)")
        hand.remove(card)
    player["dropped"] = True
    state["zones"]["stack"].append(
        {"kind": "drop", "card": SEAL, "controller": name, "cards": list(action["cards"])}
    )
    give_priority(state, name)  # 116.3


def give_priority(state: dict[str, Any], name: str) -> None:
    """A player receives priority; nobody has passed since (117.3)."""
    state["turn"]["priority"] = name
    state["turn"]["passed"] = []


def resolve_top(
    state: dict[str, Any], cards: dict[str, dict[str, Any]], decisions: Decisions
) -> None:
    """The top object resolves (608.1); the active player then receives priority (117.4)."""
    obj = state["zones"]["stack"].pop()
    if obj["kind"] == "drop":
        _resolve_drop(state, cards, obj)
    elif obj["kind"] == "ability":
        abilities.resolve(state, cards, obj, decisions)  # 608.7a: then it ceases to exist
    else:
        _resolve_spell(state, cards, obj, decisions)
    give_priority(state, state["turn"]["active"])


def _resolve_drop(state: dict[str, Any], cards: dict[str, dict[str, Any]], obj: dict[str, Any]) -> None:
    """Each sealed card still in hand goes to the Pit and yields its Blood Seal; an Entity
    card's Vitae carries its Race as a source tag (505.4b, 106.3, 213.2a)."""
    player = state["players"][obj["controller"]]
    for card in obj["cards"]:
        for held in player["zones"]["hand"]:
            if held["card"] == card:
                player["zones"]["hand"].remove(held)
                player["zones"]["pit"].append({"card": card})
                definition = cards[card]
                source = definition.get("race") if definition["type"] == "Entity" else None
                add_to_pool(player, definition.get("blood_seal", 0), source)
                break
    abilities.sealed(state, cards, obj["controller"])  # 601.12b, 603.14b


def _resolve_spell(
    state: dict[str, Any], cards: dict[str, dict[str, Any]], obj: dict[str, Any],
    decisions: Decisions,
) -> None:
    """Re-check targets; a spell whose every target is now illegal does nothing (608.3).
    Otherwise follow its instructions in order (608.4), then a Power or Caprice goes to its
    owner's Spoils (608.7a) and a permanent spell enters the battlefield (608.7b)."""
    definition = cards[obj["card"]]
    controller = obj["controller"]
    targeted = [e for e in definition.get("effects", []) if e["effect"] in TARGETED]
    found = [find_target(state, cards, label, TARGETED[e["effect"]], controller, definition)
             for label, e in zip(obj["targets"], targeted, strict=True)]
    fizzled = bool(found) and all(t is None for t in found)
    if not fizzled:
        for effect in definition.get("effects", []) + cost_keywords.rider(definition, obj):  # 601.7
            target = found.pop(0) if effect["effect"] in TARGETED else None
            if effect["effect"] in TARGETED and target is None:
                continue  # an illegal target is left untouched (608.3)
            apply_effect(state, cards, controller, effect, target, decisions, source=definition)
    if definition["type"] in PERMANENT_TYPES and not fizzled:
        entering = permanent(definition, controller)
        effects.arrive(definition, entering)  # 614.6a, 614.6b: as it enters
        state["players"][controller]["zones"]["battlefield"].append(entering)
        keyword_abilities.devour(state, cards, controller, entering, decisions)  # 702.43a
        abilities.entered(state, cards, controller, entering)  # 603.6a
    else:
        state["players"][controller]["zones"][cost_keywords.graveyard(obj)].append({"card": obj["card"]})


def apply_effect(
    state: dict[str, Any], cards: dict[str, dict[str, Any]], controller: str,
    effect: dict[str, Any], target: dict[str, Any] | None, decisions: Decisions,
    source: dict[str, Any] | None = None,
) -> None:
    """One test ability (docs/games/nodawn.md#test-card-kit); ``source`` is the card definition
    of the spell or of the ability's source (Sanctity prevents damage by quality, 702.15a)."""
    from adjudicator.games.nodawn.sba import settle
    from adjudicator.games.nodawn.turn import draw_cards

    kind = effect["effect"]
    amount = effect.get("amount", 0)
    player = state["players"][controller]
    if kind == "damage":
        assert target is not None
        unpreventable = bool(effect.get("unpreventable"))  # 615.9
        if unpreventable or not abilities.damage_prevented(cards, source, target):
            deal_damage(state, target, effects.prevent(state, cards, target, amount, decisions,
                                                       unpreventable))
    elif kind == "damage-each-player":
        for name in state["turn_order"]:
            if state["players"][name]["status"] == "playing" and not (
                    name != controller and master_sheltered(state, name)):  # 310.10
                master = {"kind": "master", "player": name}
                deal_damage(state, master, effects.prevent(state, cards, master, amount, decisions))
    elif kind in ("pump", "set-stats", "switch", "rally", "prevent"):
        effects.create(state, cards, controller, effect, target)  # 611.2, 615.3
    elif kind == "growth":
        assert target is not None
        add_counters(target["object"], "growth", amount)
    elif kind == "counter":
        assert target is not None
        counter_object(state, target["object"])
    elif kind == "draw":
        draw_cards(state, controller, amount)
    elif kind == "gain-vitae":
        gain_vitae(player, amount)
    elif kind == "add-vitae":
        add_to_pool(player, amount, effect.get("source"))
    elif kind == "wrath":
        player["wrath"] = max(0, player["wrath"] + amount)
    elif kind == "corruption":
        player["corruption"] = max(0, player["corruption"] + amount)
    elif kind == "corruption-each-player":
        for name in state["turn_order"]:
            p = state["players"][name]
            if p["status"] == "playing":
                p["corruption"] = max(0, p["corruption"] + amount)
    elif kind in keyword_actions.EFFECTS:
        keyword_actions.apply(state, cards, controller, effect, target, decisions)
    elif kind == "win":
        settle(state, winners={controller}, losses={})  # 104.2b
    elif kind == "lose":
        settle(state, winners=set(), losses={controller: {"effect"}})  # 104.3f
    else:
        raise EngineFault(f"unknown test ability {kind!r}")


def find_target(state: dict[str, Any], cards: dict[str, dict[str, Any]], label: str,
                allowed: set[str], controller: str | None = None,
                source: dict[str, Any] | None = None) -> dict[str, Any] | None:
    """The named target if it is still legal: a player still in the game, a permanent of an
    allowed kind still on that player's battlefield and not now out of reach (Elusive,
    Sanctity), or an object still on the stack (608.3)."""
    if "stack" in allowed:
        for obj in state["zones"]["stack"]:
            if object_label(obj) == label:
                return {"kind": "stack", "object": obj}
        return None
    if label in state["players"]:
        if "player" in allowed and state["players"][label]["status"] == "playing":
            return {"kind": "master", "player": label}
        return None
    owner, _, card = label.partition("'s ")
    if owner in state["players"]:
        for obj in state["players"][owner]["zones"]["battlefield"]:
            if obj["card"] == card and cards[card]["type"] in allowed and (
                    controller is None
                    or abilities.target_bar(cards, controller, source, owner, obj) is None):
                return {"kind": "permanent", "player": owner, "object": obj,
                        "type": cards[card]["type"]}
    return None


def counter_object(state: dict[str, Any], obj: dict[str, Any]) -> None:
    """Counter a spell or an announcement: it leaves the stack unresolved. A spell goes to its
    owner's Spoils (601.10); a countered seal leaves its cards in hand, no Vitae flows, and the
    turn's drop stays spent (116.2a, 505.4a, 407.5); a countered ability ceases to exist.
    Costs stay paid (118.5)."""
    state["zones"]["stack"].remove(obj)
    if obj["kind"] == "spell":
        state["players"][obj["controller"]]["zones"][cost_keywords.graveyard(obj)].append(
            {"card": obj["card"]})
