"""Helpers shared by the rulebook importers: drafts, fingerprints, dates, slugs and titles."""

from __future__ import annotations

import hashlib
import re
import unicodedata
from collections.abc import Callable
from dataclasses import dataclass, field

from ..model import Rule, RulebookParseError

DATE = re.compile(r"(?<!\d)(20\d\d-\d\d-\d\d)(?!\d)")
TITLE_WORDS = 6
_ABBREVIATIONS = {"vs", "e.g", "i.e", "etc", "cf", "st", "no", "approx"}
# Words that make a lead-in a sentence rather than a label.
_VERB_LIST = """
    is are was were be been being has have had may might can can't cannot could must shall should
    will would does do don't doesn't isn't aren't won't uses use exist exists becomes become
    applies apply receives receive declares declare takes take gets get enter enters carry carries
    raise raises restricts leads runs happens follows attack block controls changes stays stand
    stands prints include includes drives acts lifts fail fails end ends keep keeps die never
    resolve resolves
"""
_VERBS = frozenset(_VERB_LIST.split())
_ORDINALS = {"first,", "second,", "third,", "fourth,", "fifth,", "finally,", "then,"}
_CROSS_REF = re.compile(r"\s*\([^()]*(?:§|\bsee\b|\brules? \d)[^()]*\)")
_PARENS = re.compile(r"\s*\([^()]*\)")


def fingerprint(text: str) -> str:
    """sha256 of ``text`` with whitespace runs collapsed to one space and the ends stripped."""
    normal = " ".join(text.split())
    return hashlib.sha256(normal.encode("utf-8")).hexdigest()[:16]


def without_id(rule_id: str, text: str) -> str:
    """``text`` without the rule's own id in front (``704.5e``, ``100.1.``, ``(S.8)``): an optional
    ``(``, the id, an optional ``)`` and ``.``, then a space or the end. (No regular expression:
    one per id would be compiled for every rule of a document.)"""
    text = text.strip()
    start = 1 if text.startswith("(") else 0
    if not text.startswith(rule_id, start):
        return text
    end = start + len(rule_id)
    end += text.startswith(")", end)
    end += text.startswith(".", end)
    if end < len(text) and not text[end].isspace():
        return text
    return text[end:].strip()


def body_fingerprint(rule_id: str, text: str) -> str:
    """The fingerprint of ``text`` without the rule's own id in front, so that a rule moved to a
    new number keeps it."""
    return fingerprint(without_id(rule_id, text))


def find_dates(text: str) -> tuple[str, ...]:
    """Every ISO date (YYYY-MM-DD) in ``text``, unique and ascending."""
    return tuple(sorted(set(DATE.findall(text))))


def slugify(name: str) -> str:
    """``The Earth's Gift`` -> ``the-earths-gift``; accents dropped, apostrophes removed."""
    text = unicodedata.normalize("NFKD", name)
    text = "".join(c for c in text if not unicodedata.combining(c)).lower()
    text = text.replace("'", "").replace("\u2019", "")
    return re.sub(r"[^a-z0-9]+", "-", text).strip("-")


def is_heading(line: str, max_words: int = 8) -> bool:
    """A short line with no sentence punctuation at its end: a heading, not prose."""
    text = line.strip()
    if not text or "\t" in text or not (text[0].isupper() or text[0].isdigit()):
        return False
    if text.endswith((".", "!", "?", ":", ";", ".)", ".\u201d", '."', ",")):
        return False
    return 0 < len(_PARENS.sub("", text).split()) <= max_words


def heading_title(text: str) -> str:
    """The title of a heading: cross-references dropped; long parenthetical asides dropped too."""
    title = _CROSS_REF.sub("", text).strip().rstrip(":").strip()
    if len(title.split()) > TITLE_WORDS:
        title = _PARENS.sub("", title).strip()
    return " ".join(title.split())


