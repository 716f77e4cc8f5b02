"""Kingdom cards, the cards outside the Supply, and Heirlooms, by name.

Only what a card's definition cannot say is here: plain bonuses are applied by play.py from
fixtures/nocturne/cards/*.toml. Each function cites the rulebook entry it implements.
"""

from __future__ import annotations

from typing import Any

from adjudicator.games.nocturne.boons import (
    follow_boon,
    gives_coin,
    receive_boon,
    reveal_boon,
    settle_boon,
)
from adjudicator.games.nocturne.hexes import each_other_receives, receive_hex
from adjudicator.games.nocturne.play import effect, play_card, remove_from_play, still_in_play
from adjudicator.games.nocturne.states import has_state, take_state
from adjudicator.games.nocturne.table import Table, on_gain

Obj = dict[str, Any]


def exchange(table: Table, player: str, obj: Obj, other: str) -> None:
    """Return this card from play to its pile and take ``other`` from its pile to the discard
    pile; not a gain. Nothing happens unless both are possible (card:vampire, special:bat)."""
    if not still_in_play(table, player, obj) or table.pile_count(other) < 1:
        return
    remove_from_play(table, player, obj)
    table.return_to_pile(obj["card"])
    piles = table.state["supply"] if other in table.state["supply"] else table.state["nonsupply"]
    piles[other] -= 1
    table.put(player, "discard", other)


# -- Kingdom cards ---------------------------------------------------------------------------
@effect("Werewolf")
def werewolf(table: Table, player: str, obj: Obj, phase: str) -> None:
    """card:werewolf: the phase it is played in decides: Action phase +3 Cards, Night a Hex for
    each other player."""
    if phase == "night":
        each_other_receives(table, player)
    else:
        table.draw(player, 3)


@effect("Tormentor")
def tormentor(table: Table, player: str, obj: Obj, phase: str) -> None:
    """card:tormentor: with no other card in play (Durations from earlier turns count), gain an
    Imp; otherwise each other player receives the next Hex."""
    if all(o is obj for o in table.zone(player, "play")):
        table.gain(player, "Imp")
    else:
        each_other_receives(table, player)


@effect("Vampire")
def vampire(table: Table, player: str, obj: Obj, phase: str) -> None:
    """card:vampire: Hex for each other player; gain a non-Vampire costing up to 5; exchange for a
    Bat."""
    each_other_receives(table, player)
    table.gain_choice(player, table.supply_cards(lambda n: n != "Vampire" and table.cost(n) <= 5))
    exchange(table, player, obj, "Bat")


@effect("Cursed Village")
def cursed_village(table: Table, player: str, obj: Obj, phase: str) -> None:
    """card:cursed-village: draw until the hand holds the number of cards the card names."""
    target = table.card(obj["card"])["draw_until"]
    while len(table.zone(player, "hand")) < target and table.draw(player, 1):
        pass


@on_gain("Cursed Village")
def cursed_village_gained(table: Table, player: str) -> None:
    """card:cursed-village: when gained, the gainer receives a Hex."""
    receive_hex(table, player)


@effect("Devil's Workshop")
def devils_workshop(table: Table, player: str, obj: Obj, phase: str) -> None:
    """card:devils-workshop: by cards gained this turn: none Gold, one a card up to 4, more an Imp."""
    gained = len(table.turn["gained"])
    if gained == 0:
        table.gain(player, "Gold")
    elif gained == 1:
        table.gain_choice(player, table.supply_cards(lambda n: table.cost(n) <= 4))
    else:
        table.gain(player, "Imp")


@effect("Monastery")
def monastery(table: Table, player: str, obj: Obj, phase: str) -> None:
    """card:monastery: per card gained this turn, may trash a card from hand or a Copper in play.

    Two decisions: "trash" (from hand), then "trash from play" (Coppers) for what is left.
    """
    allowed = len(table.turn["gained"])
    from_hand = table.choose_cards(player, "trash", table.names(player, "hand"), 0, allowed)
    for name in from_hand:
        table.trash_from(player, "hand", name)
    coppers = [n for n in table.names(player, "play") if n == "Copper"]
    for name in table.choose_cards(player, "trash from play", coppers, 0, allowed - len(from_hand)):
        table.trash_from(player, "play", name)


@effect("Leprechaun")
def leprechaun(table: Table, player: str, obj: Obj, phase: str) -> None:
    """card:leprechaun: gain a Gold; with exactly 7 cards in play (itself too) gain a Wish, else
    receive a Hex."""
    table.gain(player, "Gold")
    if len(table.zone(player, "play")) == 7:
        table.gain(player, "Wish")
    else:
        receive_hex(table, player)


@effect("Tragic Hero")
def tragic_hero(table: Table, player: str, obj: Obj, phase: str) -> None:
    """card:tragic-hero: with 8 or more cards in hand, trash it and gain a Treasure (even if it
    could not be trashed)."""
    if len(table.zone(player, "hand")) < 8:
        return
    if still_in_play(table, player, obj):
        remove_from_play(table, player, obj)
        table.to_trash(obj["card"], player)
    table.gain_choice(player, table.supply_cards(lambda n: table.is_a(n, "Treasure")))


@effect("Bard")
def bard(table: Table, player: str, obj: Obj, phase: str) -> None:
    """card:bard: after its coins, receive a Boon and resolve it fully."""
    receive_boon(table, player)


