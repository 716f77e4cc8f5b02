"""701.24 Erode N: the top N cards of a player's Domain go to their Spoils, in order."""

from __future__ import annotations

from adjudicator.games.nodawn.core.instructions import Instruction, instruction
from adjudicator.games.nodawn.core.zones import put_card, spoils_order


@instruction("erode", targets={"player"})
def erode(do: Instruction) -> None:
    """The top N cards of target player's Domain go to their Spoils, as many as remain if fewer
    (701.24a). Eroding is not drawing: an empty Domain costs nothing here."""
    player = do.state["players"][do.aimed["player"]]
    domain = player["zones"]["domain"]
    n = max(0, do.amount)
    moved, player["zones"]["domain"] = domain[:n], domain[n:]
    for card in spoils_order(do.decisions, do.aimed["player"], [o["card"] for o in moved]):  # 404.3
        put_card(do.state, do.cards, do.aimed["player"], card, "spoils", "domain", do.decisions)
