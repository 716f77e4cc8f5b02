"""Heal X (heal): regain health up to 40; the rest is lost (heal.1). A commander at 0 has already
lost, and no waiting Heal saves them (heal.2)."""

from __future__ import annotations

from adjudicator.games.rites.effects import counted
from adjudicator.games.rites.state import MAX_HEALTH
from adjudicator.games.rites.table import Table


def heal(table: Table, player: str, amount: int) -> int:
    """Regain up to ``amount`` health, capped at 40 (heal.1); returns the healing applied."""
    p = table.player(player)
    if table.over or p["health"] <= 0:
        return 0
    applied = max(0, min(amount, MAX_HEALTH - p["health"]))
    p["health"] += applied
    return applied


counted("heal", heal)
