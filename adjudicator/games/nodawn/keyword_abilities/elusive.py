"""702.13 Elusive: an opponent's spells and abilities can't target a permanent with it — those
of a quality only, if it reads "Elusive from <quality>" (601.2c, 608.3)."""

from __future__ import annotations

from typing import Any

from adjudicator.games.nodawn.core.hooks import target_restrictions
from adjudicator.games.nodawn.core.keywords import define, keyword_value, qualities, quality_of
from adjudicator.games.nodawn.core.layers import characteristics
from adjudicator.games.nodawn.core.objects import Cards, Obj

define("Elusive", "702.13a", __name__)


@target_restrictions.register
def elusive(cards: Cards, controller: str, source: dict[str, Any] | None, owner: str,
            target: Obj) -> str | None:
    """Elusive against an opponent's spells and abilities (702.13a)."""
    value = keyword_value(characteristics(cards, target), "Elusive")
    if value is None or owner == controller:
        return None
    quality = quality_of(value)
    if not quality or source is not None and quality in qualities(source):
        return (f"{target['card']!r} has Elusive: an opponent's spells and abilities cannot "
                "target it (702.13a)")
    return None
