"""122 Counters: putting them on and taking them off — the arrival of counters is an event
(:class:`~..core.events.CountersPlaced`) — and Growth counters in layer 7c (122.2d, 613.4c).

``move-counter`` (``kind``) is written twice, each with a target permanent: the first notes the
object the counter comes from, the second moves one counter of that kind from it to its own
target — taken off the one and put on the other, or, if either half cannot be done, neither
(122.4): the first has none of that kind, the second cannot bear it (damage counters sit only on
Entities and Havens, Growth counters only on Entities, 122.2a, 122.2d), or either target is no
longer legal as it resolves (608.3). Moving a damage counter deals no damage."""

from __future__ import annotations

from typing import Any

from adjudicator.games.nodawn.core.events import CountersPlaced, emit
from adjudicator.games.nodawn.core.instructions import Instruction, instruction
from adjudicator.games.nodawn.core.layers import Stats, characteristics, layer
from adjudicator.games.nodawn.core.objects import Cards, Obj, State, find_permanent, name_of

MINUS_VIGOR = "minus-vigor"  # a −1 Vigor counter (704.5u)
MOVING = "moving"  # the note the first half of a move leaves on its spell or ability (122.4)
#: The counter kinds only some permanents may bear, and which (122.2a, 122.2d).
BEARERS = {"damage": {"Entity", "Haven"}, "growth": {"Entity"}}
MOVABLE = {"Entity", "Companion", "Relic", "Weapon", "Ritual", "Contract", "Terrain", "Haven", "Blood"}


def add_counters(obj: dict[str, Any], kind: str, amount: int) -> None:
    """Put counters of a kind on an object; removing below zero removes what there is (122)."""
    counters = obj["counters"]
    counters[kind] = max(0, counters.get(kind, 0) + amount)
    if counters[kind] == 0:
        del counters[kind]


def place_counters(state: State, cards: Cards, controller: str, obj: dict[str, Any], kind: str,
                   amount: int) -> None:
    """Put counters of a kind on a permanent (negative: take them off) and tell whoever watches
    such counters arrive (122.2, 714.2)."""
    before = obj["counters"].get(kind, 0)
    add_counters(obj, kind, amount)
    after = obj["counters"].get(kind, 0)
    if after > before:
        emit(state, cards, CountersPlaced(controller, obj, kind, before, after))


@layer("7c")
def growth(state: State, cards: Cards, controller: str, obj: dict[str, Any], values: Stats) -> Stats:
    """Each Growth counter gives +1/+1 (122.2d, 302.4c), in layer 7c (613.4c)."""
    n = obj["counters"].get("growth", 0)
    return values[0] + n, values[1] + n


@layer("7c")
def minus_vigor(state: State, cards: Cards, controller: str, obj: dict[str, Any], values: Stats) -> Stats:
    """Each −1 Vigor counter gives −0/−1 (704.5u), in layer 7c (613.4c); the base game mints none,
    a card's effect may (``minus-vigor``)."""
    return values[0], values[1] - obj["counters"].get(MINUS_VIGOR, 0)


def counters_of(obj: Obj, kind: str) -> int:
    """How many counters of a kind the permanent bears: damage counters are its ``damage``
    (120.3b, 122.2a), the rest its ``counters``."""
    return int(obj.get("damage", 0)) if kind == "damage" else int(obj["counters"].get(kind, 0))


def may_bear(cards: Cards, obj: Obj, kind: str) -> bool:
    """Whether a counter of this kind can be put on the permanent as it now is (122.2a, 122.2d);
    a card-defined kind may sit on anything (122.2h)."""
    allowed = BEARERS.get(kind)
    return allowed is None or characteristics(cards, obj)["type"] in allowed


def shift_counter(obj: Obj, kind: str, amount: int) -> None:
    """One counter of the kind on (1) or off (-1) the permanent."""
    if kind == "damage":
        obj["damage"] = max(0, int(obj.get("damage", 0)) + amount)
    else:
        add_counters(obj, kind, amount)


@instruction("move-counter", targets=MOVABLE)
def move_counter(do: Instruction) -> None:
    """The first half notes where the counter comes from; the second moves one counter of the kind
    to its target — removed from the first, put on the second — unless either half is
    impossible, and then neither happens (122.4)."""
    origin = do.origin if do.origin is not None else {}
    first = origin.pop(MOVING, None)
    if first is None:
        origin[MOVING] = name_of(do.aimed["player"], do.aimed["object"])
        return
    kind = str(do.effect["kind"])
    found = find_permanent(do.state, str(first))
    to = do.aimed["object"]
    if found is None or counters_of(found[1], kind) < 1 or not may_bear(do.cards, to, kind):
        return  # 122.4: one half cannot be done, so neither is
    shift_counter(found[1], kind, -1)
    if kind == "damage":
        shift_counter(to, kind, 1)
    else:
        place_counters(do.state, do.cards, do.aimed["player"], to, kind, 1)
