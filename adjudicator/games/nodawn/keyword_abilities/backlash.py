"""702.36 Backlash: as the spell is cast its caster pays the synthesis cost, or else the printed
backfire becomes part of the cost — signed Corruption or Wrath, or damage to their own Master —
and stands even if the spell is countered (601.8). Announced with the cast: the action's
``synthesis`` (true: pay the synthesis cost)."""

from __future__ import annotations

from adjudicator.engine import Refused
from adjudicator.games.nodawn.concepts.damage import deal_damage
from adjudicator.games.nodawn.core.hooks import Casting, cost_keywords
from adjudicator.games.nodawn.core.keywords import define, has_keyword

define("Backlash", "702.36a", __name__)


@cost_keywords.register("additional")
def backlash(casting: Casting) -> None:
    """The synthesis cost or the backfire joins the cost; a damage backfire hits the caster's
    Master with the rest of the payment (702.36a, 601.8, 601.2h)."""
    definition = casting.definition
    synthesis = bool(casting.action.get("synthesis"))
    printed = definition.get("backlash")
    if not has_keyword(definition, "Backlash") or printed is None:
        if synthesis:
            raise Refused(f"{definition['name']!r} has no Backlash synthesis cost to pay (702.36a)")
        return
    extra = printed.get("synthesis", {}) if synthesis else printed.get("penalty", {})
    for key, amount in extra.items():
        if key not in ("source", "damage"):
            casting.cost[key] = casting.cost.get(key, 0) + amount
    backfire = int(extra.get("damage", 0))
    state, name = casting.state, casting.player
    casting.payments.append(
        lambda: deal_damage(state, {"kind": "master", "player": name}, backfire))  # 702.36a
