"""The end of the game (104) and a player leaving a game that goes on (800.6)."""

from __future__ import annotations

from adjudicator.games.nodawn.core.events import PlayersLost, emit
from adjudicator.games.nodawn.core.hooks import control_lapses
from adjudicator.games.nodawn.core.objects import (
    Cards,
    Obj,
    State,
    battlefield,
    next_in_order,
    playing,
)
from adjudicator.games.nodawn.core.zones import banished_by_departure, owner_of, reconcile_control


def settle(state: State, winners: set[str], losses: dict[str, set[str]], cards: Cards | None = None) -> None:
    """Apply the wins and losses found together (104).

    A winner eliminates every other player still in the game (104.2c, 806.6). A player who
    would win and lose at once loses (104.3g), except that an ascension prevails over a
    simultaneous liquidation of the ascender (104.3g) — so two players winning together
    eliminate each other. If everyone left loses at once, the game is a draw (104.4a); if one
    player is left, that player wins (104.2a).
    """
    still = playing(state)
    losing: set[str] = set()
    for name, reasons in losses.items():
        if name in winners and reasons <= {"liquidation"}:
            continue  # 104.3g: the ascension prevails over its own liquidation
        losing.add(name)
    winning = {w for w in winners if w not in losing}
    for name in still:
        if any(w != name for w in winning):  # eliminated by another player's win
            losing.add(name)
    winning -= losing
    if set(still) <= losing:
        for name in still:
            state["players"][name]["status"] = "drew"  # 104.4a
        _finish(state)
        return
    for name in losing:
        state["players"][name]["status"] = "lost"  # 104.5: they leave the game
    remaining = [n for n in still if n not in losing]
    if len(remaining) == 1:  # 104.2a
        state["players"][remaining[0]]["status"] = "won"
        _finish(state)
        return
    before = battlefield(state)
    for name in losing:
        depart(state, name, cards)
    if cards is not None and losing:
        emit(state, cards, PlayersLost(sorted(losing), before))  # 603.9


def depart(state: State, name: str, cards: Cards | None = None) -> None:
    """A player leaves a game that goes on (800.6a), all at once: everything they own leaves the
    game with them, from every zone, their cards under another player's control included; every
    effect that gave them control of a permanent ends, so it goes back to whoever controls it
    now — its owner, or the player of an older effect still running — shedding what the ended
    control gave it (``control_lapses``); what they control on the stack ceases to exist, and
    what is left under their control that they do not own is banished to its owner's Void — a
    token among it ceasing to exist instead (111.8, 704.5g). They
    drop out of the run of passes, and priority they held passes to the next player still in
    the game."""
    for holder in state["turn_order"]:
        field = state["players"][holder]["zones"]["battlefield"]
        field[:] = [o for o in field if owner_of(o, holder) != name]
    for holder, obj in battlefield(state):
        _control_ends(obj, name, held=holder == name)
    reconcile_control(state, cards)
    player = state["players"][name]
    for obj in player["zones"]["battlefield"]:
        banished_by_departure(state, name, obj, cards)
    for zone in player["zones"].values():
        zone.clear()
    state["zones"]["stack"] = [o for o in state["zones"]["stack"]
                               if name not in (o["controller"], o.get("owner", o["controller"]))]
    turn = state["turn"]
    turn["passed"] = [n for n in turn["passed"] if n != name]
    if turn["priority"] == name:
        turn["priority"] = next_in_order(state, name)


def _control_ends(obj: Obj, name: str, held: bool) -> None:
    """The control-changing effects giving the departed player this permanent end (layer 2,
    613.1b, 800.6a); one they held by another rule (a co-opting) sheds what it gave."""
    if "effects" in obj:
        obj["effects"] = [e for e in obj["effects"]
                          if not (e.get("layer") == "2" and e.get("controller") == name)]
    if held:
        for lapse in control_lapses:
            lapse(obj)


def draw_game(state: State) -> None:
    """The game is a draw for every player still in it, who all leave it so, and it ends at once
    (104.4, 104.4b, 104.5)."""
    for name in playing(state):
        state["players"][name]["status"] = "drew"
    _finish(state)


def _finish(state: State) -> None:
    """The game ends at once (104.1): record who won, who lost, and whether it is a draw."""
    statuses = {n: p["status"] for n, p in state["players"].items()}
    state["result"] = {
        "winners": [n for n, s in statuses.items() if s == "won"],
        "losers": [n for n, s in statuses.items() if s == "lost"],
        "draw": "won" not in statuses.values(),
    }
