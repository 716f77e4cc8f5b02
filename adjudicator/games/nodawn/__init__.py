"""No Dawn: the reference engine, its step vocabulary and its card kit.

Where each rule lives: vitae.py (106, 118, 119, 514.2b), damage.py (120–122), casting.py
(117, 601, 608, 116.2a), fields.py (106.5c–d), turn.py (500–514), sba.py (104, 704, 800.6),
state.py (the canonical state), rulesets.py (what the amendments change). See
docs/games/nodawn.md.
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
           "battlefield": "battlefield", "stack": "shared:stack"},
    state_schema="nodawn-state.schema.json",
    decisions=("target", "pool-payment", "pit-order", "discard", "refuge", "shelter", "return",
               "trigger-order", "toll", "prevention-order", "out-clause", "devour", "foresee",
               "combat-damage"),
)
