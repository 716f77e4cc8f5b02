"""The Rites reference engine: one action at a time, by the rules of the keyword reference.

Actions (docs/games/rites.md): ``play`` (a card from hand: the active player's cards, or a trap
without a trigger by the other player), ``activate`` (a creature's ⟳ ability), ``buy`` (a face-up
card of the recruitment zone), ``allegiance`` (the turn's allegiance action: ``faction`` and
``points``), ``end_turn``. Every choice and every shuffle is a pinned decision.
"""

from __future__ import annotations

from typing import Any

from adjudicator.engine import Decisions, EngineFault, ReferenceEngine, Refused
from adjudicator.games.rites import (
    allegiance,
    destruction,
    exile,
    guard,
    hand,
    heal,
    poison,
    rites,
    rush,
    state,
    strategy,
    traps,
    turn,
    wound,
)
from adjudicator.games.rites.table import Table

#: The rule modules: each files what it adds (its keyword lines, answers to a Wound, a
#: destruction or an exile, steps of the turn, derived values) with the core or with the rule
#: module below it as it is imported, so importing this engine assembles the whole game
#: (docs/architecture.md).
RULES = (wound, guard, poison, heal, destruction, allegiance, exile, hand, rush, rites, traps,
         strategy)


class RitesEngine(ReferenceEngine):
    """Reference adjudicator for Rites, as modelled in docs/games/rites.md."""

    game = "rites"
    default_ruleset = "current"  # the document's one version
    state_module = state

    def perform(self, current: dict[str, Any], action: dict[str, Any], decisions: Decisions) -> None:
        table = Table(current, self.cards, decisions)
        kind = action.get("type")
        player = self._acting(table, action)
        if kind == "play":
            strategy.play(table, player, self._card(action))
        elif kind == "activate":
            strategy.activate(table, player, self._card(action))
        elif kind == "buy":
            strategy.buy(table, player, self._card(action))
        elif kind == "allegiance":
            points = action.get("points")
            if not isinstance(points, int):
                raise EngineFault("the allegiance action needs a whole number of points")
            strategy.pledge(table, player, str(action.get("faction")), points)
        elif kind == "end_turn":
            turn.end_turn(table, player)
        else:
            raise EngineFault(f"unknown action type {kind!r}")

    @staticmethod
    def _acting(table: Table, action: dict[str, Any]) -> str:
        player = action.get("player")
        if player not in table.state["players"]:
            raise EngineFault(f"unknown player {player!r}")
        if table.over:
            raise Refused("the game is over (wound.5)")
        return str(player)

    @staticmethod
    def _card(action: dict[str, Any]) -> str:
        name = action.get("card")
        if not isinstance(name, str):
            raise EngineFault("this action needs a card name")
        return name
