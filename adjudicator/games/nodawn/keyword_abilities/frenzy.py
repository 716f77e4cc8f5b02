"""702.3 Frenzy: an Entity with it deals combat damage in both the Celerity and the normal
combat damage step."""

from __future__ import annotations

from typing import Any

from adjudicator.games.nodawn.core.hooks import strike_steps
from adjudicator.games.nodawn.core.keywords import define, has_keyword

define("Frenzy", "702.3a", __name__)


@strike_steps.register
def frenzy(definition: dict[str, Any]) -> set[str] | None:
    """Frenzy strikes in both combat damage steps, and brings the Celerity one about (702.3a)."""
    return {"celerity", "normal"} if has_keyword(definition, "Frenzy") else None
