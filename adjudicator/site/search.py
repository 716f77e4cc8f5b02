"""The client-side search index: rule ids and titles (and, with ``--rulebook``, the words of each
rule's text), card names, scenario ids and titles.

Written as ``search-index.js`` assigning a global (not a .json fetched at run time), because a
page opened from the file system may not fetch files; ``static/site.js`` loads it on first use.
Each entry is ``[kind, game, id, title, site-relative url]``, a rule's with its text's distinct
words as a sixth item when the build read the reader's rulebook.
"""

from __future__ import annotations

import json

from adjudicator.site import paths
from adjudicator.site.model import GameData
from adjudicator.site.rulebook import words

GLOBAL = "ADJUDICATOR_SEARCH"


def entries(games: list[GameData]) -> list[list[str]]:
    out: list[list[str]] = []
    for g in games:
        texts = g.book.texts if g.book else {}
        for rule in g.index:
            entry = [rule.kind, g.slug, rule.id, rule.title, g.rule_href(rule.id) or ""]
            if rule.id in texts:
                entry.append(words(texts[rule.id].text))
            out.append(entry)
        for name, card_slug in g.card_slugs.items():
            out.append(["card", g.slug, card_slug, name, paths.card_page(g.slug, card_slug)])
        for s in g.scenarios:
            out.append(["scenario", g.slug, s.id or "", s.title, paths.scenario_page(g.slug, s.id or "")])
    return out


def search_script(games: list[GameData]) -> str:
    data = json.dumps(entries(games), ensure_ascii=False, separators=(",", ":"))
    # "</" cannot end a script element early even if a title held it.
    safe = data.replace("</", "<\\/")
    return f"window.{GLOBAL} = {safe};\n"
