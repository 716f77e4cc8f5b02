"""702.33 Evidence N (and 702.34 Shroud N, which works as it does): the spell that has it puts
the top N cards of its controller's Domain onto the battlefield face down as nameless 2/2
Entities, each turned down before it enters, so nothing of its hidden face's arrival happens
(708.4); an Entity card so laid may be turned face up for its own cost at any priority, any
other stays face down until it leaves (701.21a, 708.8). The keyword carries the instruction
``lay-face-down`` (``amount``, ``laid``: the keyword); a Shroud guise also has Toll 2
(keyword_abilities/shroud.py, 708.2a)."""

from __future__ import annotations

from typing import Any

from adjudicator.games.nodawn.core.hooks import face_up_doors, spell_effects
from adjudicator.games.nodawn.core.instructions import Instruction, instruction
from adjudicator.games.nodawn.core.keywords import define, keyword_number
from adjudicator.games.nodawn.core.objects import Cards, Obj
from adjudicator.games.nodawn.core.state import permanent
from adjudicator.games.nodawn.core.zones import put_onto_battlefield

define("Evidence", "702.33a", __name__)


@spell_effects.register
def evidence(definition: dict[str, Any], marks: dict[str, Any]) -> list[dict[str, Any]]:
    """Evidence N: lay the top N cards of your Domain face down (702.33a)."""
    n = keyword_number(definition, "Evidence")
    return [{"effect": "lay-face-down", "amount": n, "laid": "Evidence"}] if n else []


@instruction("lay-face-down")
def lay_face_down(do: Instruction) -> None:
    """Put the top N cards of its controller's Domain onto the battlefield face down, as 2/2
    guises, one at a time, each turned down before it enters (702.33a, 702.34a, 708.4); a Domain
    of fewer gives what it has."""
    domain = do.player["zones"]["domain"]
    for _ in range(min(do.amount, len(domain))):
        card = domain.pop(0)["card"]
        obj = permanent({**do.cards[card], "type": "Entity"}, do.controller)
        obj.update(face_down=True, laid=do.effect["laid"])
        put_onto_battlefield(do.state, do.cards, do.controller, obj, do.decisions)


def own_cost(cards: Cards, obj: Obj) -> dict[str, Any] | None:
    """An Entity card laid face down by Evidence or Shroud turns face up for its own cost; a
    card of any other type has no such door (702.33a, 702.34a, 708.8)."""
    definition = cards[obj["card"]]
    return dict(definition.get("cost", {})) if definition["type"] == "Entity" else None


face_up_doors.register("Evidence")(own_cost)
face_up_doors.register("Shroud")(own_cost)
