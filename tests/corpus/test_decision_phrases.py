"""The shared decision phrases compile to the case format's decision checks, and misuse of them
is a clear corpus problem at file:line (docs/authoring.md, *Checking choices*)."""

from __future__ import annotations

from pathlib import Path

from adjudicator.corpus.lint import lint

HEAD = """Feature: F

  Background:
    Given a No Dawn duel between Alice and Bob

  @id:t-1 @rule:514.1
  Scenario: S
    Given Alice's hand holds 7 copies of "Test Filler"
    And Alice has "Test Rite 2" and "Test Bolt 3" in hand
"""
ADVANCE = "    When the game advances to Bob's upkeep\n"
PIN = '    And Alice will answer "discard" with "Test Rite 2" and "Test Bolt 3"\n'
EVERY = '"Test Filler", "Test Rite 2" and "Test Bolt 3"'


def compiled(tmp_path: Path, body: str) -> tuple[list[dict], list[str]]:
    folder = tmp_path / "features" / "nodawn"
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "x.feature").write_text(HEAD + body, encoding="utf-8")
    corpus, problems = lint(tmp_path, ["nodawn"])
    return corpus.cases, problems


def script(tmp_path: Path, body: str) -> list[dict]:
    cases, problems = compiled(tmp_path, body)
    assert problems == []
    return [{k: v for k, v in op.items() if k not in ("line", "step")} for op in cases[0]["script"]]


def test_offers_phrases_compile_to_offers_ops(tmp_path: Path) -> None:
    ops = script(tmp_path, PIN + ADVANCE +
                 f'    Then Alice\'s "discard" choice offers exactly {EVERY}\n'
                 '    And Alice\'s "discard" choice offers "Test Rite 2"\n'
                 '    And Alice\'s second "discard" choice does not offer "Iron Column"\n'
                 '    And Alice\'s last "discard" choice allows at most 2\n'
                 '    And Alice\'s "discard" choice allows at least 2\n')
    assert ops[2:] == [
        {"op": "offers", "decision": "discard", "player": "Alice",
         "exactly": ["Test Filler", "Test Rite 2", "Test Bolt 3"]},
        {"op": "offers", "decision": "discard", "player": "Alice", "includes": ["Test Rite 2"]},
        {"op": "offers", "decision": "discard", "player": "Alice", "nth": 2, "excludes": ["Iron Column"]},
        {"op": "offers", "decision": "discard", "player": "Alice", "nth": -1, "max": 2},
        {"op": "offers", "decision": "discard", "player": "Alice", "min": 2},
    ]


def test_cannot_answer_pins_the_answer_and_expects_that_refusal(tmp_path: Path) -> None:
    ops = script(tmp_path, '    Then Alice cannot answer "discard" with "Iron Column" when the game '
                           "advances to Bob's upkeep\n")
    assert ops == [
        {"op": "choose", "decision": "discard", "player": "Alice", "answer": "Iron Column"},
        {"op": "act", "action": {"type": "advance", "to": {"player": "Bob", "phase": "beginning",
                                                           "step": "upkeep"}},
         "expect": "refused", "refuses": {"decision": "discard", "player": "Alice"}},
    ]


def test_a_check_at_a_choice_asks_the_action_before_for_a_checkpoint(tmp_path: Path) -> None:
    ops = script(tmp_path, PIN + ADVANCE +
                 "    Then at Alice's \"discard\" choice, Alice's hand holds 9 cards\n")
    assert ops[1]["checkpoints"] == [{"decision": "discard", "player": "Alice"}]
    assert ops[2] == {"op": "expect", "path": "/players/Alice/zones/hand", "count": 9,
                      "at": {"decision": "discard", "player": "Alice"}}


def test_absence_anywhere_compiles_to_nowhere(tmp_path: Path) -> None:
    ops = script(tmp_path, '    Then no "Iron Column" is anywhere in the game\n')
    assert ops == [{"op": "expect", "path": "", "nowhere": {"card": "Iron Column"}}]


def test_an_unknown_decision_kind_is_a_problem_listing_the_kinds(tmp_path: Path) -> None:
    _, problems = compiled(tmp_path, ADVANCE + '    Then Alice\'s "discrad" choice offers "Test Rite 2"\n')
    (problem,) = problems
    assert problem.startswith(f"{tmp_path / 'features/nodawn/x.feature'}:11: unknown decision 'discrad'")
    assert "(decisions: " in problem and "combat-damage, copy, debt, devour, die, discard," in problem


def test_an_unknown_decision_in_a_pin_is_a_problem_too(tmp_path: Path) -> None:
    _, problems = compiled(tmp_path, '    And Alice will answer "dicard" with "Test Rite 2"\n' + ADVANCE +
                           "    Then Alice's hand holds 9 cards\n")
    assert len(problems) == 1 and "unknown decision 'dicard'" in problems[0]


def test_an_offers_check_before_any_action_is_a_problem(tmp_path: Path) -> None:
    _, problems = compiled(tmp_path, '    Then Alice\'s "discard" choice offers "Test Rite 2"\n')
    assert len(problems) == 1
    assert "reads the decisions of the action before it, and no action comes before it" in problems[0]


def test_a_check_at_a_choice_takes_a_board_check(tmp_path: Path) -> None:
    _, problems = compiled(tmp_path, ADVANCE + "    Then at Alice's \"discard\" choice, Alice's "
                           '"discard" choice offers "Test Rite 2"\n')
    assert len(problems) == 1 and "takes a check of the board" in problems[0]


def test_a_scenario_that_checks_nothing_is_a_problem(tmp_path: Path) -> None:
    _, problems = compiled(tmp_path, PIN + ADVANCE)
    (problem,) = problems
    assert problem.startswith(f"{tmp_path / 'features/nodawn/x.feature'}:7: scenario 'S' checks nothing")


def test_an_empty_scenario_under_a_background_is_a_problem(tmp_path: Path) -> None:
    folder = tmp_path / "features" / "nodawn"
    folder.mkdir(parents=True)
    (folder / "x.feature").write_text("Feature: F\n\n  Background:\n    Given a No Dawn duel between "
                                      "Alice and Bob\n\n  @id:t-2 @rule:514.1\n  Scenario: Empty\n",
                                      encoding="utf-8")
    _, problems = lint(tmp_path, ["nodawn"])
    assert len(problems) == 1 and "scenario 'Empty' checks nothing" in problems[0]


def test_a_setup_check_with_no_action_is_fine(tmp_path: Path) -> None:
    assert script(tmp_path, "    Then Alice's hand holds 9 cards\n") == [
        {"op": "expect", "path": "/players/Alice/zones/hand", "count": 9}]
