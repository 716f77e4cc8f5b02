"""The canonical No Dawn state: defaults, validation on load, derived values on dump.

The state is a plain JSON object (schema: adjudicator/schemas/nodawn-state.schema.json);
the engine works on it directly. Derived values (an Entity's current Attack and Vigor, a
Haven's remaining Defense, a Companion's Vigor counters) are written on dump and dropped on
load, so they always follow from printed stats and counters (109.3, 122, 306.3).
"""

from __future__ import annotations

from typing import Any

from adjudicator.engine import EngineFault, json_copy
from adjudicator.games.nodawn.core.hooks import defense_modifiers, load_checks
from adjudicator.games.nodawn.core.layers import (
    attack_vigor,
    base_attack_vigor,
    board_card,
    characteristics,
    on_board,
)
from adjudicator.games.nodawn.core.objects import is_token, next_in_order
from adjudicator.schema import first_violation

#: The world cycle's six rounds in order (103.6, 500.9).
WORLD_CYCLE = (
    ("night", "The Hunt"),
    ("night", "The Arise"),
    ("night", "The Vanish"),
    ("day", "The Preparation"),
    ("day", "The Assault"),
    ("day", "The Retrieve"),
)

#: Phases and their steps in turn order (500.1, 500.1a); ``None`` for a phase without steps.
TURN_STRUCTURE: tuple[tuple[str, str | None], ...] = (
    ("beginning", "replenish"),
    ("beginning", "upkeep"),
    ("beginning", "draw"),
    ("main1", None),
    ("combat", "beginning of combat"),
    ("combat", "declare attackers"),
    ("combat", "declare blockers"),
    ("combat", "combat damage"),
    ("combat", "end of combat"),
    ("main2", None),
    ("ending", "end"),
    ("ending", "cleanup"),
)
#: Steps in which nobody receives priority (117.3, 500.3).
NO_PRIORITY = {("beginning", "replenish"), ("ending", "cleanup")}

PLAYER_ZONES = ("hand", "domain", "battlefield", "spoils", "void", "pit")
PERMANENT_TYPES = {"Entity", "Companion", "Relic", "Weapon", "Ritual", "Contract", "Terrain",
                   "Haven", "Blood"}


def world(position: int) -> dict[str, Any]:
    """The world-cycle record for a position 1..6 (500.9)."""
    kind, name = WORLD_CYCLE[position - 1]
    return {"position": position, "type": kind, "name": name}


def new_player(master: dict[str, Any]) -> dict[str, Any]:
    """A player as the game starts: Vitae at the Master's Initial Vitae, no meters (103.2a, 103.4)."""
    return {
        "status": "playing",
        "master": master["name"],
        "vitae": master["initial_vitae"],
        "vitae_cap": master["initial_vitae"],
        "corruption": 0,
        "wrath": 0,
        "pool": {},
        "master_vitae_spent": 0,
        "dropped": False,
        "drew_from_empty": False,
        "turns": 0,
        "refuge": None,
        "zones": {z: [] for z in PLAYER_ZONES},
    }


def new_state(names: list[str], masters: list[dict[str, Any]], position: int = 1) -> dict[str, Any]:
    """A duel on the given world round with the first named player to act in their first main phase."""
    players = {n: new_player(m) for n, m in zip(names, masters, strict=True)}
    players[names[0]]["turns"] = 1
    return {
        "game": "nodawn",
        "turn_order": list(names),
        "world": {**world(position), "suspicion": 0},
        "turn": {"active": names[0], "phase": "main1", "step": None, "priority": names[0],
                 "passed": []},
        "players": players,
        "zones": {"stack": []},
        "result": None,
    }


