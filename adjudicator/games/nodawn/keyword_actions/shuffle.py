"""701.20 Shuffle: a player's Domain is put in a random order that no player knows (701.20a) —
a random outcome, a decision of the environment (``shuffle``: the Domain's cards, top first).
Cards a search just found are in the hand by then, set aside from the shuffle (701.20a)."""

from __future__ import annotations

from adjudicator.games.nodawn.core.choices import choose_order
from adjudicator.games.nodawn.core.instructions import Instruction, instruction


@instruction("shuffle")
def shuffle(do: Instruction) -> None:
    """Shuffle its controller's Domain: the new order is the environment's (701.20a)."""
    domain = do.player["zones"]["domain"]
    if len(domain) < 2:
        return
    order = choose_order(do.decisions, "shuffle", None, [o["card"] for o in domain], "701.20a")
    do.player["zones"]["domain"] = [{"card": card} for card in order]
