"""708 Face-down spells and permanents, and 701.21 turning face up (116.2d, 708.8): a player may
turn a face-down permanent they control face up as a special action, any time they hold
priority — no stack, nothing to answer — by meeting the turn-up condition of the rule that laid
it down (``hooks.face_up_doors``, by the permanent's ``laid``): Transmute's or Masquerade's cost,
or its own cost for an Entity card laid by Evidence or Shroud. A card turned down by an effect,
a dormant Sleeper (woken by its own rule, 702.39b) and a non-Entity laid by Evidence have no
such door. The guise is layer 1b (spells/copiable_values.py, 613.2); a face-down card's printed
abilities are dormant (600.6, 603.13); turned face up it is itself again, with whatever rode it
still riding it, and it does not enter (708.8a, core.zones.turn_face)."""

from __future__ import annotations

from typing import Any

from adjudicator.engine import Decisions, Refused
from adjudicator.games.nodawn.concepts.vitae import pay_cost
from adjudicator.games.nodawn.core.actions import action
from adjudicator.games.nodawn.core.hooks import face_up_doors
from adjudicator.games.nodawn.core.objects import Cards, Obj, State, own_permanents
from adjudicator.games.nodawn.core.state import give_priority
from adjudicator.games.nodawn.core.zones import turn_face


def door(cards: Cards, obj: Obj) -> dict[str, Any] | None:
    """What turning this face-down permanent face up costs, or None if nothing may turn it up
    so: the rule that laid it down says (708.8)."""
    opens = face_up_doors.get(obj.get("laid"))
    return opens(cards, obj) if opens is not None else None


@action("turn-face-up")
def turn_face_up(state: State, cards: Cards, ruleset: str, act: dict[str, Any],
                 decisions: Decisions) -> None:
    """Turn a face-down permanent one controls face up, paying its turn-up cost, with priority
    and without the stack (116.2d, 701.21a, 708.8); the player holds priority after it."""
    name, card = act["player"], act["card"]
    if state["turn"]["priority"] != name:
        raise Refused(f"{name} does not hold priority: a permanent is turned face up only by a "
                      "player who does (116.2d, 701.21a)")
    hidden = [o for o in own_permanents(state, name, card) if o.get("face_down")]
    if not hidden:
        raise Refused(f"{name} controls no face-down {card!r} (701.21a)")
    obj = hidden[0]
    cost = door(cards, obj)
    if cost is None:
        laid = obj.get("laid") or "an effect"
        raise Refused(f"{card!r} was laid face down by {laid}, which opens no door to turn it "
                      "face up (708.8)")
    pay_cost(state, name, cost, act.get("from_master", 0), decisions)
    turn_face(state, cards, name, obj, down=False)
    give_priority(state, name)
