"""The strategy phase of the active player's turn, as far as the reference implies it: playing
cards (and traps, in the opponent's turn), activating creatures, buying, the allegiance action.

Rules: soul.2, soul.3, rush.1, rush.2, sacrifice.1-sacrifice.3, allegiance.2, card:soul-trap.1,
card:hypernova.1, card:volatile-essence.1. The top rule module: it calls the rules each action
involves; turn.py (the core) ends the turn.
"""

from __future__ import annotations

from typing import Any

from adjudicator.engine import Refused
from adjudicator.games.rites import allegiance, destruction, rites, traps
from adjudicator.games.rites.effects import resolve
from adjudicator.games.rites.exile import take_slot, to_exile
from adjudicator.games.rites.rush import has_rush
from adjudicator.games.rites.state import FACTIONS, creature
from adjudicator.games.rites.table import Source, Table


# -- playing a card ----------------------------------------------------------------------------
def play(table: Table, player: str, name: str) -> None:
    """Play a card from hand: a trap in the opponent's turn, anything else in one's own."""
    if name not in table.names(player, "hand"):
        raise Refused(f"{player} has no {name!r} in hand")
    kind = table.kind(name)
    if player != table.active:
        traps.play_standalone(table, player, name)
        table.settle()
        return
    if kind == "trap":
        raise Refused(f"{name} is a trap: traps are played during the opponent's turn")
    if kind == "rite":
        raise Refused(f"{name} is a Rite: Rites are taken by reaching 6 allegiance, not played")
    definition = table.card(name)
    _check_requirement(table, player, name, definition)
    lines = definition.get("effects", [])
    destruction.check_sacrifice(table, player, destruction.sacrifice_total(lines), None)
    table.take(player, "hand", name)
    if kind == "creature":
        summon(table, player, name)
    else:
        _resolve_card(table, player, name, definition)
    table.settle()


def _check_requirement(table: Table, player: str, name: str, definition: dict[str, Any]) -> None:
    """A card that needs allegiance is played only with it (rift.4, allegiance.5)."""
    levels = table.player(player)["allegiance"]
    short = [f"{n} {f}" for f, n in definition.get("requires", {}).items() if levels[f] < n]
    if short:
        raise Refused(f"{player} needs {' and '.join(short)} allegiance to play {name}")


def _resolve_card(table: Table, player: str, name: str, definition: dict[str, Any]) -> None:
    """A spell or Soul: Sacrifices first (sacrifice.1), then its lines in order; a Soul stays in
    front of its player until cleanup (soul.3), a spell is discarded, or exiled when it says so
    (card:hypernova.1); Volatile Essence may be exiled for its other lines
    (card:volatile-essence.1)."""
    kind = definition["type"]
    lines = definition.get("effects", [])
    destruction.pay_sacrifice(table, player, destruction.sacrifice_total(lines))
    exiled = False
    if definition.get("or_exile") is not None:
        exiled = table.choose_one(player, "exile it", ["yes", "no"], optional=False) == "yes"
        if exiled:
            lines = definition["or_exile"]
            to_exile(table, player, name)
    resolve(table, player, lines, Source(name, kind))
    if exiled:
        return
    if definition.get("exile_after"):
        to_exile(table, player, name)
    elif kind == "soul":
        table.put(player, "souls", name)
    else:
        table.put(player, "discard", name)


def summon(table: Table, player: str, name: str) -> None:
    """A creature enters play, ready with Rush, else exhausted (rush.1, rush.2); a test card's
    Summon lines wait like any triggered effect, and resolve even if it has left play (rush.1;
    docs/games/rites.md#test-card-kit); the Rite of the Blaze and the opponent's summon traps may
    trigger (card:rite-of-the-blaze.2, card:burning-hand.1, card:call-from-the-grave.1)."""
    rush = has_rush(table.state, table.cards, player, name)
    obj = creature(name, exhausted=not rush, summoned=True)
    table.zone(player, "battlefield").append(obj)
    lines = table.card(name).get("summon")
    if lines:
        table.wait(player, f"Summon of {name}",
                   lambda: resolve(table, player, lines, Source(name, "summon")))
    rites.creature_summoned(table, player, name)
    traps.offer(table, table.opponent(player), "summon", creature=obj, owner=player)


