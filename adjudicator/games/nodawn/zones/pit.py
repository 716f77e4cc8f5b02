"""407 The Pit of Blood: at cleanup its cards go to the bottom of their owners' Domains
(106.6, 514.2c)."""

from __future__ import annotations

from adjudicator.engine import EngineFault
from adjudicator.games.nodawn.core.events import Cleanup, watch
from adjudicator.games.nodawn.core.objects import Cards, State


@watch(Cleanup)
def flush_pits(state: State, cards: Cards, event: Cleanup) -> None:
    """Every card in a Pit goes to the bottom of its owner's Domain in the order its owner
    chooses (106.6, 514.2c) — decision ``pit-order`` (the cards as they will lie, top first)
    when cards of two or more names are there."""
    for name in state["turn_order"]:
        player = state["players"][name]
        pit = [o["card"] for o in player["zones"]["pit"]]
        if len(set(pit)) > 1:
            order = event.decisions.take("pit-order", name, pit)
            if not isinstance(order, list) or sorted(order) != sorted(pit):
                raise EngineFault(f"the pinned Pit order must list exactly the Pit's cards: {pit}")
            pit = order
        player["zones"]["domain"].extend({"card": c} for c in pit)
        player["zones"]["pit"] = []
