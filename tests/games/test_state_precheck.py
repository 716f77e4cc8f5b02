"""The engines' quick state check (adjudicator.schema.quickly_valid) never passes a state that
jsonschema rejects, so load() behaves exactly as with jsonschema alone (it only skips work);
likewise for the card definitions the catalogues check."""

import copy
import marshal
from collections.abc import Iterator
from typing import Any

import jsonschema
import pytest

from adjudicator.corpus.load import load_corpus
from adjudicator.engine import EngineFault
from adjudicator.games import PLAYABLE, ROOT, game
from adjudicator.games.nocturne import state
from adjudicator.games.rites import state as rites_state
from adjudicator.schema import load_schema, quickly_valid, violations

SCHEMAS = {"nocturne": state.SCHEMA, "rites": rites_state.SCHEMA}

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


def test_a_compiled_check_is_kept_and_a_corrupt_or_stale_entry_compiled_again(tmp_path, monkeypatch):
    """The code fastjsonschema generates for a schema is kept in the cache folder; read back
    it checks as a fresh compile does, and a corrupt or stale entry is compiled again."""
    from adjudicator import schema

    monkeypatch.setattr(schema, "checks_folder", lambda: tmp_path)
    name = "nocturne-state.schema.json"
    entry = tmp_path / f"check-{name}.marshal"
    good = corpus_states("nocturne")[0]
    bad = replaced(good, ("turn", "actions"), True)
    for damage in (None, b"not marshal", None):
        schema._quick_check.cache_clear()
        if damage is not None:
            entry.write_bytes(damage)
        check = schema._quick_check(name)
        assert check is not None and entry.is_file()
        assert schema.quickly_valid(name, good) and not schema.quickly_valid(name, bad)
    key, function, code = marshal.loads(entry.read_bytes())
    entry.write_bytes(marshal.dumps(("stale", function, compile("x = 1", "s", "exec"))))
    schema._quick_check.cache_clear()
    assert schema.quickly_valid(name, good) and not schema.quickly_valid(name, bad)
    assert marshal.loads(entry.read_bytes())[0] == key  # written again
    schema._quick_check.cache_clear()
