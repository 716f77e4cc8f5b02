"""500.13 Added phases (※ proposed): the instruction ``add-phase`` — "after this phase, there is
an additional main phase" (``phase = "main"``) or "... an additional combat phase" (``phase =
"combat"``) — inserts that phase directly after the phase in which it resolves. Several added at
the same point are taken the most recently created first; then the turn goes on as before. An
added main phase is a postcombat main phase (505.1a). The turn keeps what waits as ``added``:
``{"after", "phase"}``, in the order created."""

from __future__ import annotations

from adjudicator.games.nodawn.core.events import Cleanup, watch
from adjudicator.games.nodawn.core.instructions import Instruction, instruction
from adjudicator.games.nodawn.core.objects import Cards, State
from adjudicator.games.nodawn.core.turn import phase_added

#: The phase an added one is, by what the card says (505.1a: an added main phase is postcombat).
PHASES = {"main": "main2", "combat": "combat"}


@instruction("add-phase")
def add_phase(do: Instruction) -> None:
    """Add the named phase directly after the phase now under way (500.13). In a phase that was
    itself added, that means before the older phases still waiting at the same point: it is
    filed there, the most recent, and so taken next."""
    turn = do.state["turn"]
    after = turn.get("added_after", turn["phase"])
    turn.setdefault("added", []).append({"after": after, "phase": PHASES[do.effect["phase"]]})


@phase_added.register
def next_added(state: State, after: str) -> str | None:
    """The most recently created phase waiting after this one, now taken (500.13)."""
    waiting = state["turn"].get("added", [])
    for i in range(len(waiting) - 1, -1, -1):
        if waiting[i]["after"] == after:
            phase = str(waiting.pop(i)["phase"])
            if not waiting:
                del state["turn"]["added"]
            return phase
    return None


@watch(Cleanup)
def unused_additions_end(state: State, cards: Cards, event: Cleanup) -> None:
    """A phase added after one that has already passed this turn is never taken (500.13)."""
    state["turn"].pop("added", None)
