"""702.27 Scholarship: whenever its controller casts a non-Entity spell, the permanent gets
+1/+0 until end of turn."""

from __future__ import annotations

from adjudicator.engine import Decisions
from adjudicator.games.nodawn.core.events import SpellCast, watch
from adjudicator.games.nodawn.core.keywords import define, has
from adjudicator.games.nodawn.core.objects import Cards, Obj, State, battlefield
from adjudicator.games.nodawn.core.stack import RESOLVERS
from adjudicator.games.nodawn.core.triggers import trigger
from adjudicator.games.nodawn.spells.continuous import boost_source

define("Scholarship", "702.27a", __name__)


@watch(SpellCast)
def scholarship(state: State, cards: Cards, event: SpellCast) -> None:
    """A non-Entity spell cast: each of the caster's permanents with Scholarship triggers
    (702.27a, 601.2i)."""
    if event.kind == "Entity":
        return
    for name, obj in battlefield(state):
        if name == event.caster and has(cards, obj, "Scholarship"):
            trigger(state, name, obj, "Scholarship")


@RESOLVERS.register("Scholarship")
def resolve_scholarship(state: State, cards: Cards, obj: Obj, decisions: Decisions) -> None:
    """Its source gets +1/+0 until end of turn (702.27a)."""
    boost_source(state, obj, 1, 0)
