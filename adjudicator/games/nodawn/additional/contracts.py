"""714 Contracts and Liturgies: clause (verse) numerals are triggered abilities that wake as Lore
counters arrive (714.2), the first Lore counter comes with the permanent as it enters (714.3a),
another at each of its controller's upkeeps as a turn-based action (714.3b, 703.4f), and a kit
instruction puts or takes Lore counters; the spent rite's consignment is the state check of
704.5t (state_checks/complete_rite.py).

A card's ``clauses`` list its clause abilities: ``numerals`` (one or more: "{I, II}" is one
ability per numeral sharing an effect, 714.2a) and ``effects`` (untargeted test abilities). A
clause ability on the stack is ``"ability": "Clause"`` with ``refers`` holding the clause's index
and the numeral it woke for.
"""

from __future__ import annotations

from typing import Any

from adjudicator.engine import Decisions
from adjudicator.games.nodawn.concepts.counters import place_counters
from adjudicator.games.nodawn.core.events import CountersPlaced, watch
from adjudicator.games.nodawn.core.hooks import upkeep_lore_exempt
from adjudicator.games.nodawn.core.instructions import Instruction, carry_out, instruction
from adjudicator.games.nodawn.core.layers import characteristics
from adjudicator.games.nodawn.core.objects import Cards, Obj, State
from adjudicator.games.nodawn.core.replacement import entering
from adjudicator.games.nodawn.core.stack import RESOLVERS
from adjudicator.games.nodawn.core.triggers import trigger
from adjudicator.games.nodawn.core.turn import turn_based

LORE = "lore"
RITES = {"Contract", "Ritual"}  # a Contract, or a Liturgy: a Ritual on the same machinery (714.1)


def clause_abilities(definition: dict[str, Any]) -> list[tuple[int, int]]:
    """Each clause ability as (clause index, numeral): "{I, II}" is two of them (714.2a)."""
    return [(i, n) for i, clause in enumerate(definition.get("clauses", [])) for n in clause["numerals"]]


def final_clause(definition: dict[str, Any]) -> int:
    """The greatest numeral among its clause abilities (714.2b); 0 without any."""
    return max((n for _, n in clause_abilities(definition)), default=0)


def is_rite(definition: dict[str, Any]) -> bool:
    """A Contract or Liturgy with one or more clause or verse abilities (714.1, 703.4f)."""
    return definition["type"] in RITES and bool(definition.get("clauses"))


@entering.register
def enters_with_lore(state: State, cards: Cards, controller: str, obj: Obj, decisions: Decisions) -> None:
    """Every Contract and Liturgy enters with its first Lore counter upon it, and clause I is
    read as it enters (714.3a)."""
    if is_rite(characteristics(cards, obj)):  # 708.4: a guise is no rite
        place_counters(state, cards, controller, obj, LORE, 1)


@watch(CountersPlaced)
def clauses_wake(state: State, cards: Cards, event: CountersPlaced) -> None:
    """Lore counters arrive: each clause ability whose numeral the count reached from below
    triggers (714.2); several at once wake several (714.5)."""
    if event.kind != LORE:
        return
    for index, numeral in clause_abilities(cards[event.obj["card"]]):
        if event.before < numeral <= event.after:
            trigger(state, event.controller, event.obj["card"], "Clause", [str(index), str(numeral)])


@RESOLVERS.register("Clause")
def resolve_clause(state: State, cards: Cards, obj: Obj, decisions: Decisions) -> None:
    """A clause ability resolves: its instructions, in order (714.2, 608.4)."""
    clause = cards[obj["card"]]["clauses"][int(obj["refers"][0])]
    definition = cards[obj["card"]]
    for effect in clause.get("effects", []):
        carry_out(Instruction(state, cards, obj["controller"], effect, None, decisions, definition, obj))


@turn_based("beginning", "upkeep")
def upkeep_lore(state: State, cards: Cards, ruleset: str, decisions: Decisions) -> None:
    """Once the return from shelter is dealt with, the active player puts a Lore counter on each
    Contract and Liturgy they control with clause abilities (714.3b, 703.4f), but for those a
    rule exempts (715.2)."""
    active = state["turn"]["active"]
    if state["players"][active]["status"] != "playing":
        return
    for obj in list(state["players"][active]["zones"]["battlefield"]):
        definition = cards[obj["card"]]
        if is_rite(definition) and not obj.get("sheltered") and not upkeep_lore_exempt.any(definition):
            place_counters(state, cards, active, obj, LORE, 1)


@instruction("lore", targets=RITES)
def lore(do: Instruction) -> None:
    """Put N Lore counters on the target Contract or Liturgy, or with N negative take them off;
    taking them off undoes no clause that has spoken (714.5)."""
    obj = do.aimed["object"]
    if is_rite(do.cards[obj["card"]]):
        place_counters(do.state, do.cards, do.aimed["player"], obj, LORE, do.amount)
