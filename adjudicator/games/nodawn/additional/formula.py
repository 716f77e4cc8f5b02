"""710 The Formula (※ adopted 2026-07-24): Components brewed into one spell.

A Component is a card with the subtype Component and a ``craft``: Base, Vector, Selector or
Amplifier (710.1); it is not cast alone unless its card says so (``alone = true``). A Formula
is cast as its Base with the action's ``brew`` naming up to three modifiers, at most one of
each craft (710.2): each from its caster's hand or stored in a Laboratory of a Haven they
control (312.4). It is one spell — one announcement, one stack object — whose cost is the sum of
the components' costs, a stored Component adding nothing (710.2). Its instructions are the
Base's, then the Vector's, the Selector's and the Amplifier's (710.3); the modifiers ride the
spell as its ``parts`` and go wherever the Base goes as it leaves the stack, resolved or
countered — all together (710.3, 710.4; core/stack.py ``spell_leaves``)."""

from __future__ import annotations

from typing import Any

from adjudicator.engine import Refused
from adjudicator.games.nodawn.core.hooks import Casting, cost_keywords, spell_effects
from adjudicator.games.nodawn.core.objects import Cards, State

COMPONENT = "Component"
CRAFTS = ("Base", "Vector", "Selector", "Amplifier")  # the craft order (710.3)
LABORATORY = "Laboratory"


def is_component(definition: dict[str, Any]) -> bool:
    """A card bearing the subtype Component (710.1)."""
    return COMPONENT in (definition.get("subtypes") or [])


@cost_keywords.register("alternative")
def brew(casting: Casting) -> None:
    """Cast a Formula: its Base and the modifiers named, from hand or a Laboratory, as one spell
    whose cost is the components' costs together (710.1, 710.2). A modifier is never cast alone
    unless its card says so; a Base cast with no modifier is a Formula of its Base alone, which
    710.2's "up to three" allows (710.1)."""
    definition, names = casting.definition, list(casting.action.get("brew") or [])
    if not is_component(definition):
        if names:
            raise Refused(f"{definition['name']!r} is no Component: only a Base is brewed (710.1)")
        return
    if definition.get("craft") != "Base":
        if names or not definition.get("alone"):
            raise Refused(f"{definition['name']!r} is a {definition.get('craft')}: a Component is "
                          "not cast alone, and a Formula is cast as its Base (710.1, 710.2)")
        return
    state, player = casting.state, casting.state["players"][casting.player]
    parts = _modifiers(casting.cards, names)
    base_stored = _stored(state, casting.player, definition["name"], [definition["name"]])
    sources = [(definition["name"], base_stored)] + [(n, _stored(state, casting.player, n, names))
                                                     for n in parts]
    casting.cost = _total(casting.cards, sources)
    if base_stored:
        casting.from_hand = False
    casting.payments.append(lambda: _gather(state, player, sources))
    casting.marks["parts"] = parts
    casting.marks["brewed"] = [e for n in parts for e in casting.cards[n].get("effects", [])]


def _modifiers(cards: Cards, names: list[str]) -> list[str]:
    """The modifiers named, in craft order: up to three, at most one each of Vector, Selector
    and Amplifier, every one a Component (710.2, 710.3)."""
    crafts = []
    for name in names:
        card = cards.get(name)
        if card is None or not is_component(card) or card.get("craft") not in CRAFTS[1:]:
            raise Refused(f"{name!r} is no Vector, Selector or Amplifier to brew with (710.1, 710.2)")
        crafts.append(card["craft"])
    doubled = sorted({c for c in crafts if crafts.count(c) > 1})
    if doubled:
        raise Refused(f"a brew takes at most one {' and one '.join(doubled)} (710.2)")
    return sorted(names, key=lambda n: CRAFTS.index(cards[n]["craft"]))


def _stored(state: State, player: str, name: str, names: list[str]) -> bool:
    """Whether a modifier comes from a Laboratory rather than the hand: from hand while the hand
    holds as many of its name as the brew asks, else from the Laboratory (710.2, 312.4)."""
    in_hand = sum(o["card"] == name for o in state["players"][player]["zones"]["hand"])
    return names.count(name) > in_hand


def _total(cards: Cards, sources: list[tuple[str, bool]]) -> dict[str, Any]:
    """The brew's cost: the Vitae of every component from hand; one stored in a Laboratory was
    paid at storage (710.2)."""
    return {"vitae": sum(cards[n].get("cost", {}).get("vitae", 0) for n, stored in sources if not stored)}


def _gather(state: State, player: dict[str, Any], sources: list[tuple[str, bool]]) -> None:
    """The components leave hand and Laboratory for the stack together (710.2, 601.2a); the
    Base from hand is moved by the casting itself."""
    for index, (name, stored) in enumerate(sources):
        if stored:
            _from_laboratory(state, player, name)
        elif index:
            hand = player["zones"]["hand"]
            hand.remove(next(o for o in hand if o["card"] == name))


def _from_laboratory(state: State, player: dict[str, Any], name: str) -> None:
    """Take a stored Component from a Laboratory of a Haven its player controls (312.4, 710.2)."""
    havens = {o["card"] for o in player["zones"]["battlefield"]}
    for item in player.get("stores", []):
        if item["card"] == name and item["function"] == LABORATORY and item["haven"] in havens:
            player["stores"].remove(item)
            return
    raise Refused(f"{name!r} is neither in hand nor stored in a Laboratory of a Haven the caster "
                  "controls (710.2, 312.4)")


@spell_effects.register
def brewed_text(definition: dict[str, Any], marks: dict[str, Any]) -> list[dict[str, Any]]:
    """A brew's text after its Base's: the modifiers' in craft order (710.3)."""
    return list(marks.get("brewed", []))
