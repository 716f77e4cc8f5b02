"""701.10 Discard: cards go from a player's hand to their Spoils, the player choosing which."""

from __future__ import annotations

from adjudicator.engine import Decisions
from adjudicator.games.nodawn.core.choices import choose_cards
from adjudicator.games.nodawn.core.instructions import Instruction, instruction
from adjudicator.games.nodawn.core.objects import State


def discard(state: State, name: str, amount: int, decisions: Decisions) -> None:
    """The player discards that many cards from hand to their Spoils, choosing which (701.10a):
    decision ``discard``, the distinct names in hand, the answer naming exactly that many cards;
    a hand of that many or fewer goes whole, and alike cards need no asking."""
    player = state["players"][name]
    hand = player["zones"]["hand"]
    if amount <= 0 or not hand:
        return
    count = min(amount, len(hand))
    for card in choose_cards(decisions, "discard", name, [o["card"] for o in hand], count, count,
                             "701.10a"):
        obj = next(o for o in hand if o["card"] == card)
        hand.remove(obj)
        player["zones"]["spoils"].append({"card": card})


@instruction("discard", targets={"player"})
def discard_target(do: Instruction) -> None:
    """Target player discards N cards (701.10a)."""
    discard(do.state, do.aimed["player"], do.amount, do.decisions)


@instruction("discard-own")
def discard_own(do: Instruction) -> None:
    """Its controller discards N cards of their choice (701.10a)."""
    discard(do.state, do.controller, do.amount, do.decisions)
