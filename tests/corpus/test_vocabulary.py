"""The step vocabulary: typed placeholders, indexed matching, clear errors, and the
examples of every game's steps matching their own patterns."""

import pytest

from adjudicator.corpus.vocabulary import Steps, Vocabulary
from adjudicator.errors import CorpusError
from adjudicator.games import PLAYABLE, game


def vocab(*patterns: tuple[str, str]) -> Vocabulary:
    steps = Steps("test")
    for kind, pattern in patterns:
        getattr(steps, kind)(pattern, meaning="m", example="e")(lambda case, **kw: None)
    return Vocabulary("test", [steps])


def test_typed_placeholders_convert():
    v = vocab(("given", '{player:player} has {n:int} {what:word} and {names:cards} in {zone}'))
    d, args = v.resolve("given", 'Alice has 3 Wrath and "A", "B" and "C" in hand', "f:1")
    assert args == {"player": "Alice", "n": 3, "what": "Wrath", "names": ["A", "B", "C"], "zone": "hand"}


def test_undefined_step_names_kind_and_suggests():
    v = vocab(("given", "{player:player} has {n:int} Wrath"))
    with pytest.raises(CorpusError) as err:
        v.resolve("given", "Alice has 3 Wroth", "x.feature:7")
    text = str(err.value)
    assert text.startswith("x.feature:7: undefined given step 'Alice has 3 Wroth'")


def test_step_of_another_kind_is_named():
    v = vocab(("then", "{player:player} wins the game"))
    with pytest.raises(CorpusError, match="it is a then step"):
        v.resolve("given", "Alice wins the game", "f:1")


def test_ambiguous_step_lists_both_patterns():
    v = vocab(("when", "{player:player} casts {card:card}"), ("when", "{who} casts {what}"))
    with pytest.raises(CorpusError, match="ambiguous step"):
        v.resolve("when", 'Alice casts "X"', "f:1")


def test_candidates_come_from_the_index_not_a_scan():
    patterns = [("given", f"inert phrase number{i} zq{i}") for i in range(500)]
    v = vocab(*patterns, ("given", "{player:player} has {n:int} Wrath"))
    assert len(v.candidates("given", "Alice has 3 Wrath")) == 1


@pytest.mark.parametrize("slug", PLAYABLE)
def test_every_example_matches_its_own_pattern_only(slug):
    v = game(slug).vocabulary()
    for d in v.defs:
        found = v.matches(d.kind, d.example)
        assert [m for m, _ in found] == [d], f"{d.pattern!r}: example {d.example!r} → {found}"
