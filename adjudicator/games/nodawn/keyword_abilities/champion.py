"""702.28 Champion: whenever one Entity its controller controls attacks alone, that Entity gets
+1/+1 until end of turn."""

from __future__ import annotations

from adjudicator.engine import Decisions
from adjudicator.games.nodawn.core.events import AttackersDeclared, watch
from adjudicator.games.nodawn.core.keywords import define, has
from adjudicator.games.nodawn.core.objects import Cards, Obj, State, find_permanent, name_of
from adjudicator.games.nodawn.core.stack import RESOLVERS
from adjudicator.games.nodawn.core.triggers import trigger
from adjudicator.games.nodawn.spells.continuous import boost

define("Champion", "702.28a", __name__)


@watch(AttackersDeclared)
def champion(state: State, cards: Cards, event: AttackersDeclared) -> None:
    """One Entity attacks alone: each Champion of its controller's triggers, blessing it
    (702.28a)."""
    field = state["players"][event.active]["zones"]["battlefield"]
    attackers = [o for o in field if o.get("attacking") is not None]
    if len(attackers) != 1:
        return
    alone = name_of(event.active, attackers[0])
    for obj in field:
        if has(cards, obj, "Champion"):
            trigger(state, event.active, obj, "Champion", [alone])


@RESOLVERS.register("Champion")
def resolve_champion(state: State, cards: Cards, obj: Obj, decisions: Decisions) -> None:
    """The lone attacker, if still there, gets +1/+1 until end of turn (702.28a)."""
    found = find_permanent(state, obj["refers"][0])
    if found is not None:
        boost(found[1], 1, 1)
