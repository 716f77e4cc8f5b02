"""The keywords that act in a struggle (9): Subtle at declaration (9.1) and the on-win keywords
at S.12 (9.2). The play keywords (9.3) are in keywords.py."""

from __future__ import annotations

from typing import Any

from adjudicator.games.reign.concepts import Table
from adjudicator.games.reign.leaving import leave_play
from adjudicator.games.reign.timing import happened
from adjudicator.games.reign.winning import check_win

#: 9.2: which side's winning participants may use each on-win keyword, in resolution order.
ON_WIN = (("Glory", "either"), ("Mastery", "either"), ("Cunning", "either"),
          ("Compel", "attacker"), ("Ravage", "attacker"), ("Prowess", "attacker"),
          ("Wary", "defender"), ("Ruthless", "attacker"))


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
def on_win(table: Table, record: dict[str, Any]) -> None:
    """S.12, 9.2: each participating unit on the winning side, still in the field, may use its
    on-win keywords, players in first-player order (each a yes/no decision named after the
    keyword; Compel names its target). A keyword lost before now does not resolve."""
    winner = record["winner"]
    side = "attacker" if winner == record["player"] else "defender"
    mark = "attacking" if side == "attacker" else "defending"
    loser = record["target"] if side == "attacker" else record["player"]
    for obj in [u for u in table.units(winner) if u.get("struggle") == mark]:
        for keyword, who in ON_WIN:
            if who not in ("either", side) or not table.in_field(obj):
                continue
            if keyword == "Ravage":
                for x in table.parameter(obj, "Ravage"):
                    if table.zone(loser, "deck") and table.yes_no(winner, "ravage"):
                        mill(table, loser, x)
                continue
            if not table.has(obj, keyword):
                continue
            _resolve(table, keyword, winner, loser, obj, record)
            check_win(table)


def _resolve(table: Table, keyword: str, winner: str, loser: str, obj: dict[str, Any],
             record: dict[str, Any]) -> None:
    if keyword == "Glory":
        if table.yes_no(winner, "glory"):
            obj["influence"] += 1  # counters from the supply: a gain
            check_win(table)
            happened(table, "gain influence", [winner])
    elif keyword == "Mastery":
        if table.yes_no(winner, "mastery"):
            table.draw(winner, 1)
    elif keyword == "Cunning":
        if table.yes_no(winner, "cunning"):
            table.player(winner)["pool"] += 1
    elif keyword == "Compel":
        compel(table, winner, record["margin"])
    elif keyword in ("Prowess", "Wary"):
        # 8.11: an ability that would change nothing (the unit is already ready) is not used.
        if obj.get("exhausted") and table.yes_no(winner, keyword.lower()):
            obj["exhausted"] = False
    elif keyword == "Ruthless":
        ruthless(table, winner, loser)


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
