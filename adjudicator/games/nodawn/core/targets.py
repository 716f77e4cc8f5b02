"""Targets (115, 601.2c, 603.3, 608.3): which players and objects a targeting instruction may
name, announcing them, and finding them again on resolution.

Players name a target as the rules do: a player's name for their Master, "<player>'s <card>"
for a permanent or a spell, "<player>'s seal" for a drop's announcement. Rule modules bar
permanents from being targeted through ``hooks.target_restrictions`` (Elusive, Sanctity, the
Shelter) and players through ``hooks.player_target_restrictions``.
"""

from __future__ import annotations

from collections.abc import Callable, Collection
from dataclasses import dataclass
from typing import Any

from adjudicator.engine import Decisions, Refused
from adjudicator.games.nodawn.core.choices import decide_one, distinct
from adjudicator.games.nodawn.core.events import Targeted, emit
from adjudicator.games.nodawn.core.hooks import player_target_restrictions, target_restrictions
from adjudicator.games.nodawn.core.instructions import targeting, targets_of
from adjudicator.games.nodawn.core.layers import characteristics
from adjudicator.games.nodawn.core.objects import (
    Cards,
    Obj,
    State,
    battlefield,
    find_permanent,
    name_of,
    stack_label,
)
from adjudicator.games.nodawn.core.registry import Registry
from adjudicator.games.nodawn.core.state import PERMANENT_TYPES


def target_bar(cards: Cards, controller: str, source: dict[str, Any] | None, owner: str,
               target: Obj) -> str | None:
    """Why a permanent cannot be the target of a spell or ability with this source and
    controller, or None — checked as targets are chosen and again on resolution (601.2c, 608.3)."""
    return target_restrictions.first_reason(cards, controller, source, owner, target)


def player_bar(state: State, name: str) -> str | None:
    """Why a player still in the game cannot be targeted now, or None (115.4)."""
    return player_target_restrictions.first_reason(state, name)


#: What a counter's words let it target on the stack, beyond any spell or announcement (113.8);
#: only "spell or ability" reaches an activated or triggered ability (405.6c).
STACK_DESCRIPTIONS = {
    "spell": lambda cards, obj: obj["kind"] == "spell",
    "Caprice or fired Power": lambda cards, obj: obj["kind"] == "fire" or (
        obj["kind"] == "spell" and cards[obj["card"]]["type"] == "Caprice"),
    "spell or ability": lambda cards, obj: True,
    "permanent spell": lambda cards, obj: obj["kind"] == "spell" and (
        cards[obj["card"]]["type"] in PERMANENT_TYPES),
}


def on_the_stack(cards: Cards, effect: dict[str, Any], obj: Obj) -> bool:
    """Whether a stack object fits what a targeting instruction's words name (113.8, 304.8b,
    405.6c)."""
    words = effect.get("target", "")
    fits = STACK_DESCRIPTIONS.get(words)
    return (obj.get("kind") != "ability" or words == "spell or ability") and (
        fits is None or fits(cards, obj))


@dataclass(frozen=True)
class Description:
    """Card words narrowing a permanent target beyond its kind: the kind they name, and whether a
    permanent (as it stands, on its controller's battlefield, for an instruction of this
    controller — None when no controller is known) fits them."""

    kind: str
    fits: Callable[[State, Cards, str, Obj, str | None], bool]


#: The words a card may narrow a permanent target with ("target attacking Entity", 307.4), by
#: the words; the rule modules that define them file them here.
DESCRIPTIONS: Registry[Description] = Registry("card words narrowing a permanent target beyond its kind")


def allowed_kinds(effect: dict[str, Any]) -> frozenset[str]:
    """The kinds of thing an instruction may target: its own (115.2), narrowed by the card's
    words where it names one kind — "target Relic" means a Relic and nothing else (109.2, 301.4)."""
    allowed = targets_of(effect) or frozenset()
    named = effect.get("target")
    if named is None or named in STACK_DESCRIPTIONS:
        return allowed
    described = DESCRIPTIONS.get(named)
    return allowed & {described.kind if described is not None else named}


def _described(state: State, cards: Cards, effect: dict[str, Any], holder: str, obj: Obj,
               controller: str | None) -> bool:
    """Whether a permanent fits the words of the target beyond its kind (115.1, 307.4)."""
    described = DESCRIPTIONS.get(effect.get("target", ""))
    return described is None or described.fits(state, cards, holder, obj, controller)


def legal_targets(state: State, cards: Cards, effect: dict[str, Any], controller: str | None = None,
                  source: dict[str, Any] | None = None, self_obj: Obj | None = None) -> list[str]:
    """Targets as players name them (601.2c, 115.2, 405.6c). A counter of spells cannot touch an
    ability (113.8), nothing targets itself (115.5), and with a controller given, what the
    target restrictions bar is left out. Each name is offered once: of two same-named unlabelled
    permanents a name takes the first (docs/games/nodawn.md, Labels)."""
    allowed = allowed_kinds(effect)
    if "stack" in allowed:
        return [stack_label(o) for o in state["zones"]["stack"]
                if on_the_stack(cards, effect, o) and o is not self_obj]
    targets = []
    if "player" in allowed:
        targets = [n for n in state["turn_order"]
                   if state["players"][n]["status"] == "playing" and player_bar(state, n) is None]
    for owner in state["turn_order"]:
        for obj in state["players"][owner]["zones"]["battlefield"]:
            if characteristics(cards, obj)["type"] in allowed and \
                    _described(state, cards, effect, owner, obj, controller) and (
                    controller is None or target_bar(cards, controller, source, owner, obj) is None):
                targets.append(name_of(owner, obj))
    return distinct(targets)  # two unlabelled permanents of one name are one option


