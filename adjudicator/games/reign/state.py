"""The canonical A Reign of Kings state: defaults, validation on load, derived values on dump.

A plain JSON object (schema: adjudicator/schemas/reign-state.schema.json). Every deck and pile
is listed top first (draw deck, quest deck, used-quest pile, discard and dead piles); the hand,
the field and the secret area in arrival order (the secret area's entry order is fixed, 10.9).
Derived values (each player's ``influence`` and ``authority_total``; each field card's
``power``, ``keywords`` and ``blank``) are written on dump and dropped on load, so they always
follow from the cards. See docs/games/reign.md.
"""

from __future__ import annotations

from typing import Any

from adjudicator.engine import EngineFault, json_copy
from adjudicator.schema import first_violation

SCHEMA = "reign-state.schema.json"

#: The seven phases of a round, in order (5).
PHASES = ("quest", "draw", "kingdom", "confrontation", "authority", "refresh", "toll")
#: Phases in which an active-player role rotates (5.3, 5.4).
ROTATING = ("kingdom", "confrontation")
PLAYER_ZONES = ("hand", "deck", "field", "secret", "quests", "used_quests", "discard", "dead", "out",
                "opening")
#: Which card types each zone may hold (2.2, 3.1, 10).
ZONE_TYPES = {
    "field": ("Unit", "Location"),
    "quests": ("Quest",),
    "used_quests": ("Quest",),
}
DERIVED_PLAYER = ("influence", "authority_total")
DERIVED_CARD = ("power", "keywords", "blank", "attached")


def field_object(name: str) -> dict[str, Any]:
    """A card as it enters the field: ready, no counters (3.3, 10.1)."""
    return {"card": name, "exhausted": False, "influence": 0, "emblems": 0, "attachments": [],
            "duplicates": [], "modifiers": []}


def attachment_object(name: str) -> dict[str, Any]:
    return {"card": name, "exhausted": False, "emblems": 0}



def load(raw: dict[str, Any], cards: dict[str, dict[str, Any]]) -> dict[str, Any]:
    """Check a canonical state and return the engine's working copy (derived values dropped)."""
    problem = first_violation(SCHEMA, raw)
    if problem:
        raise EngineFault(f"invalid Reign of Kings state {problem}")
    state = json_copy(raw)
    _check_players(state)
    _normalise(state)
    _check_cards(state, cards)
    return state


def _normalise(state: dict[str, Any]) -> None:
    """Drop the derived values a board may carry (dump writes them again) and give every field
    card and attachment the keys a board may leave out, at their defaults (3.3, 10.1)."""
    for player in state["players"].values():
        for key in DERIVED_PLAYER:
            player.pop(key, None)
        for obj in player["zones"]["field"]:
            for key in DERIVED_CARD:
                obj.pop(key, None)
            for key, value in field_object(obj["card"]).items():
                obj.setdefault(key, value)
            for att in obj["attachments"]:
                att.pop("blank", None)
                att.setdefault("exhausted", False)
                att.setdefault("emblems", 0)


def _check_players(state: dict[str, Any]) -> None:
    players = state["players"]
    if sorted(state["turn_order"]) != sorted(players):
        raise EngineFault("turn_order must name every player exactly once")
    for key in ("first_player", "active", "authority"):
        if state[key] is not None and state[key] not in players:
            raise EngineFault(f"{key} {state[key]!r} is not a player in this game")
    if state["phase"] in ROTATING and state["active"] is None:
        raise EngineFault(f"the {state['phase']} phase needs an active player (5.3, 5.4)")
    struggle = state["struggle"]
    if struggle is not None:
        if state["phase"] != "confrontation":
            raise EngineFault("a struggle happens only in the Confrontation phase (6)")
        if struggle["attacker"] == struggle["defender"] or not {struggle["attacker"],
                                                                 struggle["defender"]} <= set(players):
            raise EngineFault("a struggle's attacker and defender must be two different players (6)")
    for name, player in players.items():
        for obj in player["zones"]["field"]:
            side = obj.get("struggle")
            if side and (struggle is None or name != struggle[
                    "attacker" if side == "attacking" else "defender"]):
                raise EngineFault(f"{name}'s {obj['card']} is marked {side} but no such struggle is "
                                  "under way (6.2)")
            for owner in [obj.get("owner"), *[a.get("owner") for a in obj.get("attachments", [])],
                          *[a.get("controller") for a in obj.get("attachments", [])]]:
                if owner is not None and owner not in players:
                    raise EngineFault(f"{owner!r} (an owner or controller of {obj['card']}) is not a player")


