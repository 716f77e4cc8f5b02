"""Steps of face-down cards (708): a permanent laid face down by a rule that opens a door to turn
it face up, turning it up as a special action (116.2d, 701.21a, 708.8), and reading it back."""

from __future__ import annotations

from adjudicator.corpus.case import CaseBuilder, pointer
from adjudicator.corpus.vocabulary import Steps
from adjudicator.errors import CorpusError
from adjudicator.games.nodawn.steps.common import controls_permanent, which

steps = Steps("nodawn")

#: The rules that lay a permanent face down with a door of their own (702.31-702.34, 702.39b).
LAYING_RULES = ("Transmute", "Masquerade", "Evidence", "Shroud", "Sleeper")


@steps.given(
    "{player:player} controls {card:card} face down, laid by {rule:word}",
    meaning="A permanent lying face down as a guise (613.2, 708.2), laid down by that rule — "
    "Transmute, Masquerade, Evidence, Shroud or Sleeper — which says how it turns face up (708.8).",
    example='Alice controls "Test Turncoat Knight" face down, laid by Transmute',
)
def given_laid_face_down(case: CaseBuilder, player: str, card: str, rule: str) -> None:
    if rule not in LAYING_RULES:
        raise CorpusError(f"no rule {rule!r} lays a card face down; say one of {', '.join(LAYING_RULES)}")
    obj = controls_permanent(case, player, card)
    obj.update(face_down=True, laid=rule)
    if "newly_turned" not in obj:
        obj.update(newly_turned=False, attacking=None, blocked=None, blocking=None)


@steps.when(
    "{player:player} turns {card:card} face up",
    meaning="The player turns a face-down permanent they control face up, paying what the rule "
    "that laid it down asks from the pool — a special action, with priority, using no stack "
    "(116.2d, 701.21a, 708.8).",
    example='Alice turns "Test Turncoat Knight" face up',
)
def when_turn_face_up(case: CaseBuilder, player: str, card: str) -> None:
    case.card(card)
    case.act({"type": "turn-face-up", "player": case.known_player(player), "card": card})


@steps.then(
    "{player:player}'s {nth:ordinal}{card:card} is face down",
    meaning="The permanent lies face down, a guise (613.2, 708.2).",
    example='Alice\'s "Test Turncoat Knight" is face down',
)
def then_face_down(case: CaseBuilder, player: str, nth: int, card: str) -> None:
    path = pointer("players", case.known_player(player), "zones", "battlefield")
    case.expect(path, **which(case, card, nth), has={"face_down": True})
