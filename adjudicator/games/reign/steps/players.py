"""Steps about a player (1.1, 3.4, 5.5, 10.6, 9.3): Influence, wealth in the pool, the Authority
emblem and totals, a destiny card, the Restricted allowance."""

from __future__ import annotations

from adjudicator.corpus.case import CaseBuilder, pointer
from adjudicator.corpus.vocabulary import Steps
from adjudicator.errors import CorpusError
from adjudicator.games.reign.steps.common import check_pronoun

steps = Steps("reign")


@steps.given(
    "{player:player} has {count:int} Influence",
    meaning="Sets the Influence counters on the player's faction card.",
    example="Alice has 12 Influence",
)
def given_influence(case: CaseBuilder, player: str, count: int) -> None:
    if count < 0:
        raise CorpusError("Influence cannot be negative")
    case.player(player)["faction"]["influence"] = count


@steps.given(
    "{player:player} has {count:int} wealth in {pronoun:word} pool",
    meaning="Sets the wealth in the player's personal pool (3.4).",
    example="Alice has 5 wealth in her pool",
)
def given_pool(case: CaseBuilder, player: str, count: int, pronoun: str) -> None:
    check_pronoun(pronoun)
    if count < 0:
        raise CorpusError("a pool cannot hold less than 0 wealth")
    case.player(player)["pool"] = count


@steps.given(
    "{player:player}'s destiny card is {name:card}",
    meaning="Puts this destiny card faceup in the player's permanent slot (10.6): not in play, its "
    "constant abilities always active.",
    example='Alice\'s destiny card is "Test Destiny of Knights"',
)
def given_destiny(case: CaseBuilder, player: str, name: str) -> None:
    if case.card(name)["type"] != "Destiny":
        raise CorpusError(f"{name!r} is not a destiny card")
    case.player(player)["destiny"] = name


@steps.given(
    "{player:player} holds the Authority emblem",
    meaning="Gives the player the Authority emblem (5.5).",
    example="Alice holds the Authority emblem",
)
def given_authority(case: CaseBuilder, player: str) -> None:
    case.board()["authority"] = case.known_player(player)


@steps.given(
    "{player:player} has already had a Restricted card enter play this round",
    meaning="Uses up the player's Restricted allowance for this round (9.3).",
    example="Alice has already had a Restricted card enter play this round",
)
def given_restricted(case: CaseBuilder, player: str) -> None:
    case.player(player)["restricted"] = 1


@steps.then(
    "{player:player} has {count:int} Influence",
    meaning="The Influence the player controls: on the faction card and on cards in the field (1.1).",
    example="Alice has 15 Influence",
)
def then_influence(case: CaseBuilder, player: str, count: int) -> None:
    case.expect(pointer("players", case.known_player(player), "influence"), equals=count)


@steps.then(
    "{player:player}'s faction card holds {count:int} Influence",
    meaning="The Influence counters on the player's faction card alone.",
    example="Bob's faction card holds 3 Influence",
)
def then_faction_influence(case: CaseBuilder, player: str, count: int) -> None:
    case.expect(pointer("players", case.known_player(player), "faction", "influence"), equals=count)


@steps.then(
    "{player:player} has {count:int} wealth in {pronoun:word} pool",
    meaning="The wealth in the player's personal pool.",
    example="Alice has 2 wealth in her pool",
)
def then_pool(case: CaseBuilder, player: str, count: int, pronoun: str) -> None:
    check_pronoun(pronoun)
    case.expect(pointer("players", case.known_player(player), "pool"), equals=count)


@steps.then(
    "{player:player}'s Authority total is {count:int}",
    meaning="The player's Authority total now: Power of ready units (each at least 0) plus pool "
    "wealth (5.5).",
    example="Alice's Authority total is 7",
)
def then_authority_total(case: CaseBuilder, player: str, count: int) -> None:
    case.expect(pointer("players", case.known_player(player), "authority_total"), equals=count)


@steps.then(
    "{player:player} holds the Authority emblem",
    meaning="The player holds the Authority emblem.",
    example="Alice holds the Authority emblem",
)
def then_authority(case: CaseBuilder, player: str) -> None:
    case.expect("/authority", equals=case.known_player(player))


@steps.then(
    "nobody holds the Authority emblem",
    meaning="The Authority emblem is unheld.",
    example="nobody holds the Authority emblem",
)
def then_no_authority(case: CaseBuilder) -> None:
    case.expect("/authority", equals=None)
