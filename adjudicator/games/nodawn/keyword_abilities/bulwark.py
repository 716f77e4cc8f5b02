"""702.17 Bulwark: an Entity with it can never attack (508.1c)."""

from __future__ import annotations

from typing import Any

from adjudicator.games.nodawn.core.hooks import attack_restrictions
from adjudicator.games.nodawn.core.keywords import define, has_keyword
from adjudicator.games.nodawn.core.objects import Cards, Obj, State

define("Bulwark", "702.17a", __name__)


@attack_restrictions.register
def bulwark(state: State, cards: Cards, obj: Obj, definition: dict[str, Any]) -> str | None:
    """Bulwark bars every attack (702.17a, 508.1c)."""
    if has_keyword(definition, "Bulwark"):
        return f"{obj['card']!r} has Bulwark and can never attack (702.17a, 508.1c)"
    return None
