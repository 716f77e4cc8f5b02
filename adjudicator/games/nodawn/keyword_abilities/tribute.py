"""702.25 Tribute N: the caster may pay N more Vitae as they cast the spell (601.7); a Tributed
spell gets its printed rider (``tribute_effects``) as it resolves, and only then. Announced
with the cast: the action's ``tribute`` (true)."""

from __future__ import annotations

from typing import Any

from adjudicator.engine import Refused
from adjudicator.games.nodawn.core.hooks import Casting, cost_keywords, riders
from adjudicator.games.nodawn.core.keywords import define, keyword_number
from adjudicator.games.nodawn.core.objects import Obj

define("Tribute", "702.25a", __name__)


@cost_keywords.register("additional")
def tribute(casting: Casting) -> None:
    """Pay the Tribute: an optional surcharge of N Vitae (702.25a, 601.7)."""
    if not casting.action.get("tribute"):
        return
    extra = keyword_number(casting.definition, "Tribute")
    if extra is None:
        raise Refused(f"{casting.definition['name']!r} has no Tribute to pay (702.25a)")
    casting.cost["vitae"] = casting.cost.get("vitae", 0) + extra
    casting.marks["tribute"] = True


@riders.register
def tribute_rider(definition: dict[str, Any], spell: Obj) -> list[dict[str, Any]]:
    """A Tributed spell's printed rider, carried out as it resolves — only then (601.7)."""
    return list(definition.get("tribute_effects", [])) if spell.get("tribute") else []
