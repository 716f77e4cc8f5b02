"""No Dawn: the reference engine, its step vocabulary and its card kit.

Where each rule lives: vitae.py (106, 118, 119, 514.2b), damage.py (120–122), casting.py
(117, 601, 608, 116.2a), fields.py (106.5c–d), turn.py (500–514), sba.py (104, 704, 800.6),
state.py (the canonical state), rulesets.py (what the amendments change). See
docs/games/nodawn.md.
"""

from __future__ import annotations

from typing import Any

from adjudicator.games import GameSpec


def _vocabulary():
    from adjudicator.corpus import core_steps
    from adjudicator.corpus.vocabulary import Vocabulary
    from adjudicator.games.nodawn import steps

    return Vocabulary("nodawn", [core_steps.steps, steps.steps])


def _engine():
    from adjudicator.games.nodawn.engine import NodawnEngine

    return NodawnEngine()


def _card_object(case: Any, definition: dict[str, Any], zone: str, player: str | None) -> dict:
    from adjudicator.engine import EngineFault
    from adjudicator.errors import CorpusError
    from adjudicator.games.nodawn.state import card_object

    try:
        return card_object(definition, zone, player)
    except EngineFault as exc:
        raise CorpusError(str(exc)) from None


GAME = GameSpec(
    slug="nodawn",
    name="No Dawn",
    opening_example="Given a No Dawn duel between Alice and Bob",
    vocabulary_factory=_vocabulary,
    engine_factory=_engine,
    card_schema="nodawn-card.schema.json",
    zones={"hand": "hand", "Domain": "domain", "Spoils": "spoils", "Void": "void", "Pit": "pit",
           "battlefield": "battlefield", "stack": "shared:stack"},
    card_object=_card_object,
    state_schema="nodawn-state.schema.json",
)
