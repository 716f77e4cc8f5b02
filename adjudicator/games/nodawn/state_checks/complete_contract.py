"""704.5t Once a Contract's Lore counters have reached its last clause and none of its clauses
is on the stack or pending, its controller puts it into the Spoils (714.4, 303.4)."""

from __future__ import annotations

from adjudicator.games.nodawn.core.checks import Sweep, state_check
from adjudicator.games.nodawn.core.objects import Cards, State, battlefield, label
from adjudicator.games.nodawn.core.triggers import PENDING


@state_check("permanents")
def complete_contract(state: State, cards: Cards, sweep: Sweep) -> None:
    """Spent Contracts go to the Spoils once none of their clauses waits (704.5t)."""
    waiting = {o.get("source") for o in state["zones"]["stack"] + state.get(PENDING, [])
               if o.get("ability") == "Clause"}
    for owner, obj in battlefield(state):
        clauses = cards[obj["card"]].get("clauses")
        if clauses and obj["counters"].get("lore", 0) >= len(clauses) \
                and label(owner, obj["card"]) not in waiting:
            sweep.to_spoils(owner, obj)
