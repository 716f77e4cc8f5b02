"""702.9 Bloodlust: a newly turned Entity with it may attack, be drained and pay drain costs as
though it had been under its controller's control since their turn began (110.5d, 602.4c)."""

from __future__ import annotations

from typing import Any

from adjudicator.games.nodawn.core.hooks import acts_when_newly_turned
from adjudicator.games.nodawn.core.keywords import define, has_keyword

define("Bloodlust", "702.9a", __name__)


@acts_when_newly_turned.register
def bloodlust(definition: dict[str, Any]) -> bool:
    """Bloodlust lifts what being newly turned forbids (702.9a, 110.5d)."""
    return has_keyword(definition, "Bloodlust")
