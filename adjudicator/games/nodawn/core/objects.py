"""Objects and players: how they are named and found in the canonical state (109, 601.2c, 800.4).

A permanent is named "<player>'s <card>"; a player's name stands for their Master. A permanent
may carry a ``label`` a scenario gave it (two "Iron Column"s: "the north Column"): it is then
named by its label alone, everywhere a permanent is named — decision options and answers, the
actions' fields, combat's records — and "<player>'s <card>" or the bare card name mean the
unlabelled permanents of that name. The label is identity only, no rule reads it; it lasts while
the object is on the battlefield (a card leaving it becomes a new object, 400.7). These helpers
read the state; they name no rule module.
"""

from __future__ import annotations

from typing import Any

State = dict[str, Any]
Cards = dict[str, dict[str, Any]]
Obj = dict[str, Any]
Placed = tuple[str, Obj]  # a permanent with the player whose battlefield it stands on

SEAL = "Pit seal"  # how the drop's announcement shows on the stack (405.6a)


def is_token(definition: dict[str, Any]) -> bool:
    """Whether a definition is a token kind: the characteristics a creating effect gives a token,
    which is not a card (111.3, 111.6)."""
    return bool(definition.get("token"))


def binding(definition: dict[str, Any]) -> str | None:
    """A card's binding: ``"night"`` or ``"day"`` as its phase glyph shows, None for unbound
    (204.1); a Mortal printing no glyph is day-bound by default (309.3)."""
    printed = definition.get("binding")
    if printed is None and "Mortal" in (definition.get("supertypes") or []):
        return "day"
    return printed


def label(controller: str, card: str) -> str:
    """How players name a permanent: "<player>'s <card>" (601.2c)."""
    return f"{controller}'s {card}"


def name_of(controller: str, obj: Obj) -> str:
    """How players name this permanent: its label, or "<player>'s <card>" (601.2c)."""
    return str(obj["label"]) if obj.get("label") else label(controller, obj["card"])


def own_name(obj: Obj) -> str:
    """How a player names one of their own permanents in an action or a choice among their own:
    its label, or its card name."""
    return str(obj["label"]) if obj.get("label") else obj["card"]


def called(obj: Obj, text: str) -> bool:
    """Whether a card name or a label names this object: its label, or its card name when it
    has no label."""
    return own_name(obj) == text


def own_permanents(state: State, player: str, text: str) -> list[Obj]:
    """The permanents on the player's battlefield a card name or a label names, in the order
    they stand."""
    return [o for o in state["players"][player]["zones"]["battlefield"] if called(o, text)]


def stack_label(obj: Obj) -> str:
    """How players name a stack object: "<player>'s <card>", "<player>'s <card>'s ability" for an
    ability of that card, "<player>'s seal" for a drop's announcement, "<player>'s set Trap" for
    the setting of a Trap (601.2c, 405.6c)."""
    if obj.get("kind") == "ability":
        return f"{label(obj['controller'], obj['card'])}'s ability"
    if obj.get("kind") == "drop":
        return f"{obj['controller']}'s seal"
    if obj.get("kind") == "set":
        return f"{obj['controller']}'s set Trap"  # the hidden marker of a setting (405.6, 307.3)
    return label(obj["controller"], obj["card"])


def find_permanent(state: State, text: str) -> Placed | None:
    """The permanent a label or "<player>'s <card>" names, if it is on the battlefield."""
    for owner, obj in battlefield(state):
        if obj.get("label") == text:
            return owner, obj
    owner, sep, card = text.partition("'s ")
    if not sep or owner not in state["players"]:
        return None
    for obj in state["players"][owner]["zones"]["battlefield"]:
        if called(obj, card):
            return owner, obj
    return None


def owner_named(state: State, text: str) -> str | None:
    """The player a name stands for: a player (their Master), or the controller of the
    permanent it names."""
    if text in state["players"]:
        return text
    found = find_permanent(state, text)
    if found is not None:
        return found[0]
    owner = text.partition("'s ")[0]
    return owner if owner in state["players"] else None


def battlefield(state: State) -> list[Placed]:
    """Every permanent with its controller, in turn order and then in the order it stands."""
    return [(n, o) for n in state["turn_order"] for o in state["players"][n]["zones"]["battlefield"]]


def playing(state: State) -> list[str]:
    """The players still in the game, in turn order; the first leads the round (800.4b)."""
    return [n for n in state["turn_order"] if state["players"][n]["status"] == "playing"]


def next_in_order(state: State, name: str) -> str:
    """The next player still in the game after this one, in turn order (500.8, 800.6a)."""
    order = state["turn_order"]
    i = order.index(name)
    for k in range(1, len(order) + 1):
        candidate = order[(i + k) % len(order)]
        if state["players"][candidate]["status"] == "playing":
            return candidate
    return name


def apnap(state: State) -> list[str]:
    """Players still in the game, the active player first, then in turn order (101.4)."""
    order = playing(state)
    active = state["turn"]["active"]
    if active in order:
        i = order.index(active)
        order = order[i:] + order[:i]
    return order


def answers(answer: Any) -> list[Any]:
    """A pinned answer as a list: one answer or several."""
    return answer if isinstance(answer, list) else [answer]
