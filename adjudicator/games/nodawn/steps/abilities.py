"""Steps of abilities: activating them (602), Bleed from hand (702.21a), Exhume from the Spoils
(702.22a), their triggers' order and targets (603.3), and the choices of Toll (702.14a) and
Foresee (701.16a)."""

from __future__ import annotations

import re

from adjudicator.corpus.case import CaseBuilder
from adjudicator.corpus.vocabulary import Steps
from adjudicator.errors import CorpusError
from adjudicator.games.nodawn.steps.common import labels, named, target_name

steps = Steps("nodawn")


def _activate(case: CaseBuilder, player: str, card: str, from_master: int = 0,
              target: str | None = None, ability: int | None = None) -> None:
    named(case, card)
    case.known_player(player)
    if target is not None:
        case.choose("target", player, target_name(case, target))
    action: dict = {"type": "activate", "player": player, "card": card}
    if from_master:
        action["from_master"] = from_master
    if ability is not None:
        action["ability"] = ability
    case.act(action)


@steps.when(
    "{player:player} activates ability {n:int} of {card:card}",
    meaning="Activates the permanent's nth activated ability, as printed (602.3).",
    example='Alice activates ability 2 of "Test Oathbound Companion"',
)
def when_activate_nth(case: CaseBuilder, player: str, n: int, card: str) -> None:
    _activate(case, player, card, ability=n)


@steps.when(
    "{player:player} activates ability {n:int} of {card:card} targeting {target}",
    meaning="Activates the permanent's nth activated ability with its target pinned (602.3, 601.2c).",
    example='Alice activates ability 2 of "Test Oathbound Companion" targeting Bob',
)
def when_activate_nth_target(case: CaseBuilder, player: str, n: int, card: str, target: str) -> None:
    _activate(case, player, card, target=target, ability=n)


@steps.when(
    "{player:player} bleeds {card:card}",
    meaning="Activates the Bleed ability of a card in the player's hand, paying its Vitae from the "
    "pool and discarding the card as the cost; it draws a card as it resolves (702.21a).",
    example='Alice bleeds "Test Bleeding Page"',
)
def when_bleed(case: CaseBuilder, player: str, card: str) -> None:
    _activate(case, player, card)


@steps.when(
    "{player:player} exhumes {card:card}",
    meaning="Activates the Exhume ability of an Entity card in the player's Spoils, paying its Vitae "
    "from the pool; as it resolves the card returns to the battlefield (702.22a).",
    example='Alice exhumes "Risen Pallbearer"',
)
def when_exhume(case: CaseBuilder, player: str, card: str) -> None:
    _activate(case, player, card)


@steps.when(
    "{player:player} activates {card:card}",
    meaning="Activates the activated ability of a permanent the player controls, paying its cost "
    "from the pool (602.3).",
    example='Alice activates "Test Scribe Lamp"',
)
def when_activate(case: CaseBuilder, player: str, card: str) -> None:
    _activate(case, player, card)


@steps.when(
    "{player:player} activates {card:card} targeting {target}",
    meaning="Activates the ability with its target pinned, named as in the cast phrase (602.3, 601.2c).",
    example='Alice activates "Test Noble Pinger" targeting Bob',
)
def when_activate_target(case: CaseBuilder, player: str, card: str, target: str) -> None:
    _activate(case, player, card, target=target)


@steps.when(
    "{player:player} activates {card:card} paying {n:int} from the vein, targeting {target}",
    meaning="Activates the ability with its target pinned, paying that much of its Vitae cost from "
    "the Master's Vitae (602.3, 601.2h).",
    example='Alice activates "Test Noble Pinger" paying 1 from the vein, targeting Bob',
)
def when_activate_vein_target(case: CaseBuilder, player: str, card: str, n: int, target: str) -> None:
    _activate(case, player, card, n, target)


@steps.when(
    "{player:player} immures {entity:card} into {card:card}",
    meaning="Activates the Immure ability of a Haven the player controls, choosing the Entity whose "
    "shadow it seals (decision 'immure') and paying its Vitae from the pool (702.47a).",
    example='Alice immures "Test Wretch" into "Test Walled Keep"',
)
def when_immure(case: CaseBuilder, player: str, entity: str, card: str) -> None:
    named(case, card)
    named(case, entity)
    case.known_player(player)
    case.choose("immure", player, entity)
    case.act({"type": "activate", "player": player, "card": card, "ability": "Immure"})


