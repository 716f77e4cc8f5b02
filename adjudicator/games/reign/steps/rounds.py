"""Steps of the round (5) and its action windows (8.2): the phase, the round, the first and the
active player, quests (5.1), advancing, passing and priority."""

from __future__ import annotations

from adjudicator.corpus.case import CaseBuilder, pointer
from adjudicator.corpus.vocabulary import Steps
from adjudicator.errors import CorpusError
from adjudicator.games.reign.state import ROTATING
from adjudicator.games.reign.steps.common import act, phase_key

steps = Steps("reign")


@steps.given(
    "it is the {phase:word} phase",
    meaning="Sets the current phase (Quest, Draw, Authority, Refresh or Toll; for Kingdom and "
    "Confrontation name the active player); its opening procedure is taken as done.",
    example="it is the Authority phase",
)
def given_phase(case: CaseBuilder, phase: str) -> None:
    key = phase_key(phase)
    if key in ROTATING:
        raise CorpusError(f"the {phase} phase has an active player: say 'it is the {phase} phase "
                          "and Alice is the active player'")
    case.board().update(phase=key, active=None)


@steps.given(
    "it is the {phase:word} phase and {player:player} is the active player",
    meaning="Sets the Kingdom or Confrontation phase with this active player (wealth already "
    "collected); players later in turn order are still to be active.",
    example="it is the Confrontation phase and Alice is the active player",
)
def given_rotating(case: CaseBuilder, phase: str, player: str) -> None:
    key = phase_key(phase)
    if key not in ROTATING:
        raise CorpusError("only the Kingdom and Confrontation phases have an active player (5)")
    case.board().update(phase=key, active=case.known_player(player))


@steps.given(
    "it is round {number:int}",
    meaning="Sets the round number.",
    example="it is round 3",
)
def given_round(case: CaseBuilder, number: int) -> None:
    if number < 1:
        raise CorpusError("rounds are numbered from 1")
    case.board()["round"] = number


@steps.given(
    "{player:player} is the first player",
    meaning="Makes this player the first player (5.1): first in every phase's order and the one "
    "who breaks ties.",
    example="Bob is the first player",
)
def given_first(case: CaseBuilder, player: str) -> None:
    case.board()["first_player"] = case.known_player(player)


@steps.given(
    "{player:player}'s active quest is {name:card}",
    meaning="Makes this quest the player's active quest (its Wealth, Momentum, Spoils and Levy apply).",
    example='Alice\'s active quest is "Test Quest W4 M2 S1 L7"',
)
def given_quest(case: CaseBuilder, player: str, name: str) -> None:
    if case.card(name)["type"] != "Quest":
        raise CorpusError(f"{name!r} is not a quest")
    case.player(player)["quest"] = name


@steps.when(
    "the game advances to the {phase:word} phase",
    meaning="Ends the current phase and each following one (every remaining player taking the "
    "active role in Kingdom and Confrontation without acting) until the named phase has begun and "
    "its procedure is done; past Toll a new round begins at the Quest phase.",
    example="the game advances to the Authority phase",
)
def when_advance(case: CaseBuilder, phase: str) -> None:
    case.act({"type": "advance", "to": phase_key(phase)})


@steps.when(
    "{player:player} passes",
    meaning="The player holding priority passes (8.2); priority goes to the next player. When every "
    "player has passed in a row the window closes: in Kingdom and Confrontation the next player "
    "becomes active (collecting wealth in Kingdom) or, after the last, the phase ends; in other "
    "phases the phase ends; during a struggle the defenders are declared next (S.5) or the winner "
    "is determined (S.7).",
    example="Alice passes",
)
def when_pass(case: CaseBuilder, player: str) -> None:
    act(case, {"type": "pass", "player": player})


@steps.then(
    "{player:player} has priority",
    meaning="The player holds priority in the current action window (8.2): the first player when it "
    "opens, then the next player in turn order after each pass or action.",
    example="Bob has priority",
)
def then_priority(case: CaseBuilder, player: str) -> None:
    case.expect("/priority", equals=case.known_player(player))


@steps.then(
    "nobody has priority",
    meaning="No action window is open (for instance while defenders are being declared, S.6).",
    example="nobody has priority",
)
def then_no_priority(case: CaseBuilder) -> None:
    case.expect("/priority", equals=None)


@steps.then(
    "{player:player}'s active quest is now {name:card}",
    meaning="The player's active quest.",
    example='Alice\'s active quest is now "Test Quest W3 M3 S3 L5"',
)
def then_quest(case: CaseBuilder, player: str, name: str) -> None:
    case.card(name)
    case.expect(pointer("players", case.known_player(player), "quest"), equals=name)


@steps.then(
    "{player:player} is the first player",
    meaning="The player is the first player.",
    example="Bob is the first player",
)
def then_first(case: CaseBuilder, player: str) -> None:
    case.expect("/first_player", equals=case.known_player(player))


@steps.then(
    "{player:player} is the active player",
    meaning="The player holds the active-player role (Kingdom or Confrontation).",
    example="Bob is the active player",
)
def then_active(case: CaseBuilder, player: str) -> None:
    case.expect("/active", equals=case.known_player(player))


@steps.then(
    "it is the {phase:word} phase",
    meaning="The current phase.",
    example="it is the Confrontation phase",
)
def then_phase(case: CaseBuilder, phase: str) -> None:
    case.expect("/phase", equals=phase_key(phase))


@steps.then(
    "it is round {number:int}",
    meaning="The current round number.",
    example="it is round 2",
)
def then_round(case: CaseBuilder, number: int) -> None:
    case.expect("/round", equals=number)


@steps.then(
    "{player:player} cannot pass",
    meaning="Passing is refused (the player is not the active player, or no active player's turn is "
    "under way), and the state does not change.",
    example="Bob cannot pass",
)
def then_cannot_pass(case: CaseBuilder, player: str) -> None:
    case.refusing = True
    try:
        when_pass(case, player)
    finally:
        case.refusing = False
