"""Kingdom card clarifications, second part: the Kingdom cards cards.py does not hold.

Blessed Village, Cemetery, Changeling, Cobbler, Conclave, Crypt, Druid, Exorcist, Faithful
Hound, Necromancer, Night Watchman, Pixie, Raider, Secret Cave and Tracker, each from its
rulebook paragraph (card:<slug>.1). Plain bonuses come from fixtures/nocturne/cards/kingdom.toml;
only the rest is here. The readings adopted where the rulebook is silent are listed in
docs/games/nocturne.md.
"""

from __future__ import annotations

from typing import Any

from adjudicator.games.nocturne.boons import follow_boon, receive_boon, reveal_boon, settle_boon
from adjudicator.games.nocturne.play import (
    effect,
    next_turn,
    nothing_to_wait_for,
    play_card,
    remove_from_play,
    resolve,
    still_in_play,
)
from adjudicator.games.nocturne.table import AFTER_GAIN, ON_DISCARD, Table, on_gain

Obj = dict[str, Any]

#: card:changeling.1: the cost from which a gained card may be exchanged for a Changeling.
CHANGELING_FROM = 3
#: card:cobbler.1: the most the card Cobbler gains may cost.
COBBLER_UP_TO = 4


def discard_exactly_or_none(table: Table, player: str, count: int) -> list[str]:
    """A "may discard N cards" choice: N cards (all of them with fewer in hand) or none."""
    chosen = table.choose_all_or_none(player, "discard", table.names(player, "hand"), count)
    for name in chosen:
        table.discard_from(player, "hand", name)
    return chosen


# -- Blessed Village -----------------------------------------------------------------------------
@on_gain("Blessed Village")
def blessed_village_gained(table: Table, player: str) -> None:
    """card:blessed-village.1: take the next Boon and, having seen it, receive it now (decision
    "receive now", yes) or leave it in front of you until the start of your next turn (no)."""
    name = reveal_boon(table)
    if name is None:
        return
    if table.yes_no(player, "receive now"):
        follow_boon(table, player, name)
        settle_boon(table, player, name)
    else:
        table.zone(player, "boons").append({"card": name, "waiting": True})


# -- Cemetery --------------------------------------------------------------------------------------
@on_gain("Cemetery")
def cemetery_gained(table: Table, player: str) -> None:
    """card:cemetery.1: when gained, trash up to four cards from hand (decision "trash")."""
    for name in table.choose_cards(player, "trash", table.names(player, "hand"), 0, 4):
        table.trash_from(player, "hand", name)


# -- Changeling ------------------------------------------------------------------------------------
@effect("Changeling")
def changeling(table: Table, player: str, obj: Obj, phase: str) -> None:
    """card:changeling.1: trash it, then gain a copy of a card you have in play (decision "gain"
    when there is a choice), if one is left in its pile."""
    if still_in_play(table, player, obj):
        remove_from_play(table, player, obj)
        table.to_trash(obj["card"], player)
    in_play = dict.fromkeys(table.names(player, "play"))
    table.gain_choice(player, [n for n in in_play if table.pile_count(n) >= 1])


def changeling_exchange(table: Table, player: str, obj: Obj, where: str) -> None:
    """card:changeling.1: with Changeling in the Supply, a gained card costing 3 or more that is
    still where it was gained and has a pile to go back to may be exchanged (decision
    "exchange", yes or no) for a Changeling, after its own when-gained effects."""
    name = obj["card"]
    supply = table.state["supply"]
    if supply.get("Changeling", 0) < 1 or name == "Changeling":
        return
    if table.cost(name) < CHANGELING_FROM or table.where_is(player, obj) != where:
        return
    if name not in supply and name not in table.state["nonsupply"]:
        return
    if not table.yes_no(player, "exchange"):
        return
    table.remove(player, obj)
    table.return_to_pile(name)
    supply["Changeling"] -= 1
    table.put(player, "discard", "Changeling")


# -- Tracker ---------------------------------------------------------------------------------------
@effect("Tracker")
def tracker(table: Table, player: str, obj: Obj, phase: str) -> None:
    """card:tracker.1: for the rest of the turn a gained card may go onto the deck; receive a
    Boon (the ability is in force before the Boon, as on the printed card)."""
    if "Tracker" not in table.turn["effects"]:
        table.turn["effects"].append("Tracker")
    receive_boon(table, player)


