"""607 Linked abilities (※ proposed), 406.3-406.4 the Void's piles: ``banish-linked`` banishes
the target permanent and notes it with the ability's permanent (``banished_with``);
``return-linked`` — "the cards banished with this" — returns those cards, and only those, from
their owners' Voids to the battlefield under their owners' control, as new objects. The second
ability sees only what the first did, never what another ability banished (607.1, 607.2a,
406.4); with nothing banished that way it refers to nothing and does nothing (607.3). The note
lives on the permanent: when it leaves the battlefield the link is gone with it (400.7).

Choices and notes (607.2b, 607.2d): ``enters = { choose = "race" }`` — as the permanent enters,
its controller chooses a Race (decision ``race``), kept on it as ``chosen`` — is linked to its
trigger ``chosen-race-enters``, "whenever an Entity of the chosen Race enters", a static and a
triggered ability printed together (603.11); a permanent for which no Race was ever chosen
refers to nothing (607.3). The instruction ``note`` with ``what = "hand"`` notes on its
permanent the number of cards in its controller's hand (``noted``), which an instruction with
``amount = "noted"`` of that same permanent reads (607.2d)."""

from __future__ import annotations

from adjudicator.engine import Decisions
from adjudicator.games.nodawn.core.events import Entered, watch
from adjudicator.games.nodawn.core.instructions import Instruction, instruction
from adjudicator.games.nodawn.core.keywords import known_races
from adjudicator.games.nodawn.core.layers import characteristics
from adjudicator.games.nodawn.core.objects import Cards, Obj, State, battlefield, find_permanent
from adjudicator.games.nodawn.core.replacement import entering
from adjudicator.games.nodawn.core.state import PERMANENT_TYPES, permanent
from adjudicator.games.nodawn.core.triggers import fire
from adjudicator.games.nodawn.core.zones import leave_battlefield, owner_of, put_card, put_onto_battlefield

NOTE = "banished_with"


@instruction("banish-linked", targets=set(PERMANENT_TYPES))
def banish_linked(do: Instruction) -> None:
    """Banish the target and note it with the ability's permanent (607.2a, 406.3)."""
    holder = _holder(do)
    target = do.aimed["object"]
    if holder is not None:
        owner = owner_of(target, do.aimed["player"])
        holder[1].setdefault(NOTE, []).append({"card": target["card"], "owner": owner})
    leave_battlefield(do.state, do.cards, [(do.aimed["player"], target)], "void", do.decisions)


@instruction("banish-piles-linked", targets={"player"})
def banish_piles_linked(do: Instruction) -> None:
    """Banish every Entity card in target player's Spoils and Void, noting each with the ability's
    permanent (607.2a, 406.3): a card of the Spoils goes to the Void; one already there changes no
    zone but becomes a new object that has just been banished — banished with this (406.5).
    Cards outside the game, a sideboard's, are untouched (400.10)."""
    holder = _holder(do)
    victim = do.aimed["player"]
    zones = do.state["players"][victim]["zones"]
    for pile in ("spoils", "void"):
        for card in [c for c in zones[pile] if do.cards[c["card"]]["type"] == "Entity"]:
            if holder is not None:
                holder[1].setdefault(NOTE, []).append({"card": card["card"], "owner": victim})
            if pile == "spoils":
                zones["spoils"].remove(card)
                put_card(do.state, do.cards, victim, card["card"], "void", "spoils", do.decisions)


@instruction("return-linked")
def return_linked(do: Instruction) -> None:
    """Return the cards banished with the ability's permanent to the battlefield under their
    owners' control, each still in its owner's Void (607.1, 406.4, 607.3)."""
    holder = _holder(do)
    if holder is None:
        return
    for noted in holder[1].pop(NOTE, []):
        void = do.state["players"][noted["owner"]]["zones"]["void"]
        card = next((c for c in reversed(void) if c["card"] == noted["card"]), None)
        if card is None:
            continue
        void.remove(card)
        arrival = permanent(do.cards[noted["card"]], noted["owner"])
        put_onto_battlefield(do.state, do.cards, noted["owner"], arrival, do.decisions)


def _holder(do: Instruction) -> tuple[str, dict] | None:
    """The permanent whose ability this instruction belongs to, if it is still there."""
    if do.origin is None or do.origin.get("kind") != "ability":
        return None
    return find_permanent(do.state, do.origin["source"])


@entering.register
def choose_as_it_enters(state: State, cards: Cards, controller: str, obj: Obj, decisions: Decisions) -> None:
    """"As this enters, choose a Race": its controller chooses, before it is on the battlefield
    with its abilities working (614.2, 603.6d, 614.8); the choice is noted on it (607.2b)."""
    if characteristics(cards, obj).get("enters", {}).get("choose") == "race":
        obj["chosen"] = {"race": str(decisions.take("race", controller, known_races(cards)))}


@watch(Entered)
def chosen_race_entered(state: State, cards: Cards, event: Entered) -> None:
    """An Entity entered: each permanent whose chosen Race it bears has its "whenever an Entity
    of the chosen Race enters" triggers trigger — the trigger linked to that choice, on that
    permanent (603.11, 607.2b, 607.3)."""
    entered = characteristics(cards, event.obj)
    if entered["type"] != "Entity" or not entered.get("race"):
        return
    for name, obj in battlefield(state):
        if (obj.get("chosen") or {}).get("race") == entered["race"]:
            fire(state, cards, [(name, obj)], "chosen-race-enters")


@instruction("note")
def note(do: Instruction) -> None:
    """Note on the ability's permanent the number of cards now in its controller's hand; the
    instruction linked to it reads that note, not the hand as it later is (607.2d, 611.2d)."""
    holder = _holder(do)
    if holder is not None and do.effect.get("what") == "hand":
        holder[1]["noted"] = len(do.player["zones"]["hand"])
