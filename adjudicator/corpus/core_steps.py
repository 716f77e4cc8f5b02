"""The shared core of every game's vocabulary: zones, decks top first, pinned decisions and
random outcomes, game results, and "cannot" checks.

Games supply the words for their zones (``GameSpec.zones``) and how a card looks in a zone
(``GameSpec.card_object``); the phrases here are the same in every game.
"""

from __future__ import annotations

from typing import Any

from adjudicator.corpus.case import CaseBuilder, pointer
from adjudicator.corpus.vocabulary import Steps
from adjudicator.errors import CorpusError

steps = Steps("core")

_POSSESSIVES = ("her ", "his ", "their ", "the ", "its ")


def zone_key(case: CaseBuilder, phrase: str) -> tuple[bool, str]:
    """``(per_player, key)`` for a zone phrase such as "hand", "her Spoils", "the trash"."""
    words = phrase.strip()
    for p in _POSSESSIVES:
        if words.lower().startswith(p):
            words = words[len(p):]
            break
    zones = case.game.zones
    key = zones.get(words) or zones.get(words.lower())
    if key is None:
        known = ", ".join(sorted(zones))
        raise CorpusError(f"unknown zone {phrase!r} in {case.game.name} (zones: {known})")
    shared = key.startswith("shared:")
    return (not shared, key.removeprefix("shared:"))


def shared_zone(case: CaseBuilder, phrase: str) -> str:
    """The state key of a zone no player owns (the stack, the trash, the exile pile...)."""
    per_player, key = zone_key(case, phrase)
    if per_player:
        raise CorpusError(f"{phrase!r} belongs to a player; say whose (e.g. \"Alice's {phrase}\")")
    return key


def zone_path(case: CaseBuilder, player: str | None, phrase: str) -> str:
    per_player, key = zone_key(case, phrase)
    if per_player:
        if player is None:
            raise CorpusError(f"zone {phrase!r} belongs to a player; say whose")
        case.known_player(player)
        return pointer("players", player, "zones", key)
    return pointer("zones", key)


def _zone_list(case: CaseBuilder, player: str | None, phrase: str) -> tuple[list[Any], str]:
    per_player, key = zone_key(case, phrase)
    board = case.board()
    if per_player:
        if player is None:
            raise CorpusError(f"zone {phrase!r} belongs to a player; say whose")
        # a zone the game declares but this board leaves out (an optional one) starts empty
        return case.player(player)["zones"].setdefault(key, []), key
    return board["zones"].setdefault(key, []), key


def place(case: CaseBuilder, player: str | None, names: list[str], phrase: str) -> None:
    """Put cards into a zone, after what is already there."""
    zone, key = _zone_list(case, player, phrase)
    for name in names:
        zone.append(case.game.card_object(case.card(name), key, player))


# -- Givens: zones -----------------------------------------------------------------------
@steps.given(
    "{player:player} has {names:cards} in {zone}",
    meaning="Puts these cards into the player's zone, after any already there.",
    example='Alice has "Iron Column" and "Slip the Knife" in hand',
)
def given_cards_in_zone(case: CaseBuilder, player: str, names: list[str], zone: str) -> None:
    place(case, player, names, zone)


@steps.given(
    "{player:player}'s {zone} holds, from the top, {names:cards}",
    meaning="Sets a player's ordered zone (deck, pile) exactly, top card first.",
    example='Alice\'s Domain holds, from the top, "Iron Column" and "Lauds Cantor"',
)
def given_zone_from_top(case: CaseBuilder, player: str, zone: str, names: list[str]) -> None:
    cards, _ = _zone_list(case, player, zone)
    cards.clear()
    place(case, player, names, zone)


@steps.given(
    "{player:player}'s {zone} is empty",
    meaning="Empties a player's zone.",
    example="Alice's Domain is empty",
)
def given_zone_empty(case: CaseBuilder, player: str, zone: str) -> None:
    cards, _ = _zone_list(case, player, zone)
    cards.clear()


@steps.given(
    "{player:player}'s {zone} holds {count:int} copies of {name:card}",
    meaning="Sets a player's zone to that many copies of one card.",
    example='Alice\'s Domain holds 5 copies of "Iron Column"',
)
def given_zone_copies(case: CaseBuilder, player: str, zone: str, count: int, name: str) -> None:
    if count < 0:
        raise CorpusError("a number of copies cannot be negative")
    cards, _ = _zone_list(case, player, zone)
    cards.clear()
    place(case, player, [name] * count, zone)


