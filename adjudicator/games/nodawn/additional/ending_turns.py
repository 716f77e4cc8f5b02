"""724 Ending turns and phases (※ proposed): an ``end-turn`` instruction ends the turn, an
``end-combat`` one the combat phase. As the instruction is carried out, every ability that
triggered and waits for the stack ceases to exist (724.1a) and every object on the stack is
banished — the spell resolving too: spells go to their owners' Voids, abilities and
announcements cease to exist (724.1b). Once it has resolved, the state checks run with no one
receiving priority and no trigger going on the stack (724.1c); then the step ends, everything
leaves combat, and the game goes straight to the cleanup step — the steps between, the end step
among them, never begin (724.1d). What triggered meanwhile waits: it goes on the stack in that
cleanup, a player receives priority, and another cleanup step follows (724.1e). The cleanup's
turn-based actions all happen (724.3). Ending the combat phase does the same within combat and
goes on to the second main phase; outside combat it does nothing (724.2)."""

from __future__ import annotations

from adjudicator.engine import Decisions
from adjudicator.games.nodawn.core.checks import run_checks
from adjudicator.games.nodawn.core.hooks import after_resolution, spell_destinations
from adjudicator.games.nodawn.core.instructions import Instruction, instruction
from adjudicator.games.nodawn.core.objects import Cards, Obj, State
from adjudicator.games.nodawn.core.state import give_priority
from adjudicator.games.nodawn.core.triggers import PENDING
from adjudicator.games.nodawn.core.turn import begin_step, end_step

ENDING = "_ending"  # what an instruction ended, until its resolution is over: "turn" or "combat"
COMBAT_FIELDS = ("attacking", "blocked", "blocking")


def _clear_the_way(do: Instruction) -> None:
    """Waiting triggers cease (724.1a); every object on the stack, and the resolving spell, is
    banished: spells to their owners' Voids, the rest cease to exist (724.1b)."""
    do.state.pop(PENDING, None)
    for obj in do.state["zones"]["stack"]:
        if obj["kind"] == "spell":
            do.state["players"][obj["controller"]]["zones"]["void"].append({"card": obj["card"]})
    do.state["zones"]["stack"] = []
    if do.origin is not None:
        do.origin["ended"] = True


@instruction("end-turn")
def end_turn(do: Instruction) -> None:
    """End the turn (724.1): the way is cleared now; the rest follows the resolution."""
    _clear_the_way(do)
    do.state[ENDING] = "turn"


@instruction("end-combat")
def end_combat(do: Instruction) -> None:
    """End the combat phase (724.2); outside a combat phase it does nothing."""
    if do.state["turn"]["phase"] != "combat":
        return
    _clear_the_way(do)
    do.state[ENDING] = "combat"


@spell_destinations.register
def banished(spell: Obj) -> str | None:
    """A spell that ended the turn as it resolved is banished with the rest of the stack (724.1b)."""
    return "void" if spell.get("ended") else None


def _out_of_combat(state: State) -> None:
    """Everything leaves combat (724.1d, 724.2, 506.6)."""
    state["combat"] = None
    for player in state["players"].values():
        for obj in player["zones"]["battlefield"]:
            if any(key in obj for key in COMBAT_FIELDS):
                obj.update(dict.fromkeys(COMBAT_FIELDS))


@after_resolution.register
def leap(state: State, cards: Cards, ruleset: str, decisions: Decisions) -> None:
    """Once the ending instruction's object has resolved: the state checks, with no priority and
    no trigger stacked, though the choices they hold are still made — the undertaker's rites of a
    death among them, the Eminent rule's pick (724.1c, 709.2, 704.5q); then the leap to the
    cleanup step, or for a combat phase to the second main phase (724.1d, 724.2)."""
    ending = state.pop(ENDING, None)
    if ending is None:
        return
    waiting = state.pop(PENDING, [])
    run_checks(state, cards, ruleset, decisions)  # 724.1c: their choices are still made (709.2, 704.5q)
    state[PENDING] = waiting + state.get(PENDING, [])  # 724.1e: they wait for the cleanup
    if not state[PENDING]:
        state.pop(PENDING)
    _out_of_combat(state)
    turn = state["turn"]
    turn["phase"], turn["step"] = ("ending", "cleanup") if ending == "turn" else ("main2", None)
    turn["priority"], turn["passed"] = None, []
    if begin_step(state, cards, ruleset, decisions) and state["result"] is None:
        give_priority(state, turn["active"])  # 724.1e: priority in the cleanup, another follows
    elif ending == "turn" and state["result"] is None:
        end_step(state, cards, ruleset, decisions)  # 724.1e: nothing triggered, the turn ends
