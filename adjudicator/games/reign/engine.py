"""The A Reign of Kings reference engine: one action at a time, by the rules, then the
state-based checks (8.1).

Actions (docs/games/reign.md): ``place`` (opening board), ``advance`` (to a phase), ``pass``
(the active player is done), ``play`` (from hand), ``haste``, ``secret`` (secret-place),
``reveal``, ``use`` (an Action ability of a card in play), ``struggle`` (declare), ``defend``.
Every choice and every random outcome is a pinned decision; nothing here is random.
"""

from __future__ import annotations

from collections.abc import Callable
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


#: The actions on a card that take an action window (8.2): (table, player, card, target).
CARD_ACTIONS: dict[str, Callable[[Table, str, str, tuple[str | None, str] | None], None]] = {
    "play": card_types.play,
    "haste": card_types.haste,
    "secret": lambda table, player, card, target: card_types.secret_place(table, player, card),
    "reveal": card_types.reveal,
    "use": abilities.use,
}
#: The other actions of a player: (table, player, action).
ACTIONS: dict[str, Callable[[Table, str, dict[str, Any]], None]] = {
    "mulligan": lambda table, player, action: setup.mulligan(table, player),
    "place": lambda table, player, action: setup.place(
        table, player, list(action.get("cards", [])), list(action.get("secret", []))),
    "pass": lambda table, player, action: rounds.pass_turn(table, player),
    "struggle": lambda table, player, action: struggles.declare(
        table, player, str(action.get("kind")), str(action.get("target")),
        list(action.get("attackers", []))),
    "defend": lambda table, player, action: struggles.defend(
        table, player, list(action.get("defenders", [])), window=bool(action.get("window", False))),
}


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
        if not isinstance(kind, str):
            raise EngineFault(f"an action's type is a word, not {kind!r}")
        if kind == "advance":
            rounds.advance(table, str(action.get("to")))
            return
        player = self._player(table, action)
        struggle = table.state["struggle"]
        if struggle is not None and struggle.get("window") == "S.6" and kind != "defend":
            raise Refused(f"every player has passed; {struggle['defender']} now declares defenders, "
                          "and no action window is open until then (S.6, 8.2)")
        if kind in CARD_ACTIONS:
            CARD_ACTIONS[kind](table, player, self._card(action), self._target(action))
            acted(table, player)  # 8.2
            return
        if kind not in ACTIONS:
            raise EngineFault(f"unknown action type {kind!r}")
        ACTIONS[kind](table, player, action)

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
