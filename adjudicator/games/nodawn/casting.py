"""Casting spells (601), the drop (116.2a, 505.4), the stack and resolution (405, 608).

Card effects come from the test card kit (docs/games/nodawn.md#test-card-kit): a card's
``effects`` list names generic test abilities, carried out in order as it resolves (608.4).
"""

from __future__ import annotations

from typing import Any

from adjudicator.engine import Decisions, EngineFault, Refused
from adjudicator.games.nodawn.damage import deal_damage
from adjudicator.games.nodawn.state import PERMANENT_TYPES, permanent
from adjudicator.games.nodawn.vitae import add_to_pool, gain_vitae, pay_cost

INSTANT_TYPES = {"Power", "Caprice"}
TARGETED = {"damage", "counter"}


def _take_from_hand(player: dict[str, Any], card: str) -> dict[str, Any]:
    for obj in player["zones"]["hand"]:
        if obj["card"] == card:
            player["zones"]["hand"].remove(obj)
            return obj
    raise Refused(f"{card!r} is not in the player's hand")


def check_timing(state: dict[str, Any], name: str, definition: dict[str, Any]) -> None:
    """Powers and Caprices at any priority; other cards only in the caster's own main phase
    with an empty stack (117.1a, 505.3a); binding gates play by the time of day (107.5)."""
    turn = state["turn"]
    if turn["priority"] != name:
        raise Refused(f"{name} does not hold priority (117.1)")
    kind = definition["type"]
    if kind not in INSTANT_TYPES and not (
        turn["active"] == name and turn["phase"] in ("main1", "main2") and not state["zones"]["stack"]
    ):
        raise Refused(f"a {kind} may be cast only in its caster's main phase with an empty stack (117.1a)")
    binding = definition.get("binding")
    if binding and binding != state["world"]["type"]:
        raise Refused(f"a {binding}-bound card cannot be played on a {state['world']['type']} turn (107.5)")


def legal_targets(state: dict[str, Any], effect: dict[str, Any]) -> list[str]:
    """Targets as players name them: a player's name for their Master, "<player>'s <card>"
    for a permanent, the card name for a spell on the stack (601.2c)."""
    if effect["effect"] == "counter":
        return [f"{o['controller']}'s {o['card']}" for o in state["zones"]["stack"]]
    targets = [n for n, p in state["players"].items() if p["status"] == "playing"]
    for owner, player in state["players"].items():
        for obj in player["zones"]["battlefield"]:
            targets.append(f"{owner}'s {obj['card']}")
    return targets


def cast(
    state: dict[str, Any], cards: dict[str, dict[str, Any]], action: dict[str, Any],
    decisions: Decisions,
) -> None:
    """Propose, announce targets, pay, and put the spell on the stack (601.2); costs stick (118.5)."""
    name = action["player"]
    definition = cards.get(action["card"])
    if definition is None:
        raise EngineFault(f"no definition for {action['card']!r}")
    if definition["type"] in ("Master", "Trap"):
        raise Refused(f"a {definition['type']} is not cast from hand")
    check_timing(state, name, definition)
    player = state["players"][name]
    _take_from_hand(player, action["card"])
    targets = []
    for effect in definition.get("effects", []):
        if effect["effect"] in TARGETED:
            options = legal_targets(state, effect)
            if not options:
                raise Refused(f"{action['card']} has no legal target (601.2c)")
            targets.append(decisions.take("target", name, options))
    pay_cost(state, name, definition.get("cost", {}), action.get("from_master", 0), decisions)
    state["zones"]["stack"].append(
        {"kind": "spell", "card": action["card"], "controller": name, "targets": targets}
    )
    give_priority(state, name)


def drop(state: dict[str, Any], cards: dict[str, dict[str, Any]], action: dict[str, Any]) -> None:
    """Announce the seal of a batch of cards from hand onto the stack, once per turn, in the
    sealer's own main phase with priority and an empty stack (106.5a, 116.2a, 505.4)."""
    name = action["player"]
    player = state["players"][name]
    turn = state["turn"]
    if turn["active"] != name or turn["phase"] not in ("main1", "main2"):
        raise Refused("the drop is made only in the sealer's own main phase (505.4)")
    if turn["priority"] != name or state["zones"]["stack"]:
        raise Refused("the drop needs priority and an empty stack (505.4)")
    if player["dropped"]:
        raise Refused("the drop has already been made this turn (505.4d)")
    hand = [o["card"] for o in player["zones"]["hand"]]
    for card in action["cards"]:
        if card not in hand:
            raise Refused(f"{card!r} is not in {name}'s hand")
        hand.remove(card)
    player["dropped"] = True
    state["zones"]["stack"].append(
        {"kind": "drop", "card": "the drop", "controller": name, "cards": list(action["cards"])}
    )
    give_priority(state, name)


