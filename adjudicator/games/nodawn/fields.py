"""Field sources: draining and sacrificing one's own Entities for Vitae, and the
blood-price they exact (106.5c, 106.5d)."""

from __future__ import annotations

from typing import Any

from adjudicator.engine import Refused
from adjudicator.games.nodawn.damage import find_permanent
from adjudicator.games.nodawn.vitae import add_to_pool


def _own_main_phase(state: dict[str, Any], name: str) -> None:
    turn = state["turn"]
    if turn["active"] != name or turn["phase"] not in ("main1", "main2"):
        raise Refused("field sources are special actions of the player's own main phase (106.5c)")
    if turn["priority"] != name:
        raise Refused(f"{name} does not hold priority (116.1)")


def _own_entity(state: dict[str, Any], cards: dict[str, dict[str, Any]], name: str,
                card: str) -> dict[str, Any]:
    try:
        obj = find_permanent(state, name, card)
    except Exception:
        raise Refused(f"{name} controls no {card!r}") from None
    if cards[card]["type"] != "Entity":
        raise Refused(f"{card!r} is not an Entity (106.5c)")
    return obj


def drain(state: dict[str, Any], cards: dict[str, dict[str, Any]], name: str, card: str) -> None:
    """Drain an undrained, settled Entity: +1 Vitae tagged with its Race, +1 Wrath (106.5c-d).
    A newly turned Entity cannot be drained unless it has Bloodlust (110.5d)."""
    _own_main_phase(state, name)
    obj = _own_entity(state, cards, name, card)
    definition = cards[card]
    if obj["drained"]:
        raise Refused(f"{card!r} is already drained (110.5b)")
    if obj.get("newly_turned") and "Bloodlust" not in definition.get("keywords", []):
        raise Refused(f"{card!r} is newly turned and cannot be drained for Vitae (110.5d)")
    obj["drained"] = True
    player = state["players"][name]
    add_to_pool(player, 1, definition.get("race"))
    player["wrath"] += 1


def sacrifice(state: dict[str, Any], cards: dict[str, dict[str, Any]], name: str, card: str) -> None:
    """Sacrifice an Entity: Vitae equal to its printed Vitae cost, tagged with its Race,
    and +1 Corruption (106.5c-d); it goes to its owner's Spoils."""
    _own_main_phase(state, name)
    obj = _own_entity(state, cards, name, card)
    definition = cards[card]
    player = state["players"][name]
    player["zones"]["battlefield"].remove(obj)
    player["zones"]["spoils"].append({"card": card})
    add_to_pool(player, definition.get("cost", {}).get("vitae", 0), definition.get("race"))
    player["corruption"] += 1
