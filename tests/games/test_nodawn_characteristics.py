"""No Dawn characteristics through layers 1-6 (core/layers.py): printed values without effects,
timestamp order, characteristic-defining effects first, dependency and its loops (613.3,
613.7, 613.8)."""

from __future__ import annotations

from typing import Any

from adjudicator.games.nodawn.core.layers import Effect, _next_effect, characteristics, on_board

Chars = dict[str, Any]


def _effect(name: str, ts: int, *, needs: str | None = None, sets: str = "", cda: bool = False) -> Effect:
    """An effect applying to the objects that have ``needs`` (all if None), adding ``sets``."""
    return Effect("6", (ts, 0),
                  lambda controller, obj, chars: needs is None or needs in chars,
                  lambda chars: {**chars, sets: name}, cda=cda)


PLACED = [("Alice", {"card": "A"}), ("Bob", {"card": "B"})]


def _table(*keys: str) -> dict[int, Chars]:
    return {id(o): {k: True for k in keys} for _, o in PLACED}


def test_earlier_timestamp_first_when_independent() -> None:
    later, earlier = _effect("later", 5, sets="p"), _effect("earlier", 2, sets="q")
    assert _next_effect([later, earlier], PLACED, _table()) is earlier


def test_characteristic_defining_first() -> None:
    plain, cda = _effect("plain", 1, sets="p"), _effect("cda", 9, sets="q", cda=True)
    assert _next_effect([plain, cda], PLACED, _table()) is cda


def test_dependent_effect_waits_though_older() -> None:
    # the older strips what has "wings"; the newer grants "wings": it changes what the older reaches
    stripper = _effect("strip", 1, needs="wings", sets="stripped")
    granter = _effect("grant", 2, sets="wings")
    assert _next_effect([stripper, granter], PLACED, _table()) is granter


def test_dependency_loop_falls_back_to_timestamps() -> None:
    first = _effect("first", 1, needs="b", sets="a")
    second = _effect("second", 2, needs="a", sets="b")
    assert _next_effect([second, first], PLACED, _table()) is first


def test_characteristics_without_a_board_or_effects_are_the_printed_card() -> None:
    cards = {"A": {"name": "A", "type": "Entity", "attack": 1, "vigor": 1}}
    obj = {"card": "A"}
    assert characteristics(cards, obj) is cards["A"]
    state: dict[str, Any] = {"turn_order": ["Alice"], "world": {"type": "night"},
                             "players": {"Alice": {"zones": {"battlefield": [obj]}}}}
    with on_board(state):
        assert characteristics(cards, obj) is cards["A"]
