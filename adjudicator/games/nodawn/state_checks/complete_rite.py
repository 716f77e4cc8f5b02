"""704.5t A Contract or Liturgy whose Lore counters have reached its final clause number, and
which is the source of no clause ability on the stack or waiting to go there, is consigned to
its owner's Spoils: the rite is complete (714.4)."""

from __future__ import annotations

from typing import Any

from adjudicator.games.nodawn.core.checks import Sweep, state_check
from adjudicator.games.nodawn.core.objects import Cards, Obj, State, battlefield, label
from adjudicator.games.nodawn.core.triggers import PENDING

RITES = {"Contract", "Ritual"}


def _final(definition: dict[str, Any]) -> int:
    """The greatest numeral among its clauses (714.2b)."""
    return max((n for clause in definition.get("clauses", []) for n in clause["numerals"]), default=0)


def _speaking(state: State, source: str) -> bool:
    """Whether a clause ability of this source is on the stack or waiting to go there (704.5t)."""
    waiting = list(state["zones"]["stack"]) + list(state.get(PENDING, []))
    return any(o.get("ability") == "Clause" and o.get("source") == source for o in waiting)


@state_check("permanents")
def complete_rite(state: State, cards: Cards, sweep: Sweep) -> None:
    """A spent Contract or Liturgy goes to its owner's Spoils (704.5t, 714.4)."""
    for controller, obj in battlefield(state):
        definition = cards[obj["card"]]
        if definition["type"] not in RITES or not definition.get("clauses"):
            continue
        if _lore(obj) >= _final(definition) and not _speaking(state, label(controller, obj["card"])):
            sweep.to_spoils(controller, obj)


def _lore(obj: Obj) -> int:
    return int(obj["counters"].get("lore", 0))
