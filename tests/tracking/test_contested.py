"""The contradictions register: loading, errors, and lint against tags and the rule index."""

from __future__ import annotations

from pathlib import Path

import pytest

from adjudicator.corpus.lint import lint
from adjudicator.errors import AdjudicatorError
from adjudicator.rules.contested import load_register, render_markdown

ENTRY = """format = 1

[conflicts.lorem-vitae]
summary = "Two rules disagree on the opening Vitae."
principle = "later-amendment"
adopted = "20 Vitae."
why = "The amendment is later."
scenarios = [{scenarios}]

[[conflicts.lorem-vitae.sides]]
rules = ["{rule}"]
says = "20"

[[conflicts.lorem-vitae.sides]]
rules = ["119.1"]
says = "25"
"""
FEATURE = """Feature: F
  Background:
    Given a No Dawn duel between Alice and Bob

  @id:lorem-a {tags} @rule:119.1
  Scenario: A
    Then Alice has 20 Vitae
"""


def make(tmp_path: Path, register: str | None, tags: str = "@contested") -> Path:
    (tmp_path / "features" / "nodawn").mkdir(parents=True)
    (tmp_path / "features" / "nodawn" / "a.feature").write_text(FEATURE.format(tags=tags))
    if register is not None:
        (tmp_path / "fixtures" / "nodawn").mkdir(parents=True)
        (tmp_path / "fixtures" / "nodawn" / "contested.toml").write_text(register)
    return tmp_path


def problems(root: Path) -> list[str]:
    return lint(root, ["nodawn"])[1]


def test_a_consistent_register_lints_clean(tmp_path) -> None:
    assert problems(make(tmp_path, ENTRY.format(scenarios='"lorem-a"', rule="104.2c"))) == []
    (conflict,) = load_register("nodawn", tmp_path)
    assert conflict.rules == ["104.2c", "119.1"] and conflict.where.endswith("contested.toml:3")


def test_a_contested_scenario_no_entry_lists_is_a_problem(tmp_path) -> None:
    (found,) = problems(make(tmp_path, None))
    assert found.startswith("features/nodawn/a.feature:6:") or ":6: @contested scenario lorem-a" in found
    assert "is not listed by any conflict" in found


def test_an_entry_citing_an_unknown_rule_or_scenario_is_a_problem(tmp_path) -> None:
    found = problems(make(tmp_path, ENTRY.format(scenarios='"lorem-a", "lorem-zz"', rule="999.9z")))
    assert any("cites rule 999.9z, which is not in the nodawn rule index" in p for p in found)
    assert any("lists scenario lorem-zz, which does not exist" in p for p in found)
    assert all("contested.toml:3:" in p for p in found)


def test_a_listed_scenario_without_the_tag_is_a_problem(tmp_path) -> None:
    (found,) = problems(make(tmp_path, ENTRY.format(scenarios='"lorem-a"', rule="104.2c"), tags=""))
    assert "lacks the @contested tag" in found and "a.feature:6" in found


@pytest.mark.parametrize("mutate, message", [
    (lambda t: t.replace('principle = "later-amendment"', 'principle = "vibes"'), "principle 'vibes'"),
    (lambda t: t.replace('adopted = "20 Vitae."\n', ""), "missing key 'adopted'"),
    (lambda t: t.replace('why = ', 'wy = "x"\nwhy = '), "unknown key(s) wy"),
    (lambda t: t.replace('rules = ["119.1"]', "rules = []"), "side 2: rules must be a non-empty list"),
    (lambda t: t.replace("[[conflicts", "[[[conflicts", 1), "malformed TOML"),
    (lambda t: t.replace("format = 1", "format = 2"), "format must be 1"),
])
def test_malformed_registers_are_clear_errors(tmp_path, mutate, message) -> None:
    make(tmp_path, mutate(ENTRY.format(scenarios='"lorem-a"', rule="104.2c")))
    with pytest.raises(AdjudicatorError) as err:
        load_register("nodawn", tmp_path)
    assert message in str(err.value) and "contested.toml" in str(err.value)
    assert any(message in p for p in problems(tmp_path))


def test_the_committed_registers_lint_and_render(tmp_path) -> None:
    nodawn, nocturne = load_register("nodawn"), load_register("nocturne")
    assert nodawn and nocturne
    text = render_markdown({"nodawn": nodawn, "nocturne": nocturne}, {})
    assert all(f"### {c.id}" in text for c in nodawn + nocturne)


def test_docs_contested_is_rendered_from_the_registers() -> None:
    from adjudicator.games import GAME_NAMES, GAME_SLUGS, ROOT

    expected = render_markdown({g: load_register(g) for g in GAME_SLUGS}, GAME_NAMES)
    assert (ROOT / "docs" / "contested.md").read_text(encoding="utf-8") == expected, (
        "docs/contested.md is stale: run `adjudicator contested --write`")
