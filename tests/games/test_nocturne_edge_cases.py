"""docs/games/nocturne-edge-cases.md stays true to the corpus: every scenario id it names is a
Nocturne scenario, and every card, Boon, Hex, State and Heirloom of the game (the base cards
and the test kit aside) has an entry of its own."""

from __future__ import annotations

import re
import tomllib

from adjudicator.corpus.load import load_corpus
from adjudicator.games import PACKAGE_ROOT, game
from adjudicator.schema import load_schema

DOC = PACKAGE_ROOT / "docs" / "games" / "nocturne-edge-cases.md"
TEXT = DOC.read_text(encoding="utf-8")


def corpus_ids() -> set[str]:
    return {case["id"] for case in load_corpus(games=["nocturne"]).cases}


def other_terms() -> set[str]:
    """Backquoted words that are not scenario ids: rule ids, and the kit's events and steps."""
    rules = tomllib.loads((PACKAGE_ROOT / "fixtures" / "nocturne" / "rules.toml").read_text())
    kit = load_schema("nocturne-card.schema.json")["$defs"]
    return (set(rules["rules"]) | set(kit["ability"]["properties"]["when"]["enum"])
            | set(kit["step"]["properties"]["do"]["enum"])
            | set(kit["step"]["properties"]["who"]["enum"]))


def named_ids() -> set[str]:
    """Every backquoted scenario id of the document, with the prefix it leaves out."""
    words = set(re.findall(r"`([a-z0-9]+(?:-[a-z0-9]+)+)`", TEXT)) - other_terms()
    return {f"nocturne-{w}" for w in words}


def test_every_id_named_is_a_scenario():
    missing = sorted(named_ids() - corpus_ids())
    assert not missing


def test_the_document_names_many_scenarios():
    assert len(named_ids()) > 300


def test_every_card_boon_hex_state_and_heirloom_has_an_entry():
    headings = set(re.findall(r"^### (.+?)(?: \(c\))?$", TEXT, flags=re.MULTILINE))
    cards = game("nocturne").catalogue().cards
    wanted = {name for name, d in cards.items()
              if not d.get("test") and d.get("pile") != "base"}
    assert not sorted(wanted - headings)
