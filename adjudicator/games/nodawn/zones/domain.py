"""401 The Domain: effects that put a card into it at a chosen place (401.7) — ``tuck``, the
target permanent goes into its owner's Domain ``position`` cards from the top (1: on top), or
at the bottom when ``position`` is absent, or when the Domain holds fewer cards than that
(401.6)."""

from __future__ import annotations

from adjudicator.games.nodawn.core.instructions import Instruction, instruction
from adjudicator.games.nodawn.core.state import PERMANENT_TYPES
from adjudicator.games.nodawn.core.zones import leave_battlefield


@instruction("tuck", targets=set(PERMANENT_TYPES))
def tuck(do: Instruction) -> None:
    """Put the target permanent into its owner's Domain, Nth from the top or at the bottom
    (401.6, 401.7); it leaves the battlefield as a new object (400.7)."""
    position = do.effect.get("position")
    leave_battlefield(do.state, do.cards, [(do.aimed["player"], do.aimed["object"])], "domain",
                      do.decisions, position=int(position) if position is not None else None)
