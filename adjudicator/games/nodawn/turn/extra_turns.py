"""500.11 Extra turns: an effect granting one inserts it directly after the current turn; of
several, the most recently created is taken first, and those created for several players at
once are inserted one at a time in APNAP order. The world cycle advances as each extra turn
begins (500.11a); once the extra turns are taken, the turn order resumes after the player whose
turn they followed (500.8)."""

from __future__ import annotations

from adjudicator.games.nodawn.core.instructions import Instruction, instruction
from adjudicator.games.nodawn.core.objects import State, apnap, next_in_order
from adjudicator.games.nodawn.core.turn import next_turn, starts_round

WAITING = "extra_turns"


def grant(state: State, names: list[str]) -> None:
    """Insert an extra turn for each player, one at a time, directly after this turn: the last
    inserted is taken first (500.11)."""
    state.setdefault(WAITING, []).extend(names)


@instruction("extra-turn")
def extra_turn(do: Instruction) -> None:
    """Its controller takes an extra turn after this one (500.11)."""
    grant(do.state, [do.controller])


@instruction("extra-turn-each-player")
def extra_turn_each(do: Instruction) -> None:
    """Each player still in the game takes an extra turn after this one, inserted in APNAP
    order, so the last player's is taken first (500.11)."""
    grant(do.state, apnap(do.state))


@next_turn.register
def take_extra_turn(state: State) -> tuple[str, bool] | None:
    """The next turn is the most recently created extra turn of a player still in the game,
    the cycle advancing as it begins (500.11, 500.11a); after the last of them, the player after
    the one whose turn they followed, the cycle advancing if the turns have come round the table
(500.8, 800.4a); otherwise the turn order decides (None)."""
    waiting = state.get(WAITING, [])
    turn = state["turn"]
    while waiting:
        name = waiting.pop()
        if not waiting:
            state.pop(WAITING)
        if state["players"][name]["status"] == "playing":
            turn.setdefault("resume", turn["active"])
            return name, True
    if "resume" not in turn:
        return None
    resume = turn.pop("resume")
    name = next_in_order(state, resume)
    return name, starts_round(state, resume, name)
