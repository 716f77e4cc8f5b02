"""Steps of the game modes (section 9): the mode the Domains were built for, and who chooses the
starting player in a later game of a match (901.5c)."""

from __future__ import annotations

from adjudicator.corpus.case import CaseBuilder
from adjudicator.corpus.vocabulary import Steps
from adjudicator.errors import CorpusError

steps = Steps("nodawn")

MODES = {"Constructed": "constructed", "Sealed": "sealed", "Draft": "draft"}


def _setup(case: CaseBuilder) -> dict:
    state = case.board()
    if "setup" not in state:
        raise CorpusError("the mode and the match are set before the game begins: open with "
                          "'a No Dawn game about to begin between ...'")
    return state["setup"]


@steps.given(
    "the Domains are built for {mode:word}",
    meaning="The game mode the players built for (900.1): Constructed, the default (901.1), or "
    "one of the Limited modes, Sealed or Draft (903.3).",
    example="the Domains are built for Sealed",
)
def given_mode(case: CaseBuilder, mode: str) -> None:
    if mode not in MODES:
        raise CorpusError(f"the modes are {', '.join(MODES)}, not {mode!r}")
    _setup(case)["mode"] = MODES[mode]


@steps.given(
    "{player:player} lost the match's previous game",
    meaning="A later game of a match: that player chooses who takes the first turn (decision "
    "'first-player', 103.1, 901.5c) instead of a random choice.",
    example="Bob lost the match's previous game",
)
def given_loser(case: CaseBuilder, player: str) -> None:
    _setup(case)["first_chooser"] = case.known_player(player)


@steps.given(
    "the match's previous game was drawn, and {player:player} chose who began it",
    meaning="After a drawn game the player who last chose who takes the first turn chooses again "
    "(decision 'first-player', 901.5c).",
    example="the match's previous game was drawn, and Alice chose who began it",
)
def given_drawn(case: CaseBuilder, player: str) -> None:
    _setup(case)["first_chooser"] = case.known_player(player)
