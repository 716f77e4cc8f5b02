"""105 Lineages & Clans: no colours; a player's lineage is their Master's (105.2). A card has a
lineage only where its text or type line gives one (105.3: ``lineage``). A lineage-locked card
(``lineage_lock``) may be played only while its player's Master belongs to that lineage — a
restriction on playing, not on what a Domain holds (105.4, 100.4). Asked to choose a lineage, a
player chooses one of the six; "none" is not a lineage (105.5)."""

from __future__ import annotations

from typing import Any

from adjudicator.games.nodawn.concepts.drawing import draw_cards
from adjudicator.games.nodawn.core.hooks import cast_restrictions
from adjudicator.games.nodawn.core.instructions import Instruction, instruction
from adjudicator.games.nodawn.core.objects import Cards, State

#: The six lineages, by the names their crafts and Masters bear (312.1, 105.1).
LINEAGES = ("Elian", "Garethean", "Kaelite", "Liamite", "Orionite", "Theronite")


def lineage_of(state: State, cards: Cards, name: str) -> str | None:
    """A player's lineage: their Master's (105.2)."""
    return cards[state["players"][name]["master"]].get("lineage")


@cast_restrictions.register
def lineage_locked(state: State, cards: Cards, name: str, definition: dict[str, Any]) -> str | None:
    """A lineage-locked card is cast only while its caster's Master belongs to that lineage (105.4)."""
    lock = definition.get("lineage_lock")
    if lock and lineage_of(state, cards, name) != lock:
        return (f"{definition['name']!r} is played only while its player's Master is {lock}; "
                f"{name}'s is {lineage_of(state, cards, name) or 'of no lineage'} (105.4, 105.2)")
    return None


@instruction("draw-per-lineage")
def draw_per_lineage(do: Instruction) -> None:
    """Its controller chooses a lineage — decision ``lineage``, one of the six (105.5) — and draws
    a card for each Entity they control that belongs to it (105.3)."""
    chosen = do.decisions.take("lineage", do.controller, list(LINEAGES))
    count = sum(1 for o in do.player["zones"]["battlefield"]
                if do.cards[o["card"]]["type"] == "Entity" and do.cards[o["card"]].get("lineage") == chosen)
    draw_cards(do.state, do.cards, do.controller, count, do.decisions)
