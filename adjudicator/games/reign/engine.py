"""The A Reign of Kings reference engine: one action at a time, by the rules, then the
state-based checks (8.1).

Actions (docs/games/reign.md): ``place`` (opening board), ``advance`` (to a phase), ``pass``
(the active player is done), ``play`` (from hand), ``haste``, ``secret`` (secret-place),
``reveal``, ``use`` (an Action ability of a card in play), ``struggle`` (declare), ``defend``.
Every choice and every random outcome is a pinned decision; nothing here is random.
"""

from __future__ import annotations

from typing import Any

from adjudicator.engine import Decisions, EngineFault, ReferenceEngine, Refused
from adjudicator.games.reign import (
    abilities,
    card_types,
    keywords,
    leaving,
    reactions,
    rounds,
    setup,
    state,
    struggle_keywords,
    struggles,
)
from adjudicator.games.reign.concepts import GameEnded, Table
from adjudicator.games.reign.timing import acted, state_checks

#: The rule modules: each files what it adds with the core (a state-based check, the end of
#: setup, what follows a struggle's window) as it is imported, so importing this engine
#: assembles the whole game (docs/architecture.md).
RULES = (keywords, reactions, leaving, struggle_keywords, struggles, setup, card_types, abilities)


class ReignEngine(ReferenceEngine):
    """Reference adjudicator for the A Reign of Kings model described in docs/games/reign.md."""

    game = "reign"
    default_ruleset = "2026-07-27"  # the rulebook's one version (its 3.7 clarification date)
    state_module = state

    def perform(self, current: dict[str, Any], action: dict[str, Any], decisions: Decisions) -> None:
        table = Table(current, self.cards, decisions)
        kind = action.get("type")
        if current["result"] is not None:
            raise Refused("the game is over (12)")
        try:
            self._carry_out(table, kind, action)
            state_checks(table)
        except GameEnded:
            pass

    def _carry_out(self, table: Table, kind: Any, action: dict[str, Any]) -> None:
        if kind == "advance":
            rounds.advance(table, str(action.get("to")))
            return
        player = self._player(table, action)
        struggle = table.state["struggle"]
        if struggle is not None and struggle.get("window") == "S.6" and kind != "defend":
            raise Refused(f"every player has passed; {struggle['defender']} now declares defenders, "
                          "and no action window is open until then (S.6, 8.2)")
        if kind in ("play", "haste", "secret", "reveal", "use"):
            self._carry_out_action(table, player, kind, action)
            acted(table, player)  # 8.2
            return
        if kind == "mulligan":
            setup.mulligan(table, player)
        elif kind == "place":
            setup.place(table, player, list(action.get("cards", [])), list(action.get("secret", [])))
        elif kind == "pass":
            rounds.pass_turn(table, player)
        elif kind == "struggle":
            struggles.declare(table, player, str(action.get("kind")), str(action.get("target")),
                              list(action.get("attackers", [])))
        elif kind == "defend":
            struggles.defend(table, player, list(action.get("defenders", [])),
                             window=bool(action.get("window", False)))
        else:
            raise EngineFault(f"unknown action type {kind!r}")

    def _carry_out_action(self, table: Table, player: str, kind: str, action: dict[str, Any]) -> None:
        if kind == "play":
            card_types.play(table, player, self._card(action), self._target(action))
        elif kind == "haste":
            card_types.haste(table, player, self._card(action), self._target(action))
        elif kind == "secret":
            card_types.secret_place(table, player, self._card(action))
        elif kind == "use":
            abilities.use(table, player, self._card(action), self._target(action))
        else:
            card_types.reveal(table, player, self._card(action), self._target(action))

    @staticmethod
    def _player(table: Table, action: dict[str, Any]) -> str:
        name = action.get("player")
        if name not in table.state["players"]:
            raise EngineFault(f"unknown player {name!r}")
        if table.player(name)["status"] != "playing":
            raise Refused(f"{name} has been eliminated (12)")
        return str(name)

    @staticmethod
    def _card(action: dict[str, Any]) -> str:
        name = action.get("card")
        if not isinstance(name, str):
            raise EngineFault("this action needs a card name")
        return name

    @staticmethod
    def _target(action: dict[str, Any]) -> tuple[str | None, str] | None:
        target = action.get("target")
        if target is None:
            return None
        return (action.get("target_player"), str(target))
