"""Machine-readable rule indexes: citable ids, titles, status and fingerprints per game's rulebook.

The index cites a rulebook and never copies it. See ``docs/rule-index.md``.
"""

from __future__ import annotations

from typing import Any

from .index import RuleIndex, rule_matches, write_index
from .model import Rule, RulebookParseError, RuleIndexError, RulesError

#: Names the rulebook importers provide, imported when first asked for: reading an index (what
#: a run does) never needs the importers' parsers.
_FROM_IMPORTERS = ("IMPORTERS", "cli_import", "import_rulebook")


def __getattr__(name: str) -> Any:
    if name in _FROM_IMPORTERS:
        from . import importers

        return getattr(importers, name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")

__all__ = [
    "IMPORTERS",
    "Rule",
    "RuleIndex",
    "RuleIndexError",
    "RulebookParseError",
    "RulesError",
    "cli_import",
    "import_rulebook",
    "rule_matches",
    "write_index",
]
