"""704.5n A Haven whose Defense is 0 is destroyed, going to its owner's Spoils, and leaves its
residents exposed (506.5a; zones/shelter.py)."""

from __future__ import annotations

from adjudicator.games.nodawn.core.checks import Sweep, state_check
from adjudicator.games.nodawn.core.layers import characteristics
from adjudicator.games.nodawn.core.objects import Cards, State
from adjudicator.games.nodawn.core.state import current_stats


@state_check("permanents")
def fallen_haven(state: State, cards: Cards, sweep: Sweep) -> None:
    """Havens at Defense 0 go to the Spoils (704.5n)."""
    for owner, player in state["players"].items():
        for obj in player["zones"]["battlefield"]:
            definition = characteristics(cards, obj)
            if definition["type"] == "Haven" and \
                    current_stats(state, owner, obj, definition, cards)["defense"] <= 0:
                sweep.to_spoils(owner, obj)
