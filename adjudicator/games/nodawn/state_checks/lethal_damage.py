"""704.5j An Entity with Vigor above 0 whose damage counters reach its Vigor has taken lethal
damage and is destroyed; damage persists, so old wounds count (120)."""

from __future__ import annotations

from adjudicator.games.nodawn.core.checks import Sweep, state_check
from adjudicator.games.nodawn.core.hooks import indestructible
from adjudicator.games.nodawn.core.layers import characteristics
from adjudicator.games.nodawn.core.objects import Cards, State
from adjudicator.games.nodawn.core.state import current_stats


@state_check("permanents")
def lethal_damage(state: State, cards: Cards, sweep: Sweep) -> None:
    """Entities with lethal damage are destroyed, unless they can't be (704.5j, 701.9a)."""
    for owner, player in state["players"].items():
        for obj in player["zones"]["battlefield"]:
            definition = characteristics(cards, obj)
            if definition["type"] != "Entity" or indestructible.any(definition):
                continue
            vigor = current_stats(state, owner, obj, definition, cards)["vigor"]
            if vigor > 0 and obj["damage"] >= vigor:
                sweep.to_spoils(owner, obj, obj.get("wounded_by"))
