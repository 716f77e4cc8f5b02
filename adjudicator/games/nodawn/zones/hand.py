"""402 The hand: effects can put cards there (402.1) — ``return-to-hand``, the target permanent
returns to its owner's hand; ``return-from-spoils`` (``it = true``), the card the instruction
before it put into a Spoils comes back from there to its owner's hand, if it lies there still
(400.7d). It leaves the battlefield as a card with no memory of what it was:
its counters, damage, status and effects are gone, and it comes back, if cast again, as a new
object (400.7, 403.4)."""

from __future__ import annotations

from adjudicator.games.nodawn.core.instructions import Instruction, instruction
from adjudicator.games.nodawn.core.state import PERMANENT_TYPES
from adjudicator.games.nodawn.core.zones import arrival, leave_battlefield, put_card


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


@instruction("return-from-spoils")
def return_from_spoils(do: Instruction) -> None:
    """Return "it" — the permanent the instruction before moved — from its owner's Spoils to
    their hand: the rest of a spell's instructions can find in a public zone the card its own
    effect put there (400.7d); one that went elsewhere instead, or has moved on, is not found,
    and nothing happens (609.3)."""
    if do.target is None or do.target.get("kind") != "permanent":
        return
    found = arrival(do.state, do.target["object"], "spoils")
    if found is None:
        return
    owner, card = found
    spoils = do.state["players"][owner]["zones"]["spoils"]
    del spoils[next(i for i, c in enumerate(spoils) if c is card)]  # this card, not an alike one
    put_card(do.state, do.cards, owner, card["card"], "hand", "spoils", do.decisions)
