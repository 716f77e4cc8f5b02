"""Winning (1.1, 12): reaching 15 Influence wins immediately (checked like a state-based action,
8.1); two players reaching it together are settled by 12. Elimination and the end of the game
itself are in concepts.py. Part of the core."""

from __future__ import annotations

from adjudicator.games.reign.concepts import Table, finish

WINNING_INFLUENCE = 15


def check_win(table: Table) -> None:
    """1.1, 12: whoever controls 15 or more Influence wins the instant it happens; when two
    players reach it at the same instant the first player decides who wins."""
    if table.state["result"] is not None:
        return
    reached = [p for p in table.in_game() if table.influence(p) >= WINNING_INFLUENCE]
    if not reached:
        return
    winner = reached[0]
    if len(reached) > 1:
        winner = str(table.choose_one(table.state["first_player"], "winner", reached, optional=False))
    finish(table, winner, f"{WINNING_INFLUENCE} Influence (1.1)")
