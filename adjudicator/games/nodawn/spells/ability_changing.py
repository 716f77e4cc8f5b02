"""613.1f Layer 6, effects that add or remove abilities. From resolving spells and abilities
(611.2): ``grant`` (the target Entity gains the keyword ``keyword``), ``strip`` (it loses the
keyword, or every ability when none is named). From static abilities of permanents on the
battlefield (611.3): ``grant`` with ``affects`` — ``entities-you-control``,
``other-entities-you-control``, ``all-entities`` — and ``strip``: every Entity that has the
keyword loses it. Effects apply in timestamp order unless one depends on another (613.7, 613.8):
"Entities with Flying lose Flying" waits for "Entities you control have Flying", whatever their
timestamps say; an Entity that gains a keyword and loses it by two effects aimed at it alone
keeps the later's word (613.9).

Abilities other than keywords (201.5a, 201.5b): ``gain-ability`` (``of``, ``nth``) gives the
target Entity the ``nth`` activated ability printed on the card ``of``; where that text names its
original bearer, the gaining object reads it as its own name — the ability acts on its own source,
the object that now has it (201.5b). A static ``grant`` with an ``ability`` (not a ``keyword``)
gives what it affects that ability, marked with the name of the permanent granting it
(``granter``): where the granted text names its granter, it means that one object and no other of
its name (201.5a; the kit's instruction ``counters-on-granter``). A gained activated ability goes on
the stack as ``"ability": "gained"`` with its own ``effects``."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from adjudicator.engine import Decisions
from adjudicator.games.nodawn.concepts.counters import place_counters
from adjudicator.games.nodawn.core.hooks import printed_and_granted_statics
from adjudicator.games.nodawn.core.instructions import Instruction, carry_out, instruction, targets_of
from adjudicator.games.nodawn.core.keywords import has_keyword
from adjudicator.games.nodawn.core.layers import EFFECTS, Chars, Effect, recorded
from adjudicator.games.nodawn.core.objects import Cards, Obj, State, battlefield, find_permanent, name_of
from adjudicator.games.nodawn.core.stack import RESOLVERS
from adjudicator.games.nodawn.core.targets import KEYWORD_EFFECTS, ability_source, found_targets
from adjudicator.games.nodawn.spells.continuous import add_effect

#: What losing every ability takes away: keywords, printed abilities, statics, a
#: characteristic-defining ability and how it enters (113, 604.3, 614.6).
ABILITY_KEYS = ("keywords", "abilities", "statics", "cda", "enters")


def granting(keyword: str) -> Callable[[Chars], Chars]:
    """The characteristics with this keyword added (613.1f)."""
    def apply(chars: Chars) -> Chars:
        return {**chars, "keywords": [*chars.get("keywords", []), keyword]}
    return apply


def stripping(keyword: str | None) -> Callable[[Chars], Chars]:
    """The characteristics without this keyword, or without any ability (613.1f)."""
    def apply(chars: Chars) -> Chars:
        if keyword is None:
            return {k: v for k, v in chars.items() if k not in ABILITY_KEYS}
        kept = [k for k in chars.get("keywords", []) if not has_keyword({"keywords": [k]}, keyword)]
        return {**chars, "keywords": kept}
    return apply


def gaining(ability: dict[str, Any]) -> Callable[[Chars], Chars]:
    """The characteristics with this ability added (613.1f, 201.5a, 201.5b)."""
    def apply(chars: Chars) -> Chars:
        return {**chars, "abilities": [*chars.get("abilities", []), ability]}
    return apply


def changer(record: dict[str, Any], cards: Cards | None = None) -> Callable[[Chars], Chars]:
    """What one layer-6 effect does, from its record or its static."""
    if "gained" in record and cards is not None:
        gained = record["gained"]
        printed = [a for a in cards[gained["of"]].get("abilities", []) if a["kind"] == "activated"]
        return gaining(printed[gained["nth"] - 1])
    if "grant" in record:
        return granting(record["grant"])
    if record.get("kind") == "grant":
        return granting(record["keyword"])
    return stripping(record.get("strip") or record.get("keyword"))


@instruction("spell-grant", targets={"stack"})
def spell_grant(do: Instruction) -> None:
    """Target permanent spell gains a keyword: an effect on the spell that goes on applying to
    the permanent it becomes (400.7a, 613.1f)."""
    do.aimed["object"].setdefault("granted", []).append(do.effect["keyword"])


@instruction("grant", targets={"Entity"})
def grant(do: Instruction) -> None:
    """The target Entity gains the keyword (613.1f), as of now (613.7b)."""
    add_effect(do.state, do.aimed["object"], {"layer": "6", "grant": do.effect["keyword"]},
               do.effect, do.controller)


@instruction("strip", targets={"Entity"})
def strip(do: Instruction) -> None:
    """The target Entity loses the keyword, or every ability (613.1f)."""
    record: dict[str, Any] = {"layer": "6"}
    if "keyword" in do.effect:
        record["strip"] = do.effect["keyword"]
    else:
        record["strip_all"] = True
    add_effect(do.state, do.aimed["object"], record, do.effect, do.controller)


@instruction("gain-ability", targets={"Entity"})
def gain_ability(do: Instruction) -> None:
    """The target Entity gains the ``nth`` activated ability printed on the card ``of`` (613.1f);
    its words naming that card name the Entity now (201.5b)."""
    add_effect(do.state, do.aimed["object"],
               {"layer": "6", "gained": {"of": do.effect["of"], "nth": do.effect.get("nth", 1)}},
               do.effect, do.controller)


@instruction("counters-on-granter")
def counters_on_granter(do: Instruction) -> None:
    """N counters of a kind on the permanent whose static granted this ability — that one object,
    not another of its name (201.5a); if it has left, none (608.4)."""
    granter = (do.origin or {}).get("granter")
    found = find_permanent(do.state, str(granter)) if granter else None
    if found is not None:
        place_counters(do.state, do.cards, found[0], found[1], str(do.effect["kind"]), do.amount)


@KEYWORD_EFFECTS.register("gained")
def gained_effects(cards: Cards, obj: Obj) -> list[dict[str, Any]]:
    """A gained ability's instructions, carried on the stack (613.1f)."""
    return list(obj.get("effects", []))


