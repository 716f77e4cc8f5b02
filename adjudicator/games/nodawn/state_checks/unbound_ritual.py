"""704.5r A Ritual bound to an object that has left the battlefield, or is bound to nothing it may
bind, is put into its owner's Spoils (303.3b, 702.19a)."""

from __future__ import annotations

from adjudicator.games.nodawn.core.checks import Sweep, state_check
from adjudicator.games.nodawn.core.objects import Cards, State, battlefield, find_permanent


@state_check("permanents")
def unbound_ritual(state: State, cards: Cards, sweep: Sweep) -> None:
    """Bound Rituals whose object is gone go to the Spoils (704.5r)."""
    for owner, obj in battlefield(state):
        if obj.get("bound") and find_permanent(state, obj["bound"]) is None:
            sweep.to_spoils(owner, obj)
