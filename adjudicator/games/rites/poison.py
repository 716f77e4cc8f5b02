"""Poison X and Cure (poison, cure).

Poison counters add up without limit (poison.1). During the poisoned player's initiation phase
they suffer damage equal to their counter count, and one counter comes off (poison.2); that
damage is not a Wound, so nothing reduces or cancels it (poison.3), and a commander killed by it
loses at once (poison.4). Cure removes all of its player's own counters (cure.1).
"""

from __future__ import annotations

from adjudicator.games.rites.effects import Line, counted, keyword
from adjudicator.games.rites.table import Source, Table
from adjudicator.games.rites.turn import AT_INITIATION


def poison(table: Table, by: str, amount: int) -> None:
    """Add counters to the opponent of ``by`` (poison.1)."""
    table.player(table.opponent(by))["poison"] += amount


def cure(table: Table, player: str) -> None:
    """Remove all of this player's poison counters, never the opponent's (cure.1)."""
    table.player(player)["poison"] = 0


def initiation(table: Table, player: str) -> None:
    """The initiation phase: damage equal to the counters, then one counter less (poison.2-poison.4)."""
    counters = table.player(player)["poison"]
    if counters <= 0:
        return
    table.damage(player, counters)
    table.player(player)["poison"] = counters - 1


@keyword("cure")
def cure_line(table: Table, owner: str, line: Line, source: Source) -> None:
    """A Cure line (cure.1)."""
    cure(table, owner)


def damage_each(table: Table, owner: str, amount: int) -> None:
    """A test card's "N damage to each commander": damage that is not Wound, so nothing reduces
    or cancels it (poison.3, wound.6); the owner's opponent first, then the owner, a commander at
    0 losing at once (wound.5) (docs/games/rites.md#test-card-kit)."""
    for player in (table.opponent(owner), owner):
        table.damage(player, amount)


counted("poison", poison)
counted("damage_each", damage_each)
AT_INITIATION.append(initiation)
