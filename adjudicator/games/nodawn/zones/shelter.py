"""408.2 The Shelter: Havens as refuges (310.8), what rests in them, what cannot touch it,
and a fallen Haven exposing its residents (506.5a, 704.5n).

State: a player's ``refuge`` is the name of the Haven their Master shelters in (``null`` while
it is afield), and ``sunlit`` marks a Master that a sunrise found with no Haven to shelter in.
A permanent's ``sheltered`` is the name of the Haven it rests in (``null`` afield, 110.5e).
Sheltered permanents stay under their controller's control but stand outside combat, take no
actions and cannot be targeted (506.5, 514.4g, 408.2b). The world cycle moves things in and
out of shelter (world_cycle/).
"""

from __future__ import annotations

from typing import Any

from adjudicator.games.nodawn.core.events import LeftBattlefield, watch
from adjudicator.games.nodawn.core.hooks import load_checks, player_target_restrictions, target_restrictions
from adjudicator.games.nodawn.core.layers import characteristics
from adjudicator.games.nodawn.core.objects import Cards, Obj, State, binding
from adjudicator.games.nodawn.core.state import in_lean_half

#: The Master's possessions shelter and return with it, free and taking no Room (514.4b, 503.3a).
POSSESSIONS = {"Companion", "Relic", "Ritual"}


def master_sheltered(state: State, name: str) -> bool:
    """Whether the player's Master shelters: through every round of the half it wanes in — the
    Day, unless its card names the Night (500.16, 311.7, 731.8, 731.8e) — and from sunrise until
    its return at the first Night upkeep (503.3)."""
    return bool(state["players"][name].get("refuge")) or in_lean_half(state, name)


def havens(cards: Cards, player: dict[str, Any]) -> list[dict[str, Any]]:
    """The Havens a player controls (310.1)."""
    return [o for o in player["zones"]["battlefield"] if characteristics(cards, o)["type"] == "Haven"]


def holds_seat(definition: dict[str, Any], player: dict[str, Any] | None = None) -> bool:
    """Whether a Haven holds its controller's Master's seat: the lineage Haven always does; an
    Estate only once a Passage has carried the seat there — its name among the player's
    ``seats`` (310.8a, 408.5i, 210.7)."""
    return definition.get("class") != "Estate" or definition.get("name") in (player or {}).get("seats", [])


def night_bound(definition: dict[str, Any]) -> bool:
    """Whether a card is night-bound (731.4)."""
    return binding(definition) == "night"


def safe_refuge(state: State, cards: Cards, name: str) -> bool:
    """The refuge is safe while it stands on the battlefield (500.17, 703.4b)."""
    player = state["players"][name]
    refuge = player.get("refuge")
    return bool(refuge) and any(h["card"] == refuge for h in havens(cards, player))


@watch(LeftBattlefield)
def expose(state: State, cards: Cards, event: LeftBattlefield) -> None:
    """A Haven that leaves the battlefield spills its Shelter: its residents stand in the open,
    combat-active (506.5a, 408.2c, 704.5n, 503.3d)."""
    for owner, obj in event.moved:
        if characteristics(cards, obj)["type"] != "Haven":
            continue
        player = state["players"][owner]
        if any(h["card"] == obj["card"] for h in havens(cards, player)):
            continue  # another Haven of that name still stands
        for resident in player["zones"]["battlefield"]:
            if resident.get("sheltered") == obj["card"]:
                resident["sheltered"] = None


@load_checks.register
def shelter_problems(state: State, cards: Cards) -> list[str]:
    """Impossible shelter states: resting in a Haven its controller does not control, a Haven
    sheltered in itself or another, a refuge that is not one of the player's Havens (408.2)."""
    problems = []
    for name, player in state["players"].items():
        names = {h["card"] for h in player["zones"]["battlefield"]
                 if h["card"] in cards and characteristics(cards, h)["type"] == "Haven"}
        refuge = player.get("refuge")
        if refuge and refuge not in names and player["status"] == "playing":
            problems.append(f"{name}'s Master shelters in {refuge!r}, which {name} does not control")
        for obj in player["zones"]["battlefield"]:
            where = obj.get("sheltered")
            if not where or obj["card"] not in cards:
                continue
            if characteristics(cards, obj)["type"] == "Haven":
                problems.append(f"{obj['card']!r} is a Haven; a Haven does not shelter (408.2)")
            elif where not in names:
                problems.append(f"{obj['card']!r} shelters in {where!r}, which {name} does not "
                                "control (408.2)")
    return problems


@target_restrictions.register
def sheltered_permanent(cards: Cards, controller: str, source: dict[str, Any] | None, owner: str,
                        target: Obj) -> str | None:
    """A permanent resting in a Shelter cannot be targeted (408.2b). (The Threshold's Invitation,
    310.10, is not modeled.)"""
    if target.get("sheltered"):
        return f"{owner}'s {target['card']} shelters in {target['sheltered']} and cannot be targeted (408.2b)"
    return None


@player_target_restrictions.register
def sheltering_master(state: State, name: str) -> str | None:
    """A player whose Master shelters cannot be targeted: their Master rests in the Shelter (408.2b)."""
    if master_sheltered(state, name):
        return f"{name}'s Master shelters and cannot be targeted (408.2b)"
    return None
