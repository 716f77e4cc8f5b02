"""No Dawn: the reference engine, its step vocabulary and its card kit.

Where each rule lives: a core that names no rule (core/: the state, objects, events, hook
points, the stack, the state checks' sweep, the turn's steps, priority) and rule modules
grouped by the rulebook's sections, each registering with the core — concepts/ (106-122),
zones/ (407, 408), turn/ (500-514), combat/ (506-511), spells/ (601-616), keyword_actions/
(701), keyword_abilities/ (702, one module per keyword), state_checks/ (704.5, one module per
check), world_cycle/ (731, 500.17, 503.3, 514.4). plugins.py lists them; engine.py assembles
the engine; steps/ is the vocabulary. See docs/games/nodawn.md and docs/architecture.md.
"""

from __future__ import annotations

from adjudicator.games import GameSpec

GAME = GameSpec(
    slug="nodawn",
    name="No Dawn",
    opening_example="Given a No Dawn duel between Alice and Bob",
    steps="adjudicator.games.nodawn.steps",
    engine="adjudicator.games.nodawn.engine:NodawnEngine",
    card_schema="nodawn-card.schema.json",
    zones={"hand": "hand", "Domain": "domain", "Spoils": "spoils", "Void": "void", "Pit": "pit",
           "battlefield": "battlefield", "stack": "shared:stack", "sideboard": "sideboard"},
    state_schema="nodawn-state.schema.json",
    decisions=("target", "pool-payment", "pit-order", "discard", "refuge", "shelter", "return",
               "trigger-order", "toll", "prevention-order", "out-clause", "devour", "foresee",
               "combat-damage", "may", "spring", "eminent", "bid", "race", "first-player", "shuffle",
               "mulligan", "bottom", "opening-hand", "sacrifice", "name", "lineage",
               "revenant", "mode", "search", "coin", "call", "die", "reroll", "immure", "dominance",
               "debt", "gift", "copy", "replacement-order", "chooser", "source", "spoils-order",
               "attack-target", "pile", "pile-pick", "rest"),
    related="adjudicator.games.nodawn.concepts.tokens:created_kinds",
)
