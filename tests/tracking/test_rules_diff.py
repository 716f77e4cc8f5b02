"""``rules diff``: two versions of an invented No Dawn-format rulebook, compared rule by rule."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from adjudicator.errors import AdjudicatorError
from adjudicator.rules import RuleIndex, import_rulebook
from adjudicator.rules.diff import diff_indexes, render_text, rulebook_diff

HEAD = """\
The lorem rules.

Introduction

These invented rules exist only to exercise the differ.

How to read these rules

• Numbers are written like 100.1a.

Contents

• 1. Lorem Concepts — the basics.

1. Lorem Concepts

100. General

100.1. Lorem rules apply to every game of lorem.

"""
OLD = HEAD + """\
100.1a The opening. A game opens when both players say so.

100.1b Tallies never go below zero.

100.2. A die may be rolled. (※ proposed)

100.3. Dice have six faces.
"""
NEW = HEAD + """\
100.1a The opening. A game opens when either player says so.

100.1b Ties go to the defender.

100.1c Tallies never go below zero.

100.2. A die may be rolled. (※ adopted 2031-05-06.)

100.4. Dice are read aloud.
"""
FEATURE = """\
Feature: citing the lorem rules

  @id:lorem-opening @rule:100.1a
  Scenario: the opening
    Given nothing

  @id:lorem-tallies @rule:100.1b
  Scenario: tallies
    Given nothing

  @id:lorem-untouched @rule:100.1
  Scenario: untouched
    Given nothing
"""


def index(text: str) -> RuleIndex:
    return import_rulebook("nodawn", text, "lorem.txt")


def by_kind(changes: list) -> dict[str, list[str]]:
    out: dict[str, list[str]] = {}
    for c in changes:
        out.setdefault(c.kind, []).append(c.new.id if c.kind == "added" else c.id)
    return out


def test_each_kind_of_change_is_found() -> None:
    kinds = by_kind(diff_indexes(index(OLD), index(NEW)))
    assert kinds == {"changed": ["100.1a", "100.2"], "renumbered": ["100.1b"],
                     "removed": ["100.3"], "added": ["100.1b", "100.4"]}


def test_details_name_the_new_number_status_and_dates() -> None:
    changes = {(c.kind, c.id): c for c in diff_indexes(index(OLD), index(NEW))}
    assert changes["renumbered", "100.1b"].new.id == "100.1c"
    assert changes["renumbered", "100.1b"].details == ["100.1b \u2192 100.1c"]
    assert changes["changed", "100.2"].details == ["status proposed \u2192 ratified",
                                                   "amended 2031-05-06", "text changed"]
    assert changes["changed", "100.1a"].details == ["text changed"]
    reused = next(c for c in changes.values() if c.kind == "added" and c.new.id == "100.1b")
    assert reused.details == ["reuses the id of the rule now at 100.1c"]


def test_rewrapping_a_rule_is_not_a_change() -> None:
    rewrapped = OLD.replace("A game opens when both", "A game opens\n   when both")
    assert diff_indexes(index(OLD), index(rewrapped)) == []


def test_a_rule_that_moves_onto_a_deleted_rules_number() -> None:
    moved = OLD.replace("100.1a The opening. A game opens when both players say so.\n\n"
                        "100.1b Tallies", "100.1a Tallies")
    changes = diff_indexes(index(OLD), index(moved))
    assert by_kind(changes) == {"removed": ["100.1a"], "renumbered": ["100.1b"]}
    assert changes[0].details == ["its id now holds the rule moved from 100.1b"]


def write_corpus(root: Path) -> None:
    (root / "features" / "nodawn").mkdir(parents=True)
    (root / "features" / "nodawn" / "lorem.feature").write_text(FEATURE, encoding="utf-8")
    (root / "fixtures" / "nodawn").mkdir(parents=True)
    (root / "fixtures" / "nodawn" / "contested.toml").write_text(
        'format = 1\n\n[conflicts.lorem-dice]\nsummary = "s"\nprinciple = "gap"\nadopted = "a"\n'
        'why = "w"\nscenarios = []\n\n[[conflicts.lorem-dice.sides]]\nrules = ["100.3"]\n'
        'says = "dice have six faces"\n', encoding="utf-8")


def test_scenarios_citing_changed_or_renumbered_rules_are_flagged_with_file_and_line(tmp_path) -> None:
    write_corpus(tmp_path)
    (tmp_path / "old.txt").write_text(OLD, encoding="utf-8")
    (tmp_path / "new.txt").write_text(NEW, encoding="utf-8")
    result, new_index = rulebook_diff("nodawn", tmp_path / "old.txt", tmp_path / "new.txt", tmp_path)
    review = {rid: [(c.scenario, c.where) for c in cs] for rid, cs in result.to_review.items()}
    where = str(tmp_path / "features" / "nodawn" / "lorem.feature")
    assert review == {"100.1a": [("lorem-opening", f"{where}:4")],
                      "100.1b": [("lorem-tallies", f"{where}:8")]}
    assert result.conflicts == {"lorem-dice": ["100.3"]}
    assert new_index.rulesets == ("2031-05-06",)
    text = render_text(result)
    assert "to review (2 citations):" in text and "lorem-tallies cites 100.1b" in text
    assert "lorem-dice: 100.3" in text and "new rulesets: 2031-05-06" in text
    assert json.loads(json.dumps(result.to_json()))["to_review"]["100.1a"][0]["scenario"] == "lorem-opening"


def test_a_rulebook_that_fails_to_parse_names_the_file_and_line(tmp_path) -> None:
    broken = OLD + "\n100.1a The opening, twice.\n"
    (tmp_path / "old.txt").write_text(OLD, encoding="utf-8")
    (tmp_path / "bad.txt").write_text(broken, encoding="utf-8")
    with pytest.raises(AdjudicatorError) as err:
        rulebook_diff("nodawn", tmp_path / "old.txt", tmp_path / "bad.txt", tmp_path)
    assert str(err.value).startswith(f"{tmp_path / 'bad.txt'}:") and "duplicate" in str(err.value)


def test_a_missing_rulebook_and_an_unknown_game_are_clear_errors(tmp_path) -> None:
    with pytest.raises(AdjudicatorError, match="rulebook not found"):
        rulebook_diff("nodawn", tmp_path / "nope.txt", tmp_path / "nope.txt", tmp_path)
    with pytest.raises(AdjudicatorError, match="no importer for game 'chess'"):
        rulebook_diff("chess", tmp_path / "a", tmp_path / "b", tmp_path)
