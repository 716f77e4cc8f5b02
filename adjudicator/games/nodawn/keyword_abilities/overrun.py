"""702.7 Overrun: a blocked attacker with it assigns lethal damage to its blockers and the rest
to its attack's target (510.2d)."""

from __future__ import annotations

from typing import Any

from adjudicator.games.nodawn.core.hooks import excess_to_target
from adjudicator.games.nodawn.core.keywords import define, has_keyword

define("Overrun", "702.7a", __name__)


@excess_to_target.register
def overrun(definition: dict[str, Any]) -> bool:
    """Overrun carries the excess past the blockers to the target (702.7a, 510.2d)."""
    return has_keyword(definition, "Overrun")
