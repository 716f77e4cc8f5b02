"""Abilities, windows and timing (8): lasting effects and their expiry when a struggle, phase or
round closes (8.8, 8.9), the choice of X (8.7), and the state-based checks run after every action
(8.1); priority and passing in action windows (8.2), and the Halt / Disrupt / Response windows
around a triggering event with their nesting (8.4, 8.5; reactions.py plays the deeds)."""

from __future__ import annotations

from collections.abc import Callable

from adjudicator.engine import Refused
from adjudicator.games.reign.concepts import Table
from adjudicator.games.reign.winning import check_win

#: What each closing ends: a round's close also ends its last phase (8.8).
ENDS = {"struggle": ("struggle",), "phase": ("phase",), "round": ("phase", "round")}
#: State-based rules of the rule modules, run in order after every action (8.1; leaving.py
#: files illegal attachments); the 15-Influence win is checked after them.
STATE_CHECKS: list[Callable[[Table], None]] = []


def expire(table: Table, closing: str) -> None:
    """8.8, 8.9: "until end of ..." lasting effects expire when that struggle, phase or round ends."""
    gone = ENDS[closing]
    for player in table.state["turn_order"]:
        for obj in table.field(player):
            obj["modifiers"] = [m for m in obj.get("modifiers", []) if m["until"] not in gone]
            if obj.get("does_not_ready") in gone:
                del obj["does_not_ready"]
            if obj.get("becomes", {}).get("until") in gone:
                del obj["becomes"]  # 2.2: the printed type again


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
    for check in STATE_CHECKS:
        check(table)
    check_win(table)


# -- 8.2: action windows and priority ---------------------------------------------------------------
def holder(table: Table) -> str | None:
    """8.2: who holds priority in the current action window (the first player when a window has
    just opened); None when no window is open (setup, game over, defenders being declared)."""
    state = table.state
    struggle = state["struggle"]
    if state["phase"] in ("setup", "over") or (struggle and struggle.get("window") == "S.6"):
        return None
    order = table.in_game()
    current = state.get("priority")
    return current if current in order else (order[0] if order else None)


def open_window(table: Table) -> None:
    """8.2: a new action window: priority starts with the first player, no passes yet."""
    order = table.in_game()
    table.state["priority"] = order[0] if order else None
    table.state["passes"] = 0


def acted(table: Table, player: str) -> None:
    """8.2: an action resets the pass count and priority passes on to the next player in turn
    order, so the others can always respond. A player who acts while another holds priority is
    taken to act after that player passed (the pass count is reset all the same)."""
    order = table.in_game()
    if player not in order or table.state["phase"] in ("setup", "over"):
        return
    table.state["passes"] = 0
    table.state["priority"] = order[(order.index(player) + 1) % len(order)]


def pass_priority(table: Table, player: str) -> bool:
    """8.2: the player holding priority passes; priority moves on in turn order. True when every
    player has now passed consecutively, which closes the window."""
    current = holder(table)
    if current is None:
        raise Refused(f"there is no action window open in which to pass ({table.state['phase']} "
                      "phase; 8.2)")
    if current != player:
        raise Refused(f"{current} holds priority, not {player}; only the player with priority "
                      "passes (8.2)")
    order = table.in_game()
    passes = int(table.state.get("passes") or 0) + 1
    if passes >= len(order):
        table.state["passes"] = 0
        return True
    table.state["passes"] = passes
    table.state["priority"] = order[(order.index(player) + 1) % len(order)]
    return False
