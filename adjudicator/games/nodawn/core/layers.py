"""Characteristics through the layers (613): what a permanent is, and its Attack and Vigor.

Layers 1-6 (613.1a-f). A permanent's characteristics start from its printed card (613.1) and
pass through the continuous effects that rule modules file at ``EFFECTS``, layer by layer — 1a
copy, 1b face-down guise, 3 text, 4 type, 5 lineage, 6 abilities (layer 2, control, is where a
permanent stands: :func:`~.zones.reconcile_control`). Within a layer, characteristic-defining
effects come first, then the rest in timestamp order (613.3, 613.7), except that an effect
waits for every effect it depends on — one whose application would change its existence, what
it applies to or what it does — a loop falling back to timestamps (613.8). What the layers make
of a permanent is its *characteristics*: a card definition as the rules now read it, which every
rule module asks for through :func:`characteristics` instead of the printed card. It is worked
out afresh whenever asked (613.5), for the board being adjudicated (:func:`on_board`).

Layer 7 (613.4): rule modules register what each sublayer does — 7a the characteristic-defining
abilities that give the base values, 7b effects that set them, 7c everything that adds to them
(counters, bonuses, static abilities), 7d switches. Within 7b and 7d the order of registration
is never relied on: each module applies its own effects in timestamp order.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from contextlib import contextmanager
from contextvars import ContextVar
from dataclasses import dataclass, field
from typing import Any

from adjudicator.games.nodawn.core.objects import Cards, Obj, State, battlefield
from adjudicator.games.nodawn.core.registry import HookList, Registry

Chars = dict[str, Any]
#: The layers of characteristics before Attack and Vigor, in the order they apply (613.1a-f).
CHARACTERISTIC_LAYERS = ("1a", "1b", "3", "4", "5", "6")
#: The face-down guise (613.2, 708.2): what a face-down permanent or spell is.
GUISE: Chars = {"name": "", "type": "Entity", "attack": 2, "vigor": 2}
#: What the rule that laid a card face down adds to its guise, by that rule's name (a permanent's
#: ``laid``): a Masquerade or Shroud guise's Toll 2 (708.2a, 708.2b).
GUISE_ADDITIONS: Registry[Callable[[], Chars]] = Registry(
    "what the rule that laid a card face down adds to its guise (708.2a)")


def guise(laid: str | None) -> Chars:
    """The guise of a card laid face down by this rule (613.2, 708.2, 708.2a)."""
    addition = GUISE_ADDITIONS.get(laid) if laid else None
    return {**GUISE, **(addition() if addition is not None else {})}


@dataclass
class Effect:
    """One continuous effect on characteristics (611, 613): its layer, its timestamp (613.7),
    whether it is characteristic-defining (613.3), which permanents it applies to — asked of
    each with its controller, the object and its characteristics so far — what it makes of
    their characteristics, and, for an effect of a static ability, whether it still exists given
    every permanent's characteristics so far (its source still has the ability) and what the
    ability now says (613.8)."""

    layer: str
    timestamp: tuple[int, int]
    applies: Callable[[str, Obj, Chars], bool]
    apply: Callable[[Chars], Chars]
    cda: bool = False
    exists: Callable[[dict[int, Chars]], bool] = field(default=lambda table: True)
    behaviour: Callable[[dict[int, Chars]], Any] = field(default=lambda table: None)


def only(target: Obj) -> Callable[[str, Obj, Chars], bool]:
    """An effect's reach when it touches one permanent: that one (611.2a)."""
    return lambda controller, obj, chars: obj is target


def recorded(state: State, layer_name: str, changer: Callable[[dict[str, Any]], Callable[[Chars], Chars]]
             ) -> list[Effect]:
    """The effects of one layer that resolving spells and abilities wrote on the permanents they
    touch (611.2), each stamped as it was created (613.7b), with what ``changer`` says it does."""
    return [Effect(layer_name, (record.get("timestamp", 0), position), only(obj), changer(record))
            for position, (_, obj) in enumerate(battlefield(state))
            for record in obj.get("effects", []) if record.get("layer") == layer_name]


def copied_name(cards: Cards, obj: Obj) -> str:
    """The card whose copiable values this permanent has: what it copies, else itself (613.2,
    707.2)."""
    copies = [e for e in obj.get("effects", []) if e.get("layer") == "1a"]
    return str(copies[-1]["copy"]) if copies else str(obj["card"])


EFFECTS: HookList[Callable[[State, Cards], list[Effect]]] = HookList(
    "continuous effects on characteristics, layers 1-6 (613.1a-f)")
_BOARD: ContextVar[State | None] = ContextVar("nodawn_board", default=None)
_CARDS: ContextVar[Cards | None] = ContextVar("nodawn_cards", default=None)