def _check_cards(state: dict[str, Any], cards: dict[str, dict[str, Any]]) -> None:
    """Every card is defined and sits where its type can be (2.2, 3.1, 3.7, 3.8, 10)."""
    def definition(name: str) -> dict[str, Any]:
        if name not in cards:
            raise EngineFault(f"no definition for {name!r}")
        return cards[name]

    for name, player in state["players"].items():
        faction = definition(player["faction"]["card"])
        if faction["type"] != "Faction":
            raise EngineFault(f"{name}'s faction card {player['faction']['card']!r} is a "
                              f"{faction['type']}, not a faction card (2.1)")
        if player["quest"] is not None and definition(player["quest"])["type"] != "Quest":
            raise EngineFault(f"{name}'s active quest {player['quest']!r} is not a quest (10.5)")
        if player.get("destiny") and definition(player["destiny"])["type"] != "Destiny":
            raise EngineFault(f"{name}'s destiny {player['destiny']!r} is not a destiny card (10.6)")
        for zone, objects in player["zones"].items():
            for obj in objects:
                d = definition(obj["card"])
                allowed = ZONE_TYPES.get(zone)
                if zone in ("hand", "deck", "discard", "dead", "secret", "out", "opening"):
                    allowed = ("Unit", "Location", "Attachment", "Deed")
                if allowed and d["type"] not in allowed:
                    raise EngineFault(f"{obj['card']} is a {d['type']} and cannot be in {name}'s "
                                      f"{zone.replace('_', ' ')} (3.1, 10)")
                if d.get("token") and zone != "field":
                    raise EngineFault(f"{obj['card']} is a token and exists only in the field (3.8)")
                if zone == "field":
                    _check_fielded(name, obj, cards)
        _check_unique(name, player, cards)


def _check_fielded(player: str, obj: dict[str, Any], cards: dict[str, dict[str, Any]]) -> None:
    for att in obj["attachments"]:
        if att["card"] not in cards or cards[att["card"]]["type"] != "Attachment":
            raise EngineFault(f"{att['card']!r} on {player}'s {obj['card']} is not an attachment (10.3)")
    for dup in obj["duplicates"]:
        if dup["card"] != obj["card"]:
            raise EngineFault(f"a duplicate under {player}'s {obj['card']} must have its name (3.7)")
        if not cards[obj["card"]].get("unique"):
            raise EngineFault(f"{obj['card']} is not unique and cannot have duplicates (3.7)")
    kind = cards[obj["card"]]["type"]
    if kind != "Unit" and obj.get("struggle"):
        raise EngineFault(f"{obj['card']} is a {kind} and never takes part in a struggle (10.2)")


def _check_unique(player: str, state_player: dict[str, Any], cards: dict[str, dict[str, Any]]) -> None:
    """One controlled copy of a unique card per name (3.7): a second is a duplicate, never a
    second card in the field."""
    seen: set[str] = set()
    for obj in state_player["zones"]["field"]:
        if cards[obj["card"]].get("unique"):
            if obj["card"] in seen:
                raise EngineFault(f"{player} controls two copies of the unique {obj['card']}; a second "
                                  "copy is a duplicate under the first (3.7)")
            seen.add(obj["card"])


def dump(state: dict[str, Any], cards: dict[str, dict[str, Any]]) -> dict[str, Any]:
    """The canonical state with derived values: Influence, Authority totals, effective Power,
    keywords and blanking (1.1, 5.5, 3.6, 6.3)."""
    from adjudicator.games.reign.concepts import Table
    from adjudicator.games.reign.timing import holder

    out = json_copy(state)
    table = Table(out, cards, None)
    out["priority"] = holder(table)  # 8.2: the first player when a window has just opened
    out["passes"] = int(out.get("passes") or 0)
    for name, player in out["players"].items():
        player["influence"] = table.influence(name)
        player["authority_total"] = table.authority_total(name)
        for obj in player["zones"]["field"]:
            if table.is_unit(obj):
                obj["power"] = table.power(obj)
            else:
                obj.pop("power", None)
            obj["keywords"] = sorted(table.keywords(obj))
            obj["blank"] = table.blank(obj)
            obj["attached"] = [a["card"] for a in obj["attachments"]]
            for att in obj["attachments"]:
                att["blank"] = att["emblems"] > 0
    return out
