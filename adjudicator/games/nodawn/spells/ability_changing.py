"""613.1f Layer 6, effects that add or remove abilities. From resolving spells and abilities
(611.2): ``grant`` (the target Entity gains the keyword ``keyword``), ``strip`` (it loses the
keyword, or every ability when none is named). From static abilities of permanents on the
battlefield (611.3): ``grant`` with ``affects`` — ``entities-you-control``,
``other-entities-you-control``, ``all-entities`` — and ``strip``: every Entity that has the
keyword loses it. Effects apply in timestamp order unless one depends on another (613.7, 613.8):
"Entities with Flying lose Flying" waits for "Entities you control have Flying", whatever their
timestamps say; an Entity that gains a keyword and loses it by two effects aimed at it alone
keeps the later's word (613.9)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from adjudicator.games.nodawn.core.hooks import printed_and_granted_statics
from adjudicator.games.nodawn.core.instructions import Instruction, instruction
from adjudicator.games.nodawn.core.keywords import has_keyword
from adjudicator.games.nodawn.core.layers import EFFECTS, Chars, Effect, recorded
from adjudicator.games.nodawn.core.objects import Cards, Obj, State, battlefield
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


def changer(record: dict[str, Any]) -> Callable[[Chars], Chars]:
    """What one layer-6 effect does, from its record or its static."""
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


def _resolution_effects(state: State, cards: Cards) -> list[Effect]:
    """Layer-6 effects of resolved spells and abilities, each on the permanent it touches."""
    return recorded(state, "6", changer)


def _static_effects(state: State, cards: Cards) -> list[Effect]:
    """Layer-6 effects of the static abilities of permanents on the battlefield, in the open,
    stamped with their source (613.7a); each exists only while its source still has it (613.8)."""
    out = []
    for position, (name, source) in enumerate(battlefield(state)):
        if source.get("sheltered"):
            continue
        for static in printed_and_granted_statics(cards[source["card"]]):
            if static["kind"] in ("grant", "strip"):
                out.append(Effect("6", (source.get("timestamp", 0), position),
                                  _affected(name, source, static), changer(static),
                                  exists=_still_has(source, static)))
    return out


def _affected(owner: str, source: Obj, static: dict[str, Any]) -> Callable[[str, Obj, Chars], bool]:
    """Which Entities a static grant or removal reaches, as they are now (611.3): a removal, those
    with the keyword."""
    affects = static.get("affects", "entities-you-control")

    def applies(controller: str, obj: Obj, chars: Chars) -> bool:
        if chars.get("type") != "Entity" or obj.get("sheltered"):
            return False
        if static["kind"] == "strip":
            return has_keyword(chars, static["keyword"])
        if affects == "all-entities":
            return True
        return controller == owner and not (affects == "other-entities-you-control" and obj is source)
    return applies


def _still_has(source: Obj, static: dict[str, Any]) -> Callable[[dict[int, Chars]], bool]:
    return lambda table: static in printed_and_granted_statics(table[id(source)])


EFFECTS.register(_resolution_effects)
EFFECTS.register(_static_effects)
