"""702.34 Shroud N: as Evidence N (keyword_abilities/evidence.py), except that each card it lays
face down also has Toll 2 while face down (702.34a, 708.2a)."""

from __future__ import annotations

from typing import Any

from adjudicator.games.nodawn.core.hooks import spell_effects
from adjudicator.games.nodawn.core.keywords import define, keyword_number
from adjudicator.games.nodawn.core.layers import GUISE_ADDITIONS, Chars

define("Shroud", "702.34a", __name__)


@spell_effects.register
def shroud(definition: dict[str, Any], marks: dict[str, Any]) -> list[dict[str, Any]]:
    """Shroud N: lay the top N cards of your Domain face down, Tolled (702.34a)."""
    n = keyword_number(definition, "Shroud")
    return [{"effect": "lay-face-down", "amount": n, "laid": "Shroud"}] if n else []


@GUISE_ADDITIONS.register("Shroud")
def shroud_guise() -> Chars:
    """A Shroud guise has Toll 2 while face down (702.34a, 708.2a)."""
    return {"keywords": ["Toll 2"]}
