"""Allegiance X, Soul essence and taking Rites (allegiance, soul).

Allegiance points go to factions of the player's choice; a faction never goes beyond 6 and extra
points are lost (allegiance.1). Points from effects come on top of the turn's allegiance action
(allegiance.2) and can be gained in the opponent's turn (allegiance.3). Reaching 6 in a faction
takes that faction's Rite at that moment; one effect bringing two factions to 6 lets the player
choose which of the two Rites to take (allegiance.3, contested: rites-two-rites-at-once). Allegiance
never decreases (allegiance.5). Each Soul icon gives 1 essence, mandatorily (soul.1); essence
never goes below 0 (soul.2).
"""

from __future__ import annotations

from adjudicator.games.rites.effects import counted
from adjudicator.games.rites.state import FACTIONS, MAX_ALLEGIANCE
from adjudicator.games.rites.table import Table

#: The Rite each faction gives at 6 (the Rite entries name their faction).
RITES = {"Blue": "Rite of Antimatter", "Black": "Rite of Ruin", "White": "Rite of Grace",
         "Red": "Rite of the Blaze"}


def gain_essence(table: Table, player: str, amount: int) -> None:
    """Soul icons: +1 essence each (soul.1)."""
    table.player(player)["essence"] += amount


def gain(table: Table, player: str, points: int) -> None:
    """Allegiance X: the player splits X points among factions ("allegiance": X faction names,
    repeats allowed; every faction is offered, even one already at 6) (allegiance.1)."""
    answer = table.decisions.take("allegiance", player, list(FACTIONS), low=points, high=points)
    split = [answer] if isinstance(answer, str) else list(answer)
    if len(split) != points:
        table.decisions.refuse("allegiance", player, f"Allegiance {points} names a faction for "
                               f"each point: {player}'s answer {answer!r} names {len(split)} "
                               f"(allegiance.1)")
    add(table, player, split)


def add(table: Table, player: str, split: list[str]) -> None:
    """Add one point per faction named, capped at 6 (allegiance.1); take the Rite of every
    faction that reached 6 (allegiance.3)."""
    levels = table.player(player)["allegiance"]
    before = dict(levels)
    for faction in split:
        levels[faction] = min(MAX_ALLEGIANCE, levels[faction] + 1)
    reached = [f for f in FACTIONS if before[f] < MAX_ALLEGIANCE <= levels[f]]
    rites = [RITES[f] for f in reached if not table.holds_rite(player, RITES[f])]
    if len(rites) > 1:
        chosen = table.choose_one(player, "rite", rites, optional=False)
        rites = [chosen] if chosen else []
    for rite in rites:
        table.card(rite)
        table.put(player, "rites", rite)


def lose_essence(table: Table, owner: str, amount: int) -> None:
    """A test card's "each player loses N essence": never below 0 (soul.2)
    (docs/games/rites.md#test-card-kit)."""
    for player in table.state["turn_order"]:
        p = table.player(player)
        p["essence"] = max(0, p["essence"] - amount)


counted("allegiance", gain)
counted("lose_essence", lose_essence)
counted("soul", gain_essence)
