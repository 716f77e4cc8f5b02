"""402 The hand: effects can put cards there (402.1) — ``return-to-hand``, the target permanent
returns to its owner's hand. It leaves the battlefield as a card with no memory of what it was:
its counters, damage, status and effects are gone, and it comes back, if cast again, as a new
object (400.7, 403.4)."""

from __future__ import annotations

from adjudicator.games.nodawn.core.instructions import Instruction, instruction
from adjudicator.games.nodawn.core.state import PERMANENT_TYPES
from adjudicator.games.nodawn.core.zones import leave_battlefield, put_card


@instruction("return-self-to-hand")
def return_self(do: Instruction) -> None:
    """An ability that triggered on its card's move finds the card where it went, if that is a
    public zone — its owner's Spoils — and returns it to hand; a card that has moved on since is
    not found, and nothing happens (400.7b, 603.6)."""
    if do.origin is None:
        return
    card = do.origin["card"]
    spoils = do.state["players"][do.controller]["zones"]["spoils"]
    for held in reversed(spoils):
        if held["card"] == card:
            spoils.remove(held)
            put_card(do.state, do.cards, do.controller, card, "hand", "spoils", do.decisions)
            return


@instruction("return-to-hand", targets=set(PERMANENT_TYPES) - {"Haven"})
def return_to_hand(do: Instruction) -> None:
    """Return the target permanent to its owner's hand (402.1, 400.3)."""
    leave_battlefield(do.state, do.cards, [(do.aimed["player"], do.aimed["object"])], "hand", do.decisions)
