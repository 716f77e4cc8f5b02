"""310.11 Earning an Invitation (310.10, 310.12): a gift whose rider says its giver is Invited —
``gift-vitae`` N: its target player is offered N Vitae and decides whether to take it (decision
``gift``, ``"accept"`` or ``"decline"``); taken, their Master gains it, up to the cap (119.3), and
the gift's controller is Invited across that player's thresholds for good, kept in the player's
``invited`` as a refused Debt does (702.48d); declined, nothing happens and nobody is Invited.
What an Invitation opens (310.10) is not modeled."""

from __future__ import annotations

from adjudicator.games.nodawn.concepts.vitae import gain_vitae
from adjudicator.games.nodawn.core.instructions import Instruction, instruction

ACCEPT, DECLINE = "accept", "decline"


@instruction("gift-vitae", targets={"player"})
def gift_vitae(do: Instruction) -> None:
    """Target player may take N Vitae; if they do, the giver is Invited across their thresholds
    (310.11): a declined gift grants nothing, and an Invitation once given is never given twice."""
    receiver = do.aimed["player"]
    if receiver == do.controller:
        return  # 310.11: a player is never Invited across their own thresholds
    if do.decisions.take("gift", receiver, [ACCEPT, DECLINE]) != ACCEPT:
        return
    player = do.state["players"][receiver]
    gain_vitae(player, do.amount)
    invited = player.setdefault("invited", [])
    if do.controller not in invited:
        invited.append(do.controller)
