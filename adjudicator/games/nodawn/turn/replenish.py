"""502 The replenish step (703.4d): the active player's drained permanents un-drain, and their
Entities settle (110.5d)."""

from __future__ import annotations

from adjudicator.engine import Decisions
from adjudicator.games.nodawn.core.objects import Cards, State
from adjudicator.games.nodawn.core.turn import turn_based


@turn_based("beginning", "replenish")
def replenish(state: State, cards: Cards, ruleset: str, decisions: Decisions) -> None:
    """The active player's drained permanents un-drain (502.1); their Entities settle, having
    been under their control since this turn began (110.5d)."""
    for obj in state["players"][state["turn"]["active"]]["zones"]["battlefield"]:
        obj["drained"] = False
        if "newly_turned" in obj:
            obj["newly_turned"] = False
