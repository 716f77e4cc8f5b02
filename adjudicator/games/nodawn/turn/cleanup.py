"""514 The cleanup step: discarding to hand size (514.1), the turn's books closed as one action
(514.2: watchers of :class:`~..core.events.Cleanup`), then the state checks, and a new cleanup
step if anything needed them (514.5)."""

from __future__ import annotations

from adjudicator.engine import Decisions
from adjudicator.games.nodawn.core.choices import choose_cards
from adjudicator.games.nodawn.core.events import Cleanup, emit
from adjudicator.games.nodawn.core.objects import Cards, State
from adjudicator.games.nodawn.core.priority import before_priority
from adjudicator.games.nodawn.core.turn import Step, step_repeats, turn_based

MAX_HAND = 7  # 514.1
CLEANUP = ("ending", "cleanup")


@turn_based(*CLEANUP)
def cleanup(state: State, cards: Cards, ruleset: str, decisions: Decisions) -> bool:
    """The cleanup step (514): discard to hand size (514.1), then close the turn's books as one
    action (514.2), then the state checks; whether anything needed them, in which case the
    active player receives priority in this cleanup (514.5)."""
    discard_to_hand_size(state, state["turn"]["active"], decisions)
    emit(state, cards, Cleanup(decisions))  # 514.2
    return before_priority(state, cards, ruleset, decisions)  # 514.5


@step_repeats.register
def another_cleanup(state: State, here: Step) -> bool:
    """A cleanup step in which players received priority is followed by a new one (514.5)."""
    return here == CLEANUP and state["turn"]["priority"] is not None


def discard_to_hand_size(state: State, active: str, decisions: Decisions) -> None:
    """Above seven cards, the active player discards down to seven (514.1) — decision
    ``discard``: the distinct names in hand are the options, and the answer names exactly as
    many cards as must go (a name as often as there are copies); alike cards need no asking."""
    zones = state["players"][active]["zones"]
    hand = zones["hand"]
    excess = len(hand) - MAX_HAND
    if excess <= 0:
        return
    for card in choose_cards(decisions, "discard", active, [o["card"] for o in hand], excess, excess,
                             "514.1"):
        obj = next(o for o in hand if o["card"] == card)
        hand.remove(obj)
        zones["spoils"].append(obj)
