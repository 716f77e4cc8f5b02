"""304 Powers (116.2c, 408.4, 701.23): the stored instant. Besides being cast from hand, a Power
may be Set: in a main phase of its owner's own turn, as its binding allows and while their Master
is on the battlefield, its full cost is paid and it goes face down into the Master's one Power
slot, without the stack (304.3, 701.23a). Later, at any priority window on any turn, with or
without the Master, its owner Fires it: the slot frees as the Fire is announced on the stack,
where it can be answered and countered like a spell; it resolves as the Power, at no further
cost, and goes to the Spoils either way (304.4, 405.6b). A Power that says it may be cast while
its caster controls a Mage needs no Master on the battlefield to be cast (304.5, 308.3a).

State: a player's ``power_slot`` is ``{"card", "revealed"}`` while a Power is set there
(revealed once the Inquest has shown it, 123.4b; else secret, 304.3a); on the stack a Fire is
``{"kind": "fire", "card", "controller", "targets"}``.
"""

from __future__ import annotations

from typing import Any

from adjudicator.engine import Decisions, EngineFault, Refused
from adjudicator.games.nodawn.concepts.vitae import pay_cost
from adjudicator.games.nodawn.core.actions import action
from adjudicator.games.nodawn.core.hooks import master_not_needed
from adjudicator.games.nodawn.core.instructions import targeting
from adjudicator.games.nodawn.core.objects import Cards, Obj, State, binding
from adjudicator.games.nodawn.core.stack import COUNTERED, RESOLVERS
from adjudicator.games.nodawn.core.state import give_priority
from adjudicator.games.nodawn.core.targets import became_targets, choose_target
from adjudicator.games.nodawn.zones.shelter import master_sheltered


@master_not_needed.register
def through_a_mage(state: State, cards: Cards, name: str, definition: dict[str, Any]) -> bool:
    """A Power whose text lets it be cast while its caster controls a Mage (``through =
    "Mage"``) is cast through one in the open, the Master sheltered or not (304.5, 308.3a)."""
    through = definition.get("through")
    return bool(through) and any(
        cards[o["card"]]["type"] == "Entity" and through in (cards[o["card"]].get("class"),
                                                             *cards[o["card"]].get("subtypes", []))
        and not o.get("sheltered") for o in state["players"][name]["zones"]["battlefield"])


@action("set-power")
def set_power(state: State, cards: Cards, ruleset: str, act: dict[str, Any], decisions: Decisions) -> None:
    """Set a Power from hand into the Master's empty Power slot: in a main phase of one's own
    turn, with priority, as its binding allows, the Master on the battlefield; its full cost is
    paid now and never refunded; no stack is used (304.3, 304.5, 116.2c, 505.5b, 701.23a)."""
    name, card = act["player"], act["card"]
    definition = cards.get(card)
    if definition is None:
        raise EngineFault(f"no definition for {card!r}")
    if definition["type"] != "Power":
        raise Refused(f"only a Power is Set into the Power slot; {card!r} is a {definition['type']} "
                      "(304.3, 304.8)")
    turn, player = state["turn"], state["players"][name]
    if turn["active"] != name or turn["phase"] not in ("main1", "main2"):
        raise Refused("a Power is Set only in a main phase of its owner's own turn (304.3, 505.5)")
    if turn["priority"] != name:
        raise Refused(f"{name} does not hold priority (116.2c)")
    if player.get("power_slot"):
        raise Refused(f"{name}'s Power slot already holds a Power: there is one slot (304.3, 116.2c)")
    bound = binding(definition)
    if bound and bound != state["world"]["type"]:
        raise Refused(f"a {bound}-bound Power cannot be Set on a {state['world']['type']} turn (304.3)")
    if master_sheltered(state, name):
        raise Refused("a Power is Set only while its owner's Master is on the battlefield, and it "
                      "shelters (304.5, 311.7)")
    held = next((o for o in player["zones"]["hand"] if o["card"] == card), None)
    if held is None:
        raise Refused(f"{card!r} is not in {name}'s hand")
    pay_cost(state, name, dict(definition.get("cost", {})), act.get("from_master", 0), decisions)
    player["zones"]["hand"].remove(held)
    player["power_slot"] = {"card": card, "revealed": False}
    give_priority(state, name)  # 116.3


@action("fire")
def fire(state: State, cards: Cards, ruleset: str, act: dict[str, Any], decisions: Decisions) -> None:
    """Fire the set Power at any priority window, on any turn, Master or none: its targets are
    announced, the slot frees and the Fire goes on the stack, committed (304.4, 405.6b, 408.4b,
    701.23b)."""
    name, card = act["player"], act["card"]
    player = state["players"][name]
    if state["turn"]["priority"] != name:
        raise Refused(f"{name} does not hold priority (304.4, 117.1a)")
    slot = player.get("power_slot")
    if not slot or slot["card"] != card:
        raise Refused(f"{card!r} is not set in {name}'s Power slot (304.4)")
    definition = cards[card]
    effects = definition.get("effects", [])
    targets = [choose_target(state, cards, effect, name, definition, decisions)
               for effect in targeting(effects)]
    del player["power_slot"]  # 304.4: the slot frees at the announcement
    announced = {"kind": "fire", "card": card, "controller": name, "targets": targets}
    state["zones"]["stack"].append(announced)
    became_targets(state, cards, name, announced, effects, decisions)
    give_priority(state, name)  # 117.3a


@RESOLVERS.register("fire")
def resolve_fire(state: State, cards: Cards, obj: Obj, decisions: Decisions) -> None:
    """The Fire resolves as the Power it reveals, at no further cost: targets checked again,
    instructions followed, then the card goes to its owner's Spoils (304.4, 304.9, 608)."""
    resolve = RESOLVERS.get("spell")
    assert resolve is not None
    resolve(state, cards, obj, decisions)


@COUNTERED.register("fire")
def countered_fire(state: State, obj: Obj) -> None:
    """A countered Fire: the Power goes to its owner's Spoils, never to be re-set, and the cost
    paid at the Set stays paid (304.4, 405.6b)."""
    state["players"][obj["controller"]]["zones"]["spoils"].append({"card": obj["card"]})
