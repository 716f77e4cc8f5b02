"""Lint: each defect of the corpus is reported once, with file:line, and all at once."""

from pathlib import Path

import pytest

from adjudicator.corpus.lint import lint

BACKGROUND = """
  Background:
    Given a No Dawn duel between Alice and Bob
"""


def corpus(tmp_path: Path, body: str, name: str = "x.feature") -> Path:
    folder = tmp_path / "features" / "nodawn"
    folder.mkdir(parents=True, exist_ok=True)
    (folder / name).write_text(body, encoding="utf-8")
    return tmp_path


def problems(tmp_path: Path, body: str) -> list[str]:
    _, found = lint(corpus(tmp_path, body), ["nodawn"])
    return found


def scenario(tags: str, title: str = "A scenario", steps: str = "    Then Alice has 20 Vitae") -> str:
    return f"  {tags}\n  Scenario: {title}\n{steps}\n"


def feature(*scenarios: str) -> str:
    return "Feature: F\n" + BACKGROUND + "\n" + "\n".join(scenarios)


def test_clean_feature_has_no_problems(tmp_path):
    assert problems(tmp_path, feature(scenario("@id:ok-1 @rule:119.1"))) == []


@pytest.mark.parametrize(
    "tags, expected",
    [
        ("@rule:119.1", "x.feature:7: scenario 'A scenario' has no @id tag"),
        ("@id:a @rule:119.99", "x.feature:7: @rule:119.99 is not in the nodawn rule index"),
        ("@id:a @rule:119.1 @colour:red", "x.feature:6: unknown tag key 'colour'"),
        ("@id:a @rule:119.1 @wip", "x.feature:6: unknown tag @wip"),
        ("@id:a @rule:119.1 @proposed", "tagged @proposed but cites no proposed rule"),
        ("@id:a @rule:119.1 @ruleset:~2026", "malformed ruleset range"),
        ("@id:a @rule:119.1 @ruleset:>=1999-01-01", "which is not a nodawn ruleset"),
        ("@id:a", "scenario cites no @rule"),
    ],
)
def test_tag_defects(tmp_path, tags, expected):
    found = problems(tmp_path, feature(scenario(tags)))
    assert any(expected in p for p in found), found


def test_duplicate_id_names_first_use(tmp_path):
    found = problems(tmp_path, feature(scenario("@id:same @rule:119.1", "One"),
                                       scenario("@id:same @rule:119.1", "Two")))
    assert any("duplicate @id:same (first used at" in p and "x.feature:7" in p for p in found), found


def test_repeated_title_in_one_file(tmp_path):
    found = problems(tmp_path, feature(scenario("@id:a @rule:119.1", "Same"),
                                       scenario("@id:b @rule:119.1", "Same")))
    assert any("scenario title 'Same' repeats the one at line 7" in p for p in found), found


def test_undefined_step_has_file_and_line(tmp_path):
    found = problems(tmp_path, feature(scenario("@id:a @rule:119.1", steps="    Then Alice is happy")))
    assert any("x.feature:8: undefined then step 'Alice is happy'" in p for p in found), found


def test_unknown_card(tmp_path):
    found = problems(tmp_path, feature(scenario(
        "@id:a @rule:119.1", steps='    Given Alice has "Iron Colum" in hand\n    Then Alice has 20 Vitae')))
    assert any("x.feature:8: unknown card 'Iron Colum'" in p and "did you mean 'Iron Column'" in p
               for p in found), found


def test_gherkin_syntax_error(tmp_path):
    found = problems(tmp_path, "Feature: F\n  Scenario: S\n    Given x\n  Nonsense here\n")
    assert len(found) == 1 and "x.feature:4:" in found[0], found


def test_given_after_when_is_refused(tmp_path):
    steps = ('    When Alice concedes\n    Given Alice has 3 Wrath\n    Then Bob wins the game')
    found = problems(tmp_path, feature(scenario("@id:a @rule:104.3a", steps=steps)))
    assert any("x.feature:9: this Given sets up the board" in p for p in found), found


def test_all_problems_listed_at_once(tmp_path):
    found = problems(tmp_path, feature(scenario("@rule:119.1", "One"),
                                       scenario("@id:b @rule:nope", "Two")))
    assert len(found) == 2, found


def test_real_corpus_lints_clean():
    _, found = lint()
    assert found == []
