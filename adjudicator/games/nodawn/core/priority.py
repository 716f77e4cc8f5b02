"""Priority (117): passing, the state checks and waiting triggers each time a player would
receive priority (117.5, 704.3, 603.3), and the step ending when all have passed in
succession (117.4, 500.2)."""

from __future__ import annotations

from typing import Any

from adjudicator.engine import Decisions, Refused
from adjudicator.games.nodawn.core.actions import action
from adjudicator.games.nodawn.core.checks import run_checks
from adjudicator.games.nodawn.core.hooks import after_resolution
from adjudicator.games.nodawn.core.objects import Cards, State, next_in_order, playing
from adjudicator.games.nodawn.core.stack import resolve_top
from adjudicator.games.nodawn.core.triggers import stack_triggers
from adjudicator.games.nodawn.core.turn import end_step


def before_priority(state: State, cards: Cards, ruleset: str, decisions: Decisions | None = None) -> bool:
    """Each time a player would receive priority: the state checks, then the waiting triggered
    abilities go on the stack, again and again until nothing more happens (117.5, 704.3, 603.3);
    whether anything did."""
    performed = False
    for _ in range(1000):
        checked = run_checks(state, cards, ruleset, decisions)
        stacked = stack_triggers(state, cards, decisions)
        performed = performed or checked or stacked
        if not (checked or stacked):
            break
    return performed


def pass_priority(state: State, cards: Cards, name: str, ruleset: str, decisions: Decisions) -> bool:
    """A pass (117.3b). When every player has passed in succession, the top of the stack
    resolves, or with an empty stack the step or phase ends (117.4, 500.2); whether it ended."""
    turn = state["turn"]
    if turn["priority"] != name:
        raise Refused(f"{name} does not hold priority; {turn['priority']} does (117.1)")
    turn["passed"].append(name)
    if len(turn["passed"]) < len(playing(state)):
        turn["priority"] = next_in_order(state, name)
        before_priority(state, cards, ruleset, decisions)
        return False
    ended = not state["zones"]["stack"]
    if ended:
        end_step(state, cards, ruleset, decisions)
    else:
        resolve_top(state, cards, decisions)
        for follow_up in after_resolution:
            follow_up(state, cards, ruleset, decisions)
    before_priority(state, cards, ruleset, decisions)
    return ended


PASS_GUARD = 100_000  # an engine limit, not a rule: a run of passes no rule would ever end
TURN_GUARD = 10  # an engine limit: turns of the target player the run may begin on its way


def advance(state: State, cards: Cards, ruleset: str, target: dict[str, Any], decisions: Decisions) -> None:
    """Every player passes in turn until the game reaches the target player's phase/step,
    carrying out what happens on the way — shorthand for a run of passes (117.3b). The target
    is the next time it comes, however long the round: every turn on the way is taken, and a
    skipped step (614.5) is passed over to a later turn. The run is refused once the target
    player has left the game (800.4a), or once ``TURN_GUARD`` more turns of theirs have begun
    without it."""
    want = (target.get("player"), target["phase"], target.get("step"))
    owner = state["players"][want[0]]
    first = owner["turns"]
    for _ in range(PASS_GUARD):
        if state["result"] is not None:
            return
        if owner["status"] != "playing":
            raise Refused(f"the game does not reach {want} by passing: {want[0]} has left the game (800.4a)")
        if owner["turns"] > first + TURN_GUARD:
            break
        ended = pass_priority(state, cards, state["turn"]["priority"], ruleset, decisions)
        turn = state["turn"]
        if ended and (turn["active"], turn["phase"], turn["step"]) == want:
            return
    raise Refused(f"the game does not reach {want} by passing, within {TURN_GUARD} turns of {want[0]}'s")


@action("pass")
def _pass(state: State, cards: Cards, ruleset: str, act: dict[str, Any], decisions: Decisions) -> None:
    """The pass action (117.3b)."""
    pass_priority(state, cards, act["player"], ruleset, decisions)


@action("advance")
def _advance(state: State, cards: Cards, ruleset: str, act: dict[str, Any], decisions: Decisions) -> None:
    """The advance action: a run of passes (117.3b)."""
    advance(state, cards, ruleset, dict(act["to"]), decisions)
