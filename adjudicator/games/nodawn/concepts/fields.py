"""106.5c, 106.5d Field sources: draining and sacrificing one's own Entities for Vitae, and the
blood-price they exact."""

from __future__ import annotations

from typing import Any

from adjudicator.engine import Decisions, Refused
from adjudicator.games.nodawn.concepts.vitae import add_vitae_event
from adjudicator.games.nodawn.core.actions import action
from adjudicator.games.nodawn.core.hooks import newly_turned, prohibitions
from adjudicator.games.nodawn.core.layers import characteristics
from adjudicator.games.nodawn.core.objects import Cards, State, own_permanents
from adjudicator.games.nodawn.core.state import give_priority
from adjudicator.games.nodawn.core.zones import drain as drain_permanent
from adjudicator.games.nodawn.core.zones import sacrifice_permanents


def _own_main_phase(state: State, name: str) -> None:
    """Field sources are special actions of the player's own main phase, with priority
    (106.5c, 106.7, 116.1)."""
    turn = state["turn"]
    if turn["active"] != name or turn["phase"] not in ("main1", "main2"):
        raise Refused("field sources are special actions of the player's own main phase (106.5c)")
    if turn["priority"] != name:
        raise Refused(f"{name} does not hold priority (116.1)")


def _own_entities(state: State, cards: Cards, name: str, card: str) -> list[dict[str, Any]]:
    """The Entities of that name the player controls: only one's own Entities are drained or
    sacrificed (106.5c)."""
    found = own_permanents(state, name, card)
    if not found:
        raise Refused(f"{name} controls no {card!r}")
    if all(o.get("sheltered") for o in found):
        raise Refused(f"{card!r} is sheltered and takes no actions (514.4g, 110.5e)")
    found = [o for o in found if not o.get("sheltered")]
    if any(characteristics(cards, o)["type"] != "Entity" for o in found):
        raise Refused(f"{card!r} is not an Entity (106.5c)")
    return found


@action("drain")
def drain(state: State, cards: Cards, ruleset: str, act: dict[str, Any], decisions: Decisions) -> None:
    """Drain an undrained, settled Entity: +1 Vitae tagged with its Race, +1 Wrath (106.5c-d).
    A newly turned Entity cannot be drained unless a rule lets it act so (110.5d)."""
    name, card = act["player"], act["card"]
    _own_main_phase(state, name)
    candidates = _own_entities(state, cards, name, card)
    ready = [o for o in candidates if not o["drained"] and not newly_turned(cards, o)]
    if not ready:
        if all(o["drained"] for o in candidates):
            raise Refused(f"{card!r} is already drained (110.5b)")
        raise Refused(f"{card!r} is newly turned and cannot be drained for Vitae (110.5d)")
    obj = ready[0]
    definition = characteristics(cards, obj)  # 605.4: the Race it has now tags the Vitae
    drain_permanent(state, cards, name, obj)
    player = state["players"][name]
    add_vitae_event(state, cards, name, 1, definition.get("race"), decisions)
    player["wrath"] += 1
    give_priority(state, name)  # 116.3


@action("sacrifice")
def sacrifice(state: State, cards: Cards, ruleset: str, act: dict[str, Any], decisions: Decisions) -> None:
    """Sacrifice an Entity: Vitae equal to its printed Vitae cost, tagged with its Race,
    and +1 Corruption (106.5c-d); it goes to its owner's Spoils, and dies (701.12a, 603.6c)."""
    name, card = act["player"], act["card"]
    _own_main_phase(state, name)
    obj = _own_entities(state, cards, name, card)[0]
    barred = prohibitions.first_reason(state, cards, "sacrifice")
    if barred is not None:
        raise Refused(barred)
    definition = characteristics(cards, obj)
    player = state["players"][name]
    sacrifice_permanents(state, cards, [(name, obj)])
    add_vitae_event(state, cards, name, definition.get("cost", {}).get("vitae", 0), definition.get("race"),
                    decisions)
    player["corruption"] += 1
    give_priority(state, name)  # 116.3
