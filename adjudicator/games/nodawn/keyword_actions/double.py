"""701.26 Double: doubling a Master's Vitae is gaining as much again, not above the cap (119.1)."""

from __future__ import annotations

from adjudicator.games.nodawn.concepts.vitae import gain_vitae
from adjudicator.games.nodawn.core.instructions import Instruction, instruction


@instruction("double-vitae")
def double_vitae(do: Instruction) -> None:
    """Double the controller's Vitae: they gain as much again, not above the Initial Vitae cap
    (701.26a, 119.1)."""
    if do.player["vitae"] > 0:
        gain_vitae(do.player, do.player["vitae"])
