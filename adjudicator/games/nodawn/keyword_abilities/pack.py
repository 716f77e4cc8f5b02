"""702.44 Pack N +A/+V: while the Entity attacks alongside N or more other attacking Entities of
its controller's, it gets +A/+V (layer 7c). Pack's "can't be blocked alone" form is not
modeled."""

from __future__ import annotations

from adjudicator.games.nodawn.core.keywords import count_and_bonus, define, keyword_value
from adjudicator.games.nodawn.core.layers import Stats, characteristics, layer
from adjudicator.games.nodawn.core.objects import Cards, Obj, State

define("Pack", "702.44a", __name__)


@layer("7c")
def pack(state: State, cards: Cards, controller: str, obj: Obj, values: Stats) -> Stats:
    """The Pack bonus while enough others attack with it (702.44a)."""
    read = count_and_bonus(keyword_value(characteristics(cards, obj), "Pack") or "")
    if read is None or obj.get("attacking") is None:
        return values
    others = sum(1 for o in state["players"][controller]["zones"]["battlefield"]
                 if o is not obj and o.get("attacking") is not None)
    if others < read[0]:
        return values
    return values[0] + read[1][0], values[1] + read[1][1]
