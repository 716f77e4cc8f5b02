"""States (rule doom-cards-hexes-and-states): Deluded, Envious, Miserable, Twice Miserable,
Lost in the Woods. A State sits in front of a player (zone "states"); it is never a card in a
deck and is never gained. Deluded and Envious return at the start of their holder's Buy phase
and leave a lasting effect for that turn (turn.effects); Miserable and Twice Miserable count
in final scoring (scoring.py); Lost in the Woods acts at the start of its holder's turn.
"""

from __future__ import annotations

from adjudicator.games.nocturne.boons import receive_boon
from adjudicator.games.nocturne.play import TREASURE_COINS
from adjudicator.games.nocturne.table import Table
from adjudicator.games.nocturne.turn import AT_BUY_PHASE, AT_TURN_START, BUY_LIMITS, StartEffect

#: States that return at the start of the holder's Buy phase and affect the rest of that turn.
RETURNING = ("Deluded", "Envious")


def has_state(table: Table, player: str, name: str) -> bool:
    return name in table.names(player, "states")


def take_state(table: Table, player: str, name: str) -> None:
    """Take a State; a unique one (Lost in the Woods) is taken from whoever holds it."""
    if has_state(table, player, name):
        return
    if table.card(name).get("unique"):
        for other in table.state["turn_order"]:
            if has_state(table, other, name):
                table.take(other, "states", name)
    table.put(player, "states", name)


def start_buy_phase(table: Table) -> None:
    """state:deluded, state:envious: at the start of the holder's Buy phase the State returns
    and its effect lasts for the rest of the turn."""
    player = table.active
    for name in RETURNING:
        if has_state(table, player, name):
            table.take(player, "states", name)
            if name not in table.turn["effects"]:
                table.turn["effects"].append(name)


def may_buy(table: Table, name: str) -> str | None:
    """state:deluded: a Deluded player cannot buy Action cards this turn (None: allowed)."""
    if "Deluded" in table.turn["effects"] and table.is_a(name, "Action"):
        return "a Deluded player cannot buy Action cards this turn (state:deluded)"
    return None


def envious_coins(table: Table, name: str, coins: int) -> int:
    """state:envious: while Envious, Silver and Gold make 1 coin."""
    if "Envious" in table.turn["effects"] and name in ("Silver", "Gold"):
        return 1
    return coins


def lost_in_the_woods(table: Table, player: str) -> None:
    """state:lost-in-the-woods: at the start of the turn, may discard a card to receive a Boon."""
    chosen = table.choose_one(player, "discard", table.names(player, "hand"), optional=True)
    if chosen is not None:
        table.discard_from(player, "hand", chosen)
        receive_boon(table, player)


def at_turn_start(table: Table, player: str, done: set[int], began: set[int]) -> list[StartEffect]:
    """state:lost-in-the-woods: its start-of-turn effect, once a turn."""
    if has_state(table, player, "Lost in the Woods") and 0 not in done:
        return [("Lost in the Woods", 0, lambda: lost_in_the_woods(table, player))]
    return []


AT_BUY_PHASE.append(start_buy_phase)
BUY_LIMITS.append(may_buy)
TREASURE_COINS.append(envious_coins)
AT_TURN_START["states"] = at_turn_start
