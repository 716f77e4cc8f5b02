"""101 The Golden Rules: where one effect permits and another forbids, the "can't" prevails
(101.2). The test ability ``forbid-casting`` says its target player can't cast spells this turn:
no timing or permission lets them then (``hooks.cast_restrictions``). What asks only that a player
could cast a Caprice — an ability activated at any priority — is not forbidden by it (304.11).
``forbid-blocking`` says its target Entity can't block this turn (``block_forbidden``): a quality
the effect states of the Entity, no ability granted to it, so nothing that strips abilities
lifts it (113.10, ``hooks.block_restrictions``)."""

from __future__ import annotations

from typing import Any

from adjudicator.games.nodawn.core.events import Cleanup, watch
from adjudicator.games.nodawn.core.hooks import block_restrictions, cast_restrictions
from adjudicator.games.nodawn.core.instructions import Instruction, instruction
from adjudicator.games.nodawn.core.objects import Cards, Obj, State, battlefield


@instruction("forbid-casting", targets={"player"})
def forbid_casting(do: Instruction) -> None:
    """Its target player can't cast spells this turn (101.2)."""
    do.state["players"][do.aimed["player"]]["cast_forbidden"] = True


@cast_restrictions.register
def cannot_cast(state: State, cards: Cards, name: str, definition: dict[str, Any]) -> str | None:
    """A player an effect forbids to cast spells casts none, whatever would allow it (101.2)."""
    if state["players"][name].get("cast_forbidden"):
        return f"an effect says {name} can't cast spells this turn, and the \"can't\" prevails (101.2)"
    return None


@watch(Cleanup)
def forbiddance_ends(state: State, cards: Cards, event: Cleanup) -> None:
    """The kit's prohibition lasts the turn (514.2)."""
    for player in state["players"].values():
        player.pop("cast_forbidden", None)
    for _, obj in battlefield(state):
        obj.pop("block_forbidden", None)


@instruction("forbid-blocking", targets={"Entity"})
def forbid_blocking(do: Instruction) -> None:
    """Its target Entity can't block this turn: the effect states a quality of the Entity and
    grants it no ability (113.10, 101.2)."""
    do.aimed["object"]["block_forbidden"] = True


@block_restrictions.register
def cannot_block(state: State, cards: Cards, obj: Obj) -> str | None:
    """An Entity an effect says can't block this turn blocks nothing, whatever abilities it has
    gained or lost since: the quality is the effect's, not an ability of the Entity's (113.10,
    101.2)."""
    if obj.get("block_forbidden"):
        return (f"an effect says {obj['card']!r} can't block this turn, and the \"can't\" prevails "
                "(101.2, 113.10)")
    return None
