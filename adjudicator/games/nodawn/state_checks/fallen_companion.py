"""704.5m A Companion with no Vigor left falls into its owner's Spoils (306.4)."""

from __future__ import annotations

from adjudicator.games.nodawn.core.checks import Sweep, state_check
from adjudicator.games.nodawn.core.layers import characteristics
from adjudicator.games.nodawn.core.objects import Cards, State
from adjudicator.games.nodawn.core.state import current_stats


@state_check("permanents")
def fallen_companion(state: State, cards: Cards, sweep: Sweep) -> None:
    """Companions at 0 Vigor go to the Spoils (704.5m)."""
    for owner, player in state["players"].items():
        for obj in player["zones"]["battlefield"]:
            definition = characteristics(cards, obj)
            if definition["type"] == "Companion" and \
                    current_stats(state, owner, obj, definition, cards)["vigor"] <= 0:
                sweep.to_spoils(owner, obj)
