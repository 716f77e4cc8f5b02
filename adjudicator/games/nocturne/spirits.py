"""Spirit and other special cards, second part: Ghost and the three Zombies. (Bat, Imp,
Will-o'-Wisp and Wish are in cards.py.) The Zombies have no pile: Necromancer's setup puts them
into the trash, from where Necromancer plays them."""

from __future__ import annotations

from typing import Any

from adjudicator.games.nocturne.play import effect, next_turn, nothing_to_wait_for, resolve
from adjudicator.games.nocturne.table import Table

Obj = dict[str, Any]


@effect("Ghost")
def ghost(table: Table, player: str, obj: Obj, phase: str) -> None:
    """special:ghost: reveal cards until an Action, set it aside under Ghost and discard the
    others; with no Action found, Ghost has nothing to wait for."""
    revealed: list[str] = []
    found = None
    while (name := table.top_card(player)) is not None:
        if table.is_a(name, "Action"):
            found = name
            break
        revealed.append(name)
    for name in revealed:
        table.discard(player, name)
    if found is None:
        nothing_to_wait_for(obj)
    else:
        obj["under"] = [{"card": found}]


@next_turn("Ghost")
def ghost_next_turn(table: Table, player: str, obj: Obj) -> None:
    """special:ghost: at the start of the next turn, play the set-aside Action twice."""
    for card in obj.pop("under", []):
        table.zone(player, "play").append(card)
        resolve(table, player, card)
        resolve(table, player, card)


@effect("Zombie Apprentice")
def zombie_apprentice(table: Table, player: str, obj: Obj, phase: str) -> None:
    """special:zombie-apprentice: may trash an Action from hand (decision "trash") for +3 Cards
    and +1 Action."""
    pool = [n for n in table.names(player, "hand") if table.is_a(n, "Action")]
    chosen = table.choose_one(player, "trash", pool, optional=True)
    if chosen is None:
        return
    table.trash_from(player, "hand", chosen)
    table.draw(player, 3)
    table.turn["actions"] += 1


@effect("Zombie Mason")
def zombie_mason(table: Table, player: str, obj: Obj, phase: str) -> None:
    """special:zombie-mason: trash the top card of the deck; may gain a card costing up to 1 more
    (decision "gain", or nothing)."""
    top = table.top_card(player)
    if top is None:
        return
    table.to_trash(top, player)
    limit = table.cost(top) + 1
    chosen = table.choose_one(player, "gain", table.supply_cards(lambda n: table.cost(n) <= limit),
                              optional=True)
    if chosen is not None:
        table.gain(player, chosen)


@effect("Zombie Spy")
def zombie_spy(table: Table, player: str, obj: Obj, phase: str) -> None:
    """special:zombie-spy: look at the top card of the deck and discard it (decision "discard":
    the card, or nothing to put it back)."""
    looked = table.look(player, 1)
    if looked and table.choose_one(player, "discard", looked, optional=True) is not None:
        table.discard_from(player, "deck", looked[0])
