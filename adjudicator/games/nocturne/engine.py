"""The Dominion: Nocturne reference engine: one action at a time, by the rules.

Actions (docs/games/nocturne.md): ``setup``; ``play`` and ``buy`` (a card name);
``end_phase`` (the phase being ended); ``end_turn``. Every choice a player makes and every
shuffle is a pinned decision; nothing here is random.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from adjudicator.engine import Decisions, EngineFault, ReferenceEngine, Refused
from adjudicator.games.nocturne import (
    boons,
    cards,
    heirlooms,
    hexes,
    kingdom,
    kit,
    spirits,
    state,
    states,
    turn,
)
from adjudicator.games.nocturne.setup import set_up
from adjudicator.games.nocturne.table import Table

#: The rule modules: each files what it adds (card, Boon and Hex effects, gain, discard and
#: trash reactions, turn and buy rules) in the core's registries as it is imported, so importing
#: this engine assembles the whole game (docs/architecture.md).
RULES = (boons, hexes, states, cards, kingdom, heirlooms, spirits, kit)


class NocturneEngine(ReferenceEngine):
    """Reference adjudicator for the Nocturne slice described in docs/games/nocturne.md."""

    game = "nocturne"
    default_ruleset = "current"  # the document's one version
    state_module = state

    def perform(self, current: dict[str, Any], action: dict[str, Any], decisions: Decisions) -> None:
        table = Table(current, self.cards, decisions)
        kind = str(action.get("type"))
        if kind in GAME_ACTIONS:
            GAME_ACTIONS[kind](table)
            return
        carry_out = PLAYER_ACTIONS.get(kind)
        if carry_out is None:
            raise EngineFault(f"unknown action type {kind!r}")
        carry_out(table, self._acting(table, action), action)

    @staticmethod
    def _acting(table: Table, action: dict[str, Any]) -> str:
        """The player taking the action, who must be the active player of a game in progress."""
        player = action.get("player")
        if player not in table.state["players"]:
            raise EngineFault(f"unknown player {player!r}")
        if table.state["result"] is not None:
            raise Refused("the game is over (base:game-end)")
        if table.turn["phase"] not in state.PHASES:
            raise Refused("the game has not been set up yet (base:setup)")
        if player != table.active:
            raise Refused(f"it is {table.active}'s turn, not {player}'s (base:turn-phases)")
        return str(player)



def _card(action: dict[str, Any]) -> str:
    name = action.get("card")
    if not isinstance(name, str):
        raise EngineFault("this action needs a card name")
    return name


#: The actions no player takes: setting the game up (base:setup).
GAME_ACTIONS: dict[str, Callable[[Table], None]] = {"setup": set_up}
#: The actions a player takes (docs/games/nocturne.md, Actions): (table, the acting player, the
#: action) -> None.
PLAYER_ACTIONS: dict[str, Callable[[Table, str, dict[str, Any]], None]] = {
    "play": lambda table, player, action: turn.play(table, player, _card(action)),
    "buy": lambda table, player, action: turn.buy(table, player, _card(action)),
    "end_phase": lambda table, player, action: turn.end_phase(table, player, str(action.get("phase"))),
    "end_turn": lambda table, player, action: turn.end_turn(table),
}
