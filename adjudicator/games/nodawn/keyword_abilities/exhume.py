"""702.22 Exhume N: an activated ability of the Entity card in its owner's Spoils, at non-Power
speed — N Vitae: return it to the battlefield, not newly turned; it is banished at end of turn,
or in place of any earlier departure, though its death trigger still fires (404.5, 110.5d).
The ``activate`` action names a card in the player's Spoils; the ability goes on the stack as
``"ability": "Exhume"``; the raised Entity carries ``exhumed``."""

from __future__ import annotations

from typing import Any

from adjudicator.engine import Decisions, Refused
from adjudicator.games.nodawn.concepts.vitae import pay_cost
from adjudicator.games.nodawn.core.events import Cleanup, watch
from adjudicator.games.nodawn.core.hooks import activations_elsewhere
from adjudicator.games.nodawn.core.keywords import define, keyword_number
from adjudicator.games.nodawn.core.objects import Cards, Obj, State
from adjudicator.games.nodawn.core.replacement import REPLACEMENTS, Event, Replacement, affected_player
from adjudicator.games.nodawn.core.stack import RESOLVERS
from adjudicator.games.nodawn.core.state import give_priority, permanent
from adjudicator.games.nodawn.core.triggers import ability_object
from adjudicator.games.nodawn.core.zones import leave_battlefield, put_onto_battlefield

define("Exhume", "702.22a", __name__)


def _in_spoils(state: State, name: str, card: str) -> dict[str, Any] | None:
    return next((o for o in state["players"][name]["zones"]["spoils"] if o["card"] == card), None)


@activations_elsewhere.register
def exhume(state: State, cards: Cards, act: dict[str, Any], decisions: Decisions) -> bool:
    """Activate Exhume from the Spoils (702.22a, 602.3): only in its owner's own main phase with
    an empty stack, not while the world is against its binding (731.4a), and never for a stilled
    card (709.4); pay its Vitae (the pool, or
    ``from_master`` from the vein), and the ability goes on the stack. Whether the card could."""
    name, card = act["player"], act["card"]
    definition = cards.get(card)
    lying = _in_spoils(state, name, card)
    if definition is None or lying is None or keyword_number(definition, "Exhume") is None:
        return False
    turn = state["turn"]
    if turn["active"] != name or turn["phase"] not in ("main1", "main2") or state["zones"]["stack"]:
        raise Refused(f"{card!r} is Exhumed only at non-Power speed: its owner's main phase, with "
                      "an empty stack (702.22a)")
    binding = definition.get("binding")
    if binding and binding != state["world"]["type"]:
        raise Refused(f"{card!r} is {binding}-bound: its abilities cannot be activated on a "
                      f"{state['world']['type'].capitalize()} turn (731.4a)")
    if lying.get("stilled"):
        raise Refused(f"{card!r} is stilled: its own abilities cannot be used from the Spoils (709.4)")
    pay_cost(state, name, {"vitae": keyword_number(definition, "Exhume") or 0},
             act.get("from_master", 0), decisions)  # 601.2h
    state["zones"]["stack"].append(ability_object(name, card, "Exhume"))
    give_priority(state, name)
    return True


@RESOLVERS.register("Exhume")
def resolve_exhume(state: State, cards: Cards, obj: Obj, decisions: Decisions) -> None:
    """The card, if it still lies in its owner's Spoils, returns to the battlefield; it is not
    newly turned, for it rises hungry (702.22a, 110.5d)."""
    name, card = obj["controller"], obj["card"]
    lying = _in_spoils(state, name, card)
    if lying is None:
        return
    state["players"][name]["zones"]["spoils"].remove(lying)
    raised = permanent(cards[card], name)
    raised.update(exhumed=True, newly_turned=False)
    put_onto_battlefield(state, cards, name, raised, decisions)


@watch(Cleanup)
def banish_at_end_of_turn(state: State, cards: Cards, event: Cleanup) -> None:
    """At end of turn every exhumed Entity is banished to the Void (702.22a, 404.5, 406.6)."""
    for name in state["turn_order"]:
        raised = [(name, o) for o in state["players"][name]["zones"]["battlefield"] if o.get("exhumed")]
        if raised:
            leave_battlefield(state, cards, raised, "void")


@REPLACEMENTS.register
def banished_instead(state: State, cards: Cards, event: Event) -> list[Replacement]:
    """An exhumed Entity leaving the battlefield for anywhere but the Void is banished instead;
    one that would have died still fires its death trigger (702.22a, 404.5, 614.1)."""
    obj = event.get("object")
    if event["kind"] != "to-zone" or event.get("from") != "battlefield" or obj is None \
            or not obj.get("exhumed") or event["zone"] == "void":
        return []
    return [Replacement(f"exhume:{id(obj)}", f"{obj['card']}'s Exhume", affected_player(event),
                        lambda e: [{**e, "zone": "void", "dies": e.get("dies") or e["zone"] == "spoils"}])]