def find_target(state: State, cards: Cards, text: str, allowed: Collection[str],
                controller: str | None = None, source: dict[str, Any] | None = None,
                effect: dict[str, Any] | None = None) -> dict[str, Any] | None:
    """The named target if it is still legal: a player still in the game, a permanent of an
    allowed kind still on that player's battlefield and not now out of reach, or an object
    still on the stack (608.3)."""
    if "stack" in allowed:
        for obj in state["zones"]["stack"]:
            if stack_label(obj) == text and (effect is None or on_the_stack(cards, effect, obj)):
                return {"kind": "stack", "object": obj}
        return None
    if text in state["players"]:
        if "player" in allowed and state["players"][text]["status"] == "playing" \
                and player_bar(state, text) is None:
            return {"kind": "master", "player": text}
        return None
    for owner, obj in battlefield(state):
        kind = characteristics(cards, obj)["type"]
        if name_of(owner, obj) == text and kind in allowed and (
                effect is None or _described(state, cards, effect, owner, obj, controller)) and (
                controller is None or target_bar(cards, controller, source, owner, obj) is None):
            return {"kind": "permanent", "player": owner, "object": obj, "type": kind}
    return None


def choose_target(state: State, cards: Cards, effect: dict[str, Any], name: str,
                  source: dict[str, Any], decisions: Decisions, self_obj: Obj | None = None,
                  chooser: str | None = None) -> str:
    """Announce a target (601.2c): decision ``target``, whose options are exactly the legal
    targets of the kind the text demands — what a target restriction bars is not among them, and
    a pinned answer naming it is refused with the restriction's reason (601.2e). With a single
    legal target nothing is asked. Legality is the caster's (``name``); the decision is the
    ``chooser``'s, where another player makes it (601.13)."""
    legal = legal_targets(state, cards, effect, name, source, self_obj)
    if not legal:
        raise Refused(f"{source.get('name', 'it')} has no legal target (601.2c)")
    try:
        return str(decide_one(decisions, "target", chooser or name, legal))
    except Refused as refused:
        answer = (refused.decision or {}).get("answer")
        if isinstance(answer, str) and answer in state["players"] and "player" in allowed_kinds(effect):
            raise Refused(player_bar(state, answer) or str(refused), decision=refused.decision) from None
        found = find_target(state, cards, answer, allowed_kinds(effect)) if isinstance(answer, str) else None
        if found is None or found.get("kind") != "permanent":
            raise
        reason = target_bar(cards, name, source, found["player"], found["object"])
        raise Refused(reason or str(refused), decision=refused.decision) from None


def found_targets(state: State, cards: Cards, labels: list[str], effects: list[dict[str, Any]],
                  controller: str | None = None,
                  source: dict[str, Any] | None = None) -> list[dict[str, Any] | None]:
    """Each announced target of these instructions, found again (None if no longer legal)."""
    return [find_target(state, cards, text, allowed_kinds(e), controller, source, e)
            for text, e in zip(labels, targeting(effects), strict=True)]


def became_targets(state: State, cards: Cards, controller: str, stack_obj: Obj,
                   effects: list[dict[str, Any]], decisions: Decisions | None = None) -> None:
    """A spell or ability on the stack has chosen its targets: the event its targets' watchers
    wait for (601.2c, 603.14c, 307.4a)."""
    emit(state, cards, Targeted(controller, stack_obj,
                                found_targets(state, cards, stack_obj["targets"], effects), decisions))


KEYWORD_EFFECTS: Registry[Callable[[Cards, Obj], list[dict[str, Any]]]] = Registry(
    "the instructions a keyword's ability carries on the stack, by keyword (113.6, 603.3)")


def ability_effects(cards: Cards, obj: Obj) -> list[dict[str, Any]]:
    """The instructions of an ability on the stack: a printed one's, or those its keyword's rule
    module files — a created trigger's own, for a delayed or reflexive one (603.7, 603.12); a
    keyword's trigger without any has none."""
    ability = obj["ability"]
    if isinstance(ability, int):
        return list(characteristics(cards, obj)["abilities"][ability].get("effects", []))
    carries = KEYWORD_EFFECTS.get(ability)
    return carries(cards, obj) if carries is not None else []


def ability_source(state: State, cards: Cards, obj: Obj) -> dict[str, Any]:
    """What an ability's source is, for what asks about its qualities (113.6, 702.15a): the
    permanent it came from, as it now stands — a subtype or supertype an effect gave it counts —
    else its card as printed; an Edict's ability has no card behind it (114.3)."""
    if obj["card"] not in cards:
        return {}
    found = find_permanent(state, str(obj["source"])) if obj.get("source") else None
    if found is not None and found[1]["card"] == obj["card"]:
        return characteristics(cards, found[1])
    return characteristics(cards, obj)


def announce_targets(state: State, cards: Cards, obj: Obj, decisions: Decisions | None,
                     activating: bool = False) -> bool:
    """Targets of a triggered or activated ability, chosen as it goes on the stack (603.3,
    602.3); False when a target is demanded and none is legal."""
    source = ability_source(state, cards, obj)
    effects = ability_effects(cards, obj)
    for effect in targeting(effects):
        options = legal_targets(state, cards, effect, obj["controller"], source, self_obj=obj)
        if not options:
            return False
        if activating and decisions is not None:  # 602.3: announced as in 601.2c-e
            obj["targets"].append(choose_target(state, cards, effect, obj["controller"], source,
                                                decisions, obj))
            continue
        obj["targets"].append(decide_one(decisions, "target", obj["controller"], options))
    if obj["targets"]:
        became_targets(state, cards, obj["controller"], obj, effects, decisions)
    return True
