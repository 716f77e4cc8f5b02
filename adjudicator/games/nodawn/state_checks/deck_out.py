"""704.5b Losing by deck-out: a player who attempted a draw with no cards left in their Domain
after the previous check loses (104.3c, 121.4)."""

from __future__ import annotations

from adjudicator.games.nodawn.core.checks import Sweep, state_check
from adjudicator.games.nodawn.core.objects import Cards, State, playing


@state_check("players")
def deck_out(state: State, cards: Cards, sweep: Sweep) -> None:
    """A player marked for drawing from an empty Domain loses (704.5b, 104.3c)."""
    for name in playing(state):
        if state["players"][name]["drew_from_empty"]:
            sweep.lose(name, "deck-out")
