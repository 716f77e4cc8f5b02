"""Steps of the Feast Calendar (730): the feasts a game's calendar sets, the count of cycles,
what has been announced and what has landed."""

from __future__ import annotations

from adjudicator.corpus.case import CaseBuilder
from adjudicator.corpus.vocabulary import Steps
from adjudicator.errors import CorpusError
from adjudicator.games.nodawn.core.state import WORLD_CYCLE
from adjudicator.games.nodawn.steps.common import round_position

steps = Steps("nodawn")


def _round_name(round: str) -> str:  # noqa: A002
    """The world cycle's name for a round as a step writes it ("The Vanish", 730.1)."""
    return WORLD_CYCLE[round_position(round) - 1][1]


@steps.given(
    "the feast calendar sets {feast:quoted} on {round} of cycle {n:int}",
    meaning="The game is played under the Feast Calendar, and it sets that feast on that round of "
    "that cycle (730.1); the document prints no schedule, so each scenario states its own.",
    example='the feast calendar sets "St. George\'s Eve" on The Vanish of cycle 3',
)
def given_feast(case: CaseBuilder, feast: str, round: str, n: int) -> None:  # noqa: A002
    name = _round_name(round)
    case.board()["world"].setdefault("calendar", []).append({"cycle": n, "round": name, "feast": feast})


@steps.given(
    "the world cycle is in cycle {n:int}",
    meaning="How many times The Hunt has begun the world cycle (730.1): cycle 1 is the game's first.",
    example="the world cycle is in cycle 2",
)
def given_cycle(case: CaseBuilder, n: int) -> None:
    if n < 1:
        raise CorpusError("the first cycle is cycle 1 (730.1)")
    case.board()["world"]["cycle"] = n


@steps.then(
    "the world cycle is in cycle {n:int}",
    meaning="The Feast Calendar's count of the cycle the world stands in (730.1).",
    example="the world cycle is in cycle 2",
)
def then_cycle(case: CaseBuilder, n: int) -> None:
    case.expect("/world/cycle", equals=n, default=1)


@steps.then(
    "the feast of {feast:quoted} has landed",
    meaning="That feast falls on the round in play (730.3).",
    example='the feast of "St. George\'s Eve" has landed',
)
def then_feast(case: CaseBuilder, feast: str) -> None:
    case.expect("/world/feast", equals=feast)


@steps.then(
    "no feast falls on this round",
    meaning="No feast has landed on the round in play (730.3).",
    example="no feast falls on this round",
)
def then_no_feast(case: CaseBuilder) -> None:
    case.expect("/world/feast", equals=None, default=None)


@steps.then(
    "{feast:quoted} on {round} of cycle {n:int} has been announced",
    meaning="The last wrap announced that feast of the next cycle (730.2).",
    example='"St. George\'s Eve" on The Vanish of cycle 3 has been announced',
)
def then_announced(case: CaseBuilder, feast: str, round: str, n: int) -> None:  # noqa: A002
    name = _round_name(round)
    case.expect("/world/announced", where={"cycle": n, "round": name}, has={"feast": feast})


@steps.then(
    "{feast:quoted} on {round} of cycle {n:int} has not been announced",
    meaning="The last wrap did not announce that feast (730.2: a wrap announces the next cycle's "
    "feasts, not those of any later cycle).",
    example='"the Blood Moon" on The Arise of cycle 4 has not been announced',
)
def then_not_announced(case: CaseBuilder, feast: str, round: str, n: int) -> None:  # noqa: A002
    """No entry of the last wrap's announcement is that feast on that round of that cycle."""
    name = _round_name(round)
    case.expect("/world/announced", nowhere={"cycle": n, "round": name, "feast": feast})
