"""312 Rooms and their functions (※ adopted 2026-07-24): a Haven's Room may bear a craft, printed
as the Haven's ``functions``; a functioned Room shelters no Entity at sunrise (312.2,
world_cycle/sunrise.py reads it). A function that stores cards keeps them face down in its
player's Command Areas, bound to that Haven (312.4): a player's ``stores`` lists them, ``{"card",
"haven", "function"}``. When the Haven leaves the battlefield, everything its functions store
falls to its owner's Spoils (312.3)."""

from __future__ import annotations

from adjudicator.games.nodawn.core.events import LeftBattlefield, watch
from adjudicator.games.nodawn.core.hooks import load_checks
from adjudicator.games.nodawn.core.objects import Cards, State


@watch(LeftBattlefield)
def workshop_falls(state: State, cards: Cards, event: LeftBattlefield) -> None:
    """A Haven leaving the battlefield takes its workshops with it: every card its functions
    store goes to its owner's Spoils (312.3)."""
    for owner, obj in event.moved:
        if cards[obj["card"]]["type"] != "Haven":
            continue
        player = state["players"][owner]
        if any(o["card"] == obj["card"] for o in player["zones"]["battlefield"]):
            continue  # another Haven of that name still stands
        stored = [s for s in player.get("stores", []) if s["haven"] == obj["card"]]
        for item in stored:
            player["stores"].remove(item)
            player["zones"]["spoils"].append({"card": item["card"]})


@load_checks.register
def store_problems(state: State, cards: Cards) -> list[str]:
    """Impossible storage: a card stored by a function the Haven does not have (312.1, 312.4)."""
    problems = []
    for name, player in state["players"].items():
        for item in player.get("stores", []):
            haven = cards.get(item["haven"], {})
            if item["function"] not in haven.get("functions", []):
                problems.append(f"{name} stores {item['card']!r} in a {item['function']} that "
                                f"{item['haven']!r} does not have (312.1)")
    return problems
