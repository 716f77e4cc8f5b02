"""The No Dawn reference engine: one action at a time, by the rules, then the state checks."""

from __future__ import annotations

from typing import Any

from adjudicator.engine import Decisions, EngineFault, ReferenceEngine, Refused
from adjudicator.games.nodawn import abilities, casting, combat, fields, state, turn
from adjudicator.games.nodawn.sba import settle
from adjudicator.games.nodawn.turn import before_priority


class NodawnEngine(ReferenceEngine):
    """Actions: cast, activate, drop, drain, sacrifice, pass, advance, attack, block, concede
    (docs/games/nodawn.md)."""

    game = "nodawn"
    state_module = state

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
        self._carry_out(current, kind, action, decisions)
        before_priority(current, self.cards, self.ruleset, decisions)  # 117.5

    def _carry_out(self, current: dict[str, Any], kind: Any, action: dict[str, Any],
                   decisions: Decisions) -> None:
        cards, ruleset = self.cards, self.ruleset
        if kind == "attack":
            combat.declare_attacks(current, cards, action["player"], action["attacks"])
            return
        if kind == "block":
            combat.declare_blocks(current, cards, action["player"], action["blocks"])
            return
        combat_now = current.get("combat") or {}
        declared = combat_now.get("declaring") == "attackers" and combat_now.get("attacked")
        combat.close_declaration(current)  # acting with priority ends the declaration (508.3, 509.3)
        if declared:  # attack triggers go on the stack before the active player acts (603.3)
            abilities.attackers_declared(current, cards)
            before_priority(current, cards, ruleset, decisions)
        if kind == "activate":
            abilities.activate(current, cards, action, decisions)
        elif kind == "cast":
            casting.cast(current, cards, action, decisions)
        elif kind == "drop":
            casting.drop(current, cards, action)
        elif kind == "drain":
            fields.drain(current, cards, action["player"], action["card"])
        elif kind == "sacrifice":
            fields.sacrifice(current, cards, action["player"], action["card"])
        elif kind == "pass":
            turn.pass_priority(current, cards, action["player"], ruleset, decisions)
        elif kind == "advance":
            turn.advance(current, cards, ruleset, dict(action["to"]), decisions)
        else:
            raise EngineFault(f"unknown action type {kind!r}")

    def _concede(self, current: dict[str, Any], name: str) -> None:
        """Conceding is always allowed and is an immediate loss (104.3a)."""
        if current["result"] is not None or current["players"][name]["status"] != "playing":
            raise Refused(f"{name} is no longer in the game")
        settle(current, winners=set(), losses={name: {"concession"}})
