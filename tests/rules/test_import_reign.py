"""The A Reign of Kings importer, on invented fragments written in the rulebook's format."""

from __future__ import annotations

import pytest

from adjudicator.rules import RulebookParseError, import_rulebook
from adjudicator.rules.importers import reign

DOC = """\
Lorem — Rulebook

Every invented rule, in play order.

Cards beat rules, always.

1. Basics

A lorem game is played by two people (a group variant is in preview, §3).

1.1 Aim. Hold five tokens to win.

1.2 Each player brings a deck of forty cards.

1.3 Turn order (charted in §2):

(S.1–S.2) Begin. Both players shuffle.
(S.3) Draw a card; action window (S.4.)
(S.5) Score. Count the tokens.

1.4 Lorem step

Ready every card.
(Action window.)

1. Ready → 2. Steady → 3. Go

2. Ending

A game ends when someone wins (clarified 2031-02-03).

3. Group Play (Preview)

A variant for three players is being drafted.

Appendix A — Timing

Turn chart

1 — READY     start · ready all → end
                  (then the next turn)
2 — DRAW      start · draw one · end

Appendix B — Old Words

Older words you may meet:

If it says…\tRead it as…
Coin\tToken
Hero\tUnit

The "Token" trap. A token is not a coin.

Quick Reference

Win: five tokens.

Index

Aim → §1.1 · Tokens → §1.1
"""


@pytest.fixture(scope="module")
def rules():
    return {r.id: r for r in reign.parse(DOC)}


def test_preamble_sections_and_rules(rules) -> None:
    assert rules["preamble"].title == "Lorem — Rulebook"
    assert [r for r in rules if r.startswith("preamble.")] == ["preamble.1", "preamble.2"]
    assert (rules["1"].kind, rules["1"].title, rules["1"].section) == ("section", "Basics", "1")
    assert (rules["1.1"].kind, rules["1.1"].parent, rules["1.1"].section) == ("rule", "1", "1")
    assert rules["1.1"].title == "Aim"
    assert rules["1.2"].title == ""
    assert rules["1.3"].title == "Turn order"  # a list heading; cross-reference dropped
    assert rules["1.4"].title == "Lorem step"
    assert "2.1" not in rules and rules["2"].title == "Ending"  # "1. Ready → ..." is no section


def test_struggle_steps(rules) -> None:
    steps = [r for r in rules if r.startswith("S.")]
    assert steps == ["S.1", "S.2", "S.3", "S.4", "S.5"]
    assert all(rules[s].parent == "1.3" and rules[s].section == "1" for s in steps)
    assert rules["S.1"].title == rules["S.2"].title == "Begin"
    assert rules["S.1"].line == rules["S.2"].line
    assert rules["S.4"].line == rules["S.3"].line  # named only inside the step before it
    assert rules["S.5"].title == "Score"


def test_status_and_dates(rules) -> None:
    assert rules["3"].status == "proposed" and rules["3"].title == "Group Play (Preview)"
    assert rules["1"].status == "ratified"  # a mention of the preview is not a tag
    assert rules["2"].amended == ("2031-02-03",)
    assert import_rulebook("reign", DOC, "lorem.txt").rulesets == ("2031-02-03",)
    undated = DOC.replace(" (clarified 2031-02-03)", "")
    assert import_rulebook("reign", undated, "lorem.txt").rulesets == ("r1",)


def test_appendices_and_back_matter(rules) -> None:
    assert (rules["A"].kind, rules["A"].title) == ("section", "Timing")
    assert (rules["A.1"].kind, rules["A.1"].title) == ("group", "Turn chart")
    assert (rules["A.1.1"].title, rules["A.1.1"].parent) == ("READY", "A.1")
    assert rules["A.1.2"].title == "DRAW"
    assert [rules[f"B.{n}"].title for n in (1, 2, 3)] == ["Coin", "Hero", 'The "Token" trap']
    assert "B.4" not in rules  # the table's introduction and header are the section's own text
    assert rules["quick-reference.1"].title == "Win"
    assert [r for r in rules if r.startswith("index")] == ["index"]


def test_wrapped_row_is_part_of_its_row() -> None:
    base = {r.id: r.fingerprint for r in reign.parse(DOC)}
    other = {r.id: r.fingerprint
             for r in reign.parse(DOC.replace("(then the next turn)", "(then stop)"))}
    assert {k for k in base if base[k] != other[k]} == {"A.1.1"}


@pytest.mark.parametrize(("doc", "message", "line"), [
    ("", "no numbered sections", 1),
    ("1. Only a section\n\nSome text.\n", "no numbered sections and rules", 1),
    ("1. Lorem\n\n1.2 Two.\n\n1.1 One.\n", "1.1 out of order", 5),
    ("1. Lorem\n\n1.1 One.\n\n1.1 Again.\n", "1.1 out of order", 5),
    ("1. Lorem\n\n2.1 Stray.\n", "outside section 1", 3),
    ("1. Lorem\n\n1.1 Steps:\n\n(S.2) Late.\n", "S.1 is missing", 5),
    ("1. Lorem\n\n1.1 Steps:\n\n(S.1) One.\n(S.1) Again.\n", "S.1 out of order", 6),
])
def test_malformed_documents(doc: str, message: str, line: int) -> None:
    with pytest.raises(RulebookParseError, match=message) as err:
        reign.parse(doc)
    assert err.value.line == line
