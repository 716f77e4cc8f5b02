"""Givens of a board in mid-play: continuous effects already in force with their durations
(611.2, 613.4), a spell already on the stack with its targets (405, 601.2c), and who holds
priority (117.1)."""

from __future__ import annotations

import re
from typing import Any

from adjudicator.corpus.case import CaseBuilder
from adjudicator.corpus.vocabulary import Steps
from adjudicator.errors import CorpusError
from adjudicator.games.nodawn.steps.common import labels, target_name

steps = Steps("nodawn")

_DURATIONS = "'until end of turn', 'until <player>'s next turn' or 'for the rest of the game'"


def _duration(case: CaseBuilder, words: str) -> dict[str, Any]:
    """How long an effect lasts, as the state records it (611.2, 611.2c, 514.2a)."""
    words = words.strip()
    if words == "until end of turn":
        return {"until": "end of turn"}
    if words == "for the rest of the game":
        return {}
    m = re.fullmatch(r"until ([A-Z][A-Za-z]*)'s next turn", words)
    if m:
        return {"until": "your next turn", "player": case.known_player(m.group(1))}
    raise CorpusError(f"unknown duration {words!r}; say {_DURATIONS}")


def _entity(case: CaseBuilder, player: str, nth: int, card: str) -> dict[str, Any]:
    """The Entity a Given about an effect names: a label, or the nth of that card name on the
    player's battlefield in the order placed."""
    if card in labels(case):
        obj = labels(case)[card]
        if obj["controller"] != player:
            raise CorpusError(f"{card!r} is {obj['controller']}'s, not {player}'s")
    else:
        mine = [o for o in case.player(player)["zones"]["battlefield"] if o["card"] == card]
        if nth == -1:
            nth = len(mine)
        if not 0 < nth <= len(mine):
            raise CorpusError(f"{player} controls no {card!r} number {nth}; place it first")
        obj = mine[nth - 1]
    if case.card(obj["card"])["type"] != "Entity":
        raise CorpusError(f"{card!r} is not an Entity; these effects touch Attack and Vigor (613.4)")
    return obj


def _stats(words: str, signed: bool) -> tuple[int, int]:
    pattern = r"([+-]\d+)/([+-]\d+)" if signed else r"(-?\d+)/(-?\d+)"
    m = re.fullmatch(pattern, words)
    if not m:
        raise CorpusError(f"write the values as {'+2/+1' if signed else '0/1'}, not {words!r}")
    return int(m.group(1)), int(m.group(2))


def _effect(case: CaseBuilder, player: str, nth: int, card: str, record: dict[str, Any],
            duration: str) -> None:
    record.update(_duration(case, duration))
    _entity(case, player, nth, card).setdefault("effects", []).append(record)


@steps.given(
    "{player:player}'s {nth:ordinal}{card:card} gets {change:word} {duration}",
    meaning="A continuous effect already in force on the Entity: it gets +A/+V (layer 7c, 613.4c), "
    "until end of turn (514.2a), until a player's next turn (611.2c) or for the rest of the game "
    "(611.2). Effects given this way are older than any the scenario creates, in the order given "
    "(613.7b).",
    example='Alice\'s "Test Wretch" gets +2/+0 until end of turn',
)
def given_gets(case: CaseBuilder, player: str, nth: int, card: str, change: str,
               duration: str) -> None:
    attack, vigor = _stats(change, signed=True)
    _effect(case, player, nth, card, {"layer": "7c", "attack": attack, "vigor": vigor}, duration)


@steps.given(
    "{player:player}'s {nth:ordinal}{card:card} has become {stats:word} {duration}",
    meaning="A continuous effect already in force sets the Entity's Attack and Vigor (layer 7b, "
    "613.4b), with a duration as in 'gets'.",
    example='Alice\'s "Test Brute 4/4" has become 0/1 until end of turn',
)
def given_became(case: CaseBuilder, player: str, nth: int, card: str, stats: str,
                 duration: str) -> None:
    attack, vigor = _stats(stats, signed=False)
    _effect(case, player, nth, card, {"layer": "7b", "attack": attack, "vigor": vigor}, duration)


@steps.given(
    "{player:player}'s {nth:ordinal}{card:card} has its Attack and Vigor switched {duration}",
    meaning="A continuous effect already in force switches the Entity's Attack and Vigor (layer "
    "7d, 613.4d), with a duration as in 'gets'.",
    example='Alice\'s "Test Hollow Husk" has its Attack and Vigor switched for the rest of the game',
)
def given_switched(case: CaseBuilder, player: str, nth: int, card: str, duration: str) -> None:
    _effect(case, player, nth, card, {"layer": "7d"}, duration)


@steps.given(
    "{player:player}'s {card:card} is on the stack",
    meaning="A spell the player has already cast waits on the stack, above anything already "
    "there (405.1); a spell that targets needs 'targeting ...'.",
    example='Bob\'s "Test Insight 2" is on the stack',
)
def given_on_stack(case: CaseBuilder, player: str, card: str) -> None:
    _stack(case, player, card, [])


@steps.given(
    "{player:player}'s {card:card} is on the stack, targeting {targets}",
    meaning="A spell the player has already cast waits on the stack with its targets announced "
    "(601.2c), named as in the cast phrase; several targets are joined by 'and'.",
    example='Bob\'s "Test Bolt 3" is on the stack, targeting Alice',
)
def given_on_stack_targeting(case: CaseBuilder, player: str, card: str, targets: str) -> None:
    _stack(case, player, card, [target_name(case, t) for t in re.split(r"\s+and\s+", targets)])


def _stack(case: CaseBuilder, player: str, card: str, targets: list[str]) -> None:
    definition = case.card(card)
    if definition["type"] == "Master":
        raise CorpusError("a Master is never cast (311)")
    case.player(player)
    case.board()["zones"]["stack"].append({"kind": "spell", "card": card, "controller": player,
                                           "targets": targets})


@steps.given(
    "{player:player} holds priority",
    meaning="The player holds priority, nobody having passed since (117.1, 117.3); by default the "
    "active player holds it.",
    example="Bob holds priority",
)
def given_priority(case: CaseBuilder, player: str) -> None:
    case.player(player)
    case.board()["turn"].update(priority=player, passed=[])
