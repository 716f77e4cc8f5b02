"""702.16 Ambush: a card with it is cast at Power speed, like a Caprice (601.3e)."""

from __future__ import annotations

from typing import Any

from adjudicator.games.nodawn.core.hooks import instant_speed
from adjudicator.games.nodawn.core.keywords import define, has_keyword

define("Ambush", "702.16a", __name__)


@instant_speed.register
def ambush(definition: dict[str, Any]) -> bool:
    """Ambush lets the card be cast whenever its caster has priority (702.16a, 601.3e)."""
    return has_keyword(definition, "Ambush")
