"""610.3 "Until" banishments: ``banish-until-leaves`` banishes the target permanent until the
permanent whose ability it is leaves the battlefield. Immediately after that, a second one-shot
effect returns the card to the battlefield under its owner's control, a new object (400.7).
If that permanent has already left by the time the banishment would happen, the target never
moves. What such a permanent holds is ``holding`` on it: the cards and their owners."""

from __future__ import annotations

from adjudicator.games.nodawn.core.events import LeftBattlefield, watch
from adjudicator.games.nodawn.core.instructions import Instruction, instruction
from adjudicator.games.nodawn.core.objects import Cards, State, find_permanent
from adjudicator.games.nodawn.core.state import PERMANENT_TYPES, permanent
from adjudicator.games.nodawn.core.zones import leave_battlefield, owner_of, put_onto_battlefield

HOLDING = "holding"


@instruction("banish-until-leaves", targets=set(PERMANENT_TYPES))
def banish_until(do: Instruction) -> None:
    """Banish the target until the ability's permanent leaves the battlefield (610.3); if it has
    left already, nothing moves."""
    if do.origin is None or do.origin.get("kind") != "ability":
        return
    found = find_permanent(do.state, do.origin["source"])
    if found is None:
        return  # 610.3: the stated event has already happened
    target = do.aimed["object"]
    owner = owner_of(target, do.aimed["player"])
    found[1].setdefault(HOLDING, []).append({"card": target["card"], "owner": owner})
    leave_battlefield(do.state, do.cards, [(do.aimed["player"], target)], "void", do.decisions)


@watch(LeftBattlefield)
def release(state: State, cards: Cards, event: LeftBattlefield) -> None:
    """A permanent holding banished cards left the battlefield: each comes back from its owner's
    Void to the battlefield under its owner's control, together (610.3), its arrival modified as
    any other — "as this enters" choices are asked of its owner then, with the decisions of the
    action in which the holder left (614.8, 616.1c)."""
    for _, obj in event.moved:
        for held in obj.pop(HOLDING, []):
            void = state["players"][held["owner"]]["zones"]["void"]
            card = next((c for c in reversed(void) if c["card"] == held["card"]), None)
            if card is None:
                continue
            void.remove(card)
            arrival = permanent(cards[held["card"]], held["owner"])
            put_onto_battlefield(state, cards, held["owner"], arrival, event.decisions)
