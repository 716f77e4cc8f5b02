"""The turn's structure (500): moving from step to step, the turn-based actions rule modules
file by step (703), and the world cycle advancing as a round's first turn begins (500.9).

A rule module registers what happens as a step begins (``turn_based(phase, step)``), whether
a step follows itself again (``step_repeats``: a second cleanup, 514.5; the normal combat
damage step after a Celerity one, 510.1), whether a step is skipped (``step_skipped``:
506.1, 614.5), who takes the next turn when it is not the next player in turn order
(``next_turn``: an extra turn, 500.11) and where the world cycle goes as it advances when not
to the next round (``cycle_advance``: a shift, 500.12). As a step begins,
:class:`~.events.StepBegan` is raised first (603.2b), then its turn-based actions happen; a
player then receives priority unless nobody does in that step (117.3, 500.3) or a turn-based
action says otherwise.
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
next_turn: HookList[Callable[[State], tuple[str, bool] | None]] = HookList(
    "who takes the next turn, if not the next player in turn order, and whether the world cycle "
    "advances as it begins (500.11, 500.11a)")
cycle_advance: HookList[Callable[[State], int | None]] = HookList(
    "the round the world cycle advances to, if not the next one (500.12)")
phase_added: HookList[Callable[[State, str], str | None]] = HookList(
    "the phase an effect added directly after this phase, taken now, if any (500.13)")


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
        elif (added := _added_phase(state, here)) is not None:
            following = added
        else:
            position = TURN_STRUCTURE.index(_resumed_from(state, here))
            if position + 1 == len(TURN_STRUCTURE):
                before = dict(state["world"])
                if begin_turn(state, cards):
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


def _phase_ends(here: Step) -> bool:
    """Whether this step is the last of its phase (500.1)."""
    position = TURN_STRUCTURE.index(here)
    return position + 1 == len(TURN_STRUCTURE) or TURN_STRUCTURE[position + 1][0] != here[0]


def _added_phase(state: State, here: Step) -> Step | None:
    """The first step of a phase an effect added directly after the phase now ending, if one is
    waiting there — the most recently created first (500.13); the turn notes the phase they were
    added after (``added_after``) while they are taken."""
    if not _phase_ends(here):
        return None
    after = state["turn"].get("added_after", here[0])
    for added in phase_added:
        phase = added(state, after)
        if phase is not None:
            state["turn"]["added_after"] = after
            return next(step for step in TURN_STRUCTURE if step[0] == phase)
    return None


def _resumed_from(state: State, here: Step) -> Step:
    """Where the turn goes on from: once the phases added after a phase are all taken, from the
    end of that phase (500.13); otherwise from this step."""
    after = state["turn"].pop("added_after", None) if _phase_ends(here) else None
    if after is None:
        return here
    return [step for step in TURN_STRUCTURE if step[0] == after][-1]


def starts_round(state: State, after: str, name: str) -> bool:
    """Whether the turn passing from the seat of ``after`` to this player opens a new round: the
    turns have come round the table, every player still in the game having had theirs (800.4a),
    so this player is the round leader, the first in seating order still in the game (800.4b,
    800.4c)."""
    order = state["turn_order"]
    return order.index(name) <= order.index(after)


def passed_over(state: State, after: str, name: str) -> list[str]:
    """The players seated between ``after`` and the next to play: they have left the game, and
    the turns that would have been theirs do not begin (800.6j)."""
    order = state["turn_order"]
    start = order.index(after)
    seats = [order[(start + k) % len(order)] for k in range(1, len(order))]
    return seats[: seats.index(name)] if name in seats else []


def upcoming_turn(state: State) -> tuple[str, bool]:
    """Who takes the next turn and whether the world cycle advances as it begins: a rule's
    choice (an extra turn, 500.11), else the next player still in the game, the cycle advancing
    as the round's first turn begins (500.8, 500.9d, 800.4b)."""
    for decide in next_turn:
        chosen = decide(state)
        if chosen is not None:
            return chosen
    active = state["turn"]["active"]
    name = next_in_order(state, active)
    return name, starts_round(state, active, name)


def advance_cycle(state: State) -> None:
    """The world cycle advances one round, wrapping after The Retrieve (500.9, 500.9b), unless
    a rule sends it elsewhere (500.12)."""
    for decide in cycle_advance:
        position = decide(state)
        if position is not None:
            break
    else:
        position = state["world"]["position"] % 6 + 1
    state["world"].update(world(position))


def begin_turn(state: State, cards: Cards) -> bool:
    """A new turn; the world cycle advances first if a round begins (500.9d, 500.11a); whether
    it did. When the turn order decides the turn, the turns of players who have left the game,
    seated between the last turn it decided and this one, pass by unbegun (800.6j); an extra
    turn's rule keeps that seat in ``turn["resume"]`` while extra turns are taken (500.8)."""
    after = state["turn"].get("resume", state["turn"]["active"])
    name, advances = upcoming_turn(state)
    if "resume" not in state["turn"]:
        for gone in passed_over(state, after, name):
            emit(state, cards, TurnPassedOver(gone))
    if advances:
        advance_cycle(state)
    state["turn"]["active"] = name
    state["turn"]["round_began"] = advances
    state["players"][name]["turns"] += 1
    emit(state, cards, TurnBegan(name))
    return advances


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
