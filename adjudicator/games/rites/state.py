"""The canonical Rites state: defaults, validation on load, derived values on dump.

A plain JSON object (schema: adjudicator/schemas/rites-state.schema.json). Every ordered pile is
listed top first: decks, discard piles, the recruit deck and the exile pile. Hands, the
battlefield, played Souls, Rites and the recruitment zone's slots are in arrival order. Each
creature on the battlefield carries ``exhausted``, ``summoned`` and ``activated`` (this turn) and
a derived ``rush`` (its own keyword or the Rite of the Blaze: rush, card:rite-of-the-blaze),
written on dump and dropped on load. See docs/games/rites.md.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from adjudicator.engine import EngineFault, json_copy
from adjudicator.schema import first_violation

PLAYER_ZONES = ("hand", "deck", "discard", "battlefield", "souls", "rites")
SHARED_ZONES = ("recruitment", "recruit_deck", "exile")
FACTIONS = ("Blue", "Black", "White", "Red")
#: Health never rises above this (heal).
MAX_HEALTH = 40
#: A faction never goes beyond this (allegiance.1); reaching it gives the faction's Rite.
MAX_ALLEGIANCE = 6
CREATURE_FLAGS = ("exhausted", "summoned", "activated")
#: The values a creature in play shows that rules derive, by key: (state, cards, its controller,
#: its card name) -> value. Filled by the rule modules (rush.py files ``rush``).
DERIVED: dict[str, Callable[[dict[str, Any], dict[str, dict[str, Any]], str, str], Any]] = {}


def new_player(health: int = MAX_HEALTH) -> dict[str, Any]:
    return {"status": "playing", "health": health, "poison": 0, "essence": 0,
            "allegiance": {f: 0 for f in FACTIONS}, "zones": {z: [] for z in PLAYER_ZONES}}


def new_state(names: list[str]) -> dict[str, Any]:
    """A duel between two players, the first in their strategy phase."""
    return {
        "game": "rites",
        "turn_order": list(names),
        "players": {n: new_player() for n in names},
        "zones": {z: [] for z in SHARED_ZONES},
        "turn": {"active": names[0], "phase": "strategy", "effects": [], "waiting": []},
        "result": None,
    }


def creature(name: str, *, exhausted: bool = False, summoned: bool = False,
             activated: bool = False) -> dict[str, Any]:
    return {"card": name, "exhausted": exhausted, "summoned": summoned, "activated": activated}


SCHEMA = "rites-state.schema.json"



def load(raw: dict[str, Any], cards: dict[str, dict[str, Any]]) -> dict[str, Any]:
    """Check a canonical state and make it the engine's working state: ``raw`` itself, its
    derived values dropped (the engine loads a copy of what it is sent, so no second copy)."""
    problem = first_violation(SCHEMA, raw)
    if problem:
        raise EngineFault(f"invalid Rites state {problem}")
    state = raw
    _check_players(state)
    _check_result(state)
    _normalise(state)
    _check_cards(state, cards)
    return state


def _check_players(state: dict[str, Any]) -> None:
    """The turn, its lasting effects and the turn order name the game's two players; nothing
    waits between actions."""
    players = state["players"]
    if sorted(state["turn_order"]) != sorted(players):
        raise EngineFault("turn_order must name both players exactly once")
    if state["turn"]["active"] not in players:
        raise EngineFault(f"the active player {state['turn']['active']!r} is not in the game")
    if state["turn"].get("waiting"):
        raise EngineFault("effects wait only inside an action: a state to load has none waiting")
    for effect in state["turn"]["effects"]:
        if effect["player"] not in players:
            raise EngineFault(f"a lasting effect names {effect['player']!r}, who is not in the game")


def _normalise(state: dict[str, Any]) -> None:
    """Fill what a state written by another tool may leave out (nothing waiting; a creature
    ready, neither summoned nor activated) and drop derived values (its Rush)."""
    state["turn"].setdefault("waiting", [])
    for player in state["players"].values():
        for obj in player["zones"]["battlefield"]:
            obj.pop("rush", None)
            for flag in CREATURE_FLAGS:
                obj.setdefault(flag, False)


def _check_result(state: dict[str, Any]) -> None:
    """A finished game has a result and phase "over"; a player at 0 health has lost (heal.2)."""
    over = state["result"] is not None
    if over != (state["turn"]["phase"] == "over"):
        raise EngineFault("a finished game has phase 'over' and a result; a game in progress has neither")
    for name, player in state["players"].items():
        if not over and player["status"] != "playing":
            raise EngineFault(f"{name} has status {player['status']!r} but the game is not over")
        if not over and player["health"] == 0:
            raise EngineFault(f"{name} has 0 health, so the game is already over (heal.2, wound.5)")


#: Which card types each zone may hold.
ZONE_TYPES = {"battlefield": ("creature",), "souls": ("soul",), "rites": ("rite",)}


def _check_cards(state: dict[str, Any], cards: dict[str, dict[str, Any]]) -> None:
    """Every card named has a definition, in a zone that can hold it; Rites are never cards
    in a deck, hand or pile."""
    places = [(f"{n}'s {z}", z, objs) for n, p in state["players"].items()
              for z, objs in p["zones"].items()]
    places += [(f"the {z.replace('_', ' ')}", z, objs) for z, objs in state["zones"].items()]
    missing: set[str] = set()
    for where, zone, objects in places:
        for obj in objects:
            definition = cards.get(obj["card"])
            if definition is None:
                missing.add(obj["card"])
                continue
            kind = definition["type"]
            allowed = ZONE_TYPES.get(zone)
            if (allowed and kind not in allowed) or (not allowed and kind == "rite"):
                raise EngineFault(f"{obj['card']} (a {kind}) cannot be in {where}")
    if missing:
        raise EngineFault(f"no definition for {', '.join(sorted(missing))}")
    for name, player in state["players"].items():
        held = [o["card"] for o in player["zones"]["rites"]]
        if len(set(held)) != len(held):
            raise EngineFault(f"{name} holds the same Rite twice")


def dump(state: dict[str, Any], cards: dict[str, dict[str, Any]]) -> dict[str, Any]:
    """The canonical state with each creature's derived values (its Rush)."""
    out = json_copy(state)
    for name, player in out["players"].items():
        for obj in player["zones"]["battlefield"]:
            for key, derive in DERIVED.items():
                obj[key] = derive(state, cards, name, obj["card"])
    return out