def permanent(definition: dict[str, Any], controller: str) -> dict[str, Any]:
    """A card entering the battlefield: undrained, face up, newly turned and out of combat if an
    Entity (110.5a, 506.6); a Companion with Vigor counters equal to its printed Vigor (306.3)."""
    obj: dict[str, Any] = {"card": definition["name"], "controller": controller, "damage": 0,
                           "drained": False, "counters": {}, "sheltered": None}
    if definition["type"] == "Entity":
        obj["newly_turned"] = True
        obj.update(attacking=None, blocked=None, blocking=None)  # out of combat (506.6)
    if definition["type"] == "Companion" and definition.get("vigor", 0) > 0:
        obj["counters"]["vigor"] = definition["vigor"]  # 306.3
    return obj


def card_object(definition: dict[str, Any], zone: str, player: str | None) -> dict[str, Any]:
    """How a card looks in a zone: permanents carry status and counters; other zones, the name."""
    if zone == "battlefield":
        if definition["type"] not in PERMANENT_TYPES:
            raise EngineFault(f"{definition['name']} is a {definition['type']}, never a permanent (110.4)")
        obj = permanent(definition, player or "")
        obj.pop("newly_turned", None)
        if definition["type"] == "Entity":
            obj["newly_turned"] = False
        return obj
    if is_token(definition):
        raise EngineFault(f"{definition['name']} is a token: it exists only on the battlefield "
                          "(111.6, 111.8)")
    return {"card": definition["name"]}


def waning(state: dict[str, Any], name: str) -> str:
    """The half of the world cycle the player's Master wanes in: the one its card names
    (``waning``), else Day — a card naming none is Day + Sleep (731.8, 731.8e)."""
    card = board_card(str(state["players"][name]["master"])) or {}
    return str(card.get("waning", "day"))


def in_lean_half(state: dict[str, Any], name: str) -> bool:
    """Whether the world stands in the half the player's Master wanes in (731.8, 731.8e)."""
    return bool(state["world"]["type"] == waning(state, name))


def derive(state: dict[str, Any], cards: dict[str, dict[str, Any]]) -> dict[str, Any]:
    """A copy of the state with current Attack / Vigor / Defense written on each permanent."""
    out = json_copy(state)
    with on_board(out, cards):
        for name, player in out["players"].items():
            for obj in player["zones"]["battlefield"]:
                obj.update(current_stats(out, name, obj, characteristics(cards, obj), cards))
    return out


def current_stats(state: dict[str, Any], controller: str, obj: dict[str, Any],
                  definition: dict[str, Any], cards: dict[str, dict[str, Any]]) -> dict[str, int]:
    """An object's current values: an Entity's Attack and Vigor through the layers (613.4); a
    Companion's Vigor, the Vigor counters it has left (306.3); a Haven's Defense less its damage
    counters (120.3d, 210.2)."""
    kind = definition["type"]
    if kind == "Entity":
        attack, vigor = attack_vigor(state, cards, controller, obj,
                                     base_attack_vigor(state, controller, definition))
        return {"attack": attack, "vigor": vigor}
    if kind == "Companion":  # 306.3; the engine never marks damage on one (306.4)
        return {"vigor": obj["counters"].get("vigor", 0) - obj["damage"]}
    if kind == "Haven":
        raised = sum(modify(state, cards, controller, obj) for modify in defense_modifiers)
        return {"defense": definition.get("defense", 0) + raised - obj["damage"]}
    return {}


DERIVED = ("attack", "vigor", "defense")
#: What a card outside the battlefield may carry, by zone: its name, and in a Spoils whether it
#: is stilled there (709.4).
ZONE_MARKS = {"spoils": {"card", "stilled"}}


def shape_problem(state: Any) -> str | None:
    """What keeps a state from the canonical shape (schema: adjudicator/schemas/
    nodawn-state.schema.json): an unknown or missing field, a negative count; None if nothing."""
    problem = first_violation("nodawn-state.schema.json", state)
    return f"invalid No Dawn state {problem}" if problem else None


