"""Rites (the keyword reference of a deck-building duel): the reference engine, its step
vocabulary and its cards.

Where each rule lives. The core names no rule module: table.py (decisions, drawing, waiting
effects and their priority, the end of the game), effects.py (keyword lines in order: demise.3,
wound.2, allegiance.4; each keyword's module registers its line), turn.py (cleanup and the next
turn; the Rite of Grace and poison damage register their steps), state.py (the canonical state).
The rule modules, each importing the core and the rule modules below it:

* wound.py — wound.1-wound.6, aegis.1-aegis.4, unblockable.1, card:divine-shield.2-.3
* guard.py — guard.1-guard.6 (cancels a Wound through wound.py's list)
* poison.py — poison.1-poison.4, cure.1
* heal.py — heal.1, heal.2
* destruction.py — demise.1-demise.5, destroy.1-destroy.3, sacrifice.1-sacrifice.5,
  card:anointing-of-souls.2-.4
* allegiance.py — allegiance.1-allegiance.5, soul.1, soul.2
* exile.py — exile.1-exile.4, rift.1-rift.5
* hand.py — discard.1, discard.2, research.1-research.3
* rush.py — rush.1-rush.3, card:rite-of-the-blaze.1
* rites.py — card:rite-of-antimatter.*, card:rite-of-grace.*, card:rite-of-ruin.*,
  card:rite-of-the-blaze.* (they answer destructions, exiles and the cleanup)
* traps.py — card:an-eye-for-an-eye.*, card:anointing-of-souls.*, card:burning-hand.*,
  card:call-from-the-grave.*, card:cloning-station.*, card:divine-shield.*,
  card:return-from-hell.*, card:soul-trap.*
* strategy.py — the strategy phase's actions (soul.2, rush.1, rush.2, sacrifice.1-sacrifice.3,
  allegiance.2, card:soul-trap.1, card:hypernova.1, card:volatile-essence.1)

engine.py imports them all; steps.py is the vocabulary. See docs/games/rites.md and docs/architecture.md.
"""

from __future__ import annotations

from adjudicator.games import GameSpec

GAME = GameSpec(
    slug="rites",
    name="Rites",
    opening_example="Given a Rites duel between Alice and Bob",
    steps="adjudicator.games.rites.steps",
    engine="adjudicator.games.rites.engine:RitesEngine",
    card_schema="rites-card.schema.json",
    zones={
        "hand": "hand",
        "deck": "deck",
        "discard pile": "discard",
        "play": "battlefield",
        "battlefield": "battlefield",
        "played Souls": "souls",
        "front of her": "souls",
        "front of him": "souls",
        "front of them": "souls",
        "Rites": "rites",
        "recruitment zone": "shared:recruitment",
        "recruit deck": "shared:recruit_deck",
        "exile pile": "shared:exile",
    },
    state_schema="rites-state.schema.json",
    decisions=("guard", "trap", "sacrifice", "destroy", "discard", "exile", "research", "rift give",
               "rift take", "allegiance", "rite", "order", "exile it", "burning hand", "return",
               "return from hell", "take from", "cloning station", "rite of grace",
               # the test card kit's "you may" line
               "may",
               # outcomes of the environment
               "shuffle"),
)
