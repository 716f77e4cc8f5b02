"""Heal X (heal): regain health up to 40; the rest is lost (heal.1). A commander at 0 has already
lost, and no waiting Heal saves them (heal.2)."""

from __future__ import annotations

from adjudicator.games.rites.effects import counted
from adjudicator.games.rites.state import MAX_HEALTH
from adjudicator.games.rites.table import Table


def heal(table: Table, player: str, amount: int) -> None:
    """Regain ``amount`` health, never above 40: the rest is lost (heal.1). It never comes to a
    commander at 0: the game is over then, and nothing more resolves (heal.2, table.settle)."""
    p = table.player(player)
    p["health"] = min(MAX_HEALTH, p["health"] + amount)


counted("heal", heal)
