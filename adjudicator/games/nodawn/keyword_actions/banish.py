"""701.6 Banish: a permanent goes to the Void — even one that can't be destroyed (702.12a). It
does not go to the Spoils, so it does not die."""

from __future__ import annotations

from adjudicator.games.nodawn.core.instructions import Instruction, instruction
from adjudicator.games.nodawn.core.state import PERMANENT_TYPES
from adjudicator.games.nodawn.core.zones import leave_battlefield


@instruction("banish", targets=set(PERMANENT_TYPES))
def banish(do: Instruction) -> None:
    """Banish target permanent (701.6a)."""
    leave_battlefield(do.state, do.cards, [(do.aimed["player"], do.aimed["object"])], "void")
