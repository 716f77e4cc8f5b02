"""704.5e The Wrath cascade (122.2c): a player with 5 or more Wrath removes 5 and gains 1
Corruption; the check repeats."""

from __future__ import annotations

from adjudicator.games.nodawn.core.checks import Sweep, state_check
from adjudicator.games.nodawn.core.objects import Cards, State, playing

CASCADE = 5  # 122.2c, 704.5e


@state_check("players")
def wrath_cascade(state: State, cards: Cards, sweep: Sweep) -> None:
    """Five Wrath become one Corruption (704.5e, 122.2c)."""
    for name in playing(state):
        player = state["players"][name]
        if player["wrath"] >= CASCADE:
            sweep.perform(lambda p=player: _cascade(p))


def _cascade(player: dict) -> None:
    """Remove 5 Wrath, gain 1 Corruption (704.5e)."""
    player["wrath"] -= CASCADE
    player["corruption"] += 1
