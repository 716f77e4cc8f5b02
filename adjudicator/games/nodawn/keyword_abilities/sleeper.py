"""702.39 Sleeper: a waiting permanent that ripens as each upkeep of its controller begins
(702.39a, 503.2b). ``Sleeper dormant``: it enters face down, a nameless 2/2 guise turned down
before it enters (702.39b, 708.2b, 708.4; ``hooks.enters_face_down``, ``laid = "Sleeper"``); as
its controller's upkeep begins the Sleeper's maturing triggers — the one ability its face-down
state leaves it (600.6, 603.13) — and as that resolves its controller may turn it face up
(decision ``may``): it wakes, seen by watchers of cards turning face up (603.14d), and does what
its card's ``sleeper.wake`` says, a strike taking a legal target whenever one stands (decision
``target``, forced with one). ``Sleeper <kind>``, the gathering Sleeper: as its controller's
upkeep begins it triggers, and as that resolves it gains a counter of that kind; as their number
reaches its card's ``sleeper.arms``, ``sleeper.effects`` are carried out (702.39c, 122.2h)."""

from __future__ import annotations

from typing import Any

from adjudicator.engine import Decisions
from adjudicator.games.nodawn.concepts.counters import add_counters
from adjudicator.games.nodawn.core.choices import decide_one
from adjudicator.games.nodawn.core.events import StepBegan, watch
from adjudicator.games.nodawn.core.hooks import enters_face_down
from adjudicator.games.nodawn.core.instructions import Instruction, carry_out, targets_of
from adjudicator.games.nodawn.core.keywords import define, keyword_value
from adjudicator.games.nodawn.core.layers import characteristics
from adjudicator.games.nodawn.core.objects import Cards, Obj, State, find_permanent
from adjudicator.games.nodawn.core.stack import RESOLVERS
from adjudicator.games.nodawn.core.targets import allowed_kinds, find_target, legal_targets
from adjudicator.games.nodawn.core.triggers import trigger
from adjudicator.games.nodawn.core.zones import turn_face

define("Sleeper", "702.39a", __name__)
DORMANT = "dormant"
YES, NO = "yes", "no"


def form(cards: Cards, obj: Obj) -> str | None:
    """The Sleeper's form: ``dormant`` for one that lies face down, else the kind of counter a
    gathering one gains; None for a permanent without Sleeper. A dormant one is read from its
    card, whose face its guise hides (702.39b, 603.13)."""
    if obj.get("face_down"):
        value = keyword_value(cards[obj["card"]], "Sleeper")
        return value if value == DORMANT else None
    return keyword_value(characteristics(cards, obj), "Sleeper") or None


@enters_face_down.register
def lies_face_down(definition: dict[str, Any]) -> str | None:
    """A dormant Sleeper enters the battlefield face down (702.39b)."""
    return "Sleeper" if keyword_value(definition, "Sleeper") == DORMANT else None


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


def _carry_out(state: State, cards: Cards, controller: str, obj: Obj, ability: Obj,
               effects: list[dict[str, Any]], decisions: Decisions) -> None:
    """Carry out the Sleeper's instructions in order, as its maturing ability's (``ability``, on
    the stack): "this" is the Sleeper, its source (610.3, 611.2b). One that strikes takes a legal
    target now, not optionally while one stands, and is left undone if none does (702.39b,
    608.3, 608.4)."""
    definition = cards[obj["card"]]
    for effect in effects:
        target = None
        if targets_of(effect) is not None:
            options = legal_targets(state, cards, effect, controller, definition)
            if not options:
                continue
            chosen = str(decide_one(decisions, "target", controller, options))
            target = find_target(state, cards, chosen, allowed_kinds(effect), controller, definition, effect)
        carry_out(Instruction(state, cards, controller, effect, target, decisions, definition, ability))


@RESOLVERS.register("Sleeper")
def resolve_sleeper(state: State, cards: Cards, stack_obj: Obj, decisions: Decisions) -> None:
    """A dormant Sleeper's controller may wake it, and it does what waking does; a gathering one
    gains its counter, armed at its card's number (702.39b, 702.39c). One that has left the
    battlefield matures no more."""
    found = find_permanent(state, stack_obj["source"])
    if found is None:
        return
    controller, obj = found
    kind = form(cards, obj)
    printed = cards[obj["card"]].get("sleeper", {})
    if kind == DORMANT:
        if obj.get("face_down") and decisions.take("may", controller, [YES, NO]) == YES:
            turn_face(state, cards, controller, obj, down=False)
            _carry_out(state, cards, controller, obj, stack_obj, printed.get("wake", []), decisions)
    elif kind:
        add_counters(obj, kind, 1)
        if obj["counters"].get(kind) == printed.get("arms"):
            _carry_out(state, cards, controller, obj, stack_obj, printed.get("effects", []), decisions)
