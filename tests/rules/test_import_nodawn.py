"""The No Dawn importer, on invented fragments written in the comprehensive rules' format."""

from __future__ import annotations

import pytest

from adjudicator.rules import RulebookParseError, import_rulebook
from adjudicator.rules.importers import nodawn

DOC = """\
The lorem rules.

Introduction

These invented rules exist only to exercise the importer.

How to read these rules

• Status tags. A rule tagged (※ proposed) is an idea; one tagged (deferred — content-gated) waits.
• Numbers are written like 100.1a.

Contents

• 1. Lorem Concepts — the basics.

1. Lorem Concepts

100. General

100.1. Lorem rules apply to every game of lorem.

100.1a The opening. A game opens when both players say so.

Example: Ann and Bo both say so; the game opens.

100.1b A closing needs a vote. (※ adopted 2031-05-06.)

100.2. Counters are tallied. (Amended 2031-04-01.) Tallies never go below zero.

101. Dice Ideas (※ proposed)

101.1. A die may be rolled.

101.2. A rolled die is read aloud. (※ adopted 2031-05-06; generalized 2031-06-07.)

101.3. Odd numbers repeat. (deferred — content-gated: no card rolls yet.)

Keen Features

101.4. Sparks

101.4a Sparks are a static ability.

102. Reserved

Reserved for future lorem rules.

2. Parts of a Card

200. General

200.1. A card has a name.

Glossary

An alphabetical list of the invented terms used above.

Active player The player whose turn it is. (See rule 100.)

Conclave Chair, the (deferred — content-gated) A seat that nobody holds yet. *(See rule

101.)*

Sparks A keyword ability that does little. (See rule 101.4.)

Appendix A. Proposed and Coined Terminology

Terms coined here for review; each home rule carries a (※ proposed) tag where it matters.

• tally — the count a counter shows.
• chair holder — who holds the Conclave Chair (deferred multiplayer designation).
"""


@pytest.fixture(scope="module")
def rules():
    return {r.id: r for r in nodawn.parse(DOC)}


def test_ids_kinds_parents_sections(rules) -> None:
    assert list(rules)[:4] == ["introduction", "introduction.1", "how-to-read-these-rules",
                               "how-to-read-these-rules.1"]
    assert (rules["1"].kind, rules["1"].parent, rules["1"].section) == ("section", None, "1")
    assert (rules["100"].kind, rules["100"].parent, rules["100"].section) == ("group", "1", "1")
    assert (rules["100.1"].kind, rules["100.1"].parent) == ("rule", "100")
    assert (rules["100.1a"].parent, rules["100.1a"].section) == ("100.1", "1")
    assert rules["200.1"].section == "2"
    assert rules["100.1a"].line == 22


def test_titles(rules) -> None:
    assert rules["1"].title == "Lorem Concepts"
    assert rules["101"].title == "Dice Ideas"  # the status tag is not part of the title
    assert rules["100.1a"].title == "The opening"
    assert rules["101.4"].title == "Sparks"  # a keyword heading rule
    assert rules["100.1"].title == ""  # a sentence, not a label
    assert rules["100.1b"].title == ""  # "A closing needs a vote." is a sentence
    assert rules["100.2"].title == ""
    assert rules["how-to-read-these-rules.1"].title == "Status tags"


def test_status(rules) -> None:
    assert rules["100.1"].status == "ratified"
    assert rules["100.1b"].status == "ratified"
    assert rules["101"].status == "proposed"
    assert rules["101.1"].status == "proposed"  # inherited from its group
    assert rules["101.4a"].status == "proposed"  # inherited through its rule
    assert rules["101.2"].status == "ratified"  # its own adoption note
    assert rules["101.3"].status == "deferred"
    # prose that merely mentions the tags does not change a status
    assert rules["how-to-read-these-rules.1"].status == "ratified"
    assert rules["glossary.appendix-a"].status == "proposed"


