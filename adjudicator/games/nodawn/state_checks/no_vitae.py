"""704.5a A player loses once their Master's Vitae falls to 0 or below (104.3b)."""

from __future__ import annotations

from adjudicator.games.nodawn.core.checks import Sweep, state_check
from adjudicator.games.nodawn.core.objects import Cards, State, playing


@state_check("players")
def vein_run_dry(state: State, cards: Cards, sweep: Sweep) -> None:
    """A player at 0 Vitae or less loses (704.5a, 104.3b)."""
    for name in playing(state):
        if state["players"][name]["vitae"] <= 0:
            sweep.lose(name, "vitae")
