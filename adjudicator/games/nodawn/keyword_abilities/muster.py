"""702.26 Muster N: as the spell is cast its caster may drain up to N undrained Entities they
control, each paying 1 generic Vitae of the cost (601.2f, 601.2h). Announced with the cast: the
action's ``muster`` (the Entities' names)."""

from __future__ import annotations

from typing import Any

from adjudicator.engine import Refused
from adjudicator.games.nodawn.core.hooks import Casting, Reduction, cost_keywords
from adjudicator.games.nodawn.core.keywords import define, within_cap
from adjudicator.games.nodawn.core.layers import characteristics
from adjudicator.games.nodawn.core.objects import own_name
from adjudicator.games.nodawn.core.zones import drain

define("Muster", "702.26a", __name__)


@cost_keywords.register("reduction")
def muster(casting: Casting) -> None:
    """The Entities to drain: at most N, each an undrained Entity the caster controls and that is
    out in the open — newly turned ones too (702.26a, 514.4g); they drain and stay drained."""
    chosen = casting.action.get("muster", [])
    if not within_cap(casting.definition, "Muster", "702.26a", "musters", "Entities", chosen):
        return
    name, cards = casting.player, casting.cards
    free = [o for o in casting.state["players"][name]["zones"]["battlefield"]
            if characteristics(cards, o)["type"] == "Entity"]
    picked: list[dict[str, Any]] = []
    for entity in chosen:
        obj = next((o for o in free if own_name(o) == entity and all(o is not p for p in picked)
                    and not o["drained"] and o.get("sheltered") is None), None)
        if obj is None:
            raise Refused(f"{name} controls no undrained {entity!r} in the open to muster (702.26a)")
        picked.append(obj)
    casting.reductions.append(Reduction("Muster", "702.26a", len(picked)))
    casting.payments.append(lambda: _drain(casting, picked))


def _drain(casting: Casting, picked: list[dict[str, Any]]) -> None:
    """The mustered Entities drain, and stay drained (702.26a)."""
    for obj in picked:
        drain(casting.state, casting.cards, casting.player, obj)
