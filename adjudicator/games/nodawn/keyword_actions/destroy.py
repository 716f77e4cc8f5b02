"""701.9 Destroy: a permanent goes from the battlefield to its owner's Spoils — unless it
can't be destroyed (702.12a, ``hooks.indestructible``). An Entity destroyed dies (603.6c)."""

from __future__ import annotations

from typing import Any

from adjudicator.engine import Decisions
from adjudicator.games.nodawn.core.hooks import indestructible
from adjudicator.games.nodawn.core.instructions import Instruction, instruction
from adjudicator.games.nodawn.core.layers import characteristics
from adjudicator.games.nodawn.core.objects import Cards, Obj, State, battlefield
from adjudicator.games.nodawn.core.state import PERMANENT_TYPES
from adjudicator.games.nodawn.core.zones import leave_battlefield


def destroy(state: State, cards: Cards, owner: str, obj: Obj, decisions: Decisions | None = None,
            own: dict[str, Any] | None = None, by: str | None = None) -> None:
    """Destroy a permanent (701.9a), with what the instruction itself says happens instead
    (``own``, 614.7), ``by`` the controller of the effect destroying it (709.2); one that can't
    be destroyed stays (702.12a)."""
    if indestructible.any(characteristics(cards, obj)):
        return
    leave_battlefield(state, cards, [(owner, obj)], "spoils", decisions, own=own,
                      by={id(obj): by} if by is not None else None)


@instruction("destroy", targets=set(PERMANENT_TYPES))
def destroy_target(do: Instruction) -> None:
    """Destroy target permanent (701.9a)."""
    destroy(do.state, do.cards, do.aimed["player"], do.aimed["object"], do.decisions,
            own=do.effect.get("instead"), by=do.controller)


@instruction("destroy-each-entity")
def destroy_each_entity(do: Instruction) -> None:
    """Destroy each Entity on the battlefield, all at once — only the battlefield's: Entity
    cards elsewhere are untouched (701.9a, 403.3, 609.2)."""
    doomed = [(n, o) for n, o in battlefield(do.state)
              if characteristics(do.cards, o)["type"] == "Entity" and not o.get("sheltered")
              and not indestructible.any(characteristics(do.cards, o))]
    if doomed:
        leave_battlefield(do.state, do.cards, doomed, "spoils", do.decisions,
                          by={id(o): do.controller for _, o in doomed})