def first_sentence(text: str) -> tuple[str, str] | None:
    """Split ``text`` after its first full stop (skipping abbreviations and stops in brackets)."""
    for match in re.finditer(r"\.(?=\s|$)", text):
        head = text[: match.start()]
        word = head.rsplit(None, 1)[-1].lower() if head.split() else ""
        if word.lstrip("(") in _ABBREVIATIONS or head.count("(") != head.count(")"):
            continue
        return head, text[match.end():]
    return None


def lead_in(text: str, *, whole_ok: bool = False) -> str:
    """A rule's own short lead-in label (``The drop.`` -> ``The drop``), or ``""`` if it has none.

    A label is a capitalised phrase of at most six words, ending in a full stop, with no verb that
    would make it a sentence. A label that is the rule's whole text counts only if ``whole_ok``.
    """
    split = first_sentence(text.strip())
    if split is None:
        return ""
    label, rest = split
    label = " ".join(_CROSS_REF.sub("", label).split())
    words = label.split()
    if not words or not (label[0].isupper() or label[0] in "\"\u201c"):
        return ""
    if len(words) > TITLE_WORDS or any(c in label for c in ":;=\u2192"):
        return ""
    if words[0].lower() in _ORDINALS or any(w.lower().strip(",") in _VERBS for w in words[1:]):
        return ""
    if not rest.strip() and not whole_ok:
        return ""
    return label


@dataclass
class Draft:
    """A rule being parsed: its place in the document and the lines of its own text."""

    id: str
    kind: str
    title: str
    parent: str | None
    section: str
    line: int
    lines: list[str] = field(default_factory=list)
    status: str | None = None  # the rule's own status; None inherits its parent's
    untestable: str = ""
    source: str = ""

    @property
    def text(self) -> str:
        return "\n".join(self.lines)


class Drafts:
    """The drafts of one document, in order, with duplicate-id detection."""

    def __init__(self) -> None:
        self.items: dict[str, Draft] = {}

    def add(self, draft: Draft) -> Draft:
        first = self.items.get(draft.id)
        if first is not None:
            raise RulebookParseError(
                f"duplicate rule id {draft.id} (first at line {first.line})", draft.line)
        self.items[draft.id] = draft
        return draft

    def __contains__(self, rule_id: str) -> bool:
        return rule_id in self.items

    def __len__(self) -> int:
        return len(self.items)

    def finalize(self, own_status: Callable[[Draft], str | None] | None = None) -> list[Rule]:
        """Freeze the drafts into rules; a rule without its own status inherits its parent's."""
        statuses: dict[str, str] = {}
        rules: list[Rule] = []
        for d in self.items.values():
            own = d.status or (own_status(d) if own_status else None)
            status = own or (statuses.get(d.parent, "ratified") if d.parent else "ratified")
            statuses[d.id] = status
            text = d.text
            rules.append(Rule(id=d.id, kind=d.kind, title=d.title, parent=d.parent,
                              section=d.section, status=status, amended=find_dates(text),
                              fingerprint=fingerprint(text), line=d.line,
                              untestable=d.untestable, source=d.source,
                              body=body_fingerprint(d.id, text), text=text))
        return rules


def strip_leading_notes(text: str) -> str:
    """Drop parenthetical notes that open a rule (``(Amended 2031-01-01.) A lorem ...``)."""
    text = text.strip()
    while text.startswith("("):
        close = text.find(")")
        if close < 0:
            break
        text = text[close + 1:].strip()
    return text


def rule_title(first: str, rest: str = "", *, whole_ok: bool = False) -> str:
    """The title of a numbered rule from its first line (after the id) and the text after it.

    A heading line (``Celerity``, ``Quest phase``) is its own title; so is a short line that only
    introduces a list (``Procedure (steps ...):``); otherwise the rule's lead-in label, if any.
    """
    first = strip_leading_notes(first)
    if is_heading(first):
        return heading_title(first)
    if first.endswith(":") and first_sentence(first) is None:
        title = heading_title(first)
        words = title.split()
        if 0 < len(words) <= TITLE_WORDS and not any(w.lower() in _VERBS for w in words[1:]):
            return title
        return ""
    return lead_in(f"{first}\n{rest}", whole_ok=whole_ok)
