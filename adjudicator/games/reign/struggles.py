"""Struggles (6): declaring attackers (S.1-S.5) and defenders (S.6-S.7), Power totals with the
Authority bonus and the floor at 0 (6.3, 6.6), the winner and the win margin (S.8, 6.4), the
unopposed bonus (S.10), spoils by type (S.11, 6.1), on-win keywords (S.12, struggle_keywords.py) and the
end of the struggle (S.13-S.14)."""

from __future__ import annotations

from typing import Any

from adjudicator.engine import Refused
from adjudicator.games.reign.concepts import Table
from adjudicator.games.reign.leaving import leave_play
from adjudicator.games.reign.rounds import AFTER_STRUGGLE_WINDOW
from adjudicator.games.reign.struggle_keywords import on_win, subtle_bars
from adjudicator.games.reign.timing import Target, effect, expire, gain_influence, happened, open_window
from adjudicator.games.reign.winning import check_win


def declare(table: Table, player: str, kind: str, target: str, names: list[str]) -> None:
    """S.1-S.5: the active player in Confrontation names the type, the opponent and at least one
    ready attacker bearing the icon; each attacker exhausts; Subtle resolves (9.1)."""
    state = table.state
    if kind not in SPOILS:
        raise Refused(f"there is no {kind!r} struggle; the four types are {', '.join(SPOILS)} (6.1)")
    if state["phase"] != "confrontation":
        raise Refused(f"struggles are made in the Confrontation phase, not the {state['phase']} "
                      "phase (5.4, 6)")
    if state["active"] != player:
        raise Refused(f"only the active player initiates struggles; {state['active']} is active (5.4)")
    if state["struggle"] is not None:
        raise Refused("a struggle is already under way; each is resolved fully first (5.4)")
    if any(r["player"] == player and r["kind"] == kind for r in state["struggles"]):
        raise Refused(f"{player} has already made a {kind} struggle this phase (5.4)")
    if target == player or target not in table.opponents(player):
        raise Refused(f"{target} is not an opponent {player} can attack (6)")
    if not names:
        raise Refused("a struggle needs at least one attacker (S.3)")
    chosen: list[dict[str, Any]] = []
    for name in names:
        chosen.append(table.find(player, name, test=lambda o: _eligible(table, o, kind)
                                 and not any(o is c for c in chosen)))
    for obj in chosen:
        obj["exhausted"] = True  # 6.5: never refunded
        obj["struggle"] = "attacking"
    state["struggle"] = {"kind": kind, "attacker": player, "defender": target, "window": "S.5"}
    subtle_bars(table, player, target, kind, chosen)
    open_window(table)  # S.4-S.5: an action window, priority from the first player


def _eligible(table: Table, obj: dict[str, Any], kind: str) -> bool:
    """6.5: a declared unit must be a ready unit bearing the struggle's icon."""
    return (table.is_unit(obj) and not obj.get("exhausted") and kind in table.icons(obj)
            and not obj.get("struggle"))


def defend(table: Table, player: str, names: list[str], *, window: bool) -> None:
    """S.6: the defending player may exhaust ready units bearing the icon that Subtle did not
    bar (declaring them closes the S.5 window, every player taken to have passed); then the S.7
    action window, in which players act until all pass (``window``), or, when nobody acts in it,
    the struggle resolves at once (S.8-S.14)."""
    struggle = table.state["struggle"]
    if struggle is None:
        raise Refused("no struggle is waiting for defenders (S.6)")
    if struggle.get("window") == "S.7":
        raise Refused("the defenders of this struggle have already been declared (S.6)")
    if struggle["defender"] != player:
        raise Refused(f"{struggle['defender']} is the defending player, not {player} (S.4)")
    chosen: list[dict[str, Any]] = []
    for name in names:
        obj = table.find(player, name, test=lambda o: _eligible(table, o, struggle["kind"])
                         and not any(o is c for c in chosen) and not o.get("barred"))
        chosen.append(obj)
    for obj in chosen:
        obj["exhausted"] = True
        obj["struggle"] = "defending"
    if window:
        struggle["window"] = "S.7"
        open_window(table)  # S.7
        return
    resolve(table)


def window_closed(table: Table) -> None:
    """8.2, S.5-S.8: every player has passed in the struggle's window. After S.5 the defending
    player declares defenders (S.6, with no window open); after S.7 the struggle resolves
    (S.8-S.14), then the Confrontation window resumes."""
    struggle = table.state["struggle"]
    if struggle.get("window", "S.5") == "S.5":
        struggle["window"] = "S.6"
        table.state["priority"] = None
        return
    resolve(table)


