"""725 The Conclave Seat (deferred): a designation one player at most holds (725.1).

No one holds it until an effect seats a player — in the kit, ``take-conclave-seat``: its
controller takes the Seat, unseating whoever held it. Two inherent triggered abilities attend
the Seat, controlled by the seated player as they trigger (725.2): at the beginning of the
seated player's end step, that player draws a card; whenever an Entity deals combat damage to
the seated player, that Entity's controller takes the Seat. State: ``conclave`` — ``seated``,
the holder; on the stack the Seat's abilities are ``{"kind": "ability", "card": "Conclave
Seat", "ability": "Conclave draw" or "Conclave seizure"}``. A seated player leaving the game
(725.3) is left to the multiplayer variants the rulebook defers to (725.4)."""

from __future__ import annotations

from adjudicator.engine import Decisions
from adjudicator.games.nodawn.concepts.drawing import draw_cards
from adjudicator.games.nodawn.core.events import CombatDamageDealt, StepBegan, watch
from adjudicator.games.nodawn.core.instructions import Instruction, instruction
from adjudicator.games.nodawn.core.objects import Cards, Obj, State
from adjudicator.games.nodawn.core.stack import RESOLVERS
from adjudicator.games.nodawn.core.triggers import trigger

SEAT = "conclave"
CARD = "Conclave Seat"  # how the Seat's abilities are named on the stack; no card of the kit
DRAW = "Conclave draw"
SEIZURE = "Conclave seizure"


def seated(state: State) -> str | None:
    """Who holds the Conclave Seat, if anyone (725.1)."""
    return (state.get(SEAT) or {}).get("seated")


def take_seat(state: State, player: str) -> None:
    """The player takes the Seat: there is one, and seating them unseats its holder (725.1)."""
    state[SEAT] = {"seated": player}


@instruction("take-conclave-seat")
def seat_controller(do: Instruction) -> None:
    """Its controller takes the Conclave Seat (725.1)."""
    take_seat(do.state, do.controller)


@watch(StepBegan)
def seated_end_step(state: State, cards: Cards, event: StepBegan) -> None:
    """At the beginning of the seated player's end step, the Seat's draw triggers (725.2)."""
    holder = seated(state)
    if (event.phase, event.step) == ("ending", "end") and holder == event.active:
        trigger(state, holder, CARD, DRAW)


@watch(CombatDamageDealt)
def seat_struck(state: State, cards: Cards, event: CombatDamageDealt) -> None:
    """Each Entity dealing combat damage to the seated player triggers the Seat's seizure, under
    the seated player's control, for that Entity's controller (725.2)."""
    holder = seated(state)
    for controller, _source, recipient, amount in event.dealt:
        if holder and recipient.get("kind") == "master" and recipient.get("player") == holder and amount:
            trigger(state, holder, CARD, SEIZURE, [controller])


@RESOLVERS.register(DRAW)
def resolve_draw(state: State, cards: Cards, obj: Obj, decisions: Decisions) -> None:
    """The player seated as it triggered draws a card (725.2)."""
    draw_cards(state, cards, obj["controller"], 1, decisions)


@RESOLVERS.register(SEIZURE)
def resolve_seizure(state: State, cards: Cards, obj: Obj, decisions: Decisions) -> None:
    """The striking Entity's controller takes the Seat, if still in the game (725.2, 725.1)."""
    taker = obj["refers"][0]
    if state["players"][taker]["status"] == "playing":
        take_seat(state, taker)
