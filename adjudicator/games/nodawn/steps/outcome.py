"""Steps of the game's end (104, 806.6): the result the game records once it is over — who won,
who lost — beside each player's own status."""

from __future__ import annotations

import re

from adjudicator.corpus.case import CaseBuilder
from adjudicator.corpus.vocabulary import Steps

steps = Steps("nodawn")


@steps.then(
    "the game ends, won by {winner:player} and lost by {losers}",
    meaning="The game is over and its result records that player as its only winner and those "
    "players, joined by commas or 'and', as its losers (104.1, 104.2, 806.6).",
    example="the game ends, won by Alice and lost by Bob",
)
def then_result(case: CaseBuilder, winner: str, losers: str) -> None:
    beaten = [case.known_player(n) for n in re.split(r",\s*|\s+and\s+", losers.strip())]
    case.expect("/result/winners", contains=[case.known_player(winner)])
    case.expect("/result/winners", count=1)
    case.expect("/result/losers", contains=beaten)
    case.expect("/result/losers", count=len(beaten))
    case.expect("/result/draw", equals=False)
