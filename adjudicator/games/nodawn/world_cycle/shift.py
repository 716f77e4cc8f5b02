"""500.12 Shifting the cycle: a resolving effect that changes the time of day makes the next
round position 1 of the chosen type — The Hunt or The Preparation — and the cycle counts on
from there. It never changes the round in progress (500.12a), it does not snap back
(500.12b), forcing the type the world already holds still re-anchors (500.12c), and of several
shifts before the round turns the last to resolve wins (500.12d)."""

from __future__ import annotations

from adjudicator.games.nodawn.core.instructions import Instruction, instruction
from adjudicator.games.nodawn.core.objects import State
from adjudicator.games.nodawn.core.turn import cycle_advance

#: The first position of each type in the world cycle (500.9).
ANCHORS = {"night": 1, "day": 4}


@instruction("shift-cycle")
def shift(do: Instruction) -> None:
    """The next round becomes the first of the named type; a later shift this round replaces
    it (500.12, 500.12a, 500.12d)."""
    do.state["world"]["shift"] = do.effect["to"]


@cycle_advance.register
def reanchor(state: State) -> int | None:
    """As the cycle advances, a waiting shift sends it to position 1 of its type, and normal
    counting resumes from there (500.12, 500.12b, 500.12c)."""
    to = state["world"].pop("shift", None)
    return ANCHORS[to] if to is not None else None
