"""Labels: a scenario's own name for a permanent, to tell same-named ones apart
(docs/games/nodawn.md#labels). The engine names a labelled permanent by its label alone, keeps the
label while the permanent stays on the battlefield, and refuses states whose labels could name
something else; the corpus refuses such labels at the Given that gives them."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from nodawn_kit import CARDS, duel, start, target

from adjudicator.corpus.lint import lint
from adjudicator.testing import drive


def _labelled(*labels: str) -> dict[str, Any]:
    state = duel(bob=["Test Wretch"] * len(labels), hand=["Test Bolt 1"])
    for obj, text in zip(state["players"]["Bob"]["zones"]["battlefield"], labels, strict=True):
        obj["label"] = text
    return state


def test_a_labelled_permanent_is_offered_and_found_by_its_label() -> None:
    engine = start(_labelled("the left Wretch", "the right Wretch"))
    cast = {"type": "cast", "player": "Alice", "card": "Test Bolt 1"}
    reply = drive.act(engine, cast)
    assert reply["decision"]["options"] == ["Alice", "Bob", "the left Wretch", "the right Wretch"]
    assert drive.act(engine, cast, [target("Alice", "the right Wretch")])["outcome"] == "done"
    drive.act(engine, {"type": "pass", "player": "Alice"})
    rites = {"kind": "rest", "player": "Alice", "answer": "decline"}  # her kill: 709.2
    assert drive.act(engine, {"type": "pass", "player": "Bob"}, [rites])["outcome"] == "done"
    bob = drive.observe(engine)["players"]["Bob"]["zones"]
    assert [o.get("label") for o in bob["battlefield"]] == ["the left Wretch"]
    assert bob["spoils"] == [{"card": "Test Wretch"}]  # a new object: the label stays behind (400.7)


def test_the_old_name_no_longer_reaches_a_labelled_permanent() -> None:
    engine = start(_labelled("the left Wretch"))
    cast = {"type": "cast", "player": "Alice", "card": "Test Bolt 1"}
    reply = drive.act(engine, cast, [target("Alice", "Bob's Test Wretch")])
    assert reply["outcome"] == "refused" and reply["decision"]["kind"] == "target", reply


@pytest.mark.parametrize("labels, problem", [
    (("twin", "twin"), "given to two permanents"),
    (("Test Filler",), "reads as a player's or a card's name"),
    (("Bob",), "reads as a player's or a card's name"),
    (("Bob's pet",), "reads as a player's or a card's name"),
])
def test_a_state_whose_labels_could_name_something_else_is_refused(labels: tuple[str, ...],
                                                                   problem: str) -> None:
    cards = {**CARDS}
    engine, reply = drive.start_reply("nodawn", _labelled(*labels), cards)
    assert "error" in reply and problem in reply["error"], reply


def test_an_empty_label_breaks_the_state_schema() -> None:
    engine, reply = drive.start_reply("nodawn", _labelled(""), CARDS)
    assert "error" in reply and "label" in reply["error"], reply


HEAD = """Feature: F

  Background:
    Given a No Dawn duel between Alice and Bob

  @id:t-1 @rule:508.1a
  Scenario: S
    Given Alice controls "Test Wretch", called "the fresh Wretch"
"""


def _problems(tmp_path: Path, body: str) -> list[str]:
    folder = tmp_path / "features" / "nodawn"
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "x.feature").write_text(HEAD + body + "    Then Alice has 20 Vitae\n", encoding="utf-8")
    return lint(tmp_path, ["nodawn"])[1]


@pytest.mark.parametrize("given, problem", [
    ('    And Alice controls "Test Thrall", called "the fresh Wretch"\n', "already labels"),
    ('    And Alice controls "Test Thrall", called "Test Filler"\n', "is a card's name"),
    ('    And Alice controls "Test Thrall", called "Bob\'s pet"\n', "reads as a player's name"),
    ('    And Alice\'s third "Test Wretch" is called "x"\n', "there is no number 3"),
    ('    And Alice\'s "Test Wretch" is called "again"\n', "already called 'the fresh Wretch'"),
])
def test_a_malformed_label_is_a_corpus_problem_at_its_line(tmp_path: Path, given: str,
                                                           problem: str) -> None:
    problems = _problems(tmp_path, given)
    assert len(problems) == 1 and problem in problems[0] and "x.feature:9" in problems[0], problems


def test_a_good_label_compiles_into_the_state_and_the_thens(tmp_path: Path) -> None:
    body = ('    And Alice controls "Test Wretch", called "the other Wretch"\n'
            '    Then Alice\'s "the other Wretch" is undrained\n')
    assert _problems(tmp_path, body) == []
