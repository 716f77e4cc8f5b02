"""613.1d Layer 4, type-changing effects, and 613.1e layer 5, lineage-changing effects.
``add-subtype``: the target Entity becomes a ``subtype`` in addition to what it is (its class and
any subtype an effect gave it are its subtypes); ``add-supertype``: it gains the ``supertype``
(Eminent), its card type and subtypes untouched — as a change of its type or subtypes leaves its
supertypes alone (205.4c); ``set-lineage``: its lineage becomes
``lineage``. From resolving spells and abilities, for their duration (611.2); what reads the
subtype sees it at once — an anthem for Wolves blesses an Entity the moment it becomes one
(613.5)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from adjudicator.games.nodawn.core.instructions import Instruction, instruction
from adjudicator.games.nodawn.core.layers import EFFECTS, Chars, Effect, recorded
from adjudicator.games.nodawn.core.objects import Cards, State
from adjudicator.games.nodawn.spells.continuous import add_effect


@instruction("add-subtype", targets={"Entity"})
def add_subtype(do: Instruction) -> None:
    """The target Entity becomes that subtype as well (613.1d)."""
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


def changer(record: dict[str, Any]) -> Callable[[Chars], Chars]:
    """What one type- or lineage-changing effect makes of the characteristics: an added subtype or
    supertype leaves the other kind, and the card type, as they were (205.4c)."""
    if "supertype" in record:
        crowned = record["supertype"]
        return lambda chars: {**chars, "supertypes": [*(chars.get("supertypes") or []), crowned]}
    if "subtype" in record:
        added = record["subtype"]
        return lambda chars: {**chars, "subtypes": [*chars.get("subtypes", []), added]}
    lineage = record["lineage"]
    return lambda chars: {**chars, "lineage": lineage}


def _effects(state: State, cards: Cards) -> list[Effect]:
    """Layer-4 and layer-5 effects of resolved spells and abilities, on what they touch."""
    return recorded(state, "4", changer) + recorded(state, "5", changer)


EFFECTS.register(_effects)
