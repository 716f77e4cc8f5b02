"""702.37 Command +A/+V: while the permanent is on the battlefield, its controller's other
Entities get +A/+V — a static anthem applied in layer 7c like a printed ``statics`` entry
(611.3, spells/statics.py)."""

from __future__ import annotations

from typing import Any

from adjudicator.games.nodawn.core.hooks import static_abilities
from adjudicator.games.nodawn.core.keywords import define, keyword_value, stat_bonus

define("Command", "702.37a", __name__)


@static_abilities.register
def command(definition: dict[str, Any]) -> list[dict[str, Any]]:
    """Command +A/+V is "your other Entities get +A/+V" (702.37a); a Command without a readable
    bonus grants nothing."""
    bonus = stat_bonus(keyword_value(definition, "Command") or "")
    if bonus is None:
        return []
    return [{"kind": "modify", "affects": "other-entities-you-control", "attack": bonus[0],
             "vigor": bonus[1]}]
