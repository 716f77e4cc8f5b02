"""The A Reign of Kings step vocabulary, on top of the shared core in
adjudicator/corpus/core_steps.py: one module per rule area, each phrase defined once.

Phrases use the rulebook's words: faction card, Influence, wealth and pool, quest, the seven
phases, the active player, the field, exhausted and ready, sorcery emblems, the Authority
emblem, struggles (Combat, Guile, Sorcery, Faith), attackers and defenders, the secret area,
Haste, duplicates.

* opening.py — the duel after setup, or setup itself (4)
* rounds.py — phases, rounds, the first and active player, quests, passing and priority (5, 8.2)
* players.py — Influence, wealth, the Authority emblem and totals, destiny, Restricted (1.1, 3.4, 5.5)
* field.py — cards in the field: control, status, counters, duplicates, attachments (3, 10.3)
* playing.py — playing from hand, Haste, secret-placing and revealing (8.6, 10)
* struggles.py — struggles (6)
* common.py — what they share, and ``card_object`` (how a Given places a card)
"""

from __future__ import annotations

from adjudicator.corpus.vocabulary import Steps
from adjudicator.games.reign.steps import field, opening, players, playing, rounds, struggles
from adjudicator.games.reign.steps.common import card_object

#: The whole vocabulary, area by area (``GameSpec.steps`` names this package).
steps = Steps.gathered("reign", [m.steps for m in (opening, rounds, players, field, playing, struggles)])

__all__ = ["card_object", "steps"]
