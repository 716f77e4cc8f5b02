"""407 The Pit of Blood: at cleanup its cards go to the bottom of their owners' Domains
(106.6, 514.2c)."""

from __future__ import annotations

from adjudicator.games.nodawn.core.choices import choose_order
from adjudicator.games.nodawn.core.events import Cleanup, watch
from adjudicator.games.nodawn.core.objects import Cards, State


@watch(Cleanup)
def flush_pits(state: State, cards: Cards, event: Cleanup) -> None:
    """Every card in a Pit goes to the bottom of its owner's Domain in the order its owner
    chooses (106.6, 514.2c) — decision ``pit-order``: the Pit's distinct names as options, the
    answer every card once as they will lie, top first; with one name there is nothing to ask."""
    for name in state["turn_order"]:
        player = state["players"][name]
        pit = [o["card"] for o in player["zones"]["pit"]]
        if pit:
            pit = choose_order(event.decisions, "pit-order", name, pit, "106.6, 514.2c")
        player["zones"]["domain"].extend({"card": c} for c in pit)
        player["zones"]["pit"] = []
