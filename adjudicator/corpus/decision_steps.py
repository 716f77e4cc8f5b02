"""The shared phrases about what a decision allows, in every game's vocabulary: the options a
decision offered, how many of them it takes, an answer the rules forbid, the board at the moment
a decision is taken, and things that are nowhere in the game.

They read the decisions of the action before them (docs/cases.md, ``offers`` and ``at``); the
decision kinds are the game's own (``GameSpec.decisions``, docs/games/<game>.md).
"""

from __future__ import annotations

import re

from adjudicator.corpus.case import CaseBuilder
from adjudicator.corpus.vocabulary import Steps
from adjudicator.errors import CorpusError

steps = Steps("core")

_PRONOUN = re.compile(r"^(she|he|they)\s+", re.IGNORECASE)


def _offers(case: CaseBuilder, player: str | None, nth: int, decision: str, **matcher: object) -> None:
    if player is not None:
        case.known_player(player)
    case.offers(decision, player, nth=nth, **matcher)


# -- Thens: the options a decision offered ---------------------------------------------------------
@steps.then(
    "{player:player}'s {nth:ordinal}{decision:quoted} choice offers exactly {names:cards}",
    meaning="The named decision of the action before this step offered these options and no "
    "others (in any order). An ordinal picks a later decision of the same kind in that action.",
    example='Alice\'s "gain" choice offers exactly "Silver" and "Village"',
)
def then_offers_exactly(case: CaseBuilder, player: str, nth: int, decision: str,
                        names: list[str]) -> None:
    _offers(case, player, nth, decision, exactly=names)


@steps.then(
    "{player:player}'s {nth:ordinal}{decision:quoted} choice offers {names:cards}",
    meaning="The named decision of the action before this step offered these options, "
    "perhaps among others.",
    example='Alice\'s "gain" choice offers "Silver"',
)
def then_offers(case: CaseBuilder, player: str, nth: int, decision: str, names: list[str]) -> None:
    _offers(case, player, nth, decision, includes=names)


@steps.then(
    "{player:player}'s {nth:ordinal}{decision:quoted} choice does not offer {names:cards}",
    meaning="The named decision of the action before this step offered none of these options.",
    example='Alice\'s "gain" choice does not offer "Gold"',
)
def then_does_not_offer(case: CaseBuilder, player: str, nth: int, decision: str,
                        names: list[str]) -> None:
    _offers(case, player, nth, decision, excludes=names)


@steps.then(
    "{player:player}'s {nth:ordinal}{decision:quoted} choice allows at most {count:int}",
    meaning="The named decision of the action before this step let one answer name at most this "
    "many of its options (an \"up to N\").",
    example='Bob\'s "return" choice allows at most 2',
)
def then_allows_at_most(case: CaseBuilder, player: str, nth: int, decision: str, count: int) -> None:
    _offers(case, player, nth, decision, max=_count(count))


@steps.then(
    "{player:player}'s {nth:ordinal}{decision:quoted} choice allows at least {count:int}",
    meaning="The named decision of the action before this step required one answer to name at "
    "least this many of its options (0: choosing nothing is allowed).",
    example='Bob\'s "return" choice allows at least 0',
)
def then_allows_at_least(case: CaseBuilder, player: str, nth: int, decision: str, count: int) -> None:
    _offers(case, player, nth, decision, min=_count(count))


@steps.then(
    "the {nth:ordinal}{decision:quoted} outcome could be exactly {names:cards}",
    meaning="The named random outcome (a decision of the environment) of the action before this "
    "step had these possible answers and no others.",
    example='the "shuffle" outcome could be exactly "Copper" and "Estate"',
)
def then_outcome_could_be(case: CaseBuilder, nth: int, decision: str, names: list[str]) -> None:
    _offers(case, None, nth, decision, exactly=names)


def _count(count: int) -> int:
    if count < 0:
        raise CorpusError("a number of options cannot be negative")
    return count


# -- Whens: an action with an answer given in the same breath -----------------------------------------
@steps.when(
    "{player:player} answers {decision:quoted} with {answer:cards} when {action}",
    meaning="Pins this answer, then does the action (a When phrase; 'she', 'he' or 'they' stand "
    "for the player). As 'Then Alice cannot answer ... when ...', the engine must refuse the "
    "action because of that answer, and the state does not change. Other answers the action "
    "needs are pinned by Givens before it.",
    example='Alice answers "gain" with "Silver" when she plays "Workshop"',
)
def when_answers(case: CaseBuilder, player: str, decision: str, answer: list[str],
                 action: str) -> None:
    case.known_player(player)
    case.choose(decision, player, answer[0] if len(answer) == 1 else answer)
    text = _PRONOUN.sub(f"{player} ", action.strip())
    definition, args = case.game.vocabulary().resolve("when", text, case.where)
    if definition.func is when_answers:
        raise CorpusError("give one answer per step: pin the others with 'Given ... will answer'")
    if case.refusing:
        case.refuses = {"decision": decision, "player": player}
    try:
        definition.func(case, **args)
    finally:
        case.refuses = None


# -- Thens: the board at the moment of a decision ------------------------------------------------------
@steps.then(
    "at {player:player}'s {nth:ordinal}{decision:quoted} choice, {check}",
    meaning="Checks the board as it stood when the player took this decision, in the middle of "
    "the action before this step; the check is any Then phrase of the game.",
    example='at Alice\'s "discard" choice, Alice\'s hand holds 7 cards',
)
def then_at_choice(case: CaseBuilder, player: str, nth: int, decision: str, check: str) -> None:
    case.known_player(player)
    _at(case, {"decision": case.decision_kind(decision), "player": player, "nth": nth}, check)


@steps.then(
    "at the {nth:ordinal}{decision:quoted} outcome, {check}",
    meaning="Checks the board as it stood when this random outcome was drawn, in the middle of "
    "the action before this step; the check is any Then phrase of the game.",
    example='at the "shuffle" outcome, Alice\'s deck is empty',
)
def then_at_outcome(case: CaseBuilder, nth: int, decision: str, check: str) -> None:
    _at(case, {"decision": case.decision_kind(decision), "player": None, "nth": nth}, check)


def _at(case: CaseBuilder, at: dict[str, object], check: str) -> None:
    if at["nth"] == 1:
        del at["nth"]
    definition, args = case.game.vocabulary().resolve("then", check, case.where)
    if definition.func in (then_at_choice, then_at_outcome):
        raise CorpusError("a check at a decision takes one check of the board, not another "
                          "'at ...' check")
    before = len(case.script)
    case.at = at
    try:
        definition.func(case, **args)
    finally:
        case.at = None
    if any(op["op"] != "expect" for op in case.script[before:]):
        raise CorpusError("a check at a decision takes a check of the board (a Then about zones, "
                          "meters or cards), not a check of choices or actions")


# -- Thens: absence --------------------------------------------------------------------------------------
@steps.then(
    "no {name:card} is anywhere in the game",
    meaning="No object of this name is in any zone, pile or record of the state (it has ceased "
    "to exist, or never came).",
    example='no "Test Token" is anywhere in the game',
)
def then_nowhere(case: CaseBuilder, name: str) -> None:
    case.card(name)
    case.expect("", nowhere={"card": name})
