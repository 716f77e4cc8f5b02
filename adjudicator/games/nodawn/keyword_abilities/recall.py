"""702.20 Recall N: the card may be cast from its owner's Spoils for N Vitae from the pool
instead of its printed cost (601.9); a Recalled spell goes to the Void as it leaves the stack
(601.10). Announced with the cast: the action's ``recall`` (true)."""

from __future__ import annotations

from adjudicator.engine import Refused
from adjudicator.games.nodawn.core.hooks import Casting, cost_keywords, spell_destinations
from adjudicator.games.nodawn.core.keywords import define, keyword_number
from adjudicator.games.nodawn.core.objects import Obj

define("Recall", "702.20a", __name__)


@cost_keywords.register("alternative")
def recall(casting: Casting) -> None:
    """Cast from the Spoils for the Recall cost, which replaces the whole printed cost block;
    the card leaves the Spoils for the stack now (702.20a, 601.9, 601.2a)."""
    if not casting.action.get("recall"):
        return
    card, name = casting.definition["name"], casting.player
    price = keyword_number(casting.definition, "Recall")
    if price is None:
        raise Refused(f"{card!r} has no Recall: it is not cast from the Spoils (702.20a, 601.9)")
    spoils = casting.state["players"][name]["zones"]["spoils"]
    found = next((o for o in spoils if o["card"] == card), None)
    if found is None:
        raise Refused(f"{name} has no {card!r} in their Spoils to Recall (702.20a)")
    if found.get("stilled"):
        raise Refused(f"{card!r} is stilled: its Recall cannot be paid (709.4)")
    if casting.action.get("from_master"):
        raise Refused("a Recall cost is paid from the Vitae pool (702.20a)")
    spoils.remove(found)  # 601.2a: from the Spoils to the stack
    casting.from_hand = False
    casting.cost = {"vitae": price}
    casting.marks["recall"] = True


@spell_destinations.register
def recalled(spell: Obj) -> str | None:
    """A Recalled spell goes to the Void as it leaves the stack, resolved or countered (702.20a,
    601.10)."""
    return "void" if spell.get("recall") else None
