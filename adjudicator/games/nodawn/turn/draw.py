"""504 The draw step (703.4g): the active player draws their Master's Enlightenment."""

from __future__ import annotations

from adjudicator.engine import Decisions
from adjudicator.games.nodawn.concepts.drawing import draw_cards
from adjudicator.games.nodawn.core.objects import Cards, State
from adjudicator.games.nodawn.core.turn import turn_based


@turn_based("beginning", "draw")
def draw_step(state: State, cards: Cards, ruleset: str, decisions: Decisions) -> None:
    """Draw the Master's Enlightenment; in the opening round the starting player draws none
    and every other player exactly one (103.8, 121.2, 504.1a)."""
    active = state["turn"]["active"]
    player = state["players"][active]
    if player["turns"] == 1:
        count = 0 if active == state["turn_order"][0] else 1
    else:
        count = cards[player["master"]].get("enlightenment", 1)
    draw_cards(state, cards, active, count, decisions)
