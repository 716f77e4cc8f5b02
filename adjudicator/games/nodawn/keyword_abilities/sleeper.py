"""702.39 Sleeper: a waiting permanent that ripens as each upkeep of its controller begins
(702.39a, 503.2b). ``Sleeper dormant``: it enters face down, a nameless 2/2 guise
(702.39b, 613.2); as its controller's upkeep begins the Sleeper's maturing triggers — the one
ability its face-down state leaves it (600.6, 603.13) — and as that resolves its controller may
turn it face up (decision ``may``): it wakes, seen by watchers of cards turning face up
(603.14d). ``Sleeper <kind>``, the gathering Sleeper: as its controller's upkeep begins it
triggers, and as that resolves it gains a counter of that kind (702.39c, 122.2h)."""

from __future__ import annotations

from adjudicator.engine import Decisions
from adjudicator.games.nodawn.concepts.counters import add_counters
from adjudicator.games.nodawn.core.events import StepBegan, watch
from adjudicator.games.nodawn.core.keywords import define, keyword_value
from adjudicator.games.nodawn.core.layers import characteristics
from adjudicator.games.nodawn.core.objects import Cards, Obj, State, find_permanent
from adjudicator.games.nodawn.core.replacement import entering
from adjudicator.games.nodawn.core.stack import RESOLVERS
from adjudicator.games.nodawn.core.triggers import trigger
from adjudicator.games.nodawn.core.zones import turn_face

define("Sleeper", "702.39a", __name__)
DORMANT = "dormant"


def form(cards: Cards, obj: Obj) -> str | None:
    """The Sleeper's form: ``dormant`` for one that lies face down, else the kind of counter a
    gathering one gains; None for a permanent without Sleeper. A dormant one is read from its
    card, whose face its guise hides (702.39b, 603.13)."""
    if obj.get("face_down"):
        value = keyword_value(cards[obj["card"]], "Sleeper")
        return value if value == DORMANT else None
    return keyword_value(characteristics(cards, obj), "Sleeper") or None


@entering.register
def lies_face_down(state: State, cards: Cards, controller: str, obj: Obj, decisions: Decisions) -> None:
    """A dormant Sleeper enters the battlefield face down (702.39b, 614.2)."""
    if keyword_value(characteristics(cards, obj), "Sleeper") == DORMANT:
        obj["face_down"] = True


@watch(StepBegan)
def matures(state: State, cards: Cards, event: StepBegan) -> None:
    """At the beginning of its controller's upkeep each Sleeper of theirs triggers — never in
    another player's upkeep (702.39a, 503.2b, 603.2b)."""
    if (event.phase, event.step) != ("beginning", "upkeep"):
        return
    for obj in state["players"][event.active]["zones"]["battlefield"]:
        kind = form(cards, obj)
        if kind == DORMANT and not obj.get("face_down"):
            continue  # awake: nothing left to wake
        if kind:
            trigger(state, event.active, obj, "Sleeper")


@RESOLVERS.register("Sleeper")
def resolve_sleeper(state: State, cards: Cards, stack_obj: Obj, decisions: Decisions) -> None:
    """A dormant Sleeper's controller may wake it; a gathering one gains its counter (702.39b,
    702.39c). One that has left the battlefield matures no more."""
    found = find_permanent(state, stack_obj["source"])
    if found is None:
        return
    controller, obj = found
    kind = form(cards, obj)
    if kind == DORMANT:
        if obj.get("face_down") and decisions.take("may", controller, ["yes", "no"]) == "yes":
            turn_face(state, cards, controller, obj, down=False)
    elif kind:
        add_counters(obj, kind, 1)
