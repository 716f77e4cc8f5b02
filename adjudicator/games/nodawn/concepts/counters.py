"""122 Counters: putting them on and taking them off — the arrival of counters is an event
(:class:`~..core.events.CountersPlaced`) — and Growth counters in layer 7c (122.2d, 613.4c)."""

from __future__ import annotations

from typing import Any

from adjudicator.games.nodawn.core.events import CountersPlaced, emit
from adjudicator.games.nodawn.core.layers import Stats, layer
from adjudicator.games.nodawn.core.objects import Cards, State

MINUS_VIGOR = "minus-vigor"  # a −1 Vigor counter (704.5u)


def add_counters(obj: dict[str, Any], kind: str, amount: int) -> None:
    """Put counters of a kind on an object; removing below zero removes what there is (122)."""
    counters = obj["counters"]
    counters[kind] = max(0, counters.get(kind, 0) + amount)
    if counters[kind] == 0:
        del counters[kind]


def place_counters(state: State, cards: Cards, controller: str, obj: dict[str, Any], kind: str,
                   amount: int) -> None:
    """Put counters of a kind on a permanent (negative: take them off) and tell whoever watches
    such counters arrive (122.2, 714.2)."""
    before = obj["counters"].get(kind, 0)
    add_counters(obj, kind, amount)
    after = obj["counters"].get(kind, 0)
    if after > before:
        emit(state, cards, CountersPlaced(controller, obj, kind, before, after))


@layer("7c")
def growth(state: State, cards: Cards, controller: str, obj: dict[str, Any], values: Stats) -> Stats:
    """Each Growth counter gives +1/+1 (122.2d, 302.4c), in layer 7c (613.4c)."""
    n = obj["counters"].get("growth", 0)
    return values[0] + n, values[1] + n


@layer("7c")
def minus_vigor(state: State, cards: Cards, controller: str, obj: dict[str, Any], values: Stats) -> Stats:
    """Each −1 Vigor counter gives −0/−1 (704.5u), in layer 7c (613.4c); the base game mints none,
    a card's effect may (``minus-vigor``)."""
    return values[0], values[1] - obj["counters"].get(MINUS_VIGOR, 0)
