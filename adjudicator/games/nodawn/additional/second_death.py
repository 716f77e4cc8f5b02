"""709 The second death: stilling a card in a Spoils (709.4) — a designation, not a counter, kept
as long as the card stays in that Spoils, that silences its own abilities from there (its
Revenant, Recall and Exhume: keyword_abilities/) while other cards' effects may still move it.
Laying to rest (709.2) is not modeled."""

from __future__ import annotations

from adjudicator.games.nodawn.core.instructions import Instruction, instruction


@instruction("still", targets={"player"})
def still(do: Instruction) -> None:
    """Still every card in the target player's Spoils (709.4)."""
    for lying in do.state["players"][do.aimed["player"]]["zones"]["spoils"]:
        lying["stilled"] = True
