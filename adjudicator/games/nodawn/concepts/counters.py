"""122 Counters: putting them on and taking them off, and Growth counters in layer 7c
(122.2d, 613.4c)."""

from __future__ import annotations

from typing import Any

from adjudicator.games.nodawn.core.layers import Stats, layer
from adjudicator.games.nodawn.core.objects import Cards, State


def add_counters(obj: dict[str, Any], kind: str, amount: int) -> None:
    """Put counters of a kind on an object; removing below zero removes what there is (122)."""
    counters = obj["counters"]
    counters[kind] = max(0, counters.get(kind, 0) + amount)
    if counters[kind] == 0:
        del counters[kind]


@layer("7c")
def growth(state: State, cards: Cards, controller: str, obj: dict[str, Any], values: Stats) -> Stats:
    """Each Growth counter gives +1/+1 (122.2d, 302.4c), in layer 7c (613.4c)."""
    n = obj["counters"].get("growth", 0)
    return values[0] + n, values[1] + n
