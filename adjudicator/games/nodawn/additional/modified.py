"""700.8 Modified permanents: one with one or more counters on it (damage counters too, 122.2a),
an Entity a Weapon arms (702.18), or one bound by a Ritual its controller controls (702.19) —
what the card words "target modified Entity" name."""

from __future__ import annotations

from adjudicator.games.nodawn.core.objects import Cards, Obj, State, name_of
from adjudicator.games.nodawn.core.targets import DESCRIPTIONS, Description


def is_modified(state: State, holder: str, obj: Obj) -> bool:
    """Whether the permanent standing on ``holder``'s battlefield is modified (700.8)."""
    if obj.get("damage") or any(n > 0 for n in obj.get("counters", {}).values()):
        return True
    if obj.get("weapons"):
        return True
    mark = name_of(holder, obj)
    return any(o.get("bound") == mark for o in state["players"][holder]["zones"]["battlefield"])


def modified(state: State, cards: Cards, holder: str, obj: Obj, controller: str | None) -> bool:
    """"Target modified Entity" (700.8)."""
    return is_modified(state, holder, obj)


DESCRIPTIONS.register("modified Entity")(Description("Entity", modified))
