"""Guard (guard): in the other player's turn, its owner may exhaust a ready Guard creature to
stop a Wound effect aimed at them, once Aegis and Divine Shield have applied (guard.2); the
guarding creature is destroyed immediately, with its Demise put on hold and its owner's Rite of
Ruin triggered (guard.3). Each effect can be guarded once (guard.4); Unblockable Wound and
poison cannot be guarded (guard.6)."""

from __future__ import annotations

from typing import Any

from adjudicator.games.rites.destruction import destroy
from adjudicator.games.rites.table import Table
from adjudicator.games.rites.wound import CANCELS


def guardians(table: Table, player: str) -> list[dict[str, Any]]:
    """The player's ready creatures with Guard (guard.5: an exhausted creature can't guard)."""
    return [o for o in table.zone(player, "battlefield")
            if not o["exhausted"] and "Guard" in table.card(o["card"]).get("keywords", [])]


def offer(table: Table, target: str) -> bool:
    """Ask the target whether to guard ("guard"); only during the opponent's turn (guard.1).
    True when a creature guarded and the effect is cancelled."""
    if table.active == target:
        return False
    ready = guardians(table, target)
    name = table.choose_one(target, "guard", [o["card"] for o in ready], optional=True,
                            why="guard.4: one Guard per effect")
    if name is None:
        return False
    # Exhausting the creature to guard goes unseen: it is destroyed at once (guard.3).
    obj = next(o for o in ready if o["card"] == name)
    destroy(table, [(target, obj)])
    return True


CANCELS.append(offer)
