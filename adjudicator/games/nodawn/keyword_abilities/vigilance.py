"""702.4 Vigilance: attacking does not drain an Entity with it (508.1e)."""

from __future__ import annotations

from typing import Any

from adjudicator.games.nodawn.core.hooks import attacks_without_draining
from adjudicator.games.nodawn.core.keywords import define, has_keyword

define("Vigilance", "702.4a", __name__)


@attacks_without_draining.register
def vigilance(definition: dict[str, Any]) -> bool:
    """An attacker with Vigilance stays undrained (702.4a, 508.1e)."""
    return has_keyword(definition, "Vigilance")
