"""Dominion: Nocturne: the reference engine, its step vocabulary and its cards.

Where each rule lives: turn.py (base:turn-phases, night-phase, base:buying, base:cleanup-phase,
base:duration), table.py (base:drawing, base:shuffling, base:gaining, base:trashing,
base:attack), setup.py (base:setup, heirlooms), boons.py (fate-cards-and-boons, boon:*),
hexes.py (doom-cards-hexes-and-states, hex:*), states.py (state:*), cards.py (card:*,
special:*, heirloom:*), scoring.py (base:game-end, base:game-end), state.py (the canonical
state). See docs/games/nocturne.md.
"""

from __future__ import annotations

from typing import Any

from adjudicator.games import GameSpec


def _vocabulary():
    from adjudicator.corpus import core_steps
    from adjudicator.corpus.vocabulary import Vocabulary
    from adjudicator.games.nocturne import steps

    return Vocabulary("nocturne", [core_steps.steps, steps.steps])


def _engine():
    from adjudicator.games.nocturne.engine import NocturneEngine

    return NocturneEngine()


def _card_object(case: Any, definition: dict[str, Any], zone: str, player: str | None) -> dict:
    from adjudicator.games.nocturne.steps import card_object

    return card_object(case, definition, zone, player)


GAME = GameSpec(
    slug="nocturne",
    name="Dominion: Nocturne",
    opening_example='Given a Dominion game between Alice and Bob with kingdom "Werewolf" and "Den of Sin"',
    vocabulary_factory=_vocabulary,
    engine_factory=_engine,
    card_schema="nocturne-card.schema.json",
    zones={
        "hand": "hand",
        "deck": "deck",
        "discard pile": "discard",
        "play": "play",
        "kept Boons": "boons",
        "States": "states",
        "trash": "shared:trash",
        "Boon deck": "shared:boon_deck",
        "Boon discard pile": "shared:boon_discard",
        "Hex deck": "shared:hex_deck",
        "Hex discard pile": "shared:hex_discard",
    },
    card_object=_card_object,
    state_schema="nocturne-state.schema.json",
)
