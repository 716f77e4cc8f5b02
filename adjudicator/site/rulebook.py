"""The reader's own rulebook (``adjudicator docs --rulebook GAME=PATH``): each rule's text, read at
build time with the game's importer (the same parser as ``adjudicator rules import``), matched to
the committed index by id and checked against the index's fingerprint.

The text goes into the pages being written and nowhere else: not into the repository, the
rule index or the compiled-corpus cache. A rule whose fingerprint differs from the index's was
changed since the corpus was reviewed (``adjudicator rules diff`` lists what to re-check).
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from pathlib import Path

from adjudicator.errors import AdjudicatorError
from adjudicator.rules import RuleIndex, import_rulebook
from adjudicator.rules.importers import read_rulebook as read_document
from adjudicator.rules.importers.common import without_id

#: Words too common to help a search (the search index keeps every other word of a rule's text).
_STOPWORDS = """
    a an and are as at be by for from has have if in into is it its of on or that the their them
    then there these this those to was were when which while who will with
"""
STOPWORDS = frozenset(_STOPWORDS.split())
_WORD = re.compile(r"[a-z0-9][a-z0-9'\u2019-]*")


@dataclass(frozen=True)
class RuleText:
    """One rule's own words from the reader's document, and whether they are the reviewed ones."""

    text: str  # without the rule's id in front (the page's heading shows it)
    line: int
    reviewed: bool  # its fingerprint equals the committed index's


@dataclass
class Rulebook:
    """A reader's rulebook document of one game, matched against that game's index."""

    game: str
    path: Path
    texts: dict[str, RuleText] = field(default_factory=dict)
    missing: list[str] = field(default_factory=list)  # in the index, not in the document
    extra: list[str] = field(default_factory=list)  # in the document, not in the index

    @property
    def changed(self) -> list[str]:
        return [rid for rid, t in self.texts.items() if not t.reviewed]


def parse_option(value: str) -> tuple[str, Path]:
    """``GAME=PATH`` -> (game, path); a clear error for anything else."""
    game, sep, path = value.partition("=")
    if not sep or not game or not path:
        raise AdjudicatorError(f"--rulebook {value!r}: expected GAME=PATH, e.g. "
                               "nodawn=rulebooks/nodawn-comprehensive-rules.txt")
    return game.strip(), Path(path)


def read_rulebook(game: str, path: Path, index: RuleIndex) -> Rulebook:
    """Import ``path`` with ``game``'s importer and match its rules to ``index`` by id.

    Hand-kept entries that are not in any document (status ``base``, line 0) get no text."""
    fresh = import_rulebook(game, read_document(game, path), str(path))
    book = Rulebook(game, path)
    for rule in index:
        if rule.line == 0:
            continue
        found = fresh.get(rule.id)
        if found is None or found.line == 0:
            book.missing.append(rule.id)
            continue
        book.texts[rule.id] = RuleText(without_id(rule.id, found.text), found.line,
                                       found.fingerprint == rule.fingerprint)
    book.extra = [r.id for r in fresh if r.id not in index and r.line]
    return book


def words(text: str) -> str:
    """The distinct words of ``text`` worth searching for, lower case, in first-seen order."""
    found = dict.fromkeys(w.strip("'\u2019-") for w in _WORD.findall(text.lower()))
    return " ".join(w for w in found if len(w) > 1 and w not in STOPWORDS)
