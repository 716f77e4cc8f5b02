"""121 Drawing a card."""

from __future__ import annotations

from adjudicator.games.nodawn.core.objects import State


def draw_cards(state: State, name: str, count: int) -> None:
    """Draw one card at a time from the top of the Domain (121.1, 121.3); drawing from an
    empty Domain marks the player for the deck-out check (121.4, 704.5b)."""
    player = state["players"][name]
    if player["status"] != "playing":
        return  # 800.6a: a player who has left the game draws nothing
    for _ in range(count):
        if not player["zones"]["domain"]:
            player["drew_from_empty"] = True
            return
        player["zones"]["hand"].append(player["zones"]["domain"].pop(0))
