"""Permalinks of the site: every address is derived from a stable id, never from a title or a file.

* a rule: ``<game>/<page>.html#<rule-id>``, where ``<page>`` is the rule's group (No Dawn,
  ``nodawn/704.html#704.5e``) or its section (the other games: ``reign/6.html#6.2``,
  ``rites/guard.html#guard.3``, ``nocturne/hexes.html#hex:locusts``);
* a scenario: ``<game>/scenarios/<scenario-id>.html``;
* a card: ``<game>/cards/<slug of the card's name>.html`` (the name is the card's identity);
* an engine of the dashboard: ``engines/<slug of the engine's name>.html``.

File names cannot hold every character of an id (``card:vampire.html`` would read as a URL
scheme), so ``:`` is written ``~``, a character no id uses. The game's home page is
``<game>/index.html``; a rule whose id is ``index`` gets the page ``index~.html``.
"""

from __future__ import annotations

import hashlib
import re
import unicodedata

from adjudicator.errors import AdjudicatorError

#: Games whose pages are rule groups (No Dawn's sections are chapters of hundreds of rules, and its
#: three-digit groups such as 704 are what players cite); every other game has a page per section.
GROUP_PAGES = frozenset({"nodawn"})

_SAFE = re.compile(r"[A-Za-z0-9._-]")
RESERVED = frozenset({"index", "rulebook"})  # a game's home, its rulebook page


def file_stem(stable_id: str) -> str:
    """The file-name form of a rule or scenario id: ``card:vampire`` -> ``card~vampire``."""
    if "~" in stable_id or not stable_id:
        raise AdjudicatorError(f"id {stable_id!r} cannot be turned into a page name")
    stem = "".join(c if _SAFE.match(c) else "~" if c == ":" else f"~{ord(c):x}~" for c in stable_id)
    return f"{stem}~" if stem in RESERVED else stem


def slug(name: str) -> str:
    """Lower-case ASCII words joined by '-': ``Devil's Workshop`` -> ``devils-workshop``."""
    ascii_name = unicodedata.normalize("NFKD", name).encode("ascii", "ignore").decode()
    words = re.findall(r"[a-z0-9]+", ascii_name.replace("'", "").lower())
    return "-".join(words)


def unique_slugs(names: list[str]) -> dict[str, str]:
    """A slug per name; names whose slugs collide (or are empty) get a short hash of the name too,
    so a slug depends only on its own name and the other names that share it."""
    by_slug: dict[str, list[str]] = {}
    for name in names:
        by_slug.setdefault(slug(name), []).append(name)
    out = {}
    for s, group in by_slug.items():
        for name in group:
            if len(group) == 1 and s and s not in RESERVED:
                out[name] = s
            else:
                digest = hashlib.sha256(name.encode()).hexdigest()[:6]
                out[name] = f"{s}-{digest}" if s else digest
    return out


def rule_page(game: str, unit: str) -> str:
    """Site-relative path of the page of a rule group or section."""
    return f"{game}/{file_stem(unit)}.html"


def rule_href(game: str, unit: str, rule_id: str) -> str:
    """Site-relative permalink of a rule: its page and its anchor."""
    return f"{rule_page(game, unit)}#{rule_id}"


def scenario_page(game: str, scenario_id: str) -> str:
    return f"{game}/scenarios/{file_stem(scenario_id)}.html"


def card_page(game: str, card_slug: str) -> str:
    return f"{game}/cards/{card_slug}.html"


def game_home(game: str) -> str:
    return f"{game}/index.html"


def rulebook_page(game: str) -> str:
    """The page about the rulebook behind a game's pages (and ``--rulebook``)."""
    return f"{game}/rulebook.html"


def engine_page(engine_slug: str) -> str:
    return f"engines/{engine_slug}.html"


def badge_file(engine_slug: str, game: str) -> str:
    return f"badges/{engine_slug}-{game}.svg"
