"""702.45 Scatter: an Entity bearing a count counter can neither attack nor block (702.45b).
Scatter N itself, which puts count counters on Entities (702.45a), and their removal as the
world cycle advances (702.45c) are not modeled."""

from __future__ import annotations

from typing import Any

from adjudicator.games.nodawn.core.hooks import attack_restrictions, block_restrictions
from adjudicator.games.nodawn.core.objects import Cards, Obj, State


def _counting(obj: Obj) -> bool:
    return obj["counters"].get("count", 0) > 0


@attack_restrictions.register
def counting_attacker(state: State, cards: Cards, obj: Obj, definition: dict[str, Any]) -> str | None:
    """A count counter bars attacking (702.45b)."""
    return f"{obj['card']!r} bears a count counter and cannot attack (702.45b)" if _counting(obj) else None


@block_restrictions.register
def counting_blocker(state: State, cards: Cards, obj: Obj) -> str | None:
    """A count counter bars blocking (702.45b)."""
    return f"{obj['card']!r} bears a count counter and cannot block (702.45b)" if _counting(obj) else None
