"""Keyword effects as data: a card's lines resolve one after the other, in order.

Each line names one keyword (wound, poison, heal, cure, destroy, discard, exile, research, rift,
allegiance, soul, draw); ``sacrifice`` lines are costs, paid before resolution (sacrifice.1);
``needs`` + ``then`` is a threshold line such as "6 Blue: ..." (allegiance.4). Each Wound line is
its own effect (wound.2). Nothing more resolves once the game is over (wound.5).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from adjudicator.engine import EngineFault
from adjudicator.games.rites import allegiance, destruction, exile, hand, heal, poison, wound
from adjudicator.games.rites.table import Source, Table

Line = dict[str, Any]

_SIMPLE: dict[str, Callable[[Table, str, int], Any]] = {
    "poison": poison.poison,
    "heal": heal.heal,
    "destroy": destruction.destroy_effect,
    "discard": hand.discard_effect,
    "exile": exile.exile_effect,
    "research": hand.research,
    "rift": exile.rift,
    "allegiance": allegiance.gain,
    "soul": allegiance.gain_essence,
    "draw": lambda t, p, n: t.draw(p, n),
}


def resolve(table: Table, owner: str, lines: list[Line], source: Source) -> None:
    """Resolve these lines for their owner, in order."""
    for line in lines:
        if table.over:
            return
        resolve_line(table, owner, line, source)


def resolve_line(table: Table, owner: str, line: Line, source: Source) -> None:
    keys = set(line) - {"unblockable"}
    if "needs" in keys:
        levels = table.player(owner)["allegiance"]
        if all(levels[f] >= n for f, n in line["needs"].items()):
            resolve(table, owner, line.get("then", []), source)
        return
    if len(keys) != 1 or ("unblockable" in line and "wound" not in line):
        raise EngineFault(f"{source.name}: a line names exactly one keyword, not {sorted(line)}")
    key = keys.pop()
    if key == "sacrifice":
        return
    if key == "wound":
        wound.wound(table, owner, int(line["wound"]), unblockable=bool(line.get("unblockable")),
                    source=source)
    elif key == "cure":
        poison.cure(table, owner)
    elif key in _SIMPLE:
        _SIMPLE[key](table, owner, int(line[key]))
    else:
        raise EngineFault(f"{source.name}: unknown keyword {key!r}")
