"""The No Dawn reference engine: the core, with every rule module of the plugin list
registered, one action at a time, then the state checks."""

from __future__ import annotations

from typing import Any

from adjudicator.engine import Decisions, EngineFault, ReferenceEngine, Refused
from adjudicator.games.nodawn.core import state
from adjudicator.games.nodawn.core.actions import carry_out
from adjudicator.games.nodawn.core.layers import on_board
from adjudicator.games.nodawn.core.outcome import settle
from adjudicator.games.nodawn.core.priority import before_priority
from adjudicator.games.nodawn.plugins import RULES


class NodawnEngine(ReferenceEngine):
    """Actions: cast, activate, drop, drain, sacrifice, pass, advance, attack, block, concede
    (docs/games/nodawn.md)."""

    game = "nodawn"
    default_ruleset = "2026-10-07"  # the newest amendment date
    state_module = state
    rules = RULES  # the rule modules, registered with the core as the plugin list is imported

    def dump(self, current: dict[str, Any]) -> dict[str, Any]:
        return state.derive(current, self.cards)

    def perform(self, current: dict[str, Any], action: dict[str, Any], decisions: Decisions) -> None:
        kind = action.get("type")
        name = action.get("player")
        if name is not None and name not in current["players"]:
            raise EngineFault(f"unknown player {name!r}")
        if kind == "concede":
            self._concede(current, name, decisions)
            return
        if current["result"] is not None:
            raise Refused("the game is over (104.1)")
        if name is not None and current["players"][name]["status"] != "playing":
            raise Refused(f"{name} has left the game (104.5)")
        with on_board(current, self.cards):  # 613.5: characteristics are those of this board
            carry_out(current, self.cards, self.ruleset, action, decisions)
            before_priority(current, self.cards, self.ruleset, decisions)  # 117.5

    def _concede(self, current: dict[str, Any], name: str, decisions: Decisions) -> None:
        """Conceding is always allowed and is an immediate loss (104.3a)."""
        if current["result"] is not None or current["players"][name]["status"] != "playing":
            raise Refused(f"{name} is no longer in the game")
        with on_board(current, self.cards):
            settle(current, winners=set(), losses={name: {"concession"}}, cards=self.cards)
            if current["result"] is None:
                before_priority(current, self.cards, self.ruleset, decisions)  # 603.9: loss triggers wait
