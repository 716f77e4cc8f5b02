"""702.15 Sanctity from <quality>: nothing of that quality targets the permanent (601.2c,
608.3), blocks it (509.1d) or damages it — all such damage is prevented (615.1)."""

from __future__ import annotations

from typing import Any

from adjudicator.games.nodawn.core.hooks import blocked_by, target_restrictions
from adjudicator.games.nodawn.core.keywords import define, keyword_value, qualities, quality_of
from adjudicator.games.nodawn.core.layers import characteristics
from adjudicator.games.nodawn.core.objects import Cards, Obj
from adjudicator.games.nodawn.core.replacement import prevents_all

define("Sanctity", "702.15a", __name__)


def _from(cards: Cards, obj: Obj) -> str | None:
    """The quality a permanent's Sanctity is from, or None."""
    value = keyword_value(characteristics(cards, obj), "Sanctity")
    return quality_of(value) if value else None


@target_restrictions.register
def sanctity_targets(cards: Cards, controller: str, source: dict[str, Any] | None, owner: str,
                     target: Obj) -> str | None:
    """Nothing of the quality targets it (702.15a)."""
    quality = _from(cards, target)
    if quality and source is not None and quality in qualities(source):
        return f"{target['card']!r} has Sanctity from {quality}: nothing of that quality targets it (702.15a)"
    return None


@blocked_by.register
def sanctity_blocks(cards: Cards, blocker: Obj, attacker: Obj) -> str | None:
    """An Entity with Sanctity from a quality cannot be blocked by Entities of it (702.15a)."""
    quality = _from(cards, attacker)
    if quality and quality in qualities(characteristics(cards, blocker)):
        return (f"{attacker['card']!r} has Sanctity from {quality} and cannot be "
                f"blocked by {blocker['card']!r} (702.15a)")
    return None


@prevents_all.register
def sanctity_damage(cards: Cards, source: dict[str, Any] | None, recipient: dict[str, Any]) -> bool:
    """All damage to a permanent with Sanctity from a quality, from sources of that quality, is
    prevented (702.15a)."""
    if source is None or recipient.get("kind") != "permanent":
        return False
    quality = _from(cards, recipient["object"])
    return bool(quality) and quality in qualities(source)
