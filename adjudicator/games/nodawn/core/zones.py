"""Permanents entering and leaving the battlefield (403, 603.6), with the events they raise.

Putting a permanent onto the battlefield applies what modifies it as it enters (614.6), then
raises :class:`~.events.Entered` for its enters-triggers (603.6a). Taking permanents off it —
destroyed, sacrificed (701.12a), banished, put into the Spoils by a state check — raises
:class:`~.events.LeftBattlefield` and, for the Spoils, :class:`~.events.Died` (603.6c).
"""

from __future__ import annotations

from adjudicator.engine import Decisions
from adjudicator.games.nodawn.core.events import Died, Entered, LeftBattlefield, emit
from adjudicator.games.nodawn.core.objects import Cards, Obj, Placed, State, battlefield
from adjudicator.games.nodawn.core.replacement import destination, entering


def put_onto_battlefield(state: State, cards: Cards, controller: str, obj: Obj,
                         decisions: Decisions) -> None:
    """A permanent enters under its controller's control (608.7b): it is modified as it enters
    (614.6a, 614.6b), then its enters-triggers see it as it arrived (603.6a)."""
    state["players"][controller]["zones"]["battlefield"].append(obj)
    for modify in entering:
        modify(state, cards, controller, obj, decisions)
    emit(state, cards, Entered(controller, obj))


def leave_battlefield(state: State, cards: Cards, moved: list[Placed], zone: str) -> list[Placed]:
    """Move permanents from the battlefield to a zone of their owners' (the card only, its
    status and counters gone, 122.3), or where a replacement sends them instead; into the
    Spoils they die (603.6c, 700.6). The battlefield as it stood before, for look-back triggers
    (603.10)."""
    before = battlefield(state)
    gone: dict[str, list[Placed]] = {}
    dead: list[Placed] = []
    for controller, obj in moved:
        where, dies = destination(state, cards, obj, zone)  # 614.1: a replacement may send it elsewhere
        field = state["players"][controller]["zones"]["battlefield"]
        field[:] = [o for o in field if o is not obj]  # this object, not an alike one
        owner = owner_of(obj, controller)  # a card goes to its owner's zone (108.3, 110.2)
        state["players"][owner]["zones"][where].append({"card": obj["card"]})
        gone.setdefault(where, []).append((controller, obj))
        if dies:
            dead.append((controller, obj))
    for where, placed in gone.items():
        emit(state, cards, LeftBattlefield(placed, where))
    if dead:
        emit(state, cards, Died(before, dead))
    return before


def owner_of(obj: Obj, controller: str) -> str:
    """A permanent's owner: the player named as its owner, else its controller (108.3, 400.3)."""
    return str(obj.get("owner", controller))
