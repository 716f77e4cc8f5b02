"""500.17 The Day rest (703.4b): as every Day round begins, a Master whose refuge still stands
recovers 1 Vitae, up to its cap (119.6)."""

from __future__ import annotations

from adjudicator.games.nodawn.concepts.vitae import gain_vitae
from adjudicator.games.nodawn.core.events import RoundBegan, watch
from adjudicator.games.nodawn.core.objects import Cards, State, playing
from adjudicator.games.nodawn.zones.shelter import safe_refuge


@watch(RoundBegan)
def day_rest(state: State, cards: Cards, event: RoundBegan) -> None:
    """At the start of every Day round, a Master whose refuge still stands gains 1 Vitae, up to
    its cap (500.17, 703.4b, 119.6)."""
    if state["world"]["type"] != "day":
        return
    for name in playing(state):
        if safe_refuge(state, cards, name):
            gain_vitae(state["players"][name], 1)
