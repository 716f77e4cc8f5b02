"""Keyword abilities of permanents not modeled elsewhere: Decay (702.41a).

Decay N: the Entity enters with N decay counters; at the beginning of each of its controller's
upkeeps a triggered ability (on the stack as ``"ability": "Decay"``) makes it lose 1 Vigor for
each decay counter on it as it resolves — a layer-7c effect for the rest of the game
(effects.py), so the loss adds up from upkeep to upkeep while the counters remain.
"""

from __future__ import annotations

from typing import Any

from adjudicator.engine import Decisions

Cards = dict[str, dict[str, Any]]
#: The keyword triggers this module resolves.
RESOLVES = ("Decay",)


def _decay(definition: dict[str, Any]) -> int | None:
    from adjudicator.games.nodawn.abilities import keyword_value

    value = keyword_value(definition, "Decay")
    if value is None:
        return None
    try:
        return int(value)
    except ValueError:
        return None


def entering(cards: Cards, obj: dict[str, Any]) -> None:
    """As a permanent with Decay N enters, it gets N decay counters (702.41a)."""
    from adjudicator.games.nodawn.damage import add_counters

    n = _decay(cards[obj["card"]])
    if n:
        add_counters(obj, "decay", n)


def upkeep(state: dict[str, Any], cards: Cards, active: str) -> None:
    """At the beginning of its controller's upkeep, each of their permanents with Decay
    triggers (702.41a, 603.2b)."""
    from adjudicator.games.nodawn.abilities import _trigger

    for obj in state["players"][active]["zones"]["battlefield"]:
        if _decay(cards[obj["card"]]) is not None:
            _trigger(state, active, obj["card"], "Decay")


def resolve(state: dict[str, Any], cards: Cards, stack_obj: dict[str, Any],
            decisions: Decisions) -> None:
    """Decay resolves: its source, if still on the battlefield, loses 1 Vigor for each decay
    counter on it now, for the rest of the game (702.41a, 611.2)."""
    from adjudicator.games.nodawn.abilities import _permanent
    from adjudicator.games.nodawn.effects import create

    found = _permanent(state, stack_obj["source"])
    if found is None:
        return
    owner, obj = found
    n = obj["counters"].get("decay", 0)
    if n:
        create(state, cards, owner, {"effect": "pump", "attack": 0, "vigor": -n},
               {"kind": "permanent", "player": owner, "object": obj})