def give_priority(state: dict[str, Any], name: str) -> None:
    state["turn"]["priority"] = name
    state["turn"]["passed"] = []


def resolve_top(
    state: dict[str, Any], cards: dict[str, dict[str, Any]], decisions: Decisions
) -> None:
    """The top object resolves (608.1); the active player then receives priority (117.4)."""
    obj = state["zones"]["stack"].pop()
    if obj["kind"] == "drop":
        _resolve_drop(state, cards, obj)
    else:
        _resolve_spell(state, cards, obj, decisions)
    give_priority(state, state["turn"]["active"])


def _resolve_drop(state: dict[str, Any], cards: dict[str, dict[str, Any]], obj: dict[str, Any]) -> None:
    """Each sealed card goes to the Pit and yields its Blood Seal, tagged by an Entity's
    Race (505.4b, 106.3)."""
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


def _resolve_spell(
    state: dict[str, Any], cards: dict[str, dict[str, Any]], obj: dict[str, Any],
    decisions: Decisions,
) -> None:
    definition = cards[obj["card"]]
    controller = obj["controller"]
    targets = list(obj["targets"])
    for effect in definition.get("effects", []):
        target = targets.pop(0) if effect["effect"] in TARGETED else None
        apply_effect(state, cards, controller, effect, target, decisions)
    if definition["type"] in PERMANENT_TYPES:
        state["players"][controller]["zones"]["battlefield"].append(permanent(definition, controller))
    else:
        state["players"][controller]["zones"]["spoils"].append({"card": obj["card"]})  # 608.7a


def apply_effect(
    state: dict[str, Any], cards: dict[str, dict[str, Any]], controller: str,
    effect: dict[str, Any], target: str | None, decisions: Decisions,
) -> None:
    """One test ability (docs/games/nodawn.md#test-card-kit)."""
    kind = effect["effect"]
    amount = effect.get("amount", 0)
    player = state["players"][controller]
    if kind == "damage":
        resolved = _find_target(state, target)
        if resolved is not None:  # an illegal target is left alone (608.3)
            deal_damage(state, resolved, amount)
    elif kind == "counter":
        _counter(state, target)
    elif kind == "draw":
        from adjudicator.games.nodawn.turn import draw_cards

        draw_cards(state, controller, amount)
    elif kind == "gain-vitae":
        gain_vitae(player, amount)
    elif kind == "add-vitae":
        add_to_pool(player, amount, effect.get("source"))
    elif kind == "wrath":
        player["wrath"] = max(0, player["wrath"] + amount)
    elif kind == "corruption":
        player["corruption"] = max(0, player["corruption"] + amount)
    elif kind == "win":
        from adjudicator.games.nodawn.sba import settle

        settle(state, winners={controller}, losers=set())  # 104.2b
    elif kind == "lose":
        from adjudicator.games.nodawn.sba import settle

        settle(state, winners=set(), losers={controller})  # 104.3f
    else:
        raise EngineFault(f"unknown test ability {kind!r}")


def _find_target(state: dict[str, Any], target: str | None) -> dict[str, Any] | None:
    if target is None:
        return None
    if target in state["players"]:
        return {"kind": "master", "player": target}
    owner, _, card = target.partition("'s ")
    if owner in state["players"]:
        for obj in state["players"][owner]["zones"]["battlefield"]:
            if obj["card"] == card:
                return {"kind": "permanent", "player": owner, "card": card}
    return None


def _counter(state: dict[str, Any], target: str | None) -> None:
    """Counter a spell: it leaves the stack for its owner's Spoils; a countered drop leaves
    its cards in hand with the turn's drop spent (116.2a, 505.4a). Costs stay paid (118.5)."""
    for obj in reversed(state["zones"]["stack"]):
        if f"{obj['controller']}'s {obj['card']}" == target:
            state["zones"]["stack"].remove(obj)
            if obj["kind"] == "spell":
                state["players"][obj["controller"]]["zones"]["spoils"].append({"card": obj["card"]})
            return
