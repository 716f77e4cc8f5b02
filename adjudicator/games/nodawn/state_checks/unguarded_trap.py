"""704.5p When the Haven whose Ward holds a set Trap is no longer on the battlefield, the Trap
guards nothing and goes to its owner's Spoils without springing (307.6)."""

from __future__ import annotations

from typing import Any

from adjudicator.games.nodawn.core.checks import Sweep, state_check
from adjudicator.games.nodawn.core.objects import Cards, State, own_name


@state_check("permanents")
def unguarded_trap(state: State, cards: Cards, sweep: Sweep) -> None:
    """Traps whose Haven is no longer one of their player's permanents go to the Spoils (704.5p,
    307.6). A Trap is bound to its own Haven (307.3a), named by its label when it has one: when
    one of two Havens of a name leaves, only the Traps in its Wards go."""
    for player in state["players"].values():
        standing = {own_name(o) for o in player["zones"]["battlefield"]
                    if cards[o["card"]]["type"] == "Haven"}
        loose = [w for w in player.get("wards", []) if w["haven"] not in standing]
        if loose:
            sweep.perform(lambda player=player, loose=loose: _to_spoils(player, loose))


def _to_spoils(player: dict[str, Any], loose: list[dict[str, Any]]) -> None:
    for ward in loose:
        player["wards"].remove(ward)
        player["zones"]["spoils"].append({"card": ward["card"]})
