"""704.5i An Entity with Vigor of 0 or below goes to its owner's Spoils."""

from __future__ import annotations

from adjudicator.games.nodawn.core.checks import Sweep, state_check
from adjudicator.games.nodawn.core.layers import characteristics
from adjudicator.games.nodawn.core.objects import Cards, State
from adjudicator.games.nodawn.core.state import current_stats


@state_check("permanents")
def zero_vigor(state: State, cards: Cards, sweep: Sweep) -> None:
    """Entities at 0 Vigor or less go to the Spoils (704.5i); nothing spares them."""
    for owner, player in state["players"].items():
        for obj in player["zones"]["battlefield"]:
            definition = characteristics(cards, obj)
            if definition["type"] == "Entity" and \
                    current_stats(state, owner, obj, definition, cards)["vigor"] <= 0:
                sweep.to_spoils(owner, obj)
