"""514 The cleanup step: discarding to hand size (514.1, 613.10), the turn's books closed as one action
(514.2: watchers of :class:`~..core.events.Cleanup`), then the state checks, and a new cleanup
step if anything needed them (514.5)."""

from __future__ import annotations

from adjudicator.engine import Decisions
from adjudicator.games.nodawn.core.choices import choose_cards
from adjudicator.games.nodawn.core.events import Cleanup, emit
from adjudicator.games.nodawn.core.hooks import printed_and_granted_statics
from adjudicator.games.nodawn.core.layers import characteristics
from adjudicator.games.nodawn.core.objects import Cards, State, battlefield
from adjudicator.games.nodawn.core.priority import before_priority
from adjudicator.games.nodawn.core.turn import Step, step_repeats, turn_based
from adjudicator.games.nodawn.core.zones import discard_card, spoils_order

MAX_HAND = 7  # 514.1, 402.2
CLEANUP = ("ending", "cleanup")


@turn_based(*CLEANUP)
def cleanup(state: State, cards: Cards, ruleset: str, decisions: Decisions) -> bool:
    """The cleanup step (514): discard to hand size (514.1), then close the turn's books as one
    action (514.2), then the state checks; whether anything needed them, in which case the
    active player receives priority in this cleanup (514.5)."""
    discard_to_hand_size(state, cards, state["turn"]["active"], decisions)
    emit(state, cards, Cleanup(decisions))  # 514.2
    return before_priority(state, cards, ruleset, decisions)  # 514.5


@step_repeats.register
def another_cleanup(state: State, here: Step) -> bool:
    """A cleanup step in which players received priority is followed by a new one (514.5)."""
    return here == CLEANUP and state["turn"]["priority"] is not None


def hand_size(state: State, cards: Cards, name: str) -> int:
    """The player's maximum hand size: seven, unless a static ability says otherwise — of a
    permanent they control, or one whose ability reaches each player (``affects =
    "each-player"``) — a rules effect, applied after all others, the latest timestamp last
    (514.1, 613.10); objects stamped together are ordered APNAP (613.7d)."""
    changes = [(obj.get("timestamp", 0), static["amount"])
               for owner, obj in battlefield(state) if not obj.get("sheltered")
               for static in printed_and_granted_statics(characteristics(cards, obj))
               if static["kind"] == "hand-size"
               and (owner == name or static.get("affects") == "each-player")]
    return sorted(changes, key=lambda change: change[0])[-1][1] if changes else MAX_HAND


def discard_to_hand_size(state: State, cards: Cards, active: str, decisions: Decisions) -> None:
    """Above their maximum hand size, the active player discards down to it (514.1, 613.10) —
    decision ``discard``: the distinct names in hand are the options, and the answer names
    exactly as many cards as must go (a name as often as there are copies); alike cards need no
    asking."""
    zones = state["players"][active]["zones"]
    hand = zones["hand"]
    excess = len(hand) - hand_size(state, cards, active)
    if excess <= 0:
        return
    chosen = choose_cards(decisions, "discard", active, [o["card"] for o in hand], excess, excess, "514.1")
    for card in spoils_order(decisions, active, list(chosen)):  # 404.3: discarded at once
        discard_card(state, cards, active, card, decisions)
