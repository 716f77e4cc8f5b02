"""702.10 Flying: an attacker with it can be blocked only by an Entity with Flying or Reach
(702.11, 509.1d)."""

from __future__ import annotations

from adjudicator.games.nodawn.core.hooks import blocked_by
from adjudicator.games.nodawn.core.keywords import define, has, has_for
from adjudicator.games.nodawn.core.objects import Cards, Obj

define("Flying", "702.10a", __name__)


@blocked_by.register
def flying(cards: Cards, blocker: Obj, attacker: Obj) -> str | None:
    """A Flying attacker is blocked only by Flying or Reach (702.10a, 702.11a, 509.1d) — or by
    an Entity that may block as though it had one of them (609.4)."""
    if has(cards, attacker, "Flying") and not (has_for(cards, blocker, "Flying", "block")
                                               or has_for(cards, blocker, "Reach", "block")):
        return (f"{attacker['card']!r} has Flying and can be blocked only by an Entity with "
                "Flying or Reach (702.10a, 509.1d)")
    return None
