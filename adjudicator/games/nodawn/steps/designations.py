"""Steps of the designations a player holds (725): the Conclave Seat."""

from __future__ import annotations

from adjudicator.corpus.case import CaseBuilder
from adjudicator.corpus.vocabulary import Steps

steps = Steps("nodawn")


@steps.given(
    "{player:player} holds the Conclave Seat",
    meaning="The player is seated in the Conclave Seat, as an effect seated them (725.1).",
    example="Alice holds the Conclave Seat",
)
def given_seated(case: CaseBuilder, player: str) -> None:
    case.board()["conclave"] = {"seated": case.known_player(player)}


@steps.then(
    "{player:player} holds the Conclave Seat",
    meaning="The player is the one seated in the Conclave Seat (725.1).",
    example="Bob holds the Conclave Seat",
)
def then_seated(case: CaseBuilder, player: str) -> None:
    case.expect("/conclave/seated", equals=case.known_player(player))


@steps.then(
    "nobody holds the Conclave Seat",
    meaning="No effect has seated anyone in the Conclave Seat (725.1).",
    example="nobody holds the Conclave Seat",
)
def then_unseated(case: CaseBuilder) -> None:
    case.expect("/conclave", equals=None, default=None)