# -- Givens: pinned decisions and random outcomes ------------------------------------------
@steps.given(
    "{player:player} will answer {decision:quoted} with {answer:cards}",
    meaning="Pins a player's answer to a named decision the next action raises "
    "(see the game's decision kinds in docs/steps/).",
    example='Alice will answer "target" with "Bob"',
)
def given_pinned_answer(case: CaseBuilder, player: str, decision: str, answer: list[str]) -> None:
    case.known_player(player)
    case.choose(decision, player, answer[0] if len(answer) == 1 else answer)


@steps.given(
    "the {decision:quoted} outcome will be {answer:cards}",
    meaning="Pins a random outcome (a decision of the environment) for the next action.",
    example='the "coin" outcome will be "heads"',
)
def given_random_outcome(case: CaseBuilder, decision: str, answer: list[str]) -> None:
    case.random(decision, answer[0] if len(answer) == 1 else answer)


# -- Thens: zones ----------------------------------------------------------------------------
@steps.then(
    "{player:player}'s {zone} is {names:cards}",
    meaning="The zone holds exactly these cards, in this order (top first for decks).",
    example='Alice\'s hand is "Iron Column" and "Slip the Knife"',
)
def then_zone_exactly(case: CaseBuilder, player: str, zone: str, names: list[str]) -> None:
    case.expect(zone_path(case, player, zone), cards=names)


@steps.then(
    "{player:player}'s {zone} is empty",
    meaning="The zone holds no cards.",
    example="Alice's Pit is empty",
)
def then_zone_empty(case: CaseBuilder, player: str, zone: str) -> None:
    case.expect(zone_path(case, player, zone), count=0)


@steps.then(
    "{player:player}'s {zone} holds {count:int} cards",
    meaning="The zone holds this many cards.",
    example="Alice's hand holds 7 cards",
)
def then_zone_count(case: CaseBuilder, player: str, zone: str, count: int) -> None:
    case.expect(zone_path(case, player, zone), count=count)


@steps.then(
    "{player:player} has {names:cards} in {zone}",
    meaning="The zone includes these cards (others may be there too).",
    example='Bob has "Iron Column" in his Spoils',
)
def then_zone_contains(case: CaseBuilder, player: str, names: list[str], zone: str) -> None:
    case.expect(zone_path(case, player, zone), contains=names)


@steps.then(
    "{player:player} has no {name:card} in {zone}",
    meaning="The zone does not include this card.",
    example='Bob has no "Iron Column" in his Spoils',
)
def then_zone_lacks(case: CaseBuilder, player: str, name: str, zone: str) -> None:
    case.expect(zone_path(case, player, zone), lacks=[name])


# -- Thens: the game's result ------------------------------------------------------------------
@steps.then(
    "{player:player} wins the game",
    meaning="The game is over and this player is its only winner.",
    example="Alice wins the game",
)
def then_wins(case: CaseBuilder, player: str) -> None:
    case.expect(pointer("players", case.known_player(player), "status"), equals="won")


@steps.then(
    "{player:player} loses the game",
    meaning="This player has lost and left the game.",
    example="Bob loses the game",
)
def then_loses(case: CaseBuilder, player: str) -> None:
    case.expect(pointer("players", case.known_player(player), "status"), equals="lost")


@steps.then(
    "{player:player} is still in the game",
    meaning="This player has neither won, lost nor drawn.",
    example="Bob is still in the game",
)
def then_still_playing(case: CaseBuilder, player: str) -> None:
    case.expect(pointer("players", case.known_player(player), "status"), equals="playing")


@steps.then(
    "the game is a draw",
    meaning="The game is over and nobody won.",
    example="the game is a draw",
)
def then_draw(case: CaseBuilder) -> None:
    case.expect("/result/draw", equals=True)


@steps.then(
    "the game is not over",
    meaning="No result has been reached yet.",
    example="the game is not over",
)
def then_not_over(case: CaseBuilder) -> None:
    case.expect("/result", equals=None)


# -- Thens: refused actions ------------------------------------------------------------------
_ES = ("s", "sh", "ch", "x", "z")


def third_person(verb: str) -> str:
    """cast -> casts, pass -> passes: turns "cannot X" back into the When phrase."""
    if verb.endswith(_ES):
        return verb + "es"
    if verb.endswith("y") and verb[-2:-1] not in "aeiou":
        return verb[:-1] + "ies"
    return verb + "s"


@steps.then(
    "{player:player} cannot {verb:word} {rest}",
    meaning="The action (any When phrase of the game) is refused by the engine, with a reason, "
    "and the state does not change.",
    example='Alice cannot cast "Test Caprice ▷+3"',
)
def then_cannot(case: CaseBuilder, player: str, verb: str, rest: str) -> None:
    vocabulary = case.game.vocabulary()
    text = f"{player} {third_person(verb)} {rest}"
    definition, args = vocabulary.resolve("when", text, case.where)
    case.refusing = True
    try:
        definition.func(case, **args)
    finally:
        case.refusing = False