def add_to_struggle(table: Table, player: str, obj: dict[str, Any]) -> None:
    """6.5: a unit added by an effect joins its controller's side whatever its icons or ready
    state, without exhausting, even if Subtle barred it."""
    struggle = table.state["struggle"]
    if struggle is None:
        raise Refused("no struggle is under way to join (6.5)")
    if player not in (struggle["attacker"], struggle["defender"]):
        raise Refused(f"{player} is neither attacking nor defending in this struggle (6.5)")
    if obj.get("struggle"):
        raise Refused(f"{obj['card']} is already taking part in the struggle")
    obj["struggle"] = "attacking" if player == struggle["attacker"] else "defending"


def totals(table: Table) -> dict[str, int]:
    """6.3, 6.6: each side's participants still in the field, each counted at 0 or more; the
    Authority emblem adds 1 to its holder's total when attacking (5.5)."""
    struggle = table.state["struggle"]
    out: dict[str, int] = {}
    for player, mark in ((struggle["attacker"], "attacking"), (struggle["defender"], "defending")):
        out[player] = sum(table.counted_power(u) for u in table.units(player) if u.get("struggle") == mark)
    if table.state["authority"] == struggle["attacker"]:
        out[struggle["attacker"]] += 1
    return out


def resolve(table: Table) -> None:
    """S.8-S.14."""
    struggle = table.state["struggle"]
    attacker, defender = struggle["attacker"], struggle["defender"]
    sums = totals(table)
    a, d = sums[attacker], sums[defender]
    # S.8: higher total wins; a tie goes to the attacker unless it is 0-0, which has no winner.
    winner = None if a == 0 and d == 0 else attacker if a >= d else defender
    margin = abs(a - d)  # 6.4: fixed here (0 to 0: no winner, margin 0)
    record = {"player": attacker, "kind": struggle["kind"], "target": defender, "winner": winner,
              "margin": margin, "totals": sums}
    table.state["struggles"].append(record)
    if winner is not None:
        happened(table, "struggle won", [winner])  # S.9: Responses
    if winner == attacker:
        if d == 0:  # S.10: keyed to 0 defending Power, not to an absence of defenders
            gain_influence(table, [attacker], 1)
        spoils(table, attacker, defender, struggle["kind"])
        check_win(table)
    if winner is not None:
        on_win(table, record)
    end_struggle(table)


def spoils(table: Table, attacker: str, defender: str, kind: str) -> None:
    """S.11, 6.1: N = the attacker's quest Spoils; as much as possible of it happens (Spoils 0:
    nothing)."""
    SPOILS[kind](table, attacker, defender, table.quest_stat(attacker, "spoils"))


def _combat(table: Table, attacker: str, defender: str, n: int) -> None:
    """6.1 Combat: the losing defender kills N of their own units, choosing which."""
    victims = table.choose_objects(defender, "kill", table.units(defender), n)
    leave_play(table, [(defender, v) for v in victims], "kill")


def _guile(table: Table, attacker: str, defender: str, n: int) -> None:
    """6.1 Guile: the losing defender discards N cards at random."""
    hand = table.names(defender, "hand")
    for name in table.choose_cards(None, "random discard", hand, n):
        table.to_pile(defender, "discard", table.take(defender, "hand", name)["card"])


def _sorcery(table: Table, attacker: str, defender: str, n: int) -> None:
    """6.1 Sorcery: the attacker places N sorcery emblems on the losing defender's field cards."""
    for obj in table.choose_objects(attacker, "emblems", table.field(defender), n):
        obj["emblems"] += 1


def _faith(table: Table, attacker: str, defender: str, n: int) -> None:
    """6.1 Faith: N Influence moves from the losing defender's faction card to the attacker's (a
    move, not a gain)."""
    faction = table.player(defender)["faction"]
    moved = min(n, faction["influence"])
    faction["influence"] -= moved
    table.player(attacker)["faction"]["influence"] += moved


#: 6.1: the spoils of each type of struggle.
SPOILS = {"combat": _combat, "guile": _guile, "sorcery": _sorcery, "faith": _faith}


def end_struggle(table: Table) -> None:
    """S.13-S.14: "until end of struggle" effects expire; participation and Subtle bars end."""
    for player in table.state["turn_order"]:
        for obj in table.field(player):
            obj.pop("struggle", None)
            obj.pop("barred", None)
    table.state["struggle"] = None
    expire(table, "struggle")
    open_window(table)  # S.14: back to the Confrontation phase's action window


AFTER_STRUGGLE_WINDOW.append(window_closed)


def _not_taking_part(table: Table, player: str, target: Target) -> bool:
    return not target[1].get("struggle")


@effect("join", target="own unit", fits=_not_taking_part)
def _join(table: Table, player: str, spec: dict[str, Any], target: Target | None) -> None:
    """6.5: a unit of the player's joins the struggle on their side."""
    assert target is not None
    add_to_struggle(table, target[0], target[1])
