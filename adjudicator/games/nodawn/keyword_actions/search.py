"""701.19 Search: its controller looks through their Domain for cards that fit the description
and puts those found into their hand (701.19a). Searching for a card of a stated quality
(``quality``: a card type), one need not find any; searching for a number of cards, one must find
that many if there are that many (701.19a). Searching does not shuffle: only a ``shuffle`` the
effect goes on to say does (701.19b, keyword_actions/shuffle.py). Decision ``search``: the names
of the cards found."""

from __future__ import annotations

from adjudicator.games.nodawn.core.choices import choose_cards
from adjudicator.games.nodawn.core.instructions import Instruction, instruction


@instruction("search")
def search(do: Instruction) -> None:
    """Search one's Domain for N cards — of the stated quality, if one is stated — and put them
    into one's hand (701.19a). A search for X cards with X = 0 seeks none and finds none
    (701.19a, 107.3)."""
    domain = do.player["zones"]["domain"]
    quality = do.effect.get("quality")
    fitting = [o["card"] for o in domain if quality is None or do.cards[o["card"]]["type"] == quality]
    wanted = do.amount
    if not fitting or wanted <= 0:
        return  # nothing there fits, or no card is sought: nothing is found
    low = 0 if quality is not None else wanted  # 701.19a: a stated quality need not be found
    for card in choose_cards(do.decisions, "search", do.controller, fitting, low, wanted, "701.19a"):
        found = next(o for o in domain if o["card"] == card)
        domain.remove(found)
        do.player["zones"]["hand"].append({"card": card})
