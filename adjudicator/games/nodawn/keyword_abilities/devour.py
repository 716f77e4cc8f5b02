"""702.43 Devour N: as the permanent enters, its controller may sacrifice any number of their
other Entities in the open (decision ``devour``: the Entities' names, or ``"none"``); it gets N
growth counters for each one sacrificed. Each instance of Devour it has as it would stand on the
battlefield — printed or granted by an effect already in force — is a replacement modifying its
arrival, asked in turn: no Entity can feed two of them, nor the entering one any (614.8)."""

from __future__ import annotations

from adjudicator.engine import Decisions
from adjudicator.games.nodawn.concepts.counters import add_counters
from adjudicator.games.nodawn.core.choices import check_supply, distinct
from adjudicator.games.nodawn.core.keywords import define, keyword_numbers
from adjudicator.games.nodawn.core.layers import characteristics
from adjudicator.games.nodawn.core.objects import Cards, Obj, State, answers, own_name
from adjudicator.games.nodawn.core.replacement import entering
from adjudicator.games.nodawn.core.zones import sacrifice_permanents

define("Devour", "702.43a", __name__)
NONE = "none"  # the answer that sacrifices nothing


@entering.register
def devour(state: State, cards: Cards, controller: str, obj: Obj, decisions: Decisions) -> None:
    """As a permanent with Devour N enters, its controller may sacrifice any number of their other
    Entities in the open; it gets N growth counters for each (702.43a, 701.12a), once for each
    instance of Devour it has (614.8). Each sacrificed Entity dies (603.6c)."""
    for n in keyword_numbers(characteristics(cards, obj), "Devour"):
        _feast(state, cards, controller, obj, n, decisions)


def _feast(state: State, cards: Cards, controller: str, obj: Obj, n: int, decisions: Decisions) -> None:
    """One Devour's feast: asked only when there is an Entity to sacrifice — never the entering
    one, nor one already fed to another feast of this arrival (614.8) — the options are their
    names and ``"none"``, any number of them (each name as often as there are copies)."""
    field = state["players"][controller]["zones"]["battlefield"]
    fodder = [o for o in field if o is not obj and characteristics(cards, o)["type"] == "Entity"
              and o.get("sheltered") is None]
    if not fodder:
        return
    names = [own_name(o) for o in fodder]
    answer = answers(decisions.take("devour", controller, distinct(names) + [NONE], low=0,
                                    high=len(fodder)))
    chosen = [c for c in answer if c != NONE]
    if NONE in answer and chosen:
        decisions.refuse("devour", controller, f"{controller}'s Devour answer names Entities and "
                         f"{NONE!r} at once (702.43a)")
    check_supply(decisions, "devour", controller, chosen, names, "702.43a")
    eaten: list[Obj] = []
    for card in chosen:
        eaten.append(next(o for o in fodder if own_name(o) == card and all(o is not e for e in eaten)))
    if eaten:
        sacrifice_permanents(state, cards, [(controller, v) for v in eaten])
        add_counters(obj, "growth", n * len(eaten))
