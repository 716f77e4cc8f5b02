"""702.45 Scatter N: a Trap with Scatter N sprung at an attacking Entity puts N count counters on
it, and its attack ends (702.45a); an Entity bearing a count counter can neither attack nor block
(702.45b); one count counter leaves each Entity at every advance of the world cycle (702.45c,
703.4s). Spells whose effect confronts a striking Entity are not modeled."""

from __future__ import annotations

from typing import Any

from adjudicator.games.nodawn.concepts.counters import add_counters
from adjudicator.games.nodawn.core.events import RoundBegan, Sprung, watch
from adjudicator.games.nodawn.core.hooks import attack_restrictions, block_restrictions
from adjudicator.games.nodawn.core.keywords import define, keyword_number
from adjudicator.games.nodawn.core.objects import Cards, Obj, State, battlefield, label

define("Scatter", "702.45a", __name__)


def _counting(obj: Obj) -> bool:
    return obj["counters"].get("count", 0) > 0


@attack_restrictions.register
def counting_attacker(state: State, cards: Cards, obj: Obj, definition: dict[str, Any]) -> str | None:
    """A count counter bars attacking (702.45b)."""
    return f"{obj['card']!r} bears a count counter and cannot attack (702.45b)" if _counting(obj) else None


@block_restrictions.register
def counting_blocker(state: State, cards: Cards, obj: Obj) -> str | None:
    """A count counter bars blocking (702.45b)."""
    return f"{obj['card']!r} bears a count counter and cannot block (702.45b)" if _counting(obj) else None


@watch(Sprung)
def strewn(state: State, cards: Cards, event: Sprung) -> None:
    """A Trap with Scatter N sprung at an attacker: N count counters on it, and it is removed from
    combat — its attack ends, its blockers block nothing (702.45a, 122.2j)."""
    n = keyword_number(cards[event.card], "Scatter")
    owner, attacker = event.attacker
    if not n or attacker not in state["players"][owner]["zones"]["battlefield"]:
        return
    add_counters(attacker, "count", n)
    mark = label(owner, attacker["card"])
    attacker.update(attacking=None, blocked=None)
    for _, obj in battlefield(state):
        if obj.get("blocking") == mark:
            obj["blocking"] = None


@watch(RoundBegan)
def counted(state: State, cards: Cards, event: RoundBegan) -> None:
    """Each advance of the world cycle takes one count counter off every Entity bearing one
    (702.45c, 703.4s)."""
    for _, obj in battlefield(state):
        if _counting(obj):
            add_counters(obj, "count", -1)
