"""The four Rites (card:rite-of-antimatter, card:rite-of-grace, card:rite-of-ruin,
card:rite-of-the-blaze). Each acts only from the moment it is taken (card:rite-of-ruin.4,
card:rite-of-antimatter.6); its effects wait like any triggered effect and belong to its holder.
"""

from __future__ import annotations

from adjudicator.games.rites.destruction import ON_DESTROYED
from adjudicator.games.rites.exile import ON_EXILED
from adjudicator.games.rites.heal import heal
from adjudicator.games.rites.poison import poison
from adjudicator.games.rites.table import Source, Table
from adjudicator.games.rites.turn import AT_CLEANUP
from adjudicator.games.rites.wound import wound

ANTIMATTER, GRACE, RUIN, BLAZE = ("Rite of Antimatter", "Rite of Grace", "Rite of Ruin",
                                  "Rite of the Blaze")


def creature_destroyed(table: Table, owner: str, name: str) -> None:
    """Rite of Ruin: Poison 1 for each of the holder's creatures destroyed or sacrificed, whatever
    the cause (card:rite-of-ruin.1, card:rite-of-ruin.2), separate from its Demise
    (card:rite-of-ruin.3)."""
    if not table.holds_rite(owner, RUIN):
        return
    table.wait(owner, f"Rite of Ruin ({name})", lambda: poison(table, owner, 1))


def card_exiled(table: Table, by: str, name: str) -> None:
    """Rite of Antimatter: each card its holder exiles gives Wound 2, or 3 for a creature card,
    Unblockable; it resolves even if the card left the exile pile since
    (card:rite-of-antimatter.1-card:rite-of-antimatter.5)."""
    if not table.holds_rite(by, ANTIMATTER):
        return
    amount = 3 if table.kind(name) == "creature" else 2

    def run() -> None:
        wound(table, by, amount, unblockable=True, source=Source(ANTIMATTER, "rite"))

    table.wait(by, f"Rite of Antimatter ({name})", run)


def creature_summoned(table: Table, player: str, name: str) -> None:
    """Rite of the Blaze: Wound 1, Unblockable, for each creature its holder summons, even one
    destroyed at once (card:rite-of-the-blaze.2, card:rite-of-the-blaze.3)."""
    if not table.holds_rite(player, BLAZE):
        return

    def run() -> None:
        wound(table, player, 1, unblockable=True, source=Source(BLAZE, "rite"))

    table.wait(player, f"Rite of the Blaze ({name})", run)


def grace(table: Table, player: str) -> None:
    """Rite of Grace, in step 2 of its holder's cleanup: Heal 1, then all unspent essence becomes
    one Heal or one Wound, the holder's choice ("rite of grace": heal / wound); not Unblockable
    (card:rite-of-grace.1-card:rite-of-grace.5)."""
    if not table.holds_rite(player, GRACE):
        return
    heal(table, player, 1)
    essence = table.player(player)["essence"]
    if essence <= 0 or table.over:
        return
    answer = table.choose_one(player, "rite of grace", ["heal", "wound"], optional=False)
    if answer == "heal":
        heal(table, player, essence)
    else:
        wound(table, player, essence, unblockable=False, source=Source(GRACE, "rite"))
    table.player(player)["essence"] = 0


ON_DESTROYED.append(creature_destroyed)
ON_EXILED.append(card_exiled)
AT_CLEANUP.append(grace)
