"""The keywords that act in a struggle (9): Subtle at declaration (9.1) and the on-win keywords
at S.12 (9.2). The play keywords (9.3) are in keywords.py."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from adjudicator.games.reign.concepts import Table
from adjudicator.games.reign.leaving import leave_play
from adjudicator.games.reign.timing import happened
from adjudicator.games.reign.winning import check_win


# -- 9.1: Subtle ----------------------------------------------------------------------------------------
def subtle_bars(table: Table, attacker: str, defender: str, kind: str,
                attackers: list[dict[str, Any]]) -> None:
    """9.1: for each attacker with Subtle, the attacking player may bar one defender-eligible
    enemy unit without Subtle from defending (decision "subtle")."""
    for obj in attackers:
        if not table.has(obj, "Subtle"):
            continue
        eligible = [u["card"] for u in table.units(defender)
                    if not u.get("exhausted") and kind in table.icons(u)
                    and not table.has(u, "Subtle") and not u.get("barred")]
        chosen = table.choose_one(attacker, "subtle", eligible, optional=True)
        if chosen is not None:
            target = table.find(defender, chosen, test=lambda u: not u.get("barred")
                                and not table.has(u, "Subtle"))
            target["barred"] = True


# -- 9.2: on-win keywords (S.12) ------------------------------------------------------------------------
#: An on-win keyword's resolution for one unit: (table, unit, winner, loser, win margin).
OnWin = Callable[[Table, dict[str, Any], str, str, int], None]


def on_win(table: Table, record: dict[str, Any]) -> None:
    """S.12, 9.2: each participating unit on the winning side, still in the field, may use its
    on-win keywords, players in first-player order (each a yes/no decision named after the
    keyword; Compel names its target). A keyword lost before now does not resolve."""
    winner = record["winner"]
    attacking = winner == record["player"]
    side = "attacker" if attacking else "defender"
    mark = "attacking" if attacking else "defending"
    loser = record["target"] if attacking else record["player"]
    for obj in [u for u in table.units(winner) if u.get("struggle") == mark]:
        for who, use in ON_WIN:
            if who in ("either", side) and table.in_field(obj):
                use(table, obj, winner, loser, record["margin"])
                check_win(table)


def _glory(table: Table, obj: dict[str, Any], winner: str, loser: str, margin: int) -> None:
    """9.2 Glory: 1 Influence on this unit, counters from the supply: a gain."""
    if table.has(obj, "Glory") and table.yes_no(winner, "glory"):
        obj["influence"] += 1
        check_win(table)
        happened(table, "gain influence", [winner])


def _mastery(table: Table, obj: dict[str, Any], winner: str, loser: str, margin: int) -> None:
    """9.2 Mastery: draw 1."""
    if table.has(obj, "Mastery") and table.yes_no(winner, "mastery"):
        table.draw(winner, 1)


def _cunning(table: Table, obj: dict[str, Any], winner: str, loser: str, margin: int) -> None:
    """9.2 Cunning: gain 1 wealth."""
    if table.has(obj, "Cunning") and table.yes_no(winner, "cunning"):
        table.player(winner)["pool"] += 1


def _compel(table: Table, obj: dict[str, Any], winner: str, loser: str, margin: int) -> None:
    """9.2 Compel (attacker)."""
    if table.has(obj, "Compel"):
        compel(table, winner, margin)


def _ravage(table: Table, obj: dict[str, Any], winner: str, loser: str, margin: int) -> None:
    """9.2 Ravage X (attacker): mill X of the losing defender's deck, once for each distinct X
    (9); not asked when the deck is empty (8.11)."""
    for x in table.parameter(obj, "Ravage"):
        if table.zone(loser, "deck") and table.yes_no(winner, "ravage"):
            mill(table, loser, x)


def _readies(keyword: str) -> OnWin:
    """9.2 Prowess (attacker), Wary (defender): ready this unit; 8.11: an ability that would
    change nothing (the unit is already ready) is not used."""
    def use(table: Table, obj: dict[str, Any], winner: str, loser: str, margin: int) -> None:
        if table.has(obj, keyword) and obj.get("exhausted") and table.yes_no(winner, keyword.lower()):
            obj["exhausted"] = False
    return use


def _ruthless(table: Table, obj: dict[str, Any], winner: str, loser: str, margin: int) -> None:
    """9.2 Ruthless (attacker)."""
    if table.has(obj, "Ruthless"):
        ruthless(table, winner, loser)


#: 9.2: which side's winning participants may use each on-win keyword, in resolution order.
ON_WIN: tuple[tuple[str, OnWin], ...] = (
    ("either", _glory), ("either", _mastery), ("either", _cunning), ("attacker", _compel),
    ("attacker", _ravage), ("attacker", _readies("Prowess")), ("defender", _readies("Wary")),
    ("attacker", _ruthless))


def compel(table: Table, winner: str, margin: int) -> None:
    """9.2, 6.4: exhaust an enemy unit whose Power is below the win margin fixed at S.8
    (decision "compel": the unit or "nothing"; only ready units, 8.11)."""
    options: list[tuple[str, dict[str, Any]]] = []
    for enemy in table.opponents(winner):
        options += [(enemy, u) for u in table.units(enemy)
                    if not u.get("exhausted") and table.power(u) < margin]
    chosen = table.choose_object(winner, "compel", options, optional=True)
    if chosen is not None:
        chosen[1]["exhausted"] = True


def ruthless(table: Table, winner: str, loser: str) -> None:
    """9.2: the losing player kills one of their defending units, choosing which (decisions
    "ruthless" by the winner, then "ruthless kill" by the loser)."""
    defending = [u for u in table.units(loser) if u.get("struggle") == "defending"]
    if not defending or not table.yes_no(winner, "ruthless"):
        return
    victim = table.choose_object(loser, "ruthless kill", defending, optional=False)
    leave_play(table, [(loser, victim)], "kill")


def mill(table: Table, player: str, count: int) -> None:
    """9.2 Ravage: the top cards of the deck go to its owner's discard pile, one at a time."""
    deck = table.zone(player, "deck")
    for _ in range(min(count, len(deck))):
        table.to_pile(player, "discard", deck.pop(0)["card"])
