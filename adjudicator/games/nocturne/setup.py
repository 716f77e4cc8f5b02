"""Setting up a game (base:setup, heirlooms, fate-cards-and-boons, doom-cards-hexes-and-states,
card:druid.1, card:necromancer.1).

Each player's starting deck is 7 Coppers and 3 Estates, except that one Copper is replaced
by each different Heirloom a Kingdom card names. Each deck is shuffled (a pinned random
outcome, kind "shuffle", in turn order) and 5 cards are drawn. With a Fate card in the
Kingdom the Boons form the Boon deck (kind "boon shuffle"), with a Doom card the Hexes form
the Hex deck (kind "hex shuffle"). Druid sets the top three Boons aside for the whole game;
Necromancer puts the three Zombies into the trash (its printed setup; the rulebook is silent).
"""

from __future__ import annotations

from adjudicator.engine import EngineFault, Refused
from adjudicator.games.nocturne.state import STARTING_COPPERS, STARTING_ESTATES, new_turn
from adjudicator.games.nocturne.table import Table
from adjudicator.games.nocturne.turn import HAND_SIZE


def heirlooms(table: Table) -> list[str]:
    """heirlooms: the different Heirlooms the Kingdom cards name, in Kingdom order."""
    named = [table.card(k).get("heirloom") for k in table.state["kingdom"]]
    return list(dict.fromkeys(h for h in named if h))


def starting_deck(table: Table) -> list[str]:
    """base:setup with heirlooms: one Copper fewer for each different Heirloom."""
    extra = heirlooms(table)
    if len(extra) > STARTING_COPPERS:
        raise EngineFault("more Heirlooms than starting Coppers")
    return extra + ["Copper"] * (STARTING_COPPERS - len(extra)) + ["Estate"] * STARTING_ESTATES


def deal(table: Table, names: list[str]) -> None:
    """Take the starting cards that come from Supply piles (Copper, Estate) out of them."""
    supply = table.state["supply"]
    for name in names:
        if name in supply:
            if supply[name] <= 0:
                raise EngineFault(f"not enough {name} in the Supply to deal the starting decks")
            supply[name] -= 1


def landscape_deck(table: Table, kind: str, zone: str, shuffle: str) -> None:
    """Shuffle every Boon (or Hex) into its deck (fate-cards-and-boons, doom-cards-hexes-and-
    states)."""
    names = sorted(n for n, d in table.cards.items() if kind in d["types"])
    table.shared(zone)[:] = [{"card": n} for n in table.random_order(shuffle, names)]


def set_up(table: Table) -> None:
    """Deal, shuffle and draw each starting deck, form the Boon and Hex decks, start turn one."""
    if table.turn["phase"] != "setup":
        raise Refused("the game is already set up (base:setup)")
    for player in table.state["turn_order"]:
        names = starting_deck(table)
        deal(table, names)
        table.zone(player, "deck")[:] = [{"card": n} for n in table.random_order("shuffle", names)]
        table.draw(player, HAND_SIZE)
    kingdom = table.state["kingdom"]
    if any(table.is_a(k, "Fate") for k in kingdom):
        landscape_deck(table, "Boon", "boon_deck", "boon shuffle")
        aside = max((table.card(k).get("setup_boons", 0) for k in kingdom), default=0)
        deck = table.shared("boon_deck")
        table.shared("druid_boons")[:] = deck[:aside]
        del deck[:aside]
    for k in kingdom:
        for name in table.card(k).get("setup_trash", []):
            table.shared("trash").append({"card": name})
    if any(table.is_a(k, "Doom") for k in kingdom):
        landscape_deck(table, "Hex", "hex_deck", "hex shuffle")
    table.state["turn"] = new_turn(table.state["turn_order"][0])
