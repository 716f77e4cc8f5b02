"""Exile X and Rift X (exile, rift), and the recruitment zone's refill.

Exile X removes face-up recruitment cards one by one; each emptied slot is refilled from the
recruit deck straight away, so the same effect may take the newcomer too (exile.1); an empty
recruit deck leaves the slot empty and the effect does what it can (exile.2). Exiled cards go to
the shared exile pile, belong to nobody and trigger nothing (exile.3); every exile by a player
counts for that player's Rite of Antimatter (exile.4). Rift X swaps up to X cards of the hand with
cards of the exile pile (rift.1-rift.3); the cards given are not exiled for the Rite (rift.5).
"""

from __future__ import annotations

from collections.abc import Callable

from adjudicator.games.rites.effects import counted
from adjudicator.games.rites.table import Table

#: What follows a card being exiled: (table, who exiled it, its name) (card:rite-of-antimatter.1).
ON_EXILED: list[Callable[[Table, str, str], None]] = []


def to_exile(table: Table, by: str, name: str) -> None:
    """A card goes on top of the exile pile, exiled by ``by`` (exile.3, exile.4)."""
    table.shared("exile").insert(0, {"card": name})
    for answer in ON_EXILED:
        answer(table, by, name)


def take_slot(table: Table, index: int) -> str:
    """Take the card in a recruitment slot and refill the slot from the recruit deck's top
    (exile.1, exile.2, card:soul-trap.1)."""
    slots = table.shared("recruitment")
    name = slots.pop(index)["card"]
    deck = table.shared("recruit_deck")
    if deck:
        slots.insert(index, deck.pop(0))
    return name


def exile_effect(table: Table, player: str, count: int) -> None:
    """Exile X: one face-up card at a time, chosen by the player ("exile")."""
    for _ in range(count):
        slots = table.shared("recruitment")
        if not slots:
            return
        name = table.choose_one(player, "exile", [o["card"] for o in slots], optional=False)
        index = next(i for i, o in enumerate(slots) if o["card"] == name)
        to_exile(table, player, take_slot(table, index))


def rift(table: Table, player: str, count: int) -> None:
    """Rift X: give 0 to X cards from hand ("rift give"), receive as many of the player's choice
    from the exile pile ("rift take"); nothing when the exile pile is empty (rift.1)."""
    pile = table.shared("exile")
    hand = table.names(player, "hand")
    give = table.choose_many(player, "rift give", hand, 0, min(count, len(pile)),
                             why="rift.1: up to X, and no more than the exile pile holds")
    if not give:
        return
    take = table.choose_many(player, "rift take", [o["card"] for o in pile], len(give), len(give),
                             why="rift.1: as many as were given")
    for name in take:
        i = next(i for i, o in enumerate(pile) if o["card"] == name)
        table.zone(player, "hand").append(pile.pop(i))
    for name in give:
        table.take(player, "hand", name)
        pile.insert(0, {"card": name})


counted("exile", exile_effect)
counted("rift", rift)
