"""702.46 Revenant N: from its owner's Spoils, at the beginning of their upkeep on a Night
round, its owner may pay N Vitae to return it to the battlefield; it comes back restless, and
its next departure is replaced by banishment to the Void, the second death (702.46a, 709.5). A
stilled card's Revenant is silent (702.46b, 709.4). The trigger goes on the stack as
``"ability": "Revenant"``; the returned Entity carries ``restless``."""

from __future__ import annotations

from typing import Any

from adjudicator.engine import Decisions
from adjudicator.games.nodawn.concepts.vitae import pays_when_asked
from adjudicator.games.nodawn.core.events import StepBegan, watch
from adjudicator.games.nodawn.core.keywords import define, keyword_number
from adjudicator.games.nodawn.core.objects import Cards, Obj, State
from adjudicator.games.nodawn.core.replacement import REPLACEMENTS, Event, Replacement, affected_player
from adjudicator.games.nodawn.core.stack import RESOLVERS
from adjudicator.games.nodawn.core.state import permanent
from adjudicator.games.nodawn.core.triggers import trigger
from adjudicator.games.nodawn.core.zones import put_onto_battlefield

define("Revenant", "702.46a", __name__)


def _restless_cards(state: State, cards: Cards, name: str) -> list[dict[str, Any]]:
    """The cards with Revenant lying unstilled in the player's Spoils (702.46a, 702.46b)."""
    return [o for o in state["players"][name]["zones"]["spoils"]
            if keyword_number(cards[o["card"]], "Revenant") is not None and not o.get("stilled")]


@watch(StepBegan)
def at_night_upkeep(state: State, cards: Cards, event: StepBegan) -> None:
    """At the beginning of its owner's upkeep on a Night round, each card with Revenant in their
    Spoils triggers (702.46a, 603.2b)."""
    if (event.phase, event.step) != ("beginning", "upkeep") or state["world"]["type"] != "night":
        return
    for lying in _restless_cards(state, cards, event.active):
        trigger(state, event.active, lying["card"], "Revenant")


@RESOLVERS.register("Revenant")
def resolve_revenant(state: State, cards: Cards, obj: Obj, decisions: Decisions) -> None:
    """If the card still lies unstilled in its owner's Spoils, they may pay its Revenant cost —
    decision ``revenant``, ``"pay"`` or ``"decline"``, asked only of one who can pay in full —
    and it returns to the battlefield, restless (702.46a, 603.4)."""
    name, card = obj["controller"], obj["card"]
    lying = next((o for o in _restless_cards(state, cards, name) if o["card"] == card), None)
    if lying is None:
        return
    if not pays_when_asked(state, name, keyword_number(cards[card], "Revenant") or 0, "revenant",
                           decisions):
        return
    state["players"][name]["zones"]["spoils"].remove(lying)
    risen = permanent(cards[card], name)
    risen["restless"] = True
    put_onto_battlefield(state, cards, name, risen, decisions)


@REPLACEMENTS.register
def second_death(state: State, cards: Cards, event: Event) -> list[Replacement]:
    """A restless Entity that would leave the battlefield for anywhere but the Void is banished
    instead (702.46a, 709.5, 614.1)."""
    obj = event.get("object")
    if event["kind"] != "to-zone" or event.get("from") != "battlefield" or obj is None \
            or not obj.get("restless") or event["zone"] == "void":
        return []
    return [Replacement(f"revenant:{id(obj)}", f"{obj['card']}'s second death", affected_player(event),
                        lambda e: [{**e, "zone": "void"}])]