def load(state: dict[str, Any], cards: dict[str, dict[str, Any]]) -> dict[str, Any]:
    """Check a state for things the rules make impossible, and drop derived values.

    The rules' own reasons come first; a state too malformed to read them from (or wrong only
    in shape) is refused with the first schema violation and its path."""
    shape = shape_problem(state)
    try:
        problems = _problems(state, cards)
    except (KeyError, TypeError, AttributeError, ValueError):
        if shape is None:
            raise
        problems = []
    if problems:
        raise EngineFault("impossible state: " + "; ".join(problems))
    if shape is not None:
        raise EngineFault(shape)
    return state


def _problems(state: dict[str, Any], cards: dict[str, dict[str, Any]]) -> list[str]:
    """Everything the rules make impossible in this state (derived values are dropped)."""
    problems: list[str] = []
    for name, player in state["players"].items():
        for meter in ("corruption", "wrath", "master_vitae_spent"):
            if player[meter] < 0:
                problems.append(f"{name}'s {meter} is negative")
        for tag, amount in player["pool"].items():
            if amount < 0:
                problems.append(f"{name}'s pool holds negative {tag} Vitae")
        if player["master"] not in cards:
            problems.append(f"{name}'s Master {player['master']!r} has no card definition")
        if player["vitae"] > player["vitae_cap"]:
            problems.append(f"{name}'s Vitae {player['vitae']} is above the cap {player['vitae_cap']} "
                            "(119.1)")
        for zone, objs in player["zones"].items():
            for obj in objs:
                if obj["card"] not in cards:
                    problems.append(f"{obj['card']!r} in {name}'s {zone} has no card definition")
                elif zone == "battlefield" and characteristics(cards, obj)["type"] not in PERMANENT_TYPES:
                    problems.append(f"{obj['card']!r} is a {cards[obj['card']]['type']}, never a "
                                    "permanent (110.4)")
                if zone != "battlefield" and set(obj) - ZONE_MARKS.get(zone, {"card"}):
                    problems.append(f"{obj['card']!r} in {name}'s {zone} carries battlefield status "
                                    f"({', '.join(sorted(set(obj) - {'card'}))}) outside play (122.3)")
                for d in DERIVED:
                    obj.pop(d, None)
                if obj.get("damage", 0) < 0:
                    problems.append(f"{obj['card']!r} has negative damage")
    for obj in state["zones"]["stack"]:
        if obj["card"] not in cards and obj.get("kind") != "drop":
            problems.append(f"{obj['card']!r} on the stack has no card definition")
    problems.extend(_label_problems(state, cards))
    for check in load_checks:  # what rule modules find impossible (408.2: shelter)
        problems.extend(check(state, cards))
    if state["turn"]["active"] not in state["players"]:
        problems.append(f"active player {state['turn']['active']!r} is not in the game")
    return problems


def _label_problems(state: dict[str, Any], cards: dict[str, dict[str, Any]]) -> list[str]:
    """A label names one permanent: unique, and neither a player's nor a card's name, nor
    "<player>'s ..." (core/objects.py)."""
    problems: list[str] = []
    seen: set[str] = set()
    for player in state["players"].values():
        for obj in player["zones"]["battlefield"]:
            text = obj.get("label")
            if text is None:
                continue
            if text in seen:
                problems.append(f"the label {text!r} is given to two permanents")
            elif text in state["players"] or text in cards or any(
                    text.startswith(f"{p}'s ") for p in state["players"]):
                problems.append(f"the label {text!r} reads as a player's or a card's name")
            seen.add(text)
    return problems


def give_priority(state: dict[str, Any], name: str) -> None:
    """A player receives priority; nobody has passed since (117.3). A player who has left the
    game receives none: it goes to the next player in turn order still in it (800.6a, 800.6i)."""
    if state["players"][name]["status"] != "playing":
        name = next_in_order(state, name)
    state["turn"]["priority"] = name
    state["turn"]["passed"] = []