@effect("Sacred Grove")
def sacred_grove(table: Table, player: str, obj: Obj, phase: str) -> None:
    """card:sacred-grove: receive a Boon; unless it gives +1 coin, each other player may receive
    it too (decision "receive", yes or no, each player for themselves)."""
    name = reveal_boon(table)
    if name is None:
        return
    follow_boon(table, player, name)
    if not gives_coin(table, name):
        for other in table.others(player):
            if table.yes_no(other, "receive"):
                follow_boon(table, other, name)
    settle_boon(table, player, name)


@effect("Skulk")
def skulk(table: Table, player: str, obj: Obj, phase: str) -> None:
    """card:skulk: each other player receives the next Hex."""
    each_other_receives(table, player)


@on_gain("Skulk")
def skulk_gained(table: Table, player: str) -> None:
    """card:skulk: gaining a Skulk gains a Gold as well."""
    table.gain(player, "Gold")


@effect("Fool")
def fool(table: Table, player: str, obj: Obj, phase: str) -> None:
    """card:fool: unless holding Lost in the Woods, take it, reveal 3 Boons, receive them in a
    chosen order (decision "next Boon" before each)."""
    if has_state(table, player, "Lost in the Woods"):
        return
    take_state(table, player, "Lost in the Woods")
    revealed = [n for n in (reveal_boon(table) for _ in range(3)) if n is not None]
    while revealed:
        name = table.choose_one(player, "next Boon", revealed, optional=False)
        assert name is not None
        revealed.remove(name)
        follow_boon(table, player, name)
        settle_boon(table, player, name)


@effect("Pooka")
def pooka(table: Table, player: str, obj: Obj, phase: str) -> None:
    """card:pooka: may trash a Treasure other than Cursed Gold from hand for +4 Cards."""
    pool = [n for n in table.names(player, "hand") if table.is_a(n, "Treasure") and n != "Cursed Gold"]
    chosen = table.choose_one(player, "trash", pool, optional=True)
    if chosen is not None:
        table.trash_from(player, "hand", chosen)
        table.draw(player, 4)


@effect("Shepherd")
def shepherd(table: Table, player: str, obj: Obj, phase: str) -> None:
    """card:shepherd: discard any Victory cards (multi-type ones too), +2 Cards for each."""
    pool = [n for n in table.names(player, "hand") if table.is_a(n, "Victory")]
    chosen = table.choose_cards(player, "discard", pool, 0, len(pool))
    for name in chosen:
        table.discard_from(player, "hand", name)
    table.draw(player, 2 * len(chosen))


@effect("Idol")
def idol(table: Table, player: str, obj: Obj, phase: str) -> None:
    """card:idol: counting Idols in play after playing it, odd: receive a Boon; even: each other
    player gains a Curse (an Attack)."""
    idols = table.names(player, "play").count("Idol")
    if idols % 2 == 1:
        receive_boon(table, player)
    else:
        for other in table.attacked(player):
            table.gain(other, "Curse")


# -- Cards outside the Supply --------------------------------------------------------------------
@effect("Imp")
def imp(table: Table, player: str, obj: Obj, phase: str) -> None:
    """special:imp: may play an Action from hand of which no copy is in play (no Action used)."""
    in_play = set(table.names(player, "play"))
    pool = [n for n in table.names(player, "hand") if table.is_a(n, "Action") and n not in in_play]
    chosen = table.choose_one(player, "play", pool, optional=True)
    if chosen is not None:
        play_card(table, player, chosen)


@effect("Bat")
def bat(table: Table, player: str, obj: Obj, phase: str) -> None:
    """special:bat: trash up to 2 cards from hand; if any were trashed, exchange it for a Vampire."""
    chosen = table.choose_cards(player, "trash", table.names(player, "hand"), 0, 2)
    for name in chosen:
        table.trash_from(player, "hand", name)
    if chosen:
        exchange(table, player, obj, "Vampire")


@effect("Wish")
def wish(table: Table, player: str, obj: Obj, phase: str) -> None:
    """special:wish: return it to its pile; only if that worked, gain a card costing up to 6 to
    hand."""
    if not still_in_play(table, player, obj):
        return
    remove_from_play(table, player, obj)
    table.return_to_pile("Wish")
    table.gain_choice(player, table.supply_cards(lambda n: table.cost(n) <= 6), to="hand")


@effect("Will-o'-Wisp")
def will_o_wisp(table: Table, player: str, obj: Obj, phase: str) -> None:
    """special:will-o-wisp: reveal the top card; if it costs 2 or less it goes into hand."""
    top = table.top_card(player)
    if top is None:
        return
    table.put(player, "hand" if table.cost(top) <= 2 else "deck", top)


# -- Heirlooms ---------------------------------------------------------------------------------
@effect("Lucky Coin")
def lucky_coin(table: Table, player: str, obj: Obj, phase: str) -> None:
    """heirloom:lucky-coin: when played, gain a Silver."""
    table.gain(player, "Silver")


@effect("Cursed Gold")
def cursed_gold(table: Table, player: str, obj: Obj, phase: str) -> None:
    """heirloom:cursed-gold: when played, gain a Curse."""
    table.gain(player, "Curse")
