"""Activated abilities of cards in play (8.3 "Action:", 8.11): the kit's ``abilities`` with the
Action timing word, used by the player who controls the card in any action window, or only in the
phase the ability names; a blank card has none (3.6). The cost is paid after the target is chosen
(8.11: declare, check restrictions, pay costs, resolve). Triggered abilities (Forced, Response)
are run by the windows of reactions.py. Imports only the core."""

from __future__ import annotations

from typing import Any

from adjudicator.engine import Refused
from adjudicator.games.reign.concepts import Table
from adjudicator.games.reign.timing import use_ability


def use(table: Table, player: str, name: str, target: tuple[str | None, str] | None) -> None:
    """8.3, 8.11: use the Action ability of a card the player controls."""
    state = table.state
    if state["phase"] in ("setup", "over"):
        raise Refused(f"there is no action window in the {state['phase']} phase (8.2)")
    found = [(o, a) for o in table.field(player) if o["card"] == name
             for a in table.abilities(o) if a.get("timing") == "Action"]
    if not found:
        raise Refused(f"{player} controls no {name!r} with an Action ability to use (8.3; a blank "
                      "card has none, 3.6)")
    obj, ability = _pick(found)
    phase = ability.get("phase")
    if phase and phase != state["phase"]:
        raise Refused(f"{name}'s ability is a {phase.capitalize()} Action: it is used only in the "
                      f"{phase.capitalize()} phase, not the {state['phase']} phase (8.3)")
    use_ability(table, player, obj, ability, target)


def _pick(found: list[tuple[dict[str, Any], dict[str, Any]]]) -> tuple[dict[str, Any], dict[str, Any]]:
    """Of several copies, one that can still pay an exhaust cost (3.3)."""
    for obj, ability in found:
        if not (ability.get("cost", {}).get("exhaust") and obj.get("exhausted")):
            return obj, ability
    return found[0]
