"""Heirloom clarifications: Goat, Haunted Mirror, Magic Lamp (Pouch is plain data: 1 coin and
+1 Buy). Cursed Gold, Lucky Coin and Pasture are in cards.py and scoring.py."""

from __future__ import annotations

from collections import Counter
from typing import Any

from adjudicator.games.nocturne.play import effect, remove_from_play, still_in_play
from adjudicator.games.nocturne.table import ON_TRASH, Table

Obj = dict[str, Any]

#: heirloom:magic-lamp: how many differently named single copies in play it needs.
MAGIC_LAMP_SINGLES = 6
MAGIC_LAMP_WISHES = 3


@effect("Goat")
def goat(table: Table, player: str, obj: Obj, phase: str) -> None:
    """heirloom:goat: when played, may trash a card from hand (decision "trash")."""
    chosen = table.choose_one(player, "trash", table.names(player, "hand"), optional=True)
    if chosen is not None:
        table.trash_from(player, "hand", chosen)


def haunted_mirror_trashed(table: Table, player: str) -> None:
    """heirloom:haunted-mirror: when trashed, its owner may discard an Action card from hand
    (decision "discard") to gain a Ghost."""
    actions = [n for n in table.names(player, "hand") if table.is_a(n, "Action")]
    chosen = table.choose_one(player, "discard", actions, optional=True)
    if chosen is None:
        return
    table.discard_from(player, "hand", chosen)
    table.gain(player, "Ghost")


ON_TRASH["Haunted Mirror"] = haunted_mirror_trashed


@effect("Magic Lamp")
def magic_lamp(table: Table, player: str, obj: Obj, phase: str) -> None:
    """heirloom:magic-lamp: with at least six differently named cards in play of which there is
    exactly one copy each (itself included), trash it; only if that worked, gain three Wishes."""
    counts = Counter(table.names(player, "play"))
    if sum(1 for c in counts.values() if c == 1) < MAGIC_LAMP_SINGLES:
        return
    if not still_in_play(table, player, obj):
        return
    remove_from_play(table, player, obj)
    table.to_trash(obj["card"], player)
    for _ in range(MAGIC_LAMP_WISHES):
        table.gain(player, "Wish")
