"""The No Dawn reference engine: one action at a time, by the rules, then the state checks."""

from __future__ import annotations

from typing import Any

from adjudicator.engine import Decisions, EngineFault, ReferenceEngine, Refused
from adjudicator.games.nodawn import casting, fields, state, turn
from adjudicator.games.nodawn.sba import run_checks, settle


class NodawnEngine(ReferenceEngine):
    """Actions: cast, drop, drain, sacrifice, pass, advance, concede (docs/games/nodawn.md)."""

    game = "nodawn"

    def load(self, raw: dict[str, Any]) -> dict[str, Any]:
        return state.load(raw, self.cards)

    def dump(self, current: dict[str, Any]) -> dict[str, Any]:
        return state.derive(current, self.cards)

    def perform(self, current: dict[str, Any], action: dict[str, Any], decisions: Decisions) -> None:
        kind = action.get("type")
        name = action.get("player")
        if name is not None and name not in current["players"]:
            raise EngineFault(f"unknown player {name!r}")
        if kind == "concede":
            self._concede(current, name)
            return
        if current["result"] is not None:
            raise Refused("the game is over (104.1)")
        if name is not None and current["players"][name]["status"] != "playing":
            raise Refused(f"{name} has left the game (104.5)")
        handler = self._handlers().get(kind)
        if handler is None:
            raise EngineFault(f"unknown action type {kind!r}")
        handler(current, action, decisions)

    def _handlers(self) -> dict[str, Any]:
        return {
            "cast": self._cast,
            "drop": self._drop,
            "drain": self._drain,
            "sacrifice": self._sacrifice,
            "pass": self._pass,
            "advance": self._advance,
        }

    def _checked(self, current: dict[str, Any]) -> None:
        run_checks(current, self.cards, self.ruleset)

    def _cast(self, current: dict[str, Any], action: dict[str, Any], decisions: Decisions) -> None:
        casting.cast(current, self.cards, action, decisions)
        self._checked(current)

    def _drop(self, current: dict[str, Any], action: dict[str, Any], decisions: Decisions) -> None:
        casting.drop(current, self.cards, action)
        self._checked(current)

    def _drain(self, current: dict[str, Any], action: dict[str, Any], decisions: Decisions) -> None:
        fields.drain(current, self.cards, action["player"], action["card"])
        self._checked(current)

    def _sacrifice(self, current: dict[str, Any], action: dict[str, Any], decisions: Decisions) -> None:
        fields.sacrifice(current, self.cards, action["player"], action["card"])
        self._checked(current)

    def _pass(self, current: dict[str, Any], action: dict[str, Any], decisions: Decisions) -> None:
        turn.pass_priority(current, self.cards, action["player"], self.ruleset, decisions)

    def _advance(self, current: dict[str, Any], action: dict[str, Any], decisions: Decisions) -> None:
        turn.advance(current, self.cards, self.ruleset, dict(action["to"]), decisions)

    def _concede(self, current: dict[str, Any], name: str) -> None:
        """Conceding is always allowed and is an immediate loss (104.3a)."""
        if current["result"] is not None or current["players"][name]["status"] != "playing":
            raise Refused(f"{name} is no longer in the game")
        settle(current, winners=set(), losses={name: {"concession"}})
