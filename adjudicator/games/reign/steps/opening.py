"""Steps of the opening (4): the duel after setup, or setup itself with its opening boards,
mulligan and reveal."""

from __future__ import annotations

from adjudicator.corpus.case import CaseBuilder
from adjudicator.corpus.vocabulary import Steps
from adjudicator.errors import CorpusError
from adjudicator.games.reign.steps.common import act, check_pronoun, faction_card, new_state

steps = Steps("reign")


@steps.given(
    "a Reign of Kings duel between {first:player} of {one:card} and {second:player} of {two:card}",
    meaning="Starts a duel after setup: Round 1, Kingdom phase, the first named player is the first "
    "player and the active player; each leads the named faction card with 0 Influence; no active "
    "quests, no wealth, no Authority emblem, every zone empty (place cards explicitly).",
    example='a Reign of Kings duel between Alice of "Camelot" and Bob of "The Eleven"',
)
def given_duel(case: CaseBuilder, first: str, one: str, second: str, two: str) -> None:
    if first == second:
        raise CorpusError("name two different players")
    case.start_state(new_state([(first, faction_card(case, one)), (second, faction_card(case, two))]))


@steps.given(
    "the players are placing their opening boards",
    meaning="Puts the game back in setup (4), before Round 1: the opening boards are being placed; "
    "hands and decks are as the Givens set them.",
    example="the players are placing their opening boards",
)
def given_setup(case: CaseBuilder) -> None:
    board = case.board()
    board.update(phase="setup", round=0, active=None)


@steps.when(
    "{player:player} places {names:cards} as {pronoun:word} opening board",
    meaning="During setup, places these cards from hand faceup-to-be in the opening board (4).",
    example='Alice places "Test Soldier 3" and "Test Watchtower" as her opening board',
)
def when_place(case: CaseBuilder, player: str, names: list[str], pronoun: str) -> None:
    check_pronoun(pronoun)
    for n in names:
        case.card(n)
    act(case, {"type": "place", "player": player, "cards": names, "secret": []})


@steps.when(
    "{player:player} takes a mulligan",
    meaning="During setup, before placing the opening board, the player sets their hand aside, draws "
    "a new 7 and shuffles the old hand back into the draw deck (pin the \"shuffle\" outcome: the "
    "whole deck, top first); once per game (4).",
    example="Alice takes a mulligan",
)
def when_mulligan(case: CaseBuilder, player: str) -> None:
    act(case, {"type": "mulligan", "player": player})


@steps.when(
    "{player:player} hides {names:cards} facedown in {pronoun:word} opening board",
    meaning="During setup, places these Secret cards from hand into the opening board, to go to the "
    "secret area at the reveal (4).",
    example='Alice hides "Test Secret Assassin 3" facedown in her opening board',
)
def when_hide(case: CaseBuilder, player: str, names: list[str], pronoun: str) -> None:
    check_pronoun(pronoun)
    for n in names:
        case.card(n)
    act(case, {"type": "place", "player": player, "cards": [], "secret": names})


@steps.when(
    "the opening boards are revealed",
    meaning="Ends setup (4): every opening board is revealed at once, hands are drawn back up to 7 "
    "and Round 1 begins with its Quest phase (pin each player's \"quest\" and the \"first player\").",
    example="the opening boards are revealed",
)
def when_reveal_openings(case: CaseBuilder) -> None:
    case.act({"type": "advance", "to": "quest"})
