"""Importer for the Dominion: Nocturne rules page (``nocturne-rules.txt``).

Structure: a title line, an introduction, then headed sections. Some sections list entries: card
headings (Kingdom Card Clarifications) or ``Name: text`` lines (Heirlooms, special cards, Boons,
Hexes). Ids: ``night-phase`` (a section), ``night-phase.1`` (its first paragraph),
``card:vampire`` (a card heading) and ``card:vampire.1``, ``heirloom:cursed-gold``,
``special:bat``, ``boon:the-earths-gift``, ``hex:locusts``. Hand-kept entries for rules outside the
page (``base:*`` Dominion base rules, ``state:*`` State cards) come from ``nocturne_base.toml``.
"""

from __future__ import annotations

import re
import tomllib
from pathlib import Path

from ..model import Rule, RulebookParseError
from .common import Draft, Drafts, is_heading, slugify

BASE_FILE = Path(__file__).with_name("nocturne_base.toml")
# section slug -> (id prefix of its entries, how entries are written)
ENTRY_SECTIONS = {
    "kingdom-card-clarifications": ("card", "heading"),
    "heirloom-clarifications": ("heirloom", "colon"),
    "spirit-and-other-special-cards": ("special", "colon"),
    "boons": ("boon", "colon"),
    "hexes": ("hex", "colon"),
}
COLON_ENTRY = re.compile(r"^([A-Z][^:.]{0,40}?): \S")


def parse(text: str) -> list[Rule]:
    """Every section, paragraph and entry of the Nocturne page, plus the hand-kept base entries."""
    lines = text.splitlines()
    paragraphs = [(n, line.strip()) for n, line in enumerate(lines, 1) if line.strip()]
    if not paragraphs:
        raise RulebookParseError("empty document: not a Nocturne rules page", 1)
    drafts = Drafts()
    title_line, title = paragraphs[0]
    section = drafts.add(Draft("intro", "section", title, None, "intro", title_line, [title]))
    entry: Draft | None = None  # the current card heading, in a heading-entry section
    for i, (n, line) in enumerate(paragraphs[1:], 1):
        following = paragraphs[i + 1][1] if i + 1 < len(paragraphs) else ""
        prefix, style = ENTRY_SECTIONS.get(section.id, ("", ""))
        if is_heading(line) and not _is_card(line, style, following):
            section, entry = drafts.add(Draft(slugify(line), "section", line, None,
                                              slugify(line), n, [line])), None
        elif is_heading(line):
            entry = drafts.add(Draft(f"{prefix}:{slugify(line)}", "group", line, section.id,
                                     section.id, n, [line]))
        elif style == "colon" and (colon := COLON_ENTRY.match(line)):
            name = colon.group(1)
            drafts.add(Draft(f"{prefix}:{slugify(name)}", "rule", name, section.id, section.id, n,
                             [line]))
        else:
            parent = entry or section
            count = sum(1 for d in drafts.items.values() if d.parent == parent.id)
            drafts.add(Draft(f"{parent.id}.{count + 1}", "rule", "", parent.id, section.id, n,
                             [line]))
    if not any(d.id in ENTRY_SECTIONS for d in drafts.items.values()):
        raise RulebookParseError(
            "no card clarification sections found: not a Nocturne rules page", 1)
    for draft in base_drafts():
        drafts.add(draft)
    return drafts.finalize()


def _is_card(line: str, style: str, following: str) -> bool:
    """In a card-heading section, a heading is a card unless it opens the next known section."""
    if style != "heading" or slugify(line) in ENTRY_SECTIONS:
        return False
    return not COLON_ENTRY.match(following)


def base_drafts(path: Path = BASE_FILE) -> list[Draft]:
    """The hand-kept entries (status ``base``) for rules the page stands on but does not state."""
    try:
        data = tomllib.loads(path.read_text(encoding="utf-8"))
    except (OSError, tomllib.TOMLDecodeError) as exc:
        raise RulebookParseError(f"cannot read {path.name}: {exc}") from None
    drafts = []
    for rid, entry in data.get("rules", {}).items():
        section = entry.get("section", rid)
        parent = entry.get("parent", None if section == rid else section)
        kind = entry.get("kind", "section" if section == rid else "rule")
        title, source = entry.get("title", ""), entry.get("source", "")
        draft = Draft(rid, kind, title, parent, section, 0, status="base", source=source)
        draft.lines = [f"{rid} {title} {source}"]  # fingerprinted: changes when the entry does
        drafts.append(draft)
    return drafts
