"""The engines' quick state check (adjudicator.schema.quickly_valid) never passes a state that
jsonschema rejects, so load() behaves exactly as with jsonschema alone (it only skips work);
likewise for the card definitions the catalogues check."""

import copy
from collections.abc import Iterator
from typing import Any

import jsonschema
import pytest

from adjudicator.corpus.load import load_corpus
from adjudicator.engine import EngineFault
from adjudicator.games import PLAYABLE, ROOT, game
from adjudicator.games.nocturne import state
from adjudicator.schema import load_schema, quickly_valid, violations

SCHEMAS = {slug: game(slug).state_schema for slug in PLAYABLE}

ODD_VALUES = [True, False, 1, 1.0, 0.5, -1, "", "x", None, [], {}, [1], {"card": 1}]


def leaves(value: Any, path: tuple = ()) -> Iterator[tuple]:
    """The path of every value in a JSON document (containers included)."""
    yield path
    items = value.items() if isinstance(value, dict) else enumerate(value) if isinstance(value, list) else ()
    for key, child in items:
        yield from leaves(child, (*path, key))


def replaced(doc: Any, path: tuple, new: Any) -> Any:
    out = copy.deepcopy(doc)
    if not path:
        return new
    target = out
    for key in path[:-1]:
        target = target[key]
    target[path[-1]] = new
    return out


def mutations(doc: dict) -> Iterator[Any]:
    for path in leaves(doc):
        for new in ODD_VALUES:
            yield replaced(doc, path, new)
        if path and isinstance(path[-1], str):
            parent = copy.deepcopy(doc)
            target = parent
            for key in path[:-1]:
                target = target[key]
            del target[path[-1]]
            yield parent
    yield {**doc, "unknown": 1}


def corpus_states(slug: str) -> list[dict]:
    return [c["setup"]["state"] for c in load_corpus(ROOT, [slug]).cases]


@pytest.fixture(scope="module")
def states() -> list[dict]:
    return corpus_states("nocturne")


@pytest.mark.parametrize("slug", sorted(SCHEMAS))
def test_the_quick_check_passes_every_corpus_state(slug):
    found = corpus_states(slug)
    assert found and all(quickly_valid(SCHEMAS[slug], s) for s in found)


@pytest.mark.parametrize("slug", sorted(SCHEMAS))
def test_the_quick_check_never_passes_what_jsonschema_rejects(slug):
    slow = jsonschema.Draft202012Validator(load_schema(SCHEMAS[slug]))
    checked = rejected = 0
    for doc in {repr(s): s for s in corpus_states(slug)[:3]}.values():
        for m in mutations(doc):
            checked += 1
            if quickly_valid(SCHEMAS[slug], m):
                assert slow.is_valid(m), m
            else:
                rejected += 1
    assert checked > 500 and rejected > checked // 2


def test_an_invalid_state_is_still_explained_by_jsonschema(states):
    bad = replaced(states[0], ("turn", "actions"), True)
    with pytest.raises(EngineFault, match=r"invalid Nocturne state at /turn/actions: True is not of type"):
        state.load(bad, {})


CARD_SCHEMAS = {slug: game(slug).card_schema for slug in PLAYABLE}


@pytest.mark.parametrize("slug", sorted(CARD_SCHEMAS))
def test_the_quick_check_never_passes_a_card_that_jsonschema_rejects(slug):
    """Card files are checked with the quick check first (adjudicator.schema.violations), so
    a card definition it passes must be one jsonschema passes too."""
    name = CARD_SCHEMAS[slug]
    slow = jsonschema.Draft202012Validator(load_schema(name))
    cards = game(slug).catalogue().cards
    checked = rejected = 0
    for card in list(cards.values())[::max(1, len(cards) // 6)]:
        definition = {k: v for k, v in card.items() if k != "name"}  # as the card file holds it
        assert violations(name, definition) == []
        for m in mutations(definition):
            checked += 1
            if quickly_valid(name, m):
                assert slow.is_valid(m), m
            else:
                rejected += 1
                assert [e.message for e in violations(name, m)] == \
                    [e.message for e in slow.iter_errors(m)]
    assert checked > 100 and rejected > checked // 3


def test_without_the_quick_check_jsonschema_alone_decides(states, monkeypatch):
    """jsonschema-rs is a speed-up only: where it cannot be imported, every state and card
    is judged by jsonschema, with the same verdicts and words."""
    import sys

    from adjudicator import schema

    bad = replaced(states[0], ("turn", "actions"), True)
    expected = schema.first_violation(state.SCHEMA, bad)
    monkeypatch.setitem(sys.modules, "jsonschema_rs", None)  # import fails
    schema._quick_validator.cache_clear()
    try:
        assert not schema.quickly_valid(state.SCHEMA, states[0])
        assert schema.first_violation(state.SCHEMA, states[0]) is None
        assert schema.first_violation(state.SCHEMA, bad) == expected
    finally:
        monkeypatch.undo()
        schema._quick_validator.cache_clear()
    assert schema.quickly_valid(state.SCHEMA, states[0])


@pytest.mark.parametrize("odd", [("tuple",), {"a set"}, b"bytes", {1: "int key"}])
def test_a_value_that_is_not_json_is_left_to_jsonschema(states, odd):
    """The quick check never raises: anything it cannot read is for jsonschema to judge."""
    doc = replaced(states[0], ("turn", "odd"), odd)
    assert not quickly_valid(state.SCHEMA, doc)
