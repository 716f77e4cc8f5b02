"""303.4 Contracts (107.8, 122.2g, 714): a staged bargain whose text is clauses (``clauses``: one
list of instructions per clause, I first). It enters with its first Lore counter, and clause I
is read (714.3a); at each of its controller's upkeeps, as a turn-based action, another Lore
counter is put on it and the clause of that number triggers (714.3b, 714.2) — on the stack as
``"ability": "Clause"``, ``refers`` its numeral. Once its Lore counters reach its final clause and
no clause of it waits, it is consigned to the Spoils (state_checks/complete_contract.py,
704.5t)."""

from __future__ import annotations

from adjudicator.engine import Decisions
from adjudicator.games.nodawn.concepts.counters import add_counters
from adjudicator.games.nodawn.core.events import Entered, watch
from adjudicator.games.nodawn.core.instructions import Instruction, carry_out
from adjudicator.games.nodawn.core.objects import Cards, Obj, State
from adjudicator.games.nodawn.core.replacement import entering
from adjudicator.games.nodawn.core.stack import RESOLVERS
from adjudicator.games.nodawn.core.triggers import trigger
from adjudicator.games.nodawn.core.turn import turn_based

LORE = "lore"
CLAUSE = "Clause"


@entering.register
def first_lore(state: State, cards: Cards, controller: str, obj: Obj, decisions: Decisions) -> None:
    """A Contract enters with its first Lore counter already upon it (714.3a, 303.4)."""
    if cards[obj["card"]].get("clauses"):
        add_counters(obj, LORE, 1)


@watch(Entered)
def clause_one(state: State, cards: Cards, event: Entered) -> None:
    """Clause I is read as the Contract enters (714.3a, 714.2)."""
    if cards[event.obj["card"]].get("clauses") and event.obj["counters"].get(LORE) == 1:
        trigger(state, event.controller, event.obj["card"], CLAUSE, ["1"])


@turn_based("beginning", "upkeep")
def lore_falls(state: State, cards: Cards, ruleset: str, decisions: Decisions) -> None:
    """At the beginning of its controller's upkeep another Lore counter is put on each of their
    Contracts, using no stack; the clause of that numeral awakens (714.3b, 714.2, 303.4)."""
    active = state["turn"]["active"]
    for obj in state["players"][active]["zones"]["battlefield"]:
        clauses = cards[obj["card"]].get("clauses")
        if not clauses or obj.get("sheltered"):
            continue
        add_counters(obj, LORE, 1)
        count = obj["counters"][LORE]
        if count <= len(clauses):
            trigger(state, active, obj["card"], CLAUSE, [str(count)])


@RESOLVERS.register(CLAUSE)
def resolve_clause(state: State, cards: Cards, obj: Obj, decisions: Decisions) -> None:
    """A clause resolves: its instructions, in order, for the Contract's controller (714.2, 608.4)."""
    clause = cards[obj["card"]]["clauses"][int(obj["refers"][0]) - 1]
    for effect in clause:
        carry_out(Instruction(state, cards, obj["controller"], effect, None, decisions,
                              cards[obj["card"]], obj))
