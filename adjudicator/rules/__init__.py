"""Machine-readable rule indexes: citable ids, titles, status and fingerprints per game's rulebook.

The index cites a rulebook and never copies it. See ``docs/rule-index.md``.
"""

from __future__ import annotations

from .importers import IMPORTERS, cli_import, import_rulebook
from .index import RuleIndex, rule_matches, write_index
from .model import Rule, RulebookParseError, RuleIndexError, RulesError

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
