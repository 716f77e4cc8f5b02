"""The Rites keyword-reference importer, on invented entries written in its format."""

from __future__ import annotations

import pytest

from adjudicator.rules import RulebookParseError, import_rulebook
from adjudicator.rules.importers import rites

DOC = """\
Reference

Shimmer X

While this unit stands, each Bolt aimed at you shrinks by X.

• Shimmer is passive.
• Return: shrinking happens before anything else.
• Two Shimmers never add up.

Bolt (icon)

Deal X damage to the rival.

• Only the rival is hit.

Glass Lantern

Blue spell. Bolt 2, then exile it.

• "When" trap: not really, this is a spell.
• It is exiled afterwards.
"""


@pytest.fixture(scope="module")
def rules():
    return {r.id: r for r in rites.parse(DOC)}


def test_entries_and_bullets(rules) -> None:
    assert list(rules) == ["shimmer", "shimmer.1", "shimmer.2", "shimmer.3", "bolt", "bolt.1",
                           "card:glass-lantern", "card:glass-lantern.1", "card:glass-lantern.2"]
    assert (rules["shimmer"].kind, rules["shimmer"].title) == ("section", "Shimmer X")
    assert (rules["shimmer.3"].kind, rules["shimmer.3"].parent) == ("rule", "shimmer")
    assert rules["shimmer.3"].section == "shimmer" and rules["shimmer.3"].line == 9
    assert rules["bolt"].title == "Bolt (icon)"
    assert rules["card:glass-lantern"].title == "Glass Lantern"
    assert rules["card:glass-lantern.1"].section == "card:glass-lantern"


def test_labels_and_status(rules) -> None:
    assert rules["shimmer.2"].title == "Return"
    assert rules["card:glass-lantern.1"].title == '"When" trap'
    assert rules["shimmer.1"].title == ""  # a sentence is not a label
    assert {r.status for r in rules.values()} == {"ratified"}
    assert import_rulebook("rites", DOC, "lorem.txt").rulesets == ("current",)


def test_fingerprints() -> None:
    base = {r.id: r.fingerprint for r in rites.parse(DOC)}
    spaced = {r.id: r.fingerprint for r in rites.parse(DOC.replace("• Only the", "•   Only  the"))}
    assert spaced == base
    edited = {r.id: r.fingerprint for r in rites.parse(DOC.replace("rival is hit", "rival hurts"))}
    assert {k for k in base if base[k] != edited[k]} == {"bolt.1"}


@pytest.mark.parametrize(("doc", "message", "line"), [
    ("", "no entries", 1),
    ("Reference\n\nGlow\n\nIt glows.\n", "no entries with bullets", 1),
    ("Reference\n\n• A stray bullet.\n", "bullet outside an entry", 3),
    ("Reference\n\nGlow\n\nIt glows.\n\nGlow\n\nIt glows again.\n", "duplicate rule id glow", 7),
    ("Reference\n\nGlow\n\nDim\n\nIt dims.\n", "entry 'Glow' has no summary", 3),
])
def test_malformed_documents(doc: str, message: str, line: int) -> None:
    with pytest.raises(RulebookParseError, match=message) as err:
        rites.parse(doc)
    assert err.value.line == line
