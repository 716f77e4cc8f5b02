"""709 The second death. Laying to rest (709.2): as an Entity would be put into a Spoils from the
battlefield, its undertaker — the controller of the source of the lethal damage (the latest to
wound it, ``wounded_by``, 704.5j, 704.5k), or of the effect that destroyed it — may pay 1 Vitae
to put it into the Void instead: a replacement effect (614), offered once, as the death happens
(decision ``rest``, ``"pay"`` or ``"decline"``; not asked of one who cannot pay), the Vitae from
the pool and any shortfall from the vein (106.5b). Laid to rest it does not die (700.6). A death
with no undertaker — a sacrifice, a Room shortage, a fall to 0 Vigor — offers no rites. Several
state checks finding one Entity make one death, and the rites are offered once (704.6).
Stilling a card in a Spoils (709.4): a designation, not a counter, kept as long as the card stays
in that Spoils, that silences its own abilities from there (its Revenant, Recall and Exhume:
keyword_abilities/) while other cards' effects may still move it."""

from __future__ import annotations

from adjudicator.engine import Decisions
from adjudicator.games.nodawn.concepts.vitae import can_pay_in_full, pay_cost, pool_total
from adjudicator.games.nodawn.core.instructions import Instruction, instruction
from adjudicator.games.nodawn.core.layers import characteristics
from adjudicator.games.nodawn.core.objects import Cards, State
from adjudicator.games.nodawn.core.replacement import REPLACEMENTS, Event, Replacement

RITES = "the rites of disposal"


@instruction("still", targets={"player"})
def still(do: Instruction) -> None:
    """Still every card in the target player's Spoils (709.4)."""
    for lying in do.state["players"][do.aimed["player"]]["zones"]["spoils"]:
        lying["stilled"] = True


def undertaker(state: State, cards: Cards, event: Event) -> str | None:
    """Who may lay this Entity to rest: the player whose damage or effect is putting it into the
    Spoils from the battlefield, if one is and they are still in the game (709.2)."""
    by = event.get("by")
    if event.get("kind") != "to-zone" or event.get("from") != "battlefield" or event.get("zone") != "spoils":
        return None
    if by is None or state["players"][by]["status"] != "playing":
        return None
    obj = event.get("object")
    if obj is None or characteristics(cards, obj)["type"] != "Entity":
        return None
    return str(by)


@REPLACEMENTS.register
def laying_to_rest(state: State, cards: Cards, event: Event) -> list[Replacement]:
    """The undertaker who can pay 1 Vitae is offered the rites as the Entity would be put into the
    Spoils (709.2)."""
    by = undertaker(state, cards, event)
    if by is None or not can_pay_in_full(state, state["players"][by], 1):
        return []
    decisions: Decisions | None = event.get("decisions")

    def rites(moving: Event) -> list[Event]:
        """Pay 1 Vitae and the Entity goes to the Void instead; decline, and it lies down
        restless in the Spoils (709.2)."""
        if decisions is None or decisions.take("rest", by, ["pay", "decline"]) != "pay":
            return [moving]
        payer = state["players"][by]
        pay_cost(state, by, {"vitae": 1}, 1 - min(1, pool_total(payer)), decisions)
        return [{**moving, "zone": "void"}]

    return [Replacement("laying-to-rest", RITES, str(event.get("controller") or by), rites)]
