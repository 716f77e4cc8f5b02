"""613.1b Layer 2, control-changing effects: ``gain-control`` — its controller gains control of
the target permanent, for the instruction's duration or the rest of the game (611.2). Of
several, the latest wins (613.7); when the last ends the permanent goes back to its owner. The
permanent stands on its new controller's battlefield, newly turned for them and out of combat
(110.5d, 506.6), and goes to its owner's zones whenever it leaves (400.3)."""

from __future__ import annotations

from adjudicator.games.nodawn.core.instructions import Instruction, instruction
from adjudicator.games.nodawn.core.zones import reconcile_control
from adjudicator.games.nodawn.spells.continuous import add_effect

CONTROLLABLE = {"Entity", "Companion", "Relic", "Weapon", "Ritual", "Contract", "Terrain", "Blood"}


@instruction("seize-spell", targets={"stack"})
def seize_spell(do: Instruction) -> None:
    """Its controller gains control of target permanent spell: the permanent it becomes enters
    under their control, and stays so (400.7a, 613.1b); its owner keeps the card (400.3)."""
    spell = do.aimed["object"]
    spell.setdefault("owner", spell["controller"])
    spell["controller"] = do.controller


@instruction("gain-control", targets=CONTROLLABLE)
def gain_control(do: Instruction) -> None:
    """Its controller gains control of the target permanent (613.1b), as of now (613.7b)."""
    add_effect(do.state, do.aimed["object"], {"layer": "2", "controller": do.controller},
               do.effect, do.controller)
    reconcile_control(do.state)
