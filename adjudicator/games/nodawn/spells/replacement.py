"""614.6 Replacement effects modifying how a permanent enters: "this enters drained" and "this
enters with N counters" (614.6a, 614.6b), read from a card's ``enters``."""

from __future__ import annotations

from adjudicator.engine import Decisions
from adjudicator.games.nodawn.core.objects import Cards, Obj, State
from adjudicator.games.nodawn.core.replacement import entering


@entering.register
def arrive(state: State, cards: Cards, controller: str, obj: Obj, decisions: Decisions) -> None:
    """"This enters drained" and "this enters with N counters" modify the arrival itself: it is
    never on the battlefield otherwise, and enter-triggers see it as it arrives (614.6a, 614.6b)."""
    enters = cards[obj["card"]].get("enters", {})
    if enters.get("drained"):
        obj["drained"] = True
    for kind, n in enters.get("counters", {}).items():
        if n > 0:
            obj["counters"][kind] = obj["counters"].get(kind, 0) + n
