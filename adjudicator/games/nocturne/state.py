"""The canonical Dominion: Nocturne state: defaults, validation on load, derived values on dump.

The state is a plain JSON object (schema: adjudicator/schemas/nocturne-state.schema.json) and
the engine works on it directly. Every ordered pile is listed top first: decks, discard
piles, the trash, the Boon and Hex decks and their discard piles. Hands and the cards in
play are listed in the order the cards arrived. ``victory_points`` of each player is derived
(written on dump, dropped on load), so it always follows from the cards and States held.
See docs/games/nocturne.md.
"""

from __future__ import annotations

from typing import Any

from adjudicator.engine import EngineFault, json_copy
from adjudicator.schema import first_violation

#: Zones every player has (rules base:setup, fate-cards-and-boons, doom-cards-hexes-and-states;
#: ``set_aside``: cards set aside until the end of the turn, card:faithful-hound.1).
PLAYER_ZONES = ("hand", "deck", "discard", "play", "boons", "states", "set_aside")
#: Zones no player owns (``druid_boons``: the three Boons set aside for Druid, card:druid.1).
SHARED_ZONES = ("trash", "boon_deck", "boon_discard", "hex_deck", "hex_discard", "druid_boons")
#: The phases of a turn in order when Night cards are in the game (night-phase).
PHASES = ("action", "buy", "night")
#: Every value turn.phase can take: "setup" before the game is set up, "over" after it ends.
ALL_PHASES = ("setup", *PHASES, "over")

STARTING_COPPERS = 7
STARTING_ESTATES = 3


def new_turn(active: str, phase: str = "action") -> dict[str, Any]:
    """Fresh per-turn counters: 1 Action, 1 Buy, no coins, nothing gained (base:turn-phases)."""
    return {
        "active": active,
        "phase": phase,
        "actions": 1,
        "buys": 1,
        "coins": 0,
        "bought": 0,
        "gained": [],
        "effects": [],
        "cleanup_draws": {},
    }


SCHEMA = "nocturne-state.schema.json"



def load(raw: dict[str, Any], cards: dict[str, dict[str, Any]]) -> dict[str, Any]:
    """Check a canonical state and make it the engine's working state: ``raw`` itself, its
    derived values dropped (the engine loads a copy of what it is sent, so no second copy)."""
    problem = first_violation(SCHEMA, raw)
    if problem:
        raise EngineFault(f"invalid Nocturne state {problem}")
    state = raw
    if state["turn"]["active"] not in state["players"]:
        raise EngineFault(f"the active player {state['turn']['active']!r} is not in the game")
    if sorted(state["turn_order"]) != sorted(state["players"]):
        raise EngineFault("turn_order must name every player exactly once")
    for player in state["players"].values():
        player.pop("victory_points", None)
    _check_names(state, cards)
    return state


def _check_names(state: dict[str, Any], cards: dict[str, dict[str, Any]]) -> None:
    """Every card, Boon, Hex and State named in the state must have a definition."""
    names: set[str] = set(state["supply"]) | set(state["nonsupply"]) | set(state["kingdom"])
    for player in state["players"].values():
        for zone in player["zones"].values():
            names.update(o["card"] for o in zone)
            names.update(u["card"] for o in zone for u in o.get("under", []))
    for zone in state["zones"].values():
        names.update(o["card"] for o in zone)
    missing = sorted(n for n in names if n not in cards)
    if missing:
        raise EngineFault(f"no definition for {', '.join(missing)}")
    _check_unique(state, cards)


def _check_unique(state: dict[str, Any], cards: dict[str, dict[str, Any]]) -> None:
    """A card of which only one exists (``unique``, e.g. Lost in the Woods) is in one place only."""
    places: dict[str, list[str]] = {}
    for name, player in state["players"].items():
        for zone, objects in player["zones"].items():
            for o in objects:
                places.setdefault(o["card"], []).append(f"{name}'s {zone}")
    for zone, objects in state["zones"].items():
        for o in objects:
            places.setdefault(o["card"], []).append(f"the {zone.replace('_', ' ')}")
    for card, where in sorted(places.items()):
        if cards.get(card, {}).get("unique") and len(where) > 1:
            raise EngineFault(f"{card} exists only once but is in {len(where)} places: "
                              f"{', '.join(where)}")


def dump(state: dict[str, Any], cards: dict[str, dict[str, Any]]) -> dict[str, Any]:
    """The canonical state with each player's current victory points (base:game-end), and
    ``under`` on every card in play that sets cards aside under itself, empty when none are
    (card:crypt.1, special:ghost)."""
    from adjudicator.games.nocturne.scoring import victory_points

    out = json_copy(state)
    for name, player in out["players"].items():
        player["victory_points"] = victory_points(state, cards, name)
        for obj in player["zones"]["play"]:
            if cards.get(obj["card"], {}).get("sets_aside"):
                obj.setdefault("under", [])
    return out