@contextmanager
def on_board(state: State, cards: Cards | None = None) -> Iterator[None]:
    """Adjudicate this board: characteristics asked for meanwhile are those of its permanents,
    and the card definitions of the game are ``cards`` (:func:`board_card`)."""
    token = _BOARD.set(state)
    known = _CARDS.set(cards)
    _CACHE.clear()
    try:
        yield
    finally:
        _CARDS.reset(known)
        _BOARD.reset(token)


def board_card(name: str) -> dict[str, Any] | None:
    """The definition of a card of the game being adjudicated, if the board knows its cards."""
    cards = _CARDS.get()
    return None if cards is None else cards.get(name)


def stamp(state: State) -> int:
    """A new timestamp: later than every one given before in this game (613.7)."""
    state["clock"] = state.get("clock", 0) + 1
    return int(state["clock"])


def open_entities(state: State, cards: Cards, player: str) -> list[Obj]:
    """The Entities a player controls in the open, by their characteristics as they stand
    (613.1): what "an Entity you control" can find; a sheltered one takes no part (514.4g,
    110.5e)."""
    return [o for o in state["players"][player]["zones"]["battlefield"]
            if not o.get("sheltered") and characteristics(cards, o)["type"] == "Entity"]


def characteristics(cards: Cards, obj: Obj) -> Chars:
    """What the object is now: for a permanent of the board being adjudicated, its printed card
    through layers 1-6 (613.1); otherwise its printed card. The keywords given to or taken from
    it by the object's own records (``granted``, ``keyword_effects``) apply last (113.9)."""
    state = _BOARD.get()
    if state is None:
        return with_granted(cards[obj["card"]], obj)
    known = _KNOWN.get(id(state))  # a steady board: each object worked out once
    if known is not None:
        if id(obj) not in known:
            known[id(obj)] = (obj, with_granted(_STEADY[id(state)].get(id(obj), cards[obj["card"]]), obj))
        return known[id(obj)][1]
    table = all_characteristics(state, cards)
    return with_granted(table.get(id(obj), cards[obj["card"]]), obj)


def with_granted(definition: Chars, obj: Obj) -> Chars:
    """A permanent's card as it stands with the keywords effects have given it (``granted``) and,
    in timestamp order, granted or stripped since (``keyword_effects``: ``{"grant": K}`` or
    ``{"strip": K}``, K a keyword or ``"all"``): the latest prevails, and stripping removes every
    instance (113.9, 101.2a)."""
    if not obj.get("granted") and not obj.get("keyword_effects"):
        return definition
    keywords = list(definition.get("keywords", [])) + list(obj.get("granted", []))
    for change in obj.get("keyword_effects", []):
        if "grant" in change:
            keywords.append(change["grant"])
        else:
            keywords = [] if change["strip"] == "all" else [k for k in keywords if k != change["strip"]]
    return {**definition, "keywords": keywords}



_CACHE: dict[int, tuple[Any, dict[int, Chars]]] = {}


#: The tables of boards being read without change (:func:`steady`), by ``id`` of the state.
_STEADY: dict[int, dict[int, Chars]] = {}
#: Attack and Vigor already worked out on a steady board (:func:`attack_vigor`), by ``id`` of
#: the state: ``(id(obj), controller, base) -> (obj, values)`` (the object is held so that its
#: ``id`` cannot pass to another while the board stays steady).
_STATS: dict[int, dict[tuple[int, str, Stats], tuple[Obj, Stats]]] = {}
#: Characteristics already given on a steady board, by state: ``id(obj) -> (obj, chars)``.
_KNOWN: dict[int, dict[int, tuple[Obj, Chars]]] = {}
#: Tests set this to check that a steady block changes nothing at all in the state, not only
#: what the layers read (a full comparison, too slow to run every time).
VERIFY_STEADY = False


class BoardChanged(AssertionError):
    """A part of the engine declared read-only changed what the layers read (613.1)."""


@contextmanager
def steady(state: State, cards: Cards) -> Iterator[None]:
    """Read this board without changing it for the block's length (the finding half of a
    state-check sweep, 704.3, 704.7; working out Attack and Vigor, 613.4): the characteristics
    through layers 1-6 (613.1) are worked out once on entry instead of at every question. What
    the layers read is compared on leaving, and a block that changed it is an error
    (:class:`BoardChanged`), never a stale answer passed on."""
    if id(state) in _STEADY:  # already steady further out
        yield
        return
    before = _fingerprint(state)
    whole = _snapshot(state) if VERIFY_STEADY else None
    _STEADY[id(state)] = all_characteristics(state, cards)
    _STATS[id(state)] = {}
    _KNOWN[id(state)] = {}
    try:
        yield
    finally:
        del _STEADY[id(state)]
        del _STATS[id(state)]
        del _KNOWN[id(state)]
    if _fingerprint(state) != before or (whole is not None and _snapshot(state) != whole):
        raise BoardChanged("the board changed while it was being read (613.1)")


