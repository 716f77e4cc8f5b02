"""Steps of the zones (400-408): reading a Spoils pile from its top (404.1), where the last card
to arrive lies."""

from __future__ import annotations

from adjudicator.corpus.case import CaseBuilder, pointer
from adjudicator.corpus.vocabulary import Steps

steps = Steps("nodawn")


@steps.then(
    "{player:player}'s Spoils, from the top, hold {names:cards}",
    meaning="The player's Spoils holds exactly these cards, read from its top — the last to "
    "arrive — down (404.1, 404.2).",
    example='Alice\'s Spoils, from the top, hold "Test Bolt 1" and "Test Bolt 2"',
)
def then_spoils_from_top(case: CaseBuilder, player: str, names: list[str]) -> None:
    path = pointer("players", case.known_player(player), "zones", "spoils")
    case.expect(path, cards=list(reversed(names)))
