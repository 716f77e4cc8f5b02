"""Abilities, windows and timing (8): lasting effects and their expiry when a struggle, phase or
round closes (8.8, 8.9), the choice of X (8.7), and the state-based checks run after every action
(8.1). Priority within a window is not modelled: any player may act in an action window."""

from __future__ import annotations

from adjudicator.engine import Refused
from adjudicator.games.reign.concepts import Table

#: What each closing ends: a round's close also ends its last phase (8.8).
ENDS = {"struggle": ("struggle",), "phase": ("phase",), "round": ("phase", "round")}


def expire(table: Table, closing: str) -> None:
    """8.8, 8.9: "until end of ..." lasting effects expire when that struggle, phase or round ends."""
    gone = ENDS[closing]
    for player in table.state["turn_order"]:
        for obj in table.field(player):
            obj["modifiers"] = [m for m in obj.get("modifiers", []) if m["until"] not in gone]


def choose_x(table: Table, player: str, extra: int) -> int:
    """8.7: the controller picks X once, at initiation; an X they cannot pay is not allowed
    (decision "X", options 0 up to what the pool can pay)."""
    pool = table.player(player)["pool"] - extra
    if pool < 0:
        raise Refused(f"{player} cannot pay even X = 0 ({extra} more is due; 8.7)")
    options = [str(x) for x in range(pool + 1)]
    answer = table.choose_one(player, "X", options, optional=False)
    return int(str(answer))


def state_checks(table: Table) -> None:
    """8.1: state-based rules act the instant they apply: illegally attached attachments are
    discarded, and 15 Influence wins."""
    from adjudicator.games.reign.leaving import illegal_attachments
    from adjudicator.games.reign.winning import check_win

    illegal_attachments(table)
    check_win(table)
