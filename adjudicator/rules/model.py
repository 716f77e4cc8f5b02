"""The rule-index data model: one citable ``Rule`` per rulebook id, plus the errors of this package.

The index cites rules, it never copies them: a ``Rule`` holds an id, a short title (a heading or
the rule's own lead-in label), status, amendment dates and a fingerprint of the rule's text.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from adjudicator.errors import AdjudicatorError, location

KINDS = ("section", "group", "rule")
STATUSES = ("ratified", "proposed", "deferred", "base")
ISO_DATE = re.compile(r"^\d{4}-\d{2}-\d{2}$")
FINGERPRINT = re.compile(r"^[0-9a-f]{16}$")


@dataclass(frozen=True)
class Rule:
    """One citable unit of a rulebook: a section, a rule group, or a rule/sub-rule/bullet/entry."""

    id: str
    kind: str
    title: str
    parent: str | None
    section: str
    status: str
    amended: tuple[str, ...]
    fingerprint: str
    line: int
    untestable: str = ""
    source: str = ""
    # The fingerprint of the text without its leading id: equal across a pure renumbering.
    # Known only for a freshly imported document (the index file does not store it).
    body: str = field(default="", compare=False)
    # The rule's own text, as read from the document. Known only for a freshly imported document
    # (``adjudicator docs --rulebook`` shows it); never written to the index or any cache.
    text: str = field(default="", compare=False, repr=False)


class RulesError(AdjudicatorError):
    """A problem with a rulebook or a rule index (the base of this package's errors)."""


class RuleIndexError(RulesError):
    """A rule-index TOML file that is missing, unreadable or malformed."""


class RulebookParseError(RulesError):
    """A rulebook document that does not have the structure its game's importer expects."""

    def __init__(self, message: str, line: int | None = None, document: str | None = None) -> None:
        self.line = line
        self.document = document
        where = location(document, line) if document else (f"line {line}" if line else None)
        super().__init__(message, where=where)

    def in_document(self, document: str) -> RulebookParseError:
        """The same error, located in ``document`` (``file:line: message``)."""
        return RulebookParseError(self.message, self.line, document)