def tracker_topdeck(table: Table, player: str, obj: Obj, where: str) -> None:
    """card:tracker.1: each card the player gains this turn may be put from where it went onto
    the deck (decision "topdeck": the card, or nothing)."""
    if player != table.active or "Tracker" not in table.turn["effects"] or where == "deck":
        return
    if table.where_is(player, obj) != where:
        return
    if table.choose_one(player, "topdeck", [obj["card"]], optional=True) is None:
        return
    table.remove(player, obj)
    table.zone(player, "deck").insert(0, obj)


AFTER_GAIN.extend([changeling_exchange, tracker_topdeck])


# -- Cobbler ---------------------------------------------------------------------------------------
@next_turn("Cobbler")
def cobbler(table: Table, player: str, obj: Obj) -> None:
    """card:cobbler.1: at the start of the next turn, gain a card costing up to 4 to hand."""
    table.gain_choice(player, table.supply_cards(lambda n: table.cost(n) <= COBBLER_UP_TO), to="hand")


# -- Conclave --------------------------------------------------------------------------------------
@effect("Conclave")
def conclave(table: Table, player: str, obj: Obj, phase: str) -> None:
    """card:conclave.1: may play an Action from hand (decision "play") named unlike every card in
    play; if one was played, +1 Action afterwards."""
    in_play = set(table.names(player, "play"))
    pool = [n for n in table.names(player, "hand") if table.is_a(n, "Action") and n not in in_play]
    chosen = table.choose_one(player, "play", pool, optional=True)
    if chosen is not None:
        play_card(table, player, chosen)
        table.turn["actions"] += 1


# -- Crypt -----------------------------------------------------------------------------------------
@effect("Crypt")
def crypt(table: Table, player: str, obj: Obj, phase: str) -> None:
    """card:crypt.1: set aside any number of Treasures in play under it (decision "set aside");
    with none set aside it has nothing to wait for."""
    if still_in_play(table, player, obj):
        treasures = [n for n in table.names(player, "play") if table.is_a(n, "Treasure")]
        chosen = table.choose_cards(player, "set aside", treasures, 0, len(treasures))
        if chosen:
            under = obj.setdefault("under", [])
            under.extend(table.take(player, "play", name) for name in chosen)
    if not obj.get("under"):
        nothing_to_wait_for(obj)


@next_turn("Crypt")
def crypt_next_turn(table: Table, player: str, obj: Obj) -> None:
    """card:crypt.1: at the start of each turn one set-aside Treasure goes to hand (decision
    "to hand"); Crypt stays in play while any remain."""
    under = obj.get("under", [])
    chosen = table.choose_one(player, "to hand", [o["card"] for o in under], optional=False)
    if chosen is not None:
        i = next(i for i, o in enumerate(under) if o["card"] == chosen)
        table.zone(player, "hand").append(under.pop(i))
    if under:
        obj["waiting"] = True
    else:
        obj.pop("under", None)


# -- Druid -----------------------------------------------------------------------------------------
@effect("Druid")
def druid(table: Table, player: str, obj: Obj, phase: str) -> None:
    """card:druid.1: receive one of the three Boons set aside at setup (decision "Druid's Boon");
    it stays set aside, not going to the Boon discard pile."""
    options = [o["card"] for o in table.shared("druid_boons")]
    chosen = table.choose_one(player, "Druid's Boon", options, optional=False)
    if chosen is not None:
        follow_boon(table, player, chosen)


# -- Exorcist --------------------------------------------------------------------------------------
@effect("Exorcist")
def exorcist(table: Table, player: str, obj: Obj, phase: str) -> None:
    """card:exorcist.1: trash a card from hand (decision "trash"), then gain a Spirit costing less
    from its pile outside the Supply (decision "gain")."""
    trashed = table.choose_one(player, "trash", table.names(player, "hand"), optional=False)
    if trashed is None:
        return
    table.trash_from(player, "hand", trashed)
    spirits = [
        n for n, count in table.state["nonsupply"].items()
        if count >= 1 and table.is_a(n, "Spirit") and table.cost(n) < table.cost(trashed)
    ]
    table.gain_choice(player, spirits)


