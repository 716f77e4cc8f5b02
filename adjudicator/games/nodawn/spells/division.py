"""601.2d Division: a spell that divides damage among its targets (``divide = N`` on the card,
each of its damage instructions ``amount = "divided"`` with its ``share``, 1 for the first) has
the division announced as it is cast — the cast action's ``division``, one number per share in
order, each at least 1 and together N — and kept on the spell (``"division"``); each instruction
deals its share as the spell resolves (608.5)."""

from __future__ import annotations

from adjudicator.engine import Refused
from adjudicator.games.nodawn.core.hooks import Casting, cost_keywords


@cost_keywords.register("additional")
def announce_division(casting: Casting) -> None:
    """The division is announced with the proposal, before any cost is worked out (601.2d,
    601.2f): checked here with the other announcements."""
    name = casting.definition["name"]
    total = casting.definition.get("divide")
    announced = casting.action.get("division")
    if total is None:
        if announced is not None:
            raise Refused(f"{name!r} divides nothing among its targets (601.2d)")
        return
    shares = sum(1 for e in casting.definition.get("effects", []) if e.get("amount") == "divided")
    if announced is None:
        raise Refused(f"{name!r} needs its division announced as it is cast (601.2d)")
    if len(announced) != shares or any(n < 1 for n in announced) or sum(announced) != total:
        raise Refused(f"{name!r} divides {total} among its {shares} targets, each assigned at "
                      "least 1 (601.2d)")
    casting.marks["division"] = list(announced)
