"""606 Companion abilities: an activated ability of a Companion whose cost is a signed Vigor
amount (``cost = { vigor = N }``: [+N] puts N Vigor counters on it, [−N] removes N, and needs N
to remove, 606.1). Its controller activates one only at non-Power speed — their own main phase,
the stack empty — and only if no Companion ability of that Companion was activated this turn
(606.2). The Companion's Vigor is its life (606.3)."""

from __future__ import annotations

from typing import Any

from adjudicator.games.nodawn.core.events import Cleanup, watch
from adjudicator.games.nodawn.core.hooks import activation_costs, activation_restrictions
from adjudicator.games.nodawn.core.objects import Cards, Obj, State

USED = "companion_ability_used"


def is_companion_ability(ability: dict[str, Any]) -> bool:
    """An activated ability whose cost is a signed Vigor amount (606.1)."""
    return "vigor" in ability.get("cost", {})


@activation_restrictions.register
def companion_timing(state: State, cards: Cards, name: str, obj: Obj, index: int,
                     ability: dict[str, Any]) -> str | None:
    """Why a Companion ability cannot be activated now (606.1, 606.2)."""
    if not is_companion_ability(ability):
        return None
    turn = state["turn"]
    if not (turn["active"] == name and turn["phase"] in ("main1", "main2") and not state["zones"]["stack"]):
        return ("a Companion ability is activated only at non-Power speed: its controller's own main "
                "phase, with an empty stack (606.2)")
    if obj.get(USED):
        return f"a Companion ability of {obj['card']!r} has already been activated this turn (606.2)"
    change = ability["cost"]["vigor"]
    if change < 0 and obj["counters"].get("vigor", 0) < -change:
        return f"{obj['card']!r} has fewer than {-change} Vigor to remove (606.1)"
    return None


@activation_costs.register
def pay_vigor(state: State, cards: Cards, name: str, obj: Obj, ability: dict[str, Any]) -> None:
    """Pay the signed Vigor: add or remove that many Vigor counters; the Companion has used its
    ability for the turn (606.1, 606.2)."""
    if not is_companion_ability(ability):
        return
    vigor = obj["counters"].get("vigor", 0) + ability["cost"]["vigor"]
    if vigor:
        obj["counters"]["vigor"] = vigor
    else:
        obj["counters"].pop("vigor", None)
    obj[USED] = True


@watch(Cleanup)
def turn_over(state: State, cards: Cards, event: Cleanup) -> None:
    """Cleanup: each Companion may use a Companion ability again next turn (606.2, 514.2d)."""
    for player in state["players"].values():
        for obj in player["zones"]["battlefield"]:
            obj.pop(USED, None)
