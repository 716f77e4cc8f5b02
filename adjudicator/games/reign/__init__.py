"""A Reign of Kings: the reference engine, its step vocabulary and its cards.

Where each rule lives (rule ids of fixtures/reign/rules.toml). The core names no rule module:

* concepts.py — 3 (3.1 zones, 3.2 owner/controller, 3.3 ready/exhausted, 3.4 pool, 3.5
  counters and emblems, 3.6 blank), 2.3 (Power, icons, attributes), 6.3 and 6.6 (Power and its
  floor), 5.5 (Authority totals), 1.1 (Influence controlled), 12 (elimination, the end)
* timing.py — 8.1 (state-based checks, filed by the rule modules), 8.2 (action windows and
  priority), 8.7 (X), 8.8-8.9 (lasting effects expire), and the kit's ability language: its
  instructions (EFFECTS, filed by the rule modules), targets (8.11), "then" (8.11), events
  (EVENTS: what follows one, 8.4), using an ability (8.11), gaining Influence (1.1)
* winning.py — 1.1, 12 (15 Influence, simultaneity)
* rounds.py — 5, 5.1-5.7 (the seven phases, active player, quests and the first player,
  drawing, wealth, Authority, Refresh, Toll), 10.5 (quest deck refill)
* state.py — the canonical state

The rule modules import the core and the rule modules below them:

* setup.py — 4 (opening board, 8-wealth budget, setup reveal, drawing up to 7)
* keywords.py — 9.3 (Loyalty, Restricted, Scout, Bound)
* reactions.py — 8.3-8.5 (Halt, Disrupt, Response deeds and windows, nesting), 7.2-7.4 (saves,
  replacements), 10.4 (Halted deeds), 8.11 (cannot be canceled), S.9 (Responses to a win)
* leaving.py — 7.1-7.3 (destinations, the leave-play sequence, duplicate saves), 10.3
  (attachments on host-leave, illegal attachments), 3.8 / 10.8 (tokens)
* struggle_keywords.py — 9, 9.1 (Subtle), 9.2 (on-win keywords)
* struggles.py — 6, 6.1, 6.2 (S.1-S.14), 6.3, 6.4, 6.5
* card_types.py — 10.1-10.4, 10.9 (playing cards, deeds, the secret area), 8.6, 3.7
  (uniques and duplicates), 8.11 (initiation needs a legal target), 2.5 (cost -)
* abilities.py — 8.3, 8.11 (Action abilities of cards in play; imports only the core)

engine.py — actions, and the assembly of every rule module; steps/ — the vocabulary.

See docs/games/reign.md and docs/architecture.md.
"""

from __future__ import annotations

from adjudicator.games import GameSpec

GAME = GameSpec(
    slug="reign",
    name="A Reign of Kings",
    opening_example='Given a Reign of Kings duel between Alice of "Camelot" and Bob of "The Eleven"',
    steps="adjudicator.games.reign.steps",
    engine="adjudicator.games.reign.engine:ReignEngine",
    card_schema="reign-card.schema.json",
    zones={
        "hand": "hand",
        "deck": "deck",
        "draw deck": "deck",
        "field": "field",
        "secret area": "secret",
        "quest deck": "quests",
        "used-quest pile": "used_quests",
        "discard pile": "discard",
        "dead pile": "dead",
        "out-of-game zone": "out",
    },
    state_schema="reign-state.schema.json",
    decisions=("quest", "first player", "kill", "emblems", "subtle", "glory", "mastery", "cunning",
               "ravage", "prowess", "wary", "ruthless", "compel", "ruthless kill", "duplicate save",
               "remove emblem", "discard", "scout", "scout bottom", "attach", "target", "X", "halt",
               "disrupt", "response", "search", "winner", "forced order", "put into play",
               # outcomes of the environment
               "chooser", "shuffle", "quest shuffle", "random discard"),
)
