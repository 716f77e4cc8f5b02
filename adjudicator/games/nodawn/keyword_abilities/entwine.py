"""702.35 Entwine N (702.35b): a modal spell's controller may choose all of its modes instead of the
stated number, paying N Vitae more; the modes then resolve in printed order. Announced with the
cast: the action's ``entwine`` (true)."""

from __future__ import annotations

from adjudicator.engine import Refused
from adjudicator.games.nodawn.core.hooks import Casting, cost_keywords
from adjudicator.games.nodawn.core.keywords import define, keyword_number

define("Entwine", "702.35b", __name__)


@cost_keywords.register("additional")
def entwine(casting: Casting) -> None:
    """Announcing Entwine adds its cost and chooses every mode (702.35b, 601.2b, 601.2f)."""
    if not casting.action.get("entwine"):
        return
    price = keyword_number(casting.definition, "Entwine")
    if price is None or not casting.definition.get("modes"):
        raise Refused(f"{casting.definition['name']!r} has no Entwine (702.35b)")
    casting.cost["vitae"] = casting.cost.get("vitae", 0) + price
    casting.marks["entwine"] = True
