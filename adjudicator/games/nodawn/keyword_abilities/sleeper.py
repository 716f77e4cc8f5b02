"""702.39 Sleeper: an ability of a permanent that lies in wait and matures at the beginning of its
controller's upkeeps (702.39a) — the card's ``sleeper`` says how. A dormant Sleeper (``form =
"dormant"``) enters face down, in the common guise (702.39b, 708.2b); as its maturing resolves
its controller may turn it face up — decision ``may`` — and it wakes: its ``wake`` instructions
are carried out, a strike at a target made whenever a legal one stands (the target decision,
forced with one). A gathering Sleeper (``form = "gathering"``) gains a counter of its
``counter`` kind each time; as the count reaches its ``arms`` number, its ``effects`` are
carried out (702.39c, 122.2h). The maturing goes on the stack as ``"ability": "Sleeper"``; a
dormant Sleeper's is granted by its face-down state (600.6, 603.13)."""

from __future__ import annotations

from typing import Any

from adjudicator.engine import Decisions
from adjudicator.games.nodawn.concepts.counters import add_counters
from adjudicator.games.nodawn.core.choices import decide
from adjudicator.games.nodawn.core.events import StepBegan, watch
from adjudicator.games.nodawn.core.hooks import enters_face_down
from adjudicator.games.nodawn.core.instructions import Instruction, carry_out, targets_of
from adjudicator.games.nodawn.core.keywords import define, has_keyword
from adjudicator.games.nodawn.core.layers import characteristics
from adjudicator.games.nodawn.core.objects import Cards, Obj, State, find_permanent
from adjudicator.games.nodawn.core.stack import RESOLVERS
from adjudicator.games.nodawn.core.targets import allowed_kinds, find_target, legal_targets
from adjudicator.games.nodawn.core.triggers import trigger
from adjudicator.games.nodawn.core.zones import turn_face

define("Sleeper", "702.39a", __name__)
YES, NO = "yes", "no"


def _sleeper(definition: dict[str, Any]) -> dict[str, Any] | None:
    return definition.get("sleeper") if has_keyword(definition, "Sleeper") else None


@enters_face_down.register
def dormant(definition: dict[str, Any]) -> str | None:
    """A dormant Sleeper enters the battlefield face down (702.39b)."""
    found = _sleeper(definition)
    return "Sleeper" if found and found.get("form") == "dormant" else None


def maturing(cards: Cards, obj: Obj) -> dict[str, Any] | None:
    """The Sleeper whose ability matures on this permanent: a dormant one lying face down, its
    face-down state granting the ability (600.6), or a gathering one face up, as it now is."""
    if obj.get("face_down"):
        found = _sleeper(cards[obj["card"]]) if obj.get("laid") == "Sleeper" else None
        return found if found and found.get("form") == "dormant" else None
    found = _sleeper(characteristics(cards, obj))
    return found if found and found.get("form") == "gathering" else None


@watch(StepBegan)
def upkeep(state: State, cards: Cards, event: StepBegan) -> None:
    """At the beginning of its controller's upkeep each of their Sleepers matures (702.39a)."""
    if (event.phase, event.step) != ("beginning", "upkeep"):
        return
    for obj in state["players"][event.active]["zones"]["battlefield"]:
        if maturing(cards, obj) is not None:
            trigger(state, event.active, obj, "Sleeper")


def _carry_out(state: State, cards: Cards, controller: str, obj: Obj, effects: list[dict[str, Any]],
               decisions: Decisions) -> None:
    """Carry out the Sleeper's instructions in order; one that strikes takes a legal target now,
    not optionally while one stands, and is left undone if none does (702.39b, 608.3)."""
    definition = cards[obj["card"]]
    for effect in effects:
        target = None
        if targets_of(effect) is not None:
            options = legal_targets(state, cards, effect, controller, definition)
            if not options:
                continue
            only = options[0] if len(options) == 1 else None
            chosen = str(decide(decisions, "target", controller, options, only))
            target = find_target(state, cards, chosen, allowed_kinds(effect), controller, definition, effect)
        carry_out(Instruction(state, cards, controller, effect, target, decisions, definition, obj))


@RESOLVERS.register("Sleeper")
def resolve_sleeper(state: State, cards: Cards, stack_obj: Obj, decisions: Decisions) -> None:
    """A dormant Sleeper may wake; a gathering one gathers a counter, armed at its number
    (702.39b, 702.39c)."""
    found = find_permanent(state, stack_obj["source"])
    if found is None:
        return
    controller, obj = found
    sleeper = maturing(cards, obj)
    if sleeper is None:
        return
    if sleeper["form"] == "dormant":
        if decisions.take("may", controller, [YES, NO]) == YES:
            turn_face(state, cards, controller, obj, down=False)
            _carry_out(state, cards, controller, obj, sleeper.get("wake", []), decisions)
        return
    kind = sleeper["counter"]
    add_counters(obj, kind, 1)
    if obj["counters"].get(kind) == sleeper["arms"]:
        _carry_out(state, cards, controller, obj, sleeper.get("effects", []), decisions)
