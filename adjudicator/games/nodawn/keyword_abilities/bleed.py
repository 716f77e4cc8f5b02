"""702.21 Bleed N: an activated ability of the card in its owner's hand — "N Vitae, discard
this card: draw a card". The ``activate`` action names a card the player holds and does not
control on the battlefield; the ability goes on the stack as ``"ability": "Bleed"``."""

from __future__ import annotations

from typing import Any

from adjudicator.engine import Decisions
from adjudicator.games.nodawn.concepts.drawing import draw_cards
from adjudicator.games.nodawn.concepts.vitae import pay_cost
from adjudicator.games.nodawn.core.hooks import activations_elsewhere
from adjudicator.games.nodawn.core.keywords import define, keyword_number
from adjudicator.games.nodawn.core.objects import Cards, Obj, State
from adjudicator.games.nodawn.core.stack import RESOLVERS
from adjudicator.games.nodawn.core.state import give_priority
from adjudicator.games.nodawn.core.triggers import ability_object
from adjudicator.games.nodawn.core.zones import discard_card

define("Bleed", "702.21a", __name__)


def bleeds(state: State, cards: Cards, name: str, card: str) -> bool:
    """Whether the player holds the card in hand and it has Bleed (702.21a)."""
    definition = cards.get(card)
    return (definition is not None and keyword_number(definition, "Bleed") is not None
            and any(o["card"] == card for o in state["players"][name]["zones"]["hand"]))


@activations_elsewhere.register
def bleed(state: State, cards: Cards, act: dict[str, Any], decisions: Decisions) -> bool:
    """Activate Bleed from hand (702.21a, 602.3): pay its Vitae (the pool, or ``from_master`` from
    the vein) and discard the card as the cost, then the ability goes on the stack and its
    activator receives priority (117.3a) — even if an effect changed what the discard did, the
    cost counts as paid (118.11). Whether the card could bleed."""
    name, card = act["player"], act["card"]
    if not bleeds(state, cards, name, card):
        return False
    price = keyword_number(cards[card], "Bleed") or 0
    pay_cost(state, name, {"vitae": price}, act.get("from_master", 0), decisions)  # 601.2h
    # 701.10a: discarded as the cost — a discard like any other, which a replacement may change;
    # the cost is paid all the same (118.11)
    discard_card(state, cards, name, card, decisions)
    state["zones"]["stack"].append(ability_object(name, card, "Bleed"))
    give_priority(state, name)
    return True


@RESOLVERS.register("Bleed")
def resolve_bleed(state: State, cards: Cards, obj: Obj, decisions: Decisions) -> None:
    """Its controller draws a card (702.21a)."""
    draw_cards(state, cards, obj["controller"], 1, decisions)
