"""Steps of the Formula (710): brewing a Base with its modifiers as one casting."""

from __future__ import annotations

from adjudicator.corpus.case import CaseBuilder
from adjudicator.corpus.vocabulary import Steps
from adjudicator.games.nodawn.steps.common import target_name

steps = Steps("nodawn")


def _brew(case: CaseBuilder, player: str, base: str, names: list[str]) -> None:
    for name in [base, *names]:
        case.card(name)
    case.known_player(player)
    case.act({"type": "cast", "player": player, "card": base, "brew": names})


@steps.when(
    "{player:player} brews {base:card} with {names:cards}",
    meaning="Casts a Formula (710.2): the Base with the modifiers named, one casting, each card from "
    "the player's hand or, where the hand holds none of it, their Laboratory's storage (312.4).",
    example='Alice brews "Fever Base" with "Social Contagion Vector" and "Class Selector"',
)
def when_brew(case: CaseBuilder, player: str, base: str, names: list[str]) -> None:
    _brew(case, player, base, names)


@steps.when(
    "{player:player} brews {base:card} with {names:cards}, targeting {target}",
    meaning="Brews the Formula with its target pinned, named as in the cast phrase (710.2, 601.2c).",
    example='Alice brews "Fever Base" with "Class Selector", targeting Bob',
)
def when_brew_target(case: CaseBuilder, player: str, base: str, names: list[str], target: str) -> None:
    case.choose("target", player, target_name(case, target))
    _brew(case, player, base, names)
