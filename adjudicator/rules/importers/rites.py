"""Importer for the Rites keyword reference (``rites-keyword-reference.txt``).

Structure: a title line, then entries: a heading (``Guard``, ``Aegis X``, ``Hypernova``), a summary
paragraph, and ``•`` bullets. An entry whose summary opens with a card type line (``Blue spell.``,
``Black trap.``, ``White Rite.``, ``Starter Soul.``) is a card. Ids: ``guard`` (the entry),
``guard.3`` (its third bullet), ``card:hypernova``, ``card:hypernova.2``.
"""

from __future__ import annotations

import re

from ..model import Rule, RulebookParseError
from .common import Draft, Drafts, is_heading, slugify

BULLET = "\u2022"
CARD_TYPE = re.compile(
    r"^(?:(?:white|black|blue|red|green|starter)\s+)?(?:trap|spell|creatures?|rite|soul)\.",
    re.IGNORECASE)
PARAMETER = re.compile(r"\s+(?:X|N|\([^()]*\))$")  # "Aegis X", "Soul (icon)"


def parse(text: str) -> list[Rule]:
    """Every entry and bullet of the Rites keyword reference."""
    lines = text.splitlines()
    drafts = Drafts()
    entry: Draft | None = None
    bullets = 0
    pending: tuple[str, int] | None = None  # a heading waiting for its summary to tell its kind
    title_seen = False
    for n, raw in enumerate(lines, 1):
        line = raw.strip()
        if not line:
            continue
        if pending is not None and not line.startswith(BULLET) and not is_heading(line):
            entry, bullets = drafts.add(_entry(*pending, line)), 0
            entry.lines.append(line)
            pending = None
        elif line.startswith(BULLET):
            if pending is not None or entry is None:
                raise RulebookParseError("bullet outside an entry", n)
            bullets += 1
            drafts.add(Draft(f"{entry.id}.{bullets}", "rule", _label(line), entry.id, entry.id, n,
                             [line]))
        elif is_heading(line):
            if not title_seen:
                title_seen = True  # the document's title ("Reference")
            elif pending is not None:
                raise RulebookParseError(f"entry {pending[0]!r} has no summary", pending[1])
            else:
                pending = (line, n)
        elif entry is not None:
            entry.lines.append(line)  # a second summary paragraph
        else:
            raise RulebookParseError("text before the first entry heading", n)
    if pending is not None:
        raise RulebookParseError(f"entry {pending[0]!r} has no summary", pending[1])
    if not any(d.kind == "rule" for d in drafts.items.values()):
        raise RulebookParseError("no entries with bullets found: not a Rites keyword reference", 1)
    return drafts.finalize()


def _entry(heading: str, line: int, summary: str) -> Draft:
    name = PARAMETER.sub("", heading)
    rid = ("card:" if CARD_TYPE.match(summary) else "") + slugify(name)
    return Draft(rid, "section", heading, None, rid, line, [heading])


def _label(bullet: str) -> str:
    """A bullet's own label: one or two words before a colon (``Return: ...`` -> ``Return``)."""
    head, colon, _ = bullet.lstrip(BULLET).strip().partition(":")
    if colon and 0 < len(head.split()) <= 2 and "." not in head:
        return head
    return ""
