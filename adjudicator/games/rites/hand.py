"""Discard X and Research X (discard, research): effects on hands and decks.

Discard X makes the opponent discard X cards of their own choice, the whole hand if fewer
(discard.1, discard.2). Research X searches the player's own deck for up to X cards, puts them in
hand and shuffles the deck, even when nothing was taken (research.1, research.3); an empty deck
finds nothing and the discard pile is not shuffled in (research.2).
"""

from __future__ import annotations

from adjudicator.games.rites.effects import counted
from adjudicator.games.rites.table import Table


def discard(table: Table, player: str, count: int) -> None:
    """The player discards ``count`` cards of their choice ("discard")."""
    chosen = table.choose_many(player, "discard", table.names(player, "hand"), count, count,
                               why="discard.1, discard.2")
    for name in chosen:
        table.put(player, "discard", table.take(player, "hand", name)["card"])


def discard_effect(table: Table, owner: str, count: int) -> None:
    """Discard X: the owner's opponent discards (discard.1, discard.2)."""
    discard(table, table.opponent(owner), count)


def research(table: Table, player: str, count: int) -> None:
    """Research X: up to X cards of the player's choice from their deck ("research"), then a
    shuffle (pinned "shuffle" outcome)."""
    deck = table.names(player, "deck")
    if not deck:
        return
    for name in table.choose_many(player, "research", deck, 0, count, why="research.1: up to X"):
        table.zone(player, "hand").append(table.take(player, "deck", name))
    table.shuffle_deck(player)


counted("discard", discard_effect)
counted("research", research)
