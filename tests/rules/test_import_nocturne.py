"""The Nocturne importer, on invented fragments written in the rules page's format."""

from __future__ import annotations

from pathlib import Path

import pytest

from adjudicator.rules import RulebookParseError, import_rulebook, write_index
from adjudicator.rules.importers import nocturne
from adjudicator.rules.index import RuleIndex

DOC = """\
Lorem: Dusk Rules

A short invented introduction to the dusk expansion.

Dusk Phase

Dusk follows the day. Dusk cards are played then.

Kingdom Card Clarifications

Lamp Lighter

Draw a card. The lamp stays lit.

Owl's Watch

Look at the top card.

It may be discarded.

Heirloom Clarifications

Old Key: A Treasure that opens one door.

Boons

The Dew's Gift: Draw a card.

Hexes

Fog: Discard a card.

Source

Written for these tests only.
"""


@pytest.fixture(scope="module")
def rules():
    return {r.id: r for r in nocturne.parse(DOC)}


def test_sections_and_paragraphs(rules) -> None:
    assert (rules["intro"].kind, rules["intro"].title) == ("section", "Lorem: Dusk Rules")
    assert rules["intro.1"].parent == "intro"
    assert (rules["dusk-phase"].kind, rules["dusk-phase"].title) == ("section", "Dusk Phase")
    assert (rules["dusk-phase.1"].parent, rules["dusk-phase.1"].line) == ("dusk-phase", 7)
    assert rules["source.1"].section == "source"


def test_entries(rules) -> None:
    card = rules["card:owls-watch"]
    assert (card.kind, card.title, card.parent) == ("group", "Owl's Watch",
                                                    "kingdom-card-clarifications")
    assert [r for r in rules if r.startswith("card:owls-watch.")] == ["card:owls-watch.1",
                                                                        "card:owls-watch.2"]
    assert rules["card:owls-watch.2"].section == "kingdom-card-clarifications"
    assert rules["card:lamp-lighter.1"].parent == "card:lamp-lighter"
    # "Heirloom Clarifications" ends the card list: it is a section, not a card
    assert rules["heirloom-clarifications"].kind == "section"
    key = rules["heirloom:old-key"]
    assert (key.kind, key.title, key.parent) == ("rule", "Old Key", "heirloom-clarifications")
    assert rules["boon:the-dews-gift"].title == "The Dew's Gift"
    assert rules["hex:fog"].section == "hexes"


def test_base_entries_are_merged(rules) -> None:
    setup = rules["base:setup"]
    assert (setup.status, setup.parent, setup.section, setup.line) == ("base", "base", "base", 0)
    assert setup.source == "Dominion base rules" and setup.title == "Setup"
    assert rules["base"].kind == "section"
    assert rules["state:deluded"].section == "states"
    document = [r for r in rules.values() if r.status != "base"]
    assert {r.status for r in document} == {"ratified"}


def test_base_entries_survive_reimport(tmp_path: Path) -> None:
    path = tmp_path / "rules.toml"
    write_index(import_rulebook("nocturne", DOC, "dusk.txt"), path)
    write_index(import_rulebook("nocturne", DOC + "\nExtra\n\nMore.\n", "dusk.txt"), path)
    index = RuleIndex.from_file(path)
    assert "base:game-end" in index and "extra.1" in index
    assert index.rulesets == ("current",)


def test_base_file_is_well_formed() -> None:
    drafts = nocturne.base_drafts()
    ids = [d.id for d in drafts]
    assert len(ids) == len(set(ids)) >= 15
    assert all(d.source and d.title and d.status == "base" for d in drafts)
    assert all(d.parent in ids for d in drafts if d.parent is not None)


@pytest.mark.parametrize(("doc", "message"), [
    ("", "empty document"),
    ("Only a title\n", "no card clarification sections"),
    ("Title\n\nRules\n\nSome rules.\n", "no card clarification sections"),
    ("Title\n\nLamp\n\nIt glows.\n\nLamp\n\nAgain.\n", "duplicate rule id lamp"),
])
def test_malformed_documents(doc: str, message: str) -> None:
    with pytest.raises(RulebookParseError, match=message):
        nocturne.parse(doc)
