"""613.1d Layer 4, type-changing effects, and 613.1e layer 5, lineage-changing effects.
``add-subtype``: the target permanent becomes a ``subtype`` in addition to what it is (its class
and any subtype an effect gave it are its subtypes) — if that subtype goes with one of its card
types: a permanent can't gain a subtype of another card type, and the effect leaves it as it was
(205.3f). A subtype goes with the card type the rulebook names for it (Estate with Haven,
205.3e), with the card types of the cards that bear it, a Race with Entity (205.3a, 205.3b);
one neither names is taken for an Entity's, the open list of Races and Classes (205.3b,
205.3c); ``add-supertype``: it gains the ``supertype``
(Eminent), its card type and subtypes untouched — as a change of its type or subtypes leaves its
supertypes alone (205.4c); ``set-lineage``: its lineage becomes
``lineage``. From resolving spells and abilities, for their duration (611.2); what reads the
subtype sees it at once — an anthem for Wolves blesses an Entity the moment it becomes one
(613.5)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from adjudicator.games.nodawn.core.instructions import Instruction, instruction
from adjudicator.games.nodawn.core.keywords import RACES, subtypes
from adjudicator.games.nodawn.core.layers import EFFECTS, Chars, Effect, recorded
from adjudicator.games.nodawn.core.objects import Cards, State
from adjudicator.games.nodawn.spells.continuous import add_effect

PERMANENTS = {"Entity", "Companion", "Relic", "Weapon", "Ritual", "Contract", "Terrain", "Haven", "Blood"}


@instruction("add-subtype", targets=PERMANENTS)
def add_subtype(do: Instruction) -> None:
    """The target permanent becomes that subtype as well (613.1d), if it may (205.3f)."""
    add_effect(do.state, do.aimed["object"], {"layer": "4", "subtype": do.effect["subtype"]},
               do.effect, do.controller)


@instruction("add-supertype", targets={"Entity"})
def add_supertype(do: Instruction) -> None:
    """The target Entity gains that supertype, and is still what it was besides (613.1d, 205.4c)."""
    add_effect(do.state, do.aimed["object"], {"layer": "4", "supertype": do.effect["supertype"]},
               do.effect, do.controller)


@instruction("set-lineage", targets={"Entity"})
def set_lineage(do: Instruction) -> None:
    """The target Entity's lineage becomes the one named (613.1e)."""
    add_effect(do.state, do.aimed["object"], {"layer": "5", "lineage": do.effect["lineage"]},
               do.effect, do.controller)


#: Subtypes the rulebook itself gives a card type, whatever cards the game holds: Estate of Havens
#: (205.3e, 310.3), Riposte of Caprices (300.3), Great Work of Contracts (715.1), Servant and
#: Influencer of Entities (205.3d).
NAMED_SUBTYPES = {"Estate": "Haven", "Riposte": "Caprice", "Great Work": "Contract",
                  "Servant": "Entity", "Influencer": "Entity"}


def subtype_kinds(cards: Cards, subtype: str) -> set[str]:
    """The card types a subtype goes with: the one the rulebook names for it, those of the cards
    bearing it, Entity for a Race, and Entity for one neither the rulebook nor any card gives
    a type (205.3a, 205.3b, 205.3d, 205.3e, 300.3, 715.1)."""
    kinds = {d["type"] for d in cards.values() if subtype in subtypes(d)}
    if subtype in NAMED_SUBTYPES:
        kinds.add(NAMED_SUBTYPES[subtype])
    if subtype in RACES or not kinds:
        kinds.add("Entity")
    return kinds


def changer(record: dict[str, Any], cards: Cards) -> Callable[[Chars], Chars]:
    """What one type- or lineage-changing effect makes of the characteristics: an added subtype or
    supertype leaves the other kind, and the card type, as they were (205.4c); a subtype that
    goes with none of the object's card types is not gained (205.3f)."""
    if "supertype" in record:
        crowned = record["supertype"]
        return lambda chars: {**chars, "supertypes": [*(chars.get("supertypes") or []), crowned]}
    if "subtype" in record:
        added, kinds = record["subtype"], subtype_kinds(cards, record["subtype"])
        return lambda chars: ({**chars, "subtypes": [*chars.get("subtypes", []), added]}
                              if chars.get("type") in kinds else chars)
    lineage = record["lineage"]
    return lambda chars: {**chars, "lineage": lineage}


def _effects(state: State, cards: Cards) -> list[Effect]:
    """Layer-4 and layer-5 effects of resolved spells and abilities, on what they touch."""
    def change(record: dict[str, Any]) -> Callable[[Chars], Chars]:
        return changer(record, cards)
    return recorded(state, "4", change) + recorded(state, "5", change)


EFFECTS.register(_effects)
