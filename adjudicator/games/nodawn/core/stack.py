"""The stack (405, 608): resolving its top object, and objects leaving it unresolved.

What a resolving object does is registered by kind: ``spell``, ``drop`` (a seal's
announcement), ``ability`` (a printed ability); a keyword's triggered or activated ability
on the stack (its ``ability`` is the keyword's name) by that name.
"""

from __future__ import annotations

from collections.abc import Callable

from adjudicator.engine import Decisions, EngineFault
from adjudicator.games.nodawn.core.hooks import spell_destinations
from adjudicator.games.nodawn.core.objects import Cards, Obj, State
from adjudicator.games.nodawn.core.registry import Registry
from adjudicator.games.nodawn.core.state import give_priority
from adjudicator.games.nodawn.core.zones import put_card

Resolve = Callable[[State, Cards, Obj, Decisions], None]
RESOLVERS: Registry[Resolve] = Registry("what a stack object does as it resolves, by kind or keyword (608)")


def resolves_as(obj: Obj) -> str:
    """The key a stack object's resolution is filed under: a keyword ability's name, else its kind."""
    ability = obj.get("ability")
    return ability if obj["kind"] == "ability" and isinstance(ability, str) else obj["kind"]


def resolve_top(state: State, cards: Cards, decisions: Decisions) -> None:
    """The top object resolves (608.1); an ability then ceases to exist (608.7a); the active
    player then receives priority (117.4)."""
    obj = state["zones"]["stack"].pop()
    resolve = RESOLVERS.get(resolves_as(obj))
    if resolve is None:
        raise EngineFault(f"nothing resolves a stack object of kind {resolves_as(obj)!r}")
    resolve(state, cards, obj, decisions)
    give_priority(state, state["turn"]["active"])


def destination(spell: Obj) -> str:
    """Where a spell goes as it leaves the stack, resolved or countered: its owner's Spoils
    unless a rule sends it elsewhere (608.7a, 601.10)."""
    for zone in spell_destinations:
        where = zone(spell)
        if where is not None:
            return where
    return "spoils"


COUNTERED: Registry[Callable[[State, Obj], None]] = Registry(
    "what a countered announcement leaves behind, by kind (405.6c)")


def counter_object(state: State, cards: Cards, obj: Obj, decisions: Decisions | None = None) -> None:
    """Counter a spell or an announcement: it leaves the stack unresolved. A spell goes where
    spells go as they leave the stack (601.10); a countered seal leaves its cards in hand, no
    Vitae flows, and the turn's drop stays spent (116.2a, 505.4a, 407.5); other announcements
    leave what their rules say (405.6c); a countered ability ceases to exist. Costs stay paid
    (118.5)."""
    state["zones"]["stack"].remove(obj)
    if obj["kind"] == "spell":  # to its owner's, whoever controls it (400.3)
        put_card(state, cards, obj.get("owner", obj["controller"]), obj["card"], destination(obj), "stack",
                 decisions)
    leftover = COUNTERED.get(obj["kind"])
    if leftover is not None:
        leftover(state, obj)
