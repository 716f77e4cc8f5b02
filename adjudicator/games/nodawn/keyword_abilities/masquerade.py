"""702.32 Masquerade N: as Transmute N (keyword_abilities/transmute.py), except that the guise it
makes also has Toll 2 while face down (702.32a, 708.2a)."""

from __future__ import annotations

from adjudicator.games.nodawn.core.keywords import define
from adjudicator.games.nodawn.core.layers import GUISE_ADDITIONS, Chars

define("Masquerade", "702.32a", __name__)


@GUISE_ADDITIONS.register("Masquerade")
def masquerade_guise() -> Chars:
    """A Masquerade guise has Toll 2 while face down (702.32a, 708.2a)."""
    return {"keywords": ["Toll 2"]}
