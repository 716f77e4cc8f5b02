"""701.9 Destroy: a permanent goes from the battlefield to its owner's Spoils — unless it
can't be destroyed (702.12a, ``hooks.indestructible``). An Entity destroyed dies (603.6c)."""

from __future__ import annotations

from adjudicator.games.nodawn.core.hooks import indestructible
from adjudicator.games.nodawn.core.instructions import Instruction, instruction
from adjudicator.games.nodawn.core.objects import Cards, Obj, State
from adjudicator.games.nodawn.core.state import PERMANENT_TYPES
from adjudicator.games.nodawn.core.zones import leave_battlefield


def destroy(state: State, cards: Cards, owner: str, obj: Obj) -> bool:
    """Destroy a permanent (701.9a); whether it was."""
    if indestructible.any(cards[obj["card"]]):
        return False
    leave_battlefield(state, cards, [(owner, obj)], "spoils")
    return True


@instruction("destroy", targets=set(PERMANENT_TYPES))
def destroy_target(do: Instruction) -> None:
    """Destroy target permanent (701.9a)."""
    destroy(do.state, do.cards, do.aimed["player"], do.aimed["object"])
