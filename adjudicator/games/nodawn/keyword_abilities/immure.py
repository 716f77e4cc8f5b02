"""702.47 Immure N: an activated ability of a Haven — N Vitae, and its controller chooses an
Entity they control: that Entity's shadow is sealed into the Haven (702.47a). The Haven has +2
Defense for as long as the immured Entity stays on the battlefield (702.47b); when it leaves, the shadow
and the bonus end. At the beginning of each Day round each shadowless Entity gets a decay
counter (702.47c), which rots it at its controller's upkeeps as Decay's do (docs/contested.md,
nodawn-shadowless-decay). The ``activate`` action names the Haven with ``"ability":
"Immure"``; decision ``immure``, the Entity chosen. State: the Entity's ``shadowless`` names the
Haven holding its shadow, the Haven's ``shadows`` the Entities whose shadows it holds."""

from __future__ import annotations

from typing import Any

from adjudicator.engine import Decisions, Refused
from adjudicator.games.nodawn.concepts.counters import add_counters
from adjudicator.games.nodawn.concepts.vitae import pay_cost
from adjudicator.games.nodawn.core.events import LeftBattlefield, RoundBegan, watch
from adjudicator.games.nodawn.core.hooks import defense_modifiers, keyword_activations, withers
from adjudicator.games.nodawn.core.keywords import define, keyword_number
from adjudicator.games.nodawn.core.objects import (
    Cards,
    Obj,
    State,
    battlefield,
    find_permanent,
    name_of,
    own_name,
)
from adjudicator.games.nodawn.core.stack import RESOLVERS
from adjudicator.games.nodawn.core.state import give_priority
from adjudicator.games.nodawn.core.triggers import ability_object

define("Immure", "702.47a", __name__)

BONUS = 2  # 702.47b


@keyword_activations.register("Immure")
def immure(state: State, cards: Cards, haven: Obj, act: dict[str, Any], decisions: Decisions) -> None:
    """Activate Immure (602.3): choose an Entity one controls whose shadow is not yet sealed,
    pay N Vitae (the pool, or ``from_master`` from the vein), and the ability goes on the stack
    (702.47a)."""
    name = act["player"]
    options = {own_name(o): name_of(name, o) for o in state["players"][name]["zones"]["battlefield"]
               if cards[o["card"]]["type"] == "Entity" and not o.get("shadowless")}
    if not options:
        raise Refused(f"{name} controls no Entity whose shadow could be sealed (702.47a)")
    chosen = decisions.take("immure", name, list(options))
    pay_cost(state, name, {"vitae": keyword_number(cards[haven["card"]], "Immure") or 0},
             act.get("from_master", 0), decisions)
    state["zones"]["stack"].append(ability_object(name, haven, "Immure", [options[chosen]]))
    give_priority(state, name)  # 117.3a


@RESOLVERS.register("Immure")
def resolve_immure(state: State, cards: Cards, obj: Obj, decisions: Decisions) -> None:
    """The chosen Entity becomes shadowless and the Haven holds its shadow, if both are still on
    the battlefield (702.47a)."""
    haven = find_permanent(state, obj["source"])
    entity = find_permanent(state, obj["refers"][0])
    if haven is None or entity is None:
        return
    entity[1]["shadowless"] = obj["source"]
    haven[1].setdefault("shadows", []).append(obj["refers"][0])


@defense_modifiers.register
def walled(state: State, cards: Cards, controller: str, obj: Obj) -> int:
    """+2 Defense, or its own ``immure_bonus``, for each shadow it holds whose Entity remains on
    the battlefield (702.47b)."""
    bonus = cards[obj["card"]].get("immure_bonus", BONUS)
    return bonus * sum(1 for label in obj.get("shadows", []) if find_permanent(state, label))


@watch(LeftBattlefield)
def the_wall_weeps(state: State, cards: Cards, event: LeftBattlefield) -> None:
    """An immured Entity leaving the battlefield: its shadow and the bonus end (702.47b)."""
    gone = {name_of(owner, o) for owner, o in event.moved if o.get("shadowless")}
    for _, obj in battlefield(state):
        if gone & set(obj.get("shadows", [])):
            kept = [s for s in obj["shadows"] if s not in gone]
            if kept:
                obj["shadows"] = kept
            else:
                del obj["shadows"]


@watch(RoundBegan)
def the_shadowless_wither(state: State, cards: Cards, event: RoundBegan) -> None:
    """At the beginning of each Day round, a decay counter on each shadowless Entity (702.47c)."""
    if state["world"]["type"] != "day":
        return
    for _, obj in battlefield(state):
        if obj.get("shadowless"):
            add_counters(obj, "decay", 1)


@withers.register
def shadowless(cards: Cards, obj: Obj) -> bool:
    """A shadowless Entity's decay counters rot it (702.47c)."""
    return bool(obj.get("shadowless"))
