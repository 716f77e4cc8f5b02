"""702.10 Flying: an attacker with it can be blocked only by an Entity with Flying or Reach
(702.11, 509.1d)."""

from __future__ import annotations

from adjudicator.games.nodawn.core.hooks import blocked_by
from adjudicator.games.nodawn.core.keywords import define, has
from adjudicator.games.nodawn.core.objects import Cards, Obj

define("Flying", "702.10a", __name__)


@blocked_by.register
def flying(cards: Cards, blocker: Obj, attacker: Obj) -> str | None:
    """A Flying attacker is blocked only by Flying or Reach (702.10a, 702.11a, 509.1d)."""
    if has(cards, attacker, "Flying") and not (has(cards, blocker, "Flying") or has(cards, blocker, "Reach")):
        return (f"{attacker['card']!r} has Flying and can be blocked only by an Entity with "
                "Flying or Reach (702.10a, 509.1d)")
    return None
