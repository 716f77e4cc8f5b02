"""Guard (guard): during the opponent's turn a ready creature with Guard may be exhausted to
cancel a Wound effect aimed at its owner, after Aegis and Divine Shield (guard.2); it is then
destroyed at once, its Demise waits and its owner's Rite of Ruin triggers (guard.3). One Guard
per effect (guard.4); never against Unblockable Wound or poison (guard.6)."""

from __future__ import annotations

from typing import Any

from adjudicator.games.rites.table import Table


def guardians(table: Table, player: str) -> list[dict[str, Any]]:
    """The player's ready creatures with Guard (guard.5: an exhausted creature can't guard)."""
    return [o for o in table.zone(player, "battlefield")
            if not o["exhausted"] and "Guard" in table.card(o["card"]).get("keywords", [])]


def offer(table: Table, target: str) -> bool:
    """Ask the target whether to guard ("guard"); only during the opponent's turn (guard.1).
    True when a creature guarded and the effect is cancelled."""
    from adjudicator.games.rites.destruction import destroy

    if table.active == target:
        return False
    ready = guardians(table, target)
    name = table.choose_one(target, "guard", [o["card"] for o in ready], optional=True)
    if name is None:
        return False
    obj = next(o for o in ready if o["card"] == name)
    obj["exhausted"] = True
    destroy(table, [(target, obj)], cause="guard")
    return True
