"""Steps of priority (117): a pass refused to a player who does not hold priority (117.3b)."""

from __future__ import annotations

from adjudicator.corpus.case import CaseBuilder
from adjudicator.corpus.vocabulary import Steps

steps = Steps("nodawn")


@steps.then(
    "{player:player} cannot pass",
    meaning="The player does not hold priority, so has none to pass (117.3b): the engine refuses "
    "the pass, with a reason, and the state does not change.",
    example="Bob cannot pass",
)
def then_cannot_pass(case: CaseBuilder, player: str) -> None:
    case.refusing = True
    try:
        case.act({"type": "pass", "player": case.known_player(player)})
    finally:
        case.refusing = False
