"""Shared importer helpers and the import entry points (import_rulebook, cli_import)."""

from __future__ import annotations

from pathlib import Path

import pytest

from adjudicator.errors import AdjudicatorError
from adjudicator.rules import IMPORTERS, RulebookParseError, RuleIndex, cli_import, import_rulebook
from adjudicator.rules.importers.common import find_dates, fingerprint, lead_in, slugify

NODAWN_DOC = """\
1. Lorem Concepts

100. General

100.1. Lorem rules apply to every game. (※ adopted 2031-06-07.)

101. Ideas (※ proposed)

101.1. An idea may be tried. (deferred — content-gated)
"""


def test_fingerprint_collapses_whitespace_only() -> None:
    assert fingerprint("Lorem  ipsum\n dolor ") == fingerprint("Lorem ipsum dolor")
    assert fingerprint("Lorem ipsum dolor") != fingerprint("Lorem ipsum dolor.")
    assert len(fingerprint("x")) == 16 and int(fingerprint("x"), 16) >= 0


def test_find_dates() -> None:
    assert find_dates("(adopted 2031-05-06; raised 2030-01-02, again 2031-05-06)") == (
        "2030-01-02", "2031-05-06")
    assert find_dates("rule 2031.05 is no date; 12031-05-06 neither") == ()


@pytest.mark.parametrize(("name", "slug"), [
    ("The Dew's Gift", "the-dews-gift"),
    ("Will-o'-Wisp", "will-o-wisp"),
    ("Auto-da-fé", "auto-da-fe"),
    ("Doom Cards, Hexes, and States", "doom-cards-hexes-and-states"),
    ("Owl\u2019s Watch", "owls-watch"),
])
def test_slugify(name: str, slug: str) -> None:
    assert slugify(name) == slug


@pytest.mark.parametrize(("text", "title"), [
    ("The drop. Once a turn, something happens.", "The drop"),
    ("Ascension through the Gate. More text follows.", "Ascension through the Gate"),
    ("Owner vs. holder. The owner keeps it.", "Owner vs. holder"),
    ("The Watch (level 4 or more). It watches.", "The Watch (level 4 or more)"),
    ("A card is never lost. It stays.", ""),  # a sentence
    ("Second, the player draws. Then more.", ""),
    ("Each player brings a deck of forty cards to the table. More.", ""),  # too long
    ("Setup: shuffle. Then deal.", ""),
    ("The drop.", ""),  # the whole rule is not a label...
])
def test_lead_in(text: str, title: str) -> None:
    assert lead_in(text) == title


def test_lead_in_whole_rule_when_allowed() -> None:
    assert lead_in("Card Types.", whole_ok=True) == "Card Types"


def test_unknown_game_lists_the_known_ones() -> None:
    with pytest.raises(RulebookParseError) as err:
        import_rulebook("chess", "1. Pawns\n", "chess.txt")
    message = str(err.value)
    assert "chess" in message and all(game in message for game in IMPORTERS)


def test_cli_import_writes_and_summarises(tmp_path: Path) -> None:
    book = tmp_path / "lorem.txt"
    book.write_text(NODAWN_DOC, encoding="utf-8")
    out = tmp_path / "fixtures" / "nodawn" / "rules.toml"
    line = cli_import("nodawn", book, out)
    index = RuleIndex.load("nodawn", root=tmp_path)
    assert line.startswith(f"nodawn: {len(index)} rules (")
    assert "proposed" in line and "deferred" in line and "2031-06-07" in line
    assert "\n" not in line
    assert index.document == "lorem.txt"


def test_cli_import_missing_file_names_it(tmp_path: Path) -> None:
    missing = tmp_path / "nowhere.txt"
    with pytest.raises(AdjudicatorError) as err:
        cli_import("nodawn", missing, tmp_path / "rules.toml")
    assert str(missing) in str(err.value)
    assert not (tmp_path / "rules.toml").exists()


def test_cli_import_unreadable_file_names_it(tmp_path: Path) -> None:
    book = tmp_path / "binary.txt"
    book.write_bytes(b"\xff\xfe\x00not text")
    with pytest.raises(AdjudicatorError, match="cannot read rulebook") as err:
        cli_import("rites", book, tmp_path / "rules.toml")
    assert str(book) in str(err.value)


def test_cli_import_parse_error_names_document_and_line(tmp_path: Path) -> None:
    book = tmp_path / "wrong.txt"
    book.write_text("Reference\n\n• A stray bullet.\n", encoding="utf-8")
    with pytest.raises(RulebookParseError, match=r"^wrong\.txt:3: bullet outside an entry$"):
        cli_import("rites", book, tmp_path / "rules.toml")


def test_cli_import_unknown_game(tmp_path: Path) -> None:
    with pytest.raises(AdjudicatorError, match="known games"):
        cli_import("chess", tmp_path / "x.txt", None)
