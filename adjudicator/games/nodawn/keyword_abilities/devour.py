"""702.43 Devour N: as the permanent enters, its controller may sacrifice any number of their
other Entities in the open (decision ``devour``: the Entities' names, or ``"none"``); it gets N
growth counters for each one sacrificed."""

from __future__ import annotations

from adjudicator.engine import Decisions, EngineFault
from adjudicator.games.nodawn.concepts.counters import add_counters
from adjudicator.games.nodawn.core.keywords import define, keyword_number
from adjudicator.games.nodawn.core.objects import Cards, Obj, State, answers
from adjudicator.games.nodawn.core.replacement import entering
from adjudicator.games.nodawn.core.zones import leave_battlefield

define("Devour", "702.43a", __name__)


@entering.register
def devour(state: State, cards: Cards, controller: str, obj: Obj, decisions: Decisions) -> None:
    """As a permanent with Devour N enters, its controller may sacrifice any number of their other
    Entities in the open; it gets N growth counters for each (702.43a, 701.12a). Each sacrificed
    Entity dies (603.6c). Asked only when there is an Entity to sacrifice."""
    n = keyword_number(cards[obj["card"]], "Devour")
    if n is None:
        return
    field = state["players"][controller]["zones"]["battlefield"]
    fodder = [o for o in field if o is not obj and cards[o["card"]]["type"] == "Entity"
              and o.get("sheltered") is None]
    if not fodder:
        return
    answer = decisions.take("devour", controller, sorted({o["card"] for o in fodder}) + ["none"])
    eaten: list[Obj] = []
    for card in (c for c in answers(answer) if c != "none"):
        victim = next((o for o in fodder if o["card"] == card and all(o is not e for e in eaten)), None)
        if victim is None:
            raise EngineFault(f"{controller} controls no other {card!r} to sacrifice to Devour (702.43a)")
        eaten.append(victim)
    if eaten:
        leave_battlefield(state, cards, [(controller, v) for v in eaten], "spoils")
        add_counters(obj, "growth", n * len(eaten))