@RESOLVERS.register("gained")
def resolve_gained(state: State, cards: Cards, obj: Obj, decisions: Decisions) -> None:
    """A gained activated ability resolves as a printed one does: its targets are checked again,
    then its instructions are carried out, its source the object that had it (608.3, 608.4,
    113.6, 201.5b)."""
    effects = obj.get("effects", [])
    source = ability_source(state, cards, obj)
    found = found_targets(state, cards, obj["targets"], effects, obj["controller"], source)
    if found and all(t is None for t in found):
        return
    for effect in effects:
        target = found.pop(0) if targets_of(effect) is not None else None
        if targets_of(effect) is not None and target is None:
            continue
        carry_out(Instruction(state, cards, obj["controller"], effect, target, decisions, source, obj))


def _resolution_effects(state: State, cards: Cards) -> list[Effect]:
    """Layer-6 effects of resolved spells and abilities, each on the permanent it touches."""
    return recorded(state, "6", lambda record: changer(record, cards))


def _static_effects(state: State, cards: Cards) -> list[Effect]:
    """Layer-6 effects of the static abilities of permanents on the battlefield, in the open,
    stamped with their source (613.7a); each exists only while its source still has it (613.8)."""
    out = []
    for position, (name, source) in enumerate(battlefield(state)):
        if source.get("sheltered"):
            continue
        for static in printed_and_granted_statics(cards[source["card"]]):
            if static["kind"] in ("grant", "strip"):
                change = gaining({**static["ability"], "granter": name_of(name, source)}) \
                    if "ability" in static else changer(static)  # 201.5a: this granter, no other
                out.append(Effect("6", (source.get("timestamp", 0), position),
                                  _affected(name, source, static), change,
                                  exists=_still_has(source, static)))
    return out


def _affected(owner: str, source: Obj, static: dict[str, Any]) -> Callable[[str, Obj, Chars], bool]:
    """Which Entities a static grant or removal reaches, as they are now (611.3): a removal, those
    with the keyword; a grant of ``self``, "this Entity has ...", its source alone (611.3, 613.1f)."""
    affects = static.get("affects", "entities-you-control")

    def applies(controller: str, obj: Obj, chars: Chars) -> bool:
        if chars.get("type") != "Entity" or obj.get("sheltered"):
            return False
        if static["kind"] == "strip":
            return has_keyword(chars, static["keyword"])
        if affects == "all-entities":
            return True
        reached = obj is source if affects == "self" else controller == owner
        return reached and not (affects == "other-entities-you-control" and obj is source)
    return applies


def _still_has(source: Obj, static: dict[str, Any]) -> Callable[[dict[int, Chars]], bool]:
    return lambda table: static in printed_and_granted_statics(table[id(source)])


EFFECTS.register(_resolution_effects)
EFFECTS.register(_static_effects)
