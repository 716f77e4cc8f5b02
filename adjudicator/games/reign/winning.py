"""Winning and elimination (1.1, 12): reaching 15 Influence wins immediately (checked like a
state-based action, 8.1); having to draw with no cards left in the deck eliminates a player; a
lone survivor wins; 12's rules for things happening together settle ties."""

from __future__ import annotations

from adjudicator.games.reign.concepts import GameEnded, Table

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


def eliminate(table: Table, players: list[str]) -> None:
    """5.2, 12: these players are eliminated together. The last player remaining wins; if every
    remaining player goes at once, the highest total Influence wins, then the tied player who
    holds the Authority emblem, else the first player decides."""
    remaining = [p for p in table.in_game() if p not in players]
    if len(remaining) == 1:
        finish(table, remaining[0], "the last player remaining (12)")
    if remaining:
        for p in players:
            table.player(p)["status"] = "lost"
        return
    best = max(table.influence(p) for p in players)
    tied = [p for p in table.in_game() if p in players and table.influence(p) == best]
    if len(tied) == 1:
        winner = tied[0]
    elif table.state["authority"] in tied:
        winner = str(table.state["authority"])
    else:
        winner = str(table.choose_one(table.state["first_player"], "winner", tied, optional=False))
    finish(table, winner, "every player eliminated at once (12)")


def finish(table: Table, winner: str, how: str) -> None:
    """The game ends with one winner; everyone else loses. Nothing further resolves."""
    losers = [p for p in table.state["turn_order"] if p != winner]
    for p in table.state["turn_order"]:
        table.player(p)["status"] = "won" if p == winner else "lost"
    table.state["result"] = {"winners": [winner], "losers": losers, "draw": False, "how": how}
    table.state["phase"] = "over"
    table.state["active"] = None
    table.state["struggle"] = None  # nothing more resolves (S.13's clean-up included)
    for p in table.state["turn_order"]:
        for obj in table.field(p):
            obj.pop("struggle", None)
            obj.pop("barred", None)
    raise GameEnded(how)
