"""701.10 Discard: cards go from a player's hand to their Spoils, the player choosing which."""

from __future__ import annotations

from adjudicator.engine import Decisions, EngineFault
from adjudicator.games.nodawn.core.instructions import Instruction, instruction
from adjudicator.games.nodawn.core.objects import State, answers


def discard(state: State, name: str, amount: int, decisions: Decisions) -> None:
    """The player discards that many cards from hand to their Spoils, choosing which (701.10a):
    decision ``discard`` when the hand holds more than that many cards of two or more names;
    a smaller hand is discarded whole."""
    player = state["players"][name]
    hand = player["zones"]["hand"]
    if amount <= 0 or not hand:
        return
    names = [o["card"] for o in hand]
    if len(hand) <= amount or len(set(names)) == 1:
        chosen = names[:amount]
    else:
        chosen = answers(decisions.take("discard", name, sorted(set(names))))
        remaining = list(names)
        for card in chosen:
            if card not in remaining:
                raise EngineFault(f"{name} cannot discard {card!r}: it is not in their hand (701.10a)")
            remaining.remove(card)
        if len(chosen) != amount:
            raise EngineFault(f"{name} must discard exactly {amount} cards (701.10a)")
    for card in chosen:
        obj = next(o for o in hand if o["card"] == card)
        hand.remove(obj)
        player["zones"]["spoils"].append({"card": card})


@instruction("discard", targets={"player"})
def discard_target(do: Instruction) -> None:
    """Target player discards N cards (701.10a)."""
    discard(do.state, do.aimed["player"], do.amount, do.decisions)
