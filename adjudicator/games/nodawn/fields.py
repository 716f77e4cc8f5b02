"""Field sources: draining and sacrificing one's own Entities for Vitae, and the
blood-price they exact (106.5c, 106.5d)."""

from __future__ import annotations

from typing import Any

from adjudicator.engine import Refused
from adjudicator.games.nodawn.abilities import died
from adjudicator.games.nodawn.casting import give_priority
from adjudicator.games.nodawn.vitae import add_to_pool


def _own_main_phase(state: dict[str, Any], name: str) -> None:
    """Field sources are special actions of the player's own main phase, with priority
    (106.5c, 106.7, 116.1)."""
    turn = state["turn"]
    if turn["active"] != name or turn["phase"] not in ("main1", "main2"):
        raise Refused("field sources are special actions of the player's own main phase (106.5c)")
    if turn["priority"] != name:
        raise Refused(f"{name} does not hold priority (116.1)")


def _own_entities(state: dict[str, Any], cards: dict[str, dict[str, Any]], name: str,
                  card: str) -> list[dict[str, Any]]:
    """The Entities of that name the player controls: only one's own Entities are drained or
    sacrificed (106.5c)."""
    found = [o for o in state["players"][name]["zones"]["battlefield"] if o["card"] == card]
    if not found:
        raise Refused(f"{name} controls no {card!r}")
    if all(o.get("sheltered") for o in found):
        raise Refused(f"{card!r} is sheltered and takes no actions (514.4g, 110.5e)")
    found = [o for o in found if not o.get("sheltered")]
    if cards[card]["type"] != "Entity":
        raise Refused(f"{card!r} is not an Entity (106.5c)")
    return found


def drain(state: dict[str, Any], cards: dict[str, dict[str, Any]], name: str, card: str) -> None:
    """Drain an undrained, settled Entity: +1 Vitae tagged with its Race, +1 Wrath (106.5c-d).
    A newly turned Entity cannot be drained unless it has Bloodlust (110.5d)."""
    _own_main_phase(state, name)
    definition = cards[card]
    bloodlust = "Bloodlust" in definition.get("keywords", [])
    candidates = _own_entities(state, cards, name, card)
    ready = [o for o in candidates if not o["drained"] and (bloodlust or not o.get("newly_turned"))]
    if not ready:
        if all(o["drained"] for o in candidates):
            raise Refused(f"{card!r} is already drained (110.5b)")
        raise Refused(f"{card!r} is newly turned and cannot be drained for Vitae (110.5d)")
    obj = ready[0]
    obj["drained"] = True
    player = state["players"][name]
    add_to_pool(player, 1, definition.get("race"))
    player["wrath"] += 1
    give_priority(state, name)  # 116.3


def sacrifice(state: dict[str, Any], cards: dict[str, dict[str, Any]], name: str, card: str) -> None:
    """Sacrifice an Entity: Vitae equal to its printed Vitae cost, tagged with its Race,
    and +1 Corruption (106.5c-d); it goes to its owner's Spoils."""
    _own_main_phase(state, name)
    obj = _own_entities(state, cards, name, card)[0]
    definition = cards[card]
    player = state["players"][name]
    before = [(n, o) for n in state["turn_order"] for o in state["players"][n]["zones"]["battlefield"]]
    player["zones"]["battlefield"].remove(obj)
    died(state, cards, before, [(name, obj)])  # 603.6c: sacrificed, it dies
    player["zones"]["spoils"].append({"card": card})
    add_to_pool(player, definition.get("cost", {}).get("vitae", 0), definition.get("race"))
    player["corruption"] += 1
    give_priority(state, name)  # 116.3
