"""702.11 Reach: an Entity with it can block an attacker with Flying (702.10a, where the block
restriction that Reach answers is checked)."""

from __future__ import annotations

from adjudicator.games.nodawn.core.keywords import define

define("Reach", "702.11a", __name__)
