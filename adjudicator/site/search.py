"""The client-side search index: rule ids and titles, card names, scenario ids and titles.

Written as ``search-index.js`` assigning a global (not a .json fetched at run time), because a
page opened from the file system may not fetch files; ``static/site.js`` loads it on first use.
Each entry is ``[kind, game, id, title, site-relative url]``.
"""

from __future__ import annotations

import json

from adjudicator.site import paths
from adjudicator.site.model import GameData

GLOBAL = "ADJUDICATOR_SEARCH"


def entries(games: list[GameData]) -> list[list[str]]:
    out: list[list[str]] = []
    for g in games:
        for rule in g.index:
            out.append([rule.kind, g.slug, rule.id, rule.title, g.rule_href(rule.id) or ""])
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
