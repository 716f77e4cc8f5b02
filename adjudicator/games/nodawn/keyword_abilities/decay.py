"""702.41 Decay N: the Entity enters with N decay counters; at the beginning of each of its
controller's upkeeps it triggers, and as that resolves it loses 1 Vigor for each decay counter
on it — a layer-7c effect for the rest of the game (spells/continuous.py), so the loss adds up
from upkeep to upkeep while the counters remain."""

from __future__ import annotations

from adjudicator.engine import Decisions
from adjudicator.games.nodawn.concepts.counters import add_counters
from adjudicator.games.nodawn.core.events import StepBegan, watch
from adjudicator.games.nodawn.core.hooks import withers
from adjudicator.games.nodawn.core.keywords import define, keyword_number
from adjudicator.games.nodawn.core.layers import characteristics
from adjudicator.games.nodawn.core.objects import Cards, Obj, State, find_permanent
from adjudicator.games.nodawn.core.replacement import entering
from adjudicator.games.nodawn.core.stack import RESOLVERS
from adjudicator.games.nodawn.core.triggers import trigger
from adjudicator.games.nodawn.spells.continuous import create

define("Decay", "702.41a", __name__)


@entering.register
def decay_counters(state: State, cards: Cards, controller: str, obj: Obj, decisions: Decisions) -> None:
    """As a permanent with Decay N enters, it gets N decay counters (702.41a)."""
    n = keyword_number(characteristics(cards, obj), "Decay")
    if n:
        add_counters(obj, "decay", n)


@watch(StepBegan)
def decay_upkeep(state: State, cards: Cards, event: StepBegan) -> None:
    """At the beginning of its controller's upkeep, each of their permanents with Decay
    triggers (702.41a, 603.2b) — and each withering one bearing decay counters (702.47c)."""
    if (event.phase, event.step) != ("beginning", "upkeep"):
        return
    for obj in state["players"][event.active]["zones"]["battlefield"]:
        if keyword_number(characteristics(cards, obj), "Decay") is not None or \
                (obj["counters"].get("decay") and withers.any(cards, obj)):
            trigger(state, event.active, obj, "Decay")


@RESOLVERS.register("Decay")
def resolve_decay(state: State, cards: Cards, stack_obj: Obj, decisions: Decisions) -> None:
    """Its source, if still on the battlefield, loses 1 Vigor for each decay counter on it now,
    for the rest of the game (702.41a, 611.2)."""
    found = find_permanent(state, stack_obj["source"])
    if found is None:
        return
    owner, obj = found
    n = obj["counters"].get("decay", 0)
    if n:
        create(state, cards, owner, {"effect": "pump", "attack": 0, "vigor": -n},
               {"kind": "permanent", "player": owner, "object": obj})
