"""121 Drawing a card: each draw an event that replacement effects may modify (614.1)."""

from __future__ import annotations

from adjudicator.engine import Decisions
from adjudicator.games.nodawn.core.objects import Cards, State
from adjudicator.games.nodawn.core.replacement import PERFORMERS, Event, happen


def draw_cards(state: State, cards: Cards, name: str, count: int, decisions: Decisions | None = None) -> None:
    """Draw one card at a time (121.1, 121.3), each draw as the replacement effects modify it
    (614.1, 616.3); a player who has left the game draws nothing (800.6a)."""
    if state["players"][name]["status"] != "playing":
        return
    for _ in range(count):
        if state["players"][name].get("drew_from_empty"):
            return
        happen(state, cards, {"kind": "draw", "player": name}, decisions)


@PERFORMERS.register("draw")
def draw_one(state: State, cards: Cards, event: Event) -> None:
    """The top card of the Domain goes to the hand (121.1); drawing from an empty Domain marks
    the player for the deck-out check (121.4, 704.5b)."""
    player = state["players"][event["player"]]
    if not player["zones"]["domain"]:
        player["drew_from_empty"] = True
        return
    player["zones"]["hand"].append(player["zones"]["domain"].pop(0))
