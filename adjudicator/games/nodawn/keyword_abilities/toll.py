"""702.14 Toll N: choosing a permanent with it as a target of an opponent's spell or ability
sets it trembling (603.14c) — a triggered ability that counters that spell or ability unless
its controller pays N Vitae."""

from __future__ import annotations

from adjudicator.engine import Decisions, EngineFault
from adjudicator.games.nodawn.concepts.vitae import pays_when_asked
from adjudicator.games.nodawn.core.events import Targeted, watch
from adjudicator.games.nodawn.core.keywords import define, keyword_number, keyword_value
from adjudicator.games.nodawn.core.layers import characteristics
from adjudicator.games.nodawn.core.objects import Cards, Obj, State, stack_label
from adjudicator.games.nodawn.core.stack import RESOLVERS, counter_object
from adjudicator.games.nodawn.core.triggers import PENDING, trigger

define("Toll", "702.14a", __name__)


@watch(Targeted)
def trembles(state: State, cards: Cards, event: Targeted) -> None:
    """One trigger per Toll permanent an opponent's spell or ability targets, carrying the price
    its Toll had then (702.14a, 603.14c, 601.2c)."""
    seen: list[int] = []
    for target in event.targets:
        if target is None or target.get("kind") != "permanent" or id(target["object"]) in seen:
            continue
        seen.append(id(target["object"]))
        owner, obj = target["player"], target["object"]
        definition = characteristics(cards, obj)
        if owner != event.controller and keyword_value(definition, "Toll"):
            trigger(state, owner, obj, "Toll", [stack_label(event.stack_obj)])
            state[PENDING][-1]["toll"] = keyword_number(definition, "Toll") or 0


@RESOLVERS.register("Toll")
def resolve_toll(state: State, cards: Cards, obj: Obj, decisions: Decisions) -> None:
    """Toll resolves: the targeting spell's or ability's controller pays the Toll or lets it be
    countered (702.14a, 603.14c) — decision ``toll``, ``"pay"`` or ``"decline"``. The price is the
    Toll the permanent had as it triggered, a face-down guise's Toll 2 included (708.2a). The
    Vitae come from the pool, any shortfall from the vein (601.2h); a player who cannot pay
    declines."""
    spell = next((o for o in reversed(state["zones"]["stack"]) if stack_label(o) == obj["refers"][0]), None)
    if spell is None:
        return  # the spell has already left the stack
    if "toll" not in obj:  # written on every Toll trigger as it triggers; a state may lack it
        raise EngineFault(f"a Toll trigger on the stack carries no price ('toll') for {obj['card']!r} "
                          "(702.14a: the Toll its permanent had as it triggered)")
    amount = int(obj["toll"])
    if not pays_when_asked(state, spell["controller"], amount, "toll", decisions):
        counter_object(state, cards, spell, decisions)
