"""702.31 Transmute N (and 702.32 Masquerade N, which works as it does): the card may be cast
face down as a nameless 2/2 Entity for 3 Vitae instead of its cost — announced with the cast,
the action's ``face_down`` (true) — and the permanent it becomes, face down, may be turned face
up for N at any priority (708.3, 701.21a). A Masquerade guise also has Toll 2
(keyword_abilities/masquerade.py, 708.2a)."""

from __future__ import annotations

from typing import Any

from adjudicator.games.nodawn.core.hooks import Casting, cost_keywords, face_up_doors
from adjudicator.games.nodawn.core.keywords import define, keyword_number
from adjudicator.games.nodawn.core.objects import Cards, Obj

define("Transmute", "702.31a", __name__)

#: The keywords that let a card be cast face down for this price (702.31a, 702.32a).
FACE_DOWN_KEYWORDS = ("Transmute", "Masquerade")
FACE_DOWN_PRICE = 3


@cost_keywords.register("alternative")
def cast_face_down(casting: Casting) -> None:
    """Cast face down: 3 Vitae rather than its cost, the spell a guise laid by its keyword
    (702.31a, 702.32a, 708.3)."""
    if not casting.action.get("face_down"):
        return
    laid = next((k for k in FACE_DOWN_KEYWORDS if keyword_number(casting.definition, k) is not None), None)
    if laid is None:
        return
    casting.cost = {"vitae": FACE_DOWN_PRICE}
    casting.marks.update(face_down=True, laid=laid)


def _turn_up_price(cards: Cards, obj: Obj, keyword: str) -> dict[str, Any] | None:
    price = keyword_number(cards[obj["card"]], keyword)
    return {"vitae": price} if price is not None else None


@face_up_doors.register("Transmute")
def transmuted(cards: Cards, obj: Obj) -> dict[str, Any] | None:
    """A Transmuted guise turns face up for its Transmute cost (702.31a, 708.8)."""
    return _turn_up_price(cards, obj, "Transmute")


@face_up_doors.register("Masquerade")
def masqueraded(cards: Cards, obj: Obj) -> dict[str, Any] | None:
    """A Masqueraded guise turns face up for its Masquerade cost (702.32a, 708.8)."""
    return _turn_up_price(cards, obj, "Masquerade")
