"""Wound X, Aegis X and Unblockable (wound, aegis, unblockable, card:divine-shield).

A Wound effect always targets the commander opposing its producer (wound.1). Each occurrence is
its own effect (wound.2), handled in this order (wound.3): Aegis, then Divine Shield, then the
target's decision to guard, then damage. Reduced to 0 or cancelled, it deals and triggers nothing
(wound.4). Defeat is checked after each effect (wound.5). An Unblockable Wound skips every
reduction and cannot be guarded (unblockable.1).

Rules above this one join in through the two lists below: Guard cancels (guard.py), An Eye for
an Eye answers a creature's ability (traps.py).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from adjudicator.games.rites.effects import Line, keyword
from adjudicator.games.rites.table import Source, Table

#: Who may cancel a Wound once Aegis and Divine Shield have applied (wound.3): (table, target)
#: -> True when it was cancelled; asked in order until one does.
CANCELS: list[Callable[[Table, str], bool]] = []
#: What follows damage a creature's ability dealt: (table, target, damage, the creature).
AFTER_ABILITY_DAMAGE: list[Callable[[Table, str, int, dict[str, Any]], None]] = []


def aegis(table: Table, player: str) -> int:
    """The strongest Aegis among the player's creatures in play; several never stack, exhausted
    creatures count, creatures that left play do not (aegis.1, aegis.2, aegis.3)."""
    values = [int(table.card(o["card"]).get("aegis", 0)) for o in table.zone(player, "battlefield")]
    return max(values, default=0)


#: Lasting effects that reduce each Wound aimed at their player this turn, after Aegis: Divine
#: Shield by 1 (card:divine-shield.2, card:divine-shield.3), a test card's Ward by its amount.
WARD = "Ward"
REDUCING = ("Divine Shield", WARD)


def shields(table: Table, player: str) -> int:
    """What this player's lasting effects of the turn take off each Wound: every Divine Shield
    1, every Ward its amount; they add up (contested: rites-divine-shields-stack)."""
    return sum(int(e.get("amount", 1)) for e in table.turn["effects"]
               if e["effect"] in REDUCING and e["player"] == player)


def wound(table: Table, by: str, amount: int, *, unblockable: bool, source: Source) -> None:
    """One Wound effect produced by ``by`` (wound.1-wound.5)."""
    if table.over:
        return
    target = table.opponent(by)
    if not unblockable:
        amount -= aegis(table, target)
        amount -= shields(table, target)
    if amount <= 0:
        return
    if not unblockable and any(cancel(table, target) for cancel in CANCELS):
        return
    table.damage(target, amount)
    if source.kind == "ability" and source.creature is not None and not table.over:
        for answer in AFTER_ABILITY_DAMAGE:
            answer(table, target, amount, source.creature)


@keyword("wound")
def wound_line(table: Table, owner: str, line: Line, source: Source) -> None:
    """A Wound X line, Unblockable when it says so (wound.2, unblockable.1)."""
    wound(table, owner, int(line["wound"]), unblockable=bool(line.get("unblockable")), source=source)


@keyword("ward")
def ward_line(table: Table, owner: str, line: Line, source: Source) -> None:
    """A test card's Ward N line: until the end of this turn each Wound effect aimed at its owner
    is reduced by N, with Divine Shield (docs/games/rites.md#test-card-kit)."""
    table.turn["effects"].append({"effect": WARD, "player": owner, "amount": int(line["ward"])})
