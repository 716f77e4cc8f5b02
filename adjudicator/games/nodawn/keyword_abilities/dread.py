"""702.8 Dread: an Entity with it can be blocked only by two or more Entities (509.1d)."""

from __future__ import annotations

from adjudicator.games.nodawn.combat.record import blockers_of
from adjudicator.games.nodawn.core.hooks import block_checks
from adjudicator.games.nodawn.core.keywords import define, has
from adjudicator.games.nodawn.core.objects import Cards, Obj, State

define("Dread", "702.8a", __name__)


@block_checks.register
def dread(state: State, cards: Cards, controller: str, attacker: Obj) -> str | None:
    """Once blocks are declared, a Dread attacker blocked by fewer than two is illegal (702.8a,
    509.1d)."""
    if has(cards, attacker, "Dread") and len(blockers_of(state, controller, attacker)) < 2:
        return (f"{attacker['card']!r} has Dread and can be blocked only by two or more "
                "Entities (702.8a, 509.1d)")
    return None