@steps.given(
    "{player:player}'s {entity:card} is immured in {card:card}",
    meaning="Immure has already resolved: the player's Entity last placed with that name is "
    "shadowless, its shadow held by their Haven of that name (702.47a).",
    example='Alice\'s "Test Wretch" is immured in "Test Walled Keep"',
)
def given_immured(case: CaseBuilder, player: str, entity: str, card: str) -> None:
    field = case.player(player)["zones"]["battlefield"]
    bodies = [o for o in field if o["card"] == entity or o.get("label") == entity]
    walls = [o for o in field if o["card"] == card or o.get("label") == card]
    if not bodies or not walls:
        raise CorpusError(f"{player} controls no {entity!r} or no {card!r}; place them first")
    body, wall = bodies[-1], walls[-1]
    body["shadowless"] = wall.get("label") or f"{player}'s {card}"
    wall.setdefault("shadows", []).append(body.get("label") or f"{player}'s {entity}")


@steps.given(
    "{player:player} will {choice:word} the Toll",
    meaning="Pins the answer to a Toll (702.14a), decision 'toll': 'pay' its cost or 'decline' "
    "and let the spell or ability be countered.",
    example="Alice will pay the Toll",
)
def given_toll(case: CaseBuilder, player: str, choice: str) -> None:
    if choice not in ("pay", "decline"):
        raise CorpusError(f"a Toll is paid or declined, not {choice!r}")
    case.choose("toll", case.known_player(player), choice)


@steps.given(
    "{player:player} will put the triggered abilities of {names:cards} on the stack in that order",
    meaning="Pins the order in which the player puts their own waiting triggered abilities on the "
    "stack (603.3), decision 'trigger-order': the first named goes lowest, the last resolves first.",
    example='Alice will put the triggered abilities of "Test Martyr" and "Test Mourner" on the stack '
    "in that order",
)
def given_trigger_order(case: CaseBuilder, player: str, names: list[str]) -> None:
    for name in names:
        named(case, name)
    known = labels(case)
    case.choose("trigger-order", case.known_player(player),
                [n if n in known else f"{player}'s {n}" for n in names])


@steps.given(
    "{player:player} will target {target} with {card:card}'s triggered ability",
    meaning="Pins the target of a triggered ability, chosen as it is put on the stack (603.3).",
    example='Alice will target Bob with "Test Bell Ringer"\'s triggered ability',
)
def given_trigger_target(case: CaseBuilder, player: str, target: str, card: str) -> None:
    named(case, card)
    case.choose("target", case.known_player(player), target_name(case, target))


@steps.given(
    "{player:player}'s {card:card} counts down on {target}",
    meaning="The permanent with Reckoning last placed with that name has already placed its "
    "counters: it counts down on that permanent, named as in the cast phrase (702.50a).",
    example='Alice\'s "Test Doom Bell" counts down on Bob\'s "Test Brute 4/4"',
)
def given_reckons(case: CaseBuilder, player: str, card: str, target: str) -> None:
    mine = [o for o in case.player(player)["zones"]["battlefield"] if o["card"] == card]
    if not mine:
        raise CorpusError(f"{player} controls no {card!r}; place it first")
    mine[-1]["reckons"] = target_name(case, target)


@steps.given(
    "{player:player} will find {names:cards} in the search",
    meaning="Pins the cards the player finds searching their Domain (decision \"search\", 701.19a).",
    example='Alice will find "Test Wretch" in the search',
)
def given_search(case: CaseBuilder, player: str, names: list[str]) -> None:
    for name in names:
        case.card(name)
    case.choose("search", case.known_player(player), names[0] if len(names) == 1 else names)


@steps.given(
    "{player:player} will find nothing in the search",
    meaning="Pins an empty search: searching for a card of a stated quality, the player need not "
    "find one (decision \"search\", 701.19a).",
    example="Alice will find nothing in the search",
)
def given_search_nothing(case: CaseBuilder, player: str) -> None:
    case.choose("search", case.known_player(player), [])


@steps.given(
    "{player:player} will foresee {placements}",
    meaning="Pins where the player puts each card they Foresee (decision 'foresee', 701.16a): "
    "'\"<card>\" on top' or '\"<card>\" on the bottom', joined by commas or 'and'; those on top "
    "listed from the top down, those on the bottom likewise.",
    example='Alice will foresee "Test Bolt 3" on top and "Test Filler" on the bottom',
)
def given_foresee(case: CaseBuilder, player: str, placements: str) -> None:
    found = re.findall(r'"([^"]+)" (on top|on the bottom)', placements)
    if not found:
        raise CorpusError(f"say where each card goes, '\"<card>\" on top' or on the bottom: "
                          f"{placements!r}")
    for card, _ in found:
        case.card(card)
    case.choose("foresee", case.known_player(player), [f"{card} {where}" for card, where in found])