def _snapshot(state: State) -> str:
    """The whole state as text, to compare before and after a steady block (tests only)."""
    import json
    return json.dumps(state, sort_keys=True, default=repr)


def all_characteristics(state: State, cards: Cards) -> dict[int, Chars]:
    """Every permanent's characteristics through layers 1-6, by object (613.1, 613.3, 613.8);
    empty when no effect applies, every permanent being its printed card. Worked out again
    whenever anything they depend on has changed."""
    table = _STEADY.get(id(state))
    if table is not None:
        return table
    key = _fingerprint(state)
    held = _CACHE.get(id(state))
    if held is not None and held[0] == key:
        return held[1]
    table = _layered(state, cards)
    _CACHE.clear()
    _CACHE[id(state)] = (key, table)
    return table


def _fingerprint(state: State) -> Any:
    """What the layers read: which permanents stand where, in the open or not, face up or down,
    with which continuous effects on them, and the time of day (613.1, 613.7). Built as a flat
    list (compared with ``==``), reading each permanent's effects only when it has some."""
    key: list[Any] = [state["world"]["type"]]
    players = state["players"]
    for name in state["turn_order"]:
        for obj in players[name]["zones"]["battlefield"]:
            get = obj.get
            records = get("effects")
            key.append((name, id(obj), obj["card"], get("face_down"), get("sheltered"),
                        get("timestamp"), _effect_key(records) if records else ()))
    return key


def _effect_key(records: list[dict[str, Any]]) -> tuple[Any, ...]:
    """The records of a permanent's effects of layers 1-6, as a comparable value (613.1a-f)."""
    return tuple(tuple(sorted(r.items())) for r in records if r.get("layer") in CHARACTERISTIC_LAYERS)


def _layered(state: State, cards: Cards) -> dict[int, Chars]:
    """The characteristics through layers 1-6, worked out from scratch."""
    effects = [e for provider in EFFECTS for e in provider(state, cards)]
    if not effects:
        return {}
    placed = battlefield(state)
    table = {id(o): dict(cards[o["card"]]) for _, o in placed}
    for layer_name in CHARACTERISTIC_LAYERS:
        todo = [e for e in effects if e.layer == layer_name]
        while todo:
            chosen = _next_effect(todo, placed, table)
            todo.remove(chosen)
            table = _applied(chosen, placed, table)
    return table


def _next_effect(todo: list[Effect], placed: list[tuple[str, Obj]], table: dict[int, Chars]) -> Effect:
    """The effect to apply next in a layer: characteristic-defining first, then by timestamp,
    skipping any that depends on another still waiting; in a loop, the earliest (613.3, 613.8)."""
    ordered = sorted(todo, key=lambda e: (not e.cda, e.timestamp))
    for effect in ordered:
        if not any(_depends(effect, other, placed, table) for other in ordered if other is not effect):
            return effect
    return ordered[0]


def _applied(effect: Effect, placed: list[tuple[str, Obj]], table: dict[int, Chars]) -> dict[int, Chars]:
    """The characteristics once this effect has applied, if it still exists (613.8)."""
    if not effect.exists(table):
        return table
    out = dict(table)
    for controller, obj in placed:
        chars = table[id(obj)]
        if effect.applies(controller, obj, chars):
            out[id(obj)] = effect.apply(chars)
    return out


def _depends(effect: Effect, other: Effect, placed: list[tuple[str, Obj]], table: dict[int, Chars]) -> bool:
    """Whether applying ``other`` first would alter whether this effect exists, which objects it
    touches or its result — counted only when the two agree on being characteristic-defining
    (613.8)."""
    if effect.cda != other.cda:
        return False
    return _footprint(effect, placed, table) != _footprint(effect, placed, _applied(other, placed, table))


def _footprint(effect: Effect, placed: list[tuple[str, Obj]], table: dict[int, Chars]) -> Any:
    """What decides an effect's result: whether it exists, which objects it applies to, and what
    its text now says it does (613.8). Two effects on the same object that merely contradict
    each other stay independent, and the later wins (613.9)."""
    if not effect.exists(table):
        return None
    reach = frozenset(id(obj) for controller, obj in placed
                      if effect.applies(controller, obj, table[id(obj)]))
    return reach, effect.behaviour(table)


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
    sublayer's effects make of them, 7b, then 7c, then 7d (613.4). Worked out on a steady
    board (:func:`steady`), where nothing changes, once per object while it stays steady (every
    state check of one sweep asks, 704.3)."""
    known = _STATS.get(id(state))
    if known is None:
        with steady(state, cards):
            return attack_vigor(state, cards, controller, obj, base)
    key = (id(obj), controller, base)
    held = known.get(key)
    if held is not None:
        return held[1]
    values = base
    for sublayer in SUBLAYERS:
        for effect in LAYERS.all(sublayer):
            values = effect(state, cards, controller, obj, values)
    known[key] = (obj, values)
    return values