# -- activating a creature -------------------------------------------------------------------------
def activate(table: Table, player: str, name: str) -> None:
    """A creature's ⟳ ability: once per turn, in its owner's strategy phase, exhausting it; never
    the turn it was summoned without Rush (rush.1, rush.2); its Sacrifice paid with other creatures
    (sacrifice.2, sacrifice.3); An Eye for an Eye destroys it once the activation ends
    (card:an-eye-for-an-eye.4)."""
    if player != table.active:
        raise Refused(f"creatures are activated in their owner's turn; it is {table.active}'s")
    field = table.zone(player, "battlefield")
    mine = [o for o in field if o["card"] == name]
    if not mine:
        raise Refused(f"{player} has no {name!r} in play")
    lines = table.card(name).get("ability")
    if not lines:
        raise Refused(f"{name} has no ability to activate")
    obj = next((o for o in mine if _why_not(table, player, o) is None), None)
    if obj is None:
        raise Refused("; ".join(sorted({str(_why_not(table, player, o)) for o in mine})))
    destruction.check_sacrifice(table, player, destruction.sacrifice_total(lines), obj)
    obj["exhausted"] = obj["activated"] = True
    destruction.pay_sacrifice(table, player, destruction.sacrifice_total(lines), obj)
    resolve(table, player, lines, Source(name, "ability", obj))
    doomed, table.doomed = table.doomed, []
    if doomed and not table.over:
        destruction.destroy(table, doomed)
    table.settle()


def _why_not(table: Table, player: str, obj: dict[str, Any]) -> str | None:
    name = obj["card"]
    if obj["activated"]:
        return f"{name} has already been activated this turn (rush.1)"
    if obj["summoned"] and not has_rush(table.state, table.cards, player, name):
        return f"{name} was summoned this turn and has no Rush (rush.2)"
    if obj["exhausted"]:
        return f"{name} is exhausted"
    return None


# -- buying and the allegiance action --------------------------------------------------------------
def buy(table: Table, player: str, name: str) -> None:
    """Buy a face-up card: pay its cost in essence, the card goes to the buyer's discard pile, the
    slot is refilled (card:soul-trap.1); the opponent's Cloning Station and Soul Trap may answer."""
    if player != table.active:
        raise Refused(f"cards are bought in their buyer's turn; it is {table.active}'s")
    slots = table.shared("recruitment")
    index = next((i for i, o in enumerate(slots) if o["card"] == name), None)
    if index is None:
        raise Refused(f"{name} is not face up in the recruitment zone")
    cost = table.card(name).get("cost")
    if cost is None:
        raise Refused(f"the reference gives {name} no cost, so it cannot be bought")
    essence = table.player(player)["essence"]
    if essence < cost:
        raise Refused(f"{name} costs {cost} essence and {player} has {essence} (soul.2)")
    table.player(player)["essence"] = essence - cost
    table.put(player, "discard", take_slot(table, index))
    traps.cloning_station(table, player)
    traps.offer(table, table.opponent(player), "buy", buyer=player, card=name)
    table.settle()


def pledge(table: Table, player: str, faction: str, points: int) -> None:
    """The turn's allegiance action: 1 essence for 1 point in a faction (allegiance.2, soul.2)."""
    if player != table.active:
        raise Refused(f"the allegiance action is taken in one's own turn; it is {table.active}'s")
    if faction not in FACTIONS:
        raise Refused(f"there is no faction {faction!r}; factions: {', '.join(FACTIONS)}")
    if points < 1:
        raise Refused("the allegiance action buys at least 1 point")
    essence = table.player(player)["essence"]
    if essence < points:
        raise Refused(f"{points} allegiance costs {points} essence and {player} has {essence}")
    table.player(player)["essence"] = essence - points
    allegiance.add(table, player, [faction] * points)
    table.settle()