def test_amended_dates(rules) -> None:
    assert rules["100.1b"].amended == ("2031-05-06",)
    assert rules["100.2"].amended == ("2031-04-01",)
    assert rules["101.2"].amended == ("2031-05-06", "2031-06-07")
    assert rules["100.1"].amended == ()


def test_subheadings_and_reserved_groups(rules) -> None:
    assert "Keen Features" not in {r.title for r in rules.values()}
    assert rules["102"].title == "Reserved" and rules["102"].kind == "group"
    assert rules["102"].parent == "1"


def test_glossary(rules) -> None:
    assert rules["glossary"].kind == "section"
    entry = rules["glossary.active-player"]
    assert (entry.title, entry.parent, entry.section) == ("Active player", "glossary", "glossary")
    chair = rules["glossary.conclave-chair"]
    assert chair.title == "Conclave Chair, the" and chair.status == "deferred"
    assert rules["glossary.sparks"].title == "Sparks"  # the wrapped "101.)*" stayed in the chair
    coined = rules["glossary.appendix-a.tally"]
    assert (coined.title, coined.parent, coined.status) == ("tally", "glossary.appendix-a",
                                                            "proposed")
    assert rules["glossary.appendix-a.chair-holder"].status == "deferred"


def test_fingerprint_tracks_text_not_whitespace() -> None:
    base = {r.id: r.fingerprint for r in nodawn.parse(DOC)}
    spaced = DOC.replace("100.1. Lorem rules apply", "100.1.   Lorem   rules\tapply")
    assert {r.id: r.fingerprint for r in nodawn.parse(spaced)} == base
    changed = {r.id: r.fingerprint for r in nodawn.parse(DOC.replace("every game", "any game"))}
    assert changed["100.1"] != base["100.1"]
    assert {k for k in base if changed[k] != base[k]} == {"100.1"}
    example = {r.id: r.fingerprint for r in nodawn.parse(DOC.replace("game opens.", "it opens."))}
    assert example["100.1a"] != base["100.1a"]  # the example belongs to the rule before it


def test_import_rulebook_collects_rulesets() -> None:
    index = import_rulebook("nodawn", DOC, "lorem.txt")
    assert index.rulesets == ("2031-04-01", "2031-05-06", "2031-06-07")
    assert index.default_ruleset == "2031-06-07"
    assert index.document == "lorem.txt"


@pytest.mark.parametrize(("doc", "message", "line"), [
    ("", "no numbered sections", 1),
    ("Just a note.\n\nNothing numbered here.\n", "no numbered sections", 1),
    ("1. Only a section\n\n2. And another\n", "no numbered sections and rules", 1),
    ("1. Lorem\n\n100. General\n\n100.1. One.\n\n100.1. Again.\n", "duplicate rule id 100.1", 7),
    ("1. Lorem\n\n100. General\n\n100.2. Two.\n\n100.1. One.\n", "100.1 out of order", 7),
    ("1. Lorem\n\n100. General\n\n100.1. One.\n\n100.1b B.\n\n100.1a A.\n",
     "100.1a out of order", 9),
    ("1. Lorem\n\n100. General\n\n101.1. Stray.\n", "outside its group", 5),
    ("1. Lorem\n\n200. General\n", "outside section 1", 3),
    ("1. Lorem\n\n100. General\n\n100.1a Orphan.\n", "does not follow rule 100.1", 5),
])
def test_malformed_documents(doc: str, message: str, line: int) -> None:
    with pytest.raises(RulebookParseError, match=message) as err:
        nodawn.parse(doc)
    assert err.value.line == line
    assert str(err.value).startswith(f"line {line}: ")


def test_errors_through_import_name_the_document() -> None:
    doc = "1. Lorem\n\n100. General\n\n100.1. One.\n\n100.1. Again.\n"
    with pytest.raises(RulebookParseError) as err:
        import_rulebook("nodawn", doc, "lorem.txt")
    assert str(err.value) == "lorem.txt:7: duplicate rule id 100.1 (first at line 5)"
