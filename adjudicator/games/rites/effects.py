"""Keyword effects as data: a card's lines resolve one after the other, in order.

Each line names one keyword (wound, poison, heal, cure, destroy, discard, exile, research, rift,
allegiance, soul, draw, and the test kit's may, damage_each, lose_essence, ward); ``sacrifice``
lines are costs, paid before resolution (sacrifice.1); ``needs`` + ``then`` is a threshold line
such as "6 Blue: ..." (allegiance.4). Lines resolve one after the other ("then"); each Wound line
is its own effect (wound.2). Nothing more resolves once the game is over (wound.5).

Part of the core: it names no rule module. Each keyword's module files what its line does in
:data:`KEYWORDS` (through :func:`keyword` or :func:`counted`) as it is imported.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from adjudicator.engine import EngineFault
from adjudicator.games.rites.table import Source, Table

Line = dict[str, Any]
#: What a keyword line does: (table, the line's owner, the line, where it comes from).
KeywordEffect = Callable[[Table, str, Line, Source], None]
#: Every keyword a line may name, by keyword.
KEYWORDS: dict[str, KeywordEffect] = {}


def keyword(name: str) -> Callable[[KeywordEffect], KeywordEffect]:
    """Register what a line naming this keyword does."""

    def register(func: KeywordEffect) -> KeywordEffect:
        KEYWORDS[name] = func
        return func

    return register


def counted(name: str, func: Callable[[Table, str, int], Any]) -> None:
    """Register a keyword whose line is a number X: ``func(table, owner, X)``."""
    KEYWORDS[name] = lambda table, owner, line, source: func(table, owner, int(line[name]))


def resolve(table: Table, owner: str, lines: list[Line], source: Source) -> None:
    """Resolve these lines for their owner, in order."""
    for line in lines:
        if table.over:
            return
        resolve_line(table, owner, line, source)


def resolve_line(table: Table, owner: str, line: Line, source: Source) -> None:
    """One line: a threshold line's lines when its factions are high enough (allegiance.4), a
    cost already paid (sacrifice.1), or its keyword's effect."""
    if "needs" in line:
        levels = table.player(owner)["allegiance"]
        if all(levels[f] >= n for f, n in line["needs"].items()):
            resolve(table, owner, line.get("then", []), source)
        return
    key = keyword_of(line, source)
    if key == "sacrifice":
        return
    effect = KEYWORDS.get(key)
    if effect is None:
        raise EngineFault(f"{source.name}: unknown keyword {key!r}")
    effect(table, owner, line, source)


def keyword_of(line: Line, source: Source) -> str:
    """The one keyword a line names ("unblockable" only beside "wound"); bad card data, which
    the card schema refuses, is an EngineFault."""
    keys = set(line) - {"unblockable"}
    if len(keys) != 1 or ("unblockable" in line and "wound" not in line):
        raise EngineFault(f"{source.name}: a line names exactly one keyword, not {sorted(line)}")
    return keys.pop()


def may_line(table: Table, owner: str, line: Line, source: Source) -> None:
    """A test card's "you may" line (docs/games/rites.md#test-card-kit): its owner decides as it
    resolves ("may": yes / no) whether its lines resolve, in order."""
    if table.choose_one(owner, "may", ["yes", "no"], optional=False) == "yes":
        resolve(table, owner, line["may"], source)


counted("draw", lambda table, player, count: table.draw(player, count))
KEYWORDS["may"] = may_line
