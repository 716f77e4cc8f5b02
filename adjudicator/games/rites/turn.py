"""The turn, as far as the reference implies it: the initiation phase, the strategy phase (the
actions of strategy.py), and the cleanup phase (unspent essence lost, played Souls discarded, the
active player's creatures readied), then the opponent's turn (soul.2, soul.3, guard.5).

Part of the core: it names no rule module. What a rule adds to the cleanup or the initiation
phase (the Rite of Grace, poison damage) it files in the lists below.
"""

from __future__ import annotations

from collections.abc import Callable

from adjudicator.engine import Refused
from adjudicator.games.rites.table import Table

#: What happens in step 2 of the active player's cleanup, before unspent essence is lost:
#: (table, player) (card:rite-of-grace.1).
AT_CLEANUP: list[Callable[[Table, str], None]] = []
#: What happens in a player's initiation phase, as their turn begins: (table, player) (poison.2).
AT_INITIATION: list[Callable[[Table, str], None]] = []


# -- cleanup and the next turn ----------------------------------------------------------------------
def end_turn(table: Table, player: str) -> None:
    """Cleanup: Rite of Grace (step 2), unspent essence lost, played Souls discarded, the player's
    creatures readied; lasting trap effects end; the opponent's initiation phase deals poison
    damage, then their strategy phase begins."""
    if player != table.active:
        raise Refused(f"it is {table.active}'s turn, not {player}'s")
    for step in AT_CLEANUP:
        step(table, player)
    table.settle()
    if table.over:
        return
    me = table.player(player)
    me["essence"] = 0
    for obj in list(table.zone(player, "souls")):
        table.put(player, "discard", obj["card"])
    table.zone(player, "souls").clear()
    for side in table.state["turn_order"]:
        for obj in table.zone(side, "battlefield"):
            if side == player:
                obj["exhausted"] = False
            obj["summoned"] = obj["activated"] = False
    table.turn["effects"] = []
    nxt = table.opponent(player)
    table.turn["active"] = nxt
    for step in AT_INITIATION:
        step(table, nxt)
