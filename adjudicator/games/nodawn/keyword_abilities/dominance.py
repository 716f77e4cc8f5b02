"""702.42 Dominance, the Master's Burden (723.2d): at the beginning of its controller's upkeep
the permanent's Dominance triggers, and as it resolves, unless its controller meets the card's
condition — ``dominance.stronger``: they control another Entity with a greater Attack than it —
they lose control of it, to the next opponent in turn order (702.42a). Unmet, they may accept
the challenge instead, decision ``dominance`` (702.42b): ``appease`` (pay its ``dominance.price``
plus 1 Vitae, the vein covering a shortfall by Night), ``feed`` (sacrifice another Entity of
theirs, decision ``sacrifice`` among them), ``face`` (it deals its Attack in damage to their
Master and is put into their Spoils), or ``decline`` (the loss of control goes ahead). The lost
control is a layer-2 effect for the rest of the game (613.1b)."""

from __future__ import annotations

from adjudicator.engine import Decisions
from adjudicator.games.nodawn.concepts.damage import deal_damage
from adjudicator.games.nodawn.concepts.vitae import can_pay_in_full, pay_cost, pool_total
from adjudicator.games.nodawn.core.choices import decide_one
from adjudicator.games.nodawn.core.events import StepBegan, watch
from adjudicator.games.nodawn.core.keywords import define, has
from adjudicator.games.nodawn.core.layers import characteristics, stamp
from adjudicator.games.nodawn.core.objects import Cards, Obj, State, find_permanent, name_of, next_in_order
from adjudicator.games.nodawn.core.replacement import damage_left
from adjudicator.games.nodawn.core.stack import RESOLVERS
from adjudicator.games.nodawn.core.state import current_stats
from adjudicator.games.nodawn.core.triggers import trigger
from adjudicator.games.nodawn.core.zones import leave_battlefield, reconcile_control, sacrifice_permanents

define("Dominance", "702.42a", __name__)
APPEASE, FEED, FACE, DECLINE = "appease", "feed", "face", "decline"


@watch(StepBegan)
def burden(state: State, cards: Cards, event: StepBegan) -> None:
    """At the beginning of its controller's upkeep each permanent of theirs with Dominance
    triggers (702.42a, 603.2b)."""
    if (event.phase, event.step) != ("beginning", "upkeep"):
        return
    for obj in state["players"][event.active]["zones"]["battlefield"]:
        if has(cards, obj, "Dominance"):
            trigger(state, event.active, obj, "Dominance")


def _attack(state: State, cards: Cards, controller: str, obj: Obj) -> int:
    return current_stats(state, controller, obj, characteristics(cards, obj), cards)["attack"]


def _entities(state: State, cards: Cards, controller: str, obj: Obj) -> list[Obj]:
    """The other Entities its controller controls, in the open."""
    return [o for o in state["players"][controller]["zones"]["battlefield"] if o is not obj
            and not o.get("sheltered") and characteristics(cards, o)["type"] == "Entity"]


def condition_met(state: State, cards: Cards, controller: str, obj: Obj) -> bool:
    """Whether its controller meets the card's dominance condition now (702.42a): another
    Entity of theirs with a greater Attack than it."""
    terms = cards[obj["card"]].get("dominance", {})
    if not terms.get("stronger"):
        return False
    mine = _attack(state, cards, controller, obj)
    return any(_attack(state, cards, controller, o) > mine for o in _entities(state, cards, controller, obj))


def challenges(state: State, cards: Cards, controller: str, obj: Obj) -> list[str]:
    """The answers 702.42b leaves its controller: appease only if they can pay, feed only with
    another Entity to give it; face and decline always."""
    price = cards[obj["card"]].get("dominance", {}).get("price", 0) + 1
    options = [APPEASE] if can_pay_in_full(state, state["players"][controller], price) else []
    if _entities(state, cards, controller, obj):
        options.append(FEED)
    return options + [FACE, DECLINE]


@RESOLVERS.register("Dominance")
def resolve_dominance(state: State, cards: Cards, stack_obj: Obj, decisions: Decisions) -> None:
    """Unless the condition is met, its controller accepts a challenge or loses control of it
    (702.42a, 702.42b)."""
    found = find_permanent(state, stack_obj["source"])
    if found is None:
        return
    controller, obj = found
    if condition_met(state, cards, controller, obj):
        return
    answer = decisions.take("dominance", controller, challenges(state, cards, controller, obj))
    _answer(state, cards, controller, obj, str(answer), decisions)


def _answer(state: State, cards: Cards, controller: str, obj: Obj, answer: str,
            decisions: Decisions) -> None:
    """Carry out the answer to the Burden (702.42b)."""
    player = state["players"][controller]
    if answer == APPEASE:
        price = cards[obj["card"]].get("dominance", {}).get("price", 0) + 1
        pay_cost(state, controller, {"vitae": price}, price - min(price, pool_total(player)), decisions)
    elif answer == FEED:
        fed = _entities(state, cards, controller, obj)
        names = [name_of(controller, o) for o in fed]
        chosen = decide_one(decisions, "sacrifice", controller, names)
        sacrifice_permanents(state, cards, [(controller, fed[names.index(chosen)])], decisions)
    elif answer == FACE:
        master = {"kind": "master", "player": controller}
        dealt = damage_left(state, cards, characteristics(cards, obj), master,
                            _attack(state, cards, controller, obj), decisions, controller=controller)
        deal_damage(state, master, dealt)
        leave_battlefield(state, cards, [(controller, obj)], "spoils", decisions)
    else:
        lose_control(state, controller, obj)


def lose_control(state: State, controller: str, obj: Obj) -> None:
    """The next opponent in turn order gains control of it, for the rest of the game (702.42a,
    723.2d, 613.1b)."""
    taker = next_in_order(state, controller)
    obj.setdefault("effects", []).append({"layer": "2", "controller": taker, "timestamp": stamp(state)})
    reconcile_control(state)
