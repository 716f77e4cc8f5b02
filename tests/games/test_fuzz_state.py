"""Hypothesis fuzzes each playable game's state loader through the protocol's ``start``: any
JSON as a state, and valid states with one value replaced or removed. The reference engine
answers ``ok`` (and can then be observed) or a clean ``error`` naming the problem; no
exception escapes ``ReferenceEngine.handle``."""

from __future__ import annotations

import copy
from typing import Any

import jsonschema
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from adjudicator.corpus.case import CaseBuilder
from adjudicator.games import PLAYABLE, game
from adjudicator.schema import load_schema

#: Openings richer than the game's own example (others use ``GameSpec.opening_example``).
OPENINGS = {
    "nocturne": 'a Dominion game between Alice and Bob with kingdom "Werewolf", "Sacred Grove" and "Fool"',
}

JSON = st.recursive(
    st.none() | st.booleans() | st.integers(-3, 30) | st.text(max_size=12)
    | st.sampled_from(["Alice", "Bob", "Carol", "Copper", "Iron Column", "Test Master", "main1", "action"]),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=10), inner, max_size=4),
    max_leaves=12,
)


def opening(slug: str) -> tuple[dict[str, Any], dict[str, Any]]:
    """A valid starting state of the game and every card definition it has."""
    spec = game(slug)
    case = CaseBuilder(spec)
    text = OPENINGS.get(slug) or spec.opening_example.removeprefix("Given ")
    definition, args = spec.vocabulary().resolve("given", text, "test")
    definition.func(case, **args)
    assert case.state is not None
    return case.state, spec.catalogue().cards


def paths(value: Any, prefix: tuple = ()) -> list[tuple]:
    """Every path into a JSON value (keys and indexes), the root included."""
    found = [prefix]
    if isinstance(value, dict):
        for key, item in value.items():
            found += paths(item, (*prefix, key))
    elif isinstance(value, list):
        for i, item in enumerate(value):
            found += paths(item, (*prefix, i))
    return found


@st.composite
def mutated(draw: Any, state: dict[str, Any]) -> Any:
    """The state with one value replaced by any JSON, or removed."""
    out = copy.deepcopy(state)
    path = draw(st.sampled_from(paths(out)))
    if not path:
        return draw(JSON)
    parent = out
    for part in path[:-1]:
        parent = parent[part]
    if draw(st.booleans()):
        parent[path[-1]] = draw(JSON)
    elif isinstance(parent, dict):
        del parent[path[-1]]
    else:
        parent.pop(path[-1])
    return out


def start(slug: str, state: Any, cards: dict[str, Any]) -> dict[str, Any]:
    """Start a fresh reference engine on ``state``; its reply, after observing if it accepted."""
    engine = game(slug).new_engine()
    reply = engine.handle({"cmd": "start", "game": slug, "ruleset": "", "state": state, "cards": cards})
    assert isinstance(reply, dict)
    if "error" in reply:
        assert isinstance(reply["error"], str) and reply["error"]
        return reply
    assert reply == {"ok": True}
    observed = engine.handle({"cmd": "observe"})
    assert isinstance(observed.get("state"), dict)
    return reply


@pytest.mark.parametrize("slug", PLAYABLE)
def test_the_openings_load(slug: str) -> None:
    state, cards = opening(slug)
    assert start(slug, state, cards) == {"ok": True}


@pytest.mark.parametrize("slug", PLAYABLE)
@settings(max_examples=60, deadline=None)
@given(data=st.data())
def test_a_state_with_one_value_changed_loads_or_is_refused_cleanly(slug: str, data: Any) -> None:
    state, cards = opening(slug)
    start(slug, data.draw(mutated(state)), cards)


@pytest.mark.parametrize("slug", PLAYABLE)
@settings(max_examples=40, deadline=None)
@given(state=JSON)
def test_any_json_as_a_state_is_refused_cleanly(slug: str, state: Any) -> None:
    _, cards = opening(slug)
    assert "error" in start(slug, state, cards)


@settings(max_examples=150, deadline=None)
@given(data=st.data())
def test_the_no_dawn_quick_check_never_passes_what_the_schema_rejects(data: Any) -> None:
    from adjudicator.schema import quickly_valid

    state, _ = opening("nodawn")
    candidate = data.draw(mutated(state))
    if quickly_valid("nodawn-state.schema.json", candidate):
        jsonschema.validate(candidate, load_schema("nodawn-state.schema.json"))