# -- Faithful Hound --------------------------------------------------------------------------------
@effect("Faithful Hound")
def faithful_hound(table: Table, player: str, obj: Obj, phase: str) -> None:
    """card:faithful-hound.1: after its two cards, discard two cards (decision "discard"), as the
    rulebook's entry says (a contested reading: the printed card only draws)."""
    for name in table.choose_cards(player, "discard", table.names(player, "hand"), 2, 2):
        table.discard_from(player, "hand", name)


def faithful_hound_discarded(table: Table, player: str) -> None:
    """card:faithful-hound.1, base:reaction: discarded other than in Clean-up, it may be set aside
    (decision "set aside": Faithful Hound or nothing) to return to hand at the end of the turn."""
    if table.choose_one(player, "set aside", ["Faithful Hound"], optional=True) is None:
        return
    table.zone(player, "set_aside").append(table.take(player, "discard", "Faithful Hound"))


ON_DISCARD["Faithful Hound"] = faithful_hound_discarded


# -- Necromancer -----------------------------------------------------------------------------------
@effect("Necromancer")
def necromancer(table: Table, player: str, obj: Obj, phase: str) -> None:
    """card:necromancer.1: play a face-up Action card in the trash that is not a Duration
    (decision "play"), leaving it there, face down until the end of the turn."""
    usable = [
        o for o in table.shared("trash")
        if not o.get("face_down") and table.is_a(o["card"], "Action")
        and not table.is_a(o["card"], "Duration")
    ]
    chosen = table.choose_one(player, "play", [o["card"] for o in usable], optional=False)
    if chosen is None:
        return
    target = next(o for o in usable if o["card"] == chosen)
    target["face_down"] = True
    resolve(table, player, target)


# -- Night Watchman --------------------------------------------------------------------------------
@effect("Night Watchman")
def night_watchman(table: Table, player: str, obj: Obj, phase: str) -> None:
    """card:night-watchman.1: look at the top five cards, discard any, put the rest back in any
    order."""
    table.sift(player, 5)


# -- Pixie -----------------------------------------------------------------------------------------
@effect("Pixie")
def pixie(table: Table, player: str, obj: Obj, phase: str) -> None:
    """card:pixie.1: discard the top Boon; may trash Pixie (decision "trash": Pixie or nothing) to
    receive that Boon twice. Only a Pixie still in play can be trashed."""
    name = reveal_boon(table)
    if name is None:
        return
    discard = table.shared("boon_discard")
    discard.insert(0, {"card": name})
    if not still_in_play(table, player, obj):
        return
    if table.choose_one(player, "trash", [obj["card"]], optional=True) is None:
        return
    remove_from_play(table, player, obj)
    table.to_trash(obj["card"], player)
    discard.pop(0)
    follow_boon(table, player, name)
    follow_boon(table, player, name)
    settle_boon(table, player, name)


# -- Raider ----------------------------------------------------------------------------------------
@effect("Raider")
def raider(table: Table, player: str, obj: Obj, phase: str) -> None:
    """card:raider.1: each other player it affects with 5 or more cards in hand discards a card
    named like one of the attacker's cards in play, if they have one (decision "discard")."""
    in_play = set(table.names(player, "play"))
    enough = table.card(obj["card"])["hand_at_least"]
    for other in table.attacked(player):
        hand = table.names(other, "hand")
        if len(hand) < enough:
            continue
        chosen = table.choose_one(other, "discard", [n for n in hand if n in in_play],
                                  optional=False)
        if chosen is not None:
            table.discard_from(other, "hand", chosen)


# -- Secret Cave -----------------------------------------------------------------------------------
@effect("Secret Cave")
def secret_cave(table: Table, player: str, obj: Obj, phase: str) -> None:
    """card:secret-cave.1: may discard three cards (decision "discard": three or nothing); only if
    three were discarded does it stay in play for +3 coins at the start of the next turn."""
    if len(discard_exactly_or_none(table, player, 3)) != 3:
        nothing_to_wait_for(obj)

