"""Dominion: Nocturne: the reference engine, its step vocabulary and its cards.

Where each rule lives. The core, base Dominion, names no rule module: turn.py (base:turn-phases,
night-phase, base:buying, base:cleanup-phase, base:duration), table.py (base:drawing,
base:shuffling, base:gaining, base:trashing, base:attack), play.py (playing a card), setup.py
(base:setup, heirlooms), scoring.py (base:game-end), state.py (the canonical state). The rule
modules register with it: boons.py (fate-cards-and-boons, boon:*), hexes.py
(doom-cards-hexes-and-states, hex:*), states.py (state:*), cards.py and kingdom.py (card:*,
special:*), heirlooms.py (heirloom:*), spirits.py (special:ghost, special:zombie-*). engine.py
imports them all; steps.py is the vocabulary. See docs/games/nocturne.md and
docs/architecture.md.
"""

from __future__ import annotations

from adjudicator.games import GameSpec

GAME = GameSpec(
    slug="nocturne",
    name="Dominion: Nocturne",
    opening_example='Given a Dominion game between Alice and Bob with kingdom "Werewolf" and "Den of Sin"',
    steps="adjudicator.games.nocturne.steps",
    engine="adjudicator.games.nocturne.engine:NocturneEngine",
    card_schema="nocturne-card.schema.json",
    zones={
        "hand": "hand",
        "deck": "deck",
        "discard pile": "discard",
        "play": "play",
        "kept Boons": "boons",
        "States": "states",
        "set-aside cards": "set_aside",
        "trash": "shared:trash",
        "Boon deck": "shared:boon_deck",
        "Boon discard pile": "shared:boon_discard",
        "Hex deck": "shared:hex_deck",
        "Hex discard pile": "shared:hex_discard",
        "Druid's Boons": "shared:druid_boons",
    },
    state_schema="nocturne-state.schema.json",
    decisions=("gain", "trash", "trash from play", "discard", "topdeck", "order", "play", "receive now",
               "exchange", "set aside", "to hand", "Druid's Boon", "next Boon", "receive",
               "start of turn", "use",
               # outcomes of the environment
               "shuffle", "boon shuffle", "hex shuffle"),
)
