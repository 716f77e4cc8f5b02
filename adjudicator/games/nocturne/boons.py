"""Boons (rule fate-cards-and-boons): revealed from the Boon deck, followed, then discarded.

Receiving a Boon reveals the top of the Boon deck; when the deck is empty the Boon discard
pile is shuffled into a new deck (a pinned random outcome, kind "boon shuffle"). A Boon
marked ``keep`` stays in front of its receiver (zone "boons") until Clean-up. Plain bonuses
(cards, actions, buys, coins) come from the Boon's definition; the rest is below by name.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from adjudicator.games.nocturne.table import Table, registry, reveal_next
from adjudicator.games.nocturne.turn import AT_TURN_START, StartEffect

BoonEffect = Callable[[Table, str], None]
BOONS: dict[str, BoonEffect] = {}


boon = registry(BOONS)


def reveal_boon(table: Table) -> str | None:
    """The next Boon; an empty deck is re-formed from the Boon discard pile (fate-cards-and-boons)."""
    return reveal_next(table, "boon_deck", "boon_discard", "boon shuffle")


def follow_boon(table: Table, player: str, name: str) -> None:
    """Do what a Boon says for one player: plain bonuses first, then its own effect."""
    definition = table.card(name)
    if definition.get("cards"):
        table.draw(player, definition["cards"])
    if player == table.active:
        for key in ("actions", "buys", "coins"):
            table.turn[key] += definition.get(key, 0)
    if definition.get("cleanup_cards"):
        draws = table.turn["cleanup_draws"]
        draws[player] = draws.get(player, 0) + definition["cleanup_cards"]
    effect = BOONS.get(name)
    if effect is not None:
        effect(table, player)


def settle_boon(table: Table, player: str, name: str) -> None:
    """After it is followed a Boon is discarded, or kept in front of the player until Clean-up."""
    if table.card(name).get("keep"):
        table.put(player, "boons", name)
    else:
        table.shared("boon_discard").insert(0, {"card": name})


def receive_boon(table: Table, player: str) -> str | None:
    """Receive a Boon: reveal the next one and follow it (fate-cards-and-boons)."""
    name = reveal_boon(table)
    if name is not None:
        follow_boon(table, player, name)
        settle_boon(table, player, name)
    return name


def waiting_boons(table: Table, player: str, done: set[int], began: set[int]) -> list[StartEffect]:
    """card:blessed-village.1: a Boon left in front of the player is received at the start of
    their next turn (then discarded, or kept until Clean-up if it says so)."""
    return [(obj["card"], id(obj), _receive_waiting(table, player, obj))
            for obj in table.zone(player, "boons")
            if obj.get("waiting") and id(obj) in began and id(obj) not in done]


def _receive_waiting(table: Table, player: str, obj: dict[str, Any]) -> Callable[[], None]:
    def run() -> None:
        table.remove(player, obj)
        follow_boon(table, player, obj["card"])
        settle_boon(table, player, obj["card"])

    return run


AT_TURN_START["boons"] = waiting_boons


def gives_coin(table: Table, name: str) -> bool:
    """Whether a Boon gives +1 coin (Sacred Grove does not share those, card:sacred-grove)."""
    return table.card(name).get("coins", 0) == 1


@boon("The Earth's Gift")
def earths_gift(table: Table, player: str) -> None:
    """boon:the-earths-gift: may discard a Treasure; if so, gain a card costing up to 4."""
    treasures = [n for n in table.names(player, "hand") if table.is_a(n, "Treasure")]
    chosen = table.choose_one(player, "discard", treasures, optional=True)
    if chosen is None:
        return
    table.discard_from(player, "hand", chosen)
    options = table.supply_cards(lambda n: table.cost(n) <= 4)
    gained = table.choose_one(player, "gain", options, optional=False)
    if gained is not None:
        table.gain(player, gained)


@boon("The Flame's Gift")
def flames_gift(table: Table, player: str) -> None:
    """boon:the-flames-gift: may trash a card from hand."""
    chosen = table.choose_one(player, "trash", table.names(player, "hand"), optional=True)
    if chosen is not None:
        table.trash_from(player, "hand", chosen)


@boon("The Moon's Gift")
def moons_gift(table: Table, player: str) -> None:
    """boon:the-moons-gift: may put a card from the discard pile onto the deck."""
    chosen = table.choose_one(player, "topdeck", table.names(player, "discard"), optional=True)
    if chosen is not None:
        table.put(player, "deck", table.take(player, "discard", chosen)["card"])


@boon("The Mountain's Gift")
def mountains_gift(table: Table, player: str) -> None:
    """boon:the-mountains-gift: gain a Silver."""
    table.gain(player, "Silver")


@boon("The Sky's Gift")
def skys_gift(table: Table, player: str) -> None:
    """boon:the-skys-gift: may discard 3 cards; a Gold is gained only if 3 were discarded."""
    chosen = table.choose_all_or_none(player, "discard", table.names(player, "hand"), 3)
    for name in chosen:
        table.discard_from(player, "hand", name)
    if len(chosen) == 3:
        table.gain(player, "Gold")


@boon("The Swamp's Gift")
def swamps_gift(table: Table, player: str) -> None:
    """boon:the-swamps-gift: gain a Will-o'-Wisp from its pile."""
    table.gain(player, "Will-o'-Wisp")


@boon("The Sun's Gift")
def suns_gift(table: Table, player: str) -> None:
    """boon:the-suns-gift: look at the top 4, discard any of them, put the rest back in any order."""
    table.sift(player, 4)


@boon("The Wind's Gift")
def winds_gift(table: Table, player: str) -> None:
    """boon:the-winds-gift: discard 2 cards, then draw 2 (the order the rulebook gives)."""
    for name in table.choose_cards(player, "discard", table.names(player, "hand"), 2, 2):
        table.discard_from(player, "hand", name)
    table.draw(player, 2)
