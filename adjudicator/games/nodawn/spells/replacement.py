"""614 Replacement effects: how a permanent enters — "this enters drained", "this enters with N
counters" (614.6a, 614.6b), read from a card's ``enters`` — and the "instead" effects of static
abilities (614.1, 614.2), ``statics`` entries ``kind = "replace"``:

* ``event``: what they watch — ``to-spoils`` (a card would be put into a Spoils from anywhere),
  ``dies`` (this permanent would die), ``draw`` (its controller would draw a card),
  ``add-vitae`` (Vitae would be added to its controller's pool), ``discard`` (its controller
  would discard a card: an event containing the card's move to the Spoils, 616.2);
* ``instead``: what happens instead — ``void`` or ``domain-bottom`` (the card goes there),
  ``draw`` (draw that many cards), ``draw-two`` (draw two cards), ``spoils-to-hand`` (the top
  card of the Spoils returns to the hand), ``nothing`` (a skip).

Each applies once to an event and what it produced (614.3); of several, the affected player
chooses the order (616.1, ``core.replacement.happen``). Only permanents on the battlefield and
in the open have them working (604.2). Statics ``kind = "double-damage"`` double the damage of
each event from a source their controller controls, before prevention (614.1a, 614.3).

Control of an arrival (616.1b): a static ``kind = "enter-control"`` — "if an Entity would enter
the battlefield under an opponent's control, it enters under your control instead" — decides who
controls an entering Entity before any other effect modifying its arrival is applied, so those
are applied, and their choices made, by its new controller.

Redirection (614.6f): the instruction ``redirect`` — "until end of turn, damage that would be
dealt to you is dealt to target Entity, Companion or Haven instead" — keeps the new recipient
as its controller's ``redirect_to``; damage to their Master is dealt to it instead, and to the
Master after all if that permanent has left the battlefield."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from adjudicator.engine import Decisions
from adjudicator.games.nodawn.core.events import Cleanup, watch
from adjudicator.games.nodawn.core.hooks import printed_and_granted_statics, prohibitions
from adjudicator.games.nodawn.core.instructions import Instruction, instruction
from adjudicator.games.nodawn.core.layers import characteristics
from adjudicator.games.nodawn.core.objects import Cards, Obj, State, battlefield, find_permanent, name_of
from adjudicator.games.nodawn.core.replacement import (
    REPLACEMENTS,
    Event,
    Replacement,
    affected_player,
    damage_increases,
    entering,
    entry_control,
    redirections,
)


@entering.register
def arrive(state: State, cards: Cards, controller: str, obj: Obj, decisions: Decisions) -> None:
    """"This enters drained" and "this enters with N counters" modify the arrival itself: it is
    never on the battlefield otherwise, and enter-triggers see it as it arrives (614.6a, 614.6b)."""
    enters = characteristics(cards, obj).get("enters", {})
    if enters.get("drained"):
        obj["drained"] = True
    for kind, n in enters.get("counters", {}).items():
        if n > 0:
            obj["counters"][kind] = obj["counters"].get(kind, 0) + n


def watches(static: dict[str, Any], event: Event, controller: str, source: Obj) -> bool:
    """Whether a static "instead" effect applies to this event (614.1)."""
    watched = static["event"]
    if event["kind"] == "to-zone" and event["zone"] == "spoils":
        if watched == "to-spoils":
            return True
        return watched == "dies" and event.get("from") == "battlefield" and event.get("object") is source
    if event["kind"] in ("draw", "add-vitae", "discard"):
        return watched == event["kind"] and event["player"] == controller
    return False


def instead(state: State, static: dict[str, Any], event: Event) -> list[Event]:
    """The events that happen in place of this one (614.1, 614.2)."""
    what = static["instead"]
    if what in ("void", "domain-bottom"):
        return [{**event, "zone": what}]
    if what == "draw":
        return [{"kind": "draw", "player": event["player"]} for _ in range(event.get("amount", 1))]
    if what == "draw-two":
        return [{"kind": "draw", "player": event["player"]}] * 2
    if what == "spoils-to-hand":
        spoils = state["players"][event["player"]]["zones"]["spoils"]
        if not spoils:
            return []
        card = spoils.pop()["card"]
        return [{"kind": "to-zone", "card": card, "owner": event["player"], "zone": "hand", "from": "spoils"}]
    return []  # "nothing": a skip (614.2)


@prohibitions.register
def cant(state: State, cards: Cards, kind: str) -> str | None:
    """A static "can't" of a permanent on the battlefield (``kind = "prohibit"``, ``what``):
    not a replacement, but the event can't happen, and a cost including it can't be paid
    (614.9)."""
    for controller, source in battlefield(state):
        if source.get("sheltered"):
            continue
        for static in printed_and_granted_statics(characteristics(cards, source)):
            if static["kind"] == "prohibit" and static.get("what") == kind:
                return f"{name_of(controller, source)} says no one can {kind} (614.9)"
    return None


@REPLACEMENTS.register
def self_replacement(state: State, cards: Cards, event: Event) -> list[Replacement]:
    """What the moving instruction itself says happens instead — "destroy it; if it is Sacred,
    banish it instead" (``instead = { race, zone }``): a self-replacement, which applies before
    any other replacement effect (614.7, 616.1a)."""
    own = event.get("own")
    obj = event.get("object")
    if not own or obj is None or characteristics(cards, obj).get("race") != own.get("race"):
        return []
    moved = {k: v for k, v in event.items() if k != "own"}
    return [Replacement("own", "its own instruction", affected_player(event),
                        lambda e: [{**moved, "zone": own["zone"]}], self_replacement=True)]


@REPLACEMENTS.register
def static_replacements(state: State, cards: Cards, event: Event) -> list[Replacement]:
    """The "instead" effects of the static abilities of permanents on the battlefield that would
    modify this event (614.1)."""
    found = []
    for controller, source in battlefield(state):
        if source.get("sheltered"):
            continue
        for index, static in enumerate(printed_and_granted_statics(characteristics(cards, source))):
            if static["kind"] == "replace" and watches(static, event, controller, source):
                name = f"{name_of(controller, source)}'s ability"
                found.append(Replacement(f"{id(source)}:{index}", name, affected_player(event),
                                         _replacing(state, static)))
    return found


def _replacing(state: State, static: dict[str, Any]) -> Callable[[Event], list[Event]]:
    return lambda event: instead(state, static, event)


@damage_increases.register
def doublers(state: State, cards: Cards, controller: str, amount: int) -> int:
    """Statics ``kind = "double-damage"``: a source its controller controls deals double that
    damage instead. Each applies once to the event, so two make it four times as much and
    never more (614.3); a sheltered source stands in no field."""
    for source in state["players"][controller]["zones"]["battlefield"]:
        if source.get("sheltered"):
            continue
        for static in printed_and_granted_statics(characteristics(cards, source)):
            if static["kind"] == "double-damage":
                amount *= 2
    return amount


@instruction("redirect", targets={"Entity", "Companion", "Haven"})
def redirect_to(do: Instruction) -> None:
    """Until end of turn, damage that would be dealt to its controller's Master is dealt to the
    target instead (614.6f, 614.1)."""
    do.player["redirect_to"] = name_of(do.aimed["player"], do.aimed["object"])


@redirections.register
def bodyguard(state: State, cards: Cards, recipient: dict[str, Any]) -> dict[str, Any] | None:
    """Damage to a Master whose player redirects it goes to the new recipient, if it is still on
    the battlefield; if it is gone, the redirection does nothing (614.6f)."""
    if recipient["kind"] != "master":
        return None
    text = state["players"][recipient["player"]].get("redirect_to")
    found = find_permanent(state, text) if text else None
    if found is None:
        return None
    owner, obj = found
    return {"kind": "permanent", "player": owner, "object": obj, "type": characteristics(cards, obj)["type"]}


@watch(Cleanup)
def redirections_end(state: State, cards: Cards, event: Cleanup) -> None:
    """The redirection lasts until end of turn (514.2a)."""
    for player in state["players"].values():
        player.pop("redirect_to", None)


@entry_control.register
def usurped_arrival(state: State, cards: Cards, controller: str, obj: Obj) -> str | None:
    """An Entity that would enter under an opponent of this static's controller enters under its
    controller's instead (616.1b, 614.1)."""
    if characteristics(cards, obj)["type"] != "Entity":
        return None
    for taker, source in battlefield(state):
        if taker == controller or source.get("sheltered"):
            continue
        statics = printed_and_granted_statics(characteristics(cards, source))
        if any(s["kind"] == "enter-control" for s in statics):
            return taker
    return None
