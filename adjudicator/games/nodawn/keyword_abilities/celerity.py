"""702.2 Celerity: an Entity with it deals combat damage in a first combat damage step, before
the others (510.1)."""

from __future__ import annotations

from typing import Any

from adjudicator.games.nodawn.core.hooks import strike_steps
from adjudicator.games.nodawn.core.keywords import define, has_keyword

define("Celerity", "702.2a", __name__)


@strike_steps.register
def celerity(definition: dict[str, Any]) -> set[str] | None:
    """Celerity strikes in the Celerity step only (702.2a, 510.1)."""
    return {"celerity"} if has_keyword(definition, "Celerity") else None
