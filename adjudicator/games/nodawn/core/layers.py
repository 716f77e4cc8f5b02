"""Characteristics through the layers (613): an Entity's Attack and Vigor.

Rule modules register what each sublayer of layer 7 does (613.4): 7a the characteristic-
defining abilities that give the base values, 7b effects that set them, 7c everything that
adds to them (counters, bonuses, static abilities), 7d switches. Within 7b and 7d the order
of registration is never relied on: each module applies its own effects in timestamp order.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from adjudicator.games.nodawn.core.objects import Cards, Obj, State
from adjudicator.games.nodawn.core.registry import Registry

Stats = tuple[int, int]
#: The sublayers of layer 7 that follow the base values, in the order they apply (613.4b-d).
SUBLAYERS = ("7b", "7c", "7d")
LAYERS: Registry[Callable[[State, Cards, str, Obj, Stats], Stats]] = Registry(
    "what changes Attack and Vigor, by sublayer of layer 7 (613.4)", many=True)
BASE: Registry[Callable[[State, str, dict[str, Any]], Stats | None]] = Registry(
    "characteristic-defining abilities giving base values (604.3, 613.4a)", many=True)


def layer(sublayer: str) -> Callable[[Any], Any]:
    """File what a rule module does to Attack and Vigor in one sublayer (a decorator)."""
    if sublayer not in SUBLAYERS:
        raise ValueError(f"no sublayer {sublayer!r}; one of {SUBLAYERS}")
    return LAYERS.register(sublayer)


def base_attack_vigor(state: State, controller: str, definition: dict[str, Any]) -> Stats:
    """Printed Attack and Vigor, or the values a characteristic-defining ability gives (604.3,
    layer 7a); a missing value is 0 (208.6)."""
    for cda in BASE.all("7a"):
        values = cda(state, controller, definition)
        if values is not None:
            return values
    return definition.get("attack", 0), definition.get("vigor", 0)


def attack_vigor(state: State, cards: Cards, controller: str, obj: Obj, base: Stats) -> Stats:
    """An Entity's Attack and Vigor through layer 7 from ``base`` — its 7a values: what each
    sublayer's effects make of them, 7b, then 7c, then 7d (613.4)."""
    values = base
    for sublayer in SUBLAYERS:
        for effect in LAYERS.all(sublayer):
            values = effect(state, cards, controller, obj, values)
    return values
