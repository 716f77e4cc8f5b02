"""Game end and scoring (base:game-end, base:game-end; Miserable and Twice Miserable from
doom-cards-hexes-and-states).

The game ends after a turn in which the Province pile or any three Supply piles became
empty. Each player scores the victory points of every card they own plus those of their
States; the highest total wins, ties going to the tied player who had fewer turns, and
players still tied share the victory (status "drew" for each of them).
"""

from __future__ import annotations

from typing import Any

OWNED_ZONES = ("hand", "deck", "discard", "play", "set_aside")


def owned(state: dict[str, Any], player: str) -> list[str]:
    """base:game-end: every card the player has, wherever it is: hand, deck, discard pile, play,
    set aside (Faithful Hound), and set aside under their cards in play (Crypt, Ghost)."""
    zones = state["players"][player]["zones"]
    cards = [o["card"] for key in OWNED_ZONES for o in zones[key]]
    return cards + [u["card"] for o in zones["play"] for u in o.get("under", [])]


def victory_points(state: dict[str, Any], cards: dict[str, dict[str, Any]], player: str) -> int:
    """Card and State victory points; a ``victory_per`` card counts that card's copies (Pasture)."""
    mine = owned(state, player)
    total = 0
    for name in mine + [o["card"] for o in state["players"][player]["zones"]["states"]]:
        definition = cards.get(name, {})
        total += definition.get("victory_points", 0)
        if definition.get("victory_per"):
            total += mine.count(definition["victory_per"])
    return total


def game_over(state: dict[str, Any]) -> bool:
    """base:game-end: the Province pile or three Supply piles are empty."""
    supply = state["supply"]
    if supply["Province"] < 1:
        return True
    return sum(1 for count in supply.values() if count < 1) >= 3


def finish_game(state: dict[str, Any], cards: dict[str, dict[str, Any]], last: str) -> None:
    """Record the result; ``last`` is the player whose turn ended the game (base:game-end)."""
    order = state["turn_order"]
    scores = {p: victory_points(state, cards, p) for p in order}
    best = max(scores.values())
    tied = [p for p in order if scores[p] == best]
    fewer = [p for p in tied if order.index(p) > order.index(last)]
    winners = fewer or tied
    for p in order:
        state["players"][p]["status"] = (
            ("drew" if len(winners) > 1 else "won") if p in winners else "lost"
        )
    state["result"] = {
        "winners": winners,
        "losers": [p for p in order if p not in winners],
        "draw": len(winners) > 1,
        "scores": scores,
    }
    state["turn"]["phase"] = "over"
