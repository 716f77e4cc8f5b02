"""The No Dawn step vocabulary (on top of the shared core in adjudicator/corpus/core_steps.py),
one module per rule area; each phrase is defined once, in its area's module.

Phrases follow the rulebook's words: Master, Vitae, pool, Wrath, Corruption, the drop,
opening the vein, the world cycle's named rounds. GameSpec.steps names this package: it
exposes ``steps`` (every group's definitions, in the order below) and ``card_object``.
"""

from __future__ import annotations

from adjudicator.corpus.vocabulary import Steps
from adjudicator.games.nodawn.core.state import card_object as card_object  # GameSpec places cards with it
from adjudicator.games.nodawn.steps import (
    abilities,
    board,
    calendar,
    card_types,
    casting,
    combat,
    debts,
    designations,
    face_down,
    formula,
    game,
    game_modes,
    outcome,
    permanents,
    priority,
    shelter,
    vitae,
    zones,
)

steps = Steps.gathered("nodawn", [m.steps for m in (game, priority, outcome, game_modes, calendar, vitae,
                                                     permanents, board, shelter, casting, abilities,
                                                     combat, card_types, zones, designations,
                                                     formula, face_down, debts)])
