"""Rulebook importers: one ``parse(text) -> list[Rule]`` per game, and the import entry points."""

from __future__ import annotations

import os
from collections import Counter
from collections.abc import Callable
from pathlib import Path

from ..index import RuleIndex, index_path, write_index
from ..model import Rule, RulebookParseError, RulesError
from . import nocturne, nodawn, reign, rites
from .common import DATE

IMPORTERS: dict[str, Callable[[str], list[Rule]]] = {
    "nodawn": nodawn.parse,
    "reign": reign.parse,
    "rites": rites.parse,
    "nocturne": nocturne.parse,
}
# The ruleset name of a document that carries no dated amendment notes.
UNDATED_RULESETS: dict[str, tuple[str, ...]] = {"reign": ("r1",)}


def import_rulebook(game: str, text: str, document_name: str) -> RuleIndex:
    """Parse ``text``, the rulebook of ``game``, into a rule index (errors name the document)."""
    parse = IMPORTERS.get(game)
    if parse is None:
        known = ", ".join(sorted(IMPORTERS))
        raise RulebookParseError(f"no importer for game {game!r} (known games: {known})")
    try:
        rules = parse(text)
    except RulebookParseError as exc:
        raise exc.in_document(document_name) from None
    rulesets = tuple(sorted(set(DATE.findall(text)))) or UNDATED_RULESETS.get(game, ("current",))
    return RuleIndex(game, document_name, rulesets, {rule.id: rule for rule in rules})


def read_rulebook(game: str, path: Path) -> str:
    """The text of a rulebook document of ``game``; a clear error for an unknown game or a
    file that cannot be read."""
    if game not in IMPORTERS:
        known = ", ".join(sorted(IMPORTERS))
        raise RulesError(f"no importer for game {game!r} (known games: {known})")
    try:
        return path.read_text(encoding="utf-8")
    except FileNotFoundError:
        raise RulesError("rulebook not found", where=str(path)) from None
    except (OSError, UnicodeDecodeError) as exc:
        raise RulesError(f"cannot read rulebook: {exc}", where=str(path)) from None


def cli_import(game: str, rulebook: Path, out: Path | None = None) -> str:
    """``adjudicator rules import <game> <rulebook>``: import, write the index, return a summary.

    ``out`` defaults to ``fixtures/<game>/rules.toml`` in the repository. Hand-kept ``untestable``
    notes and ``base`` entries already in ``out`` survive the import.
    """
    index = import_rulebook(game, read_rulebook(game, rulebook), rulebook.name)
    target = out or index_path(game)
    write_index(index, target)
    return summary(RuleIndex.from_file(target), target)


def summary(index: RuleIndex, path: Path) -> str:
    """One line: counts by kind and status, where it was written, and the rulesets."""
    kinds = Counter(rule.kind for rule in index)
    statuses = Counter(rule.status for rule in index)
    shown = os.path.relpath(path) if not os.path.relpath(path).startswith("..") else str(path)
    counts = ", ".join(f"{statuses[s]:,} {s}" for s in ("proposed", "deferred", "base")
                       if statuses[s]) or "all ratified"
    return (f"{index.game}: {len(index):,} rules ({kinds['section']:,} sections, "
            f"{kinds['group']:,} groups) \u2192 {shown}; {counts}; "
            f"rulesets {', '.join(index.rulesets)}")
