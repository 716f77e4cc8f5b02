"""The turn's structure (500): moving from step to step, the turn-based actions rule modules
file by step (703), and the world cycle advancing as a round's first turn begins (500.9).

A rule module registers what happens as a step begins (``turn_based(phase, step)``), whether
a step follows itself again (``step_repeats``: a second cleanup, 514.5; the normal combat
damage step after a Celerity one, 510.1) and whether a step is skipped (``step_skipped``:
506.1). As a step begins, :class:`~.events.StepBegan` is raised first (603.2b), then its
turn-based actions happen; a player then receives priority unless nobody does in that step
(117.3, 500.3) or a turn-based action says otherwise.
"""

from __future__ import annotations

from collections.abc import Callable

from adjudicator.engine import Decisions
from adjudicator.games.nodawn.core.events import RoundBegan, StepBegan, TurnBegan, TurnPassedOver, emit
from adjudicator.games.nodawn.core.objects import Cards, State, next_in_order
from adjudicator.games.nodawn.core.registry import HookList, Registry
from adjudicator.games.nodawn.core.state import NO_PRIORITY, TURN_STRUCTURE, give_priority, world

Step = tuple[str, str | None]
TurnBased = Callable[[State, Cards, str, Decisions], bool | None]
TURN_BASED: Registry[TurnBased] = Registry("turn-based actions by step (703)", many=True)
step_repeats: HookList[Callable[[State, Step], bool]] = HookList(
    "the step that just ended follows again (510.1, 514.5)")
step_skipped: HookList[Callable[[State, Step], bool]] = HookList(
    "the step does not happen this turn (506.1)")


def turn_based(phase: str, step: str | None) -> Callable[[TurnBased], TurnBased]:
    """Register a turn-based action of a step (a decorator): called with the state, the cards,
    the ruleset and the decisions; it may return whether a player then receives priority."""
    if (phase, step) not in TURN_STRUCTURE:
        raise ValueError(f"no step {(phase, step)!r} in the turn (500.1)")
    return TURN_BASED.register((phase, step))


def end_step(state: State, cards: Cards, ruleset: str, decisions: Decisions) -> None:
    """Move to the next step or phase, performing the turn-based actions of steps in which
    nobody receives priority, until a player receives priority (500.2, 500.3)."""
    while state["result"] is None:
        turn = state["turn"]
        here = (turn["phase"], turn["step"])
        if step_repeats.any(state, here):
            following = here
        else:
            position = TURN_STRUCTURE.index(here)
            if position + 1 == len(TURN_STRUCTURE):
                before = dict(state["world"])
                begin_turn(state, cards, next_in_order(state, turn["active"]))
                if state["world"]["position"] != before["position"]:
                    emit(state, cards, RoundBegan(before, decisions))  # 514.4, 500.17
                position = -1
            following = TURN_STRUCTURE[position + 1]
        turn["phase"], turn["step"] = following
        turn["priority"], turn["passed"] = None, []
        if step_skipped.any(state, following):
            continue
        if begin_step(state, cards, ruleset, decisions) and state["result"] is None:
            give_priority(state, turn["active"])
            return


def starts_round(state: State, name: str) -> bool:
    """Whether the turn passing to this player opens a new round: the turns have come round the
    table, every player still in the game having had theirs (800.4a), so this player is the
    round leader, the first in seating order still in the game (800.4b, 800.4c)."""
    order = state["turn_order"]
    return order.index(name) <= order.index(state["turn"]["active"])


def passed_over(state: State, name: str) -> list[str]:
    """The players seated between the active player and the next to play: they have left the
    game, and the turns that would have been theirs do not begin (800.6j)."""
    order = state["turn_order"]
    start = order.index(state["turn"]["active"])
    seats = [order[(start + k) % len(order)] for k in range(1, len(order))]
    return seats[: seats.index(name)] if name in seats else []


def begin_turn(state: State, cards: Cards, name: str) -> None:
    """A new turn; the world cycle advances as a round's first turn begins (500.9d, 800.4b).
    The turns of players who have left the game pass by unbegun (800.6j)."""
    for gone in passed_over(state, name):
        emit(state, cards, TurnPassedOver(gone))
    if starts_round(state, name):
        position = state["world"]["position"] % 6 + 1  # 500.9b wraps after The Retrieve
        state["world"].update(world(position))
    state["turn"]["active"] = name
    state["players"][name]["turns"] += 1
    emit(state, cards, TurnBegan(name))


def begin_step(state: State, cards: Cards, ruleset: str, decisions: Decisions) -> bool:
    """A step begins: its "at the beginning of" triggers (603.2b), then its turn-based actions
    (703); whether a player then receives priority (117.3, 500.3)."""
    turn = state["turn"]
    step = (turn["phase"], turn["step"])
    emit(state, cards, StepBegan(turn["active"], *step))
    priority = step not in NO_PRIORITY
    for action in TURN_BASED.all(step):
        said = action(state, cards, ruleset, decisions)
        if said is not None:
            priority = said
    return priority
