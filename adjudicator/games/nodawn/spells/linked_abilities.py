"""607 Linked abilities (※ proposed), 406.3-406.4 the Void's piles: ``banish-linked`` banishes
the target permanent and notes it with the ability's permanent (``banished_with``);
``return-linked`` — "the cards banished with this" — returns those cards, and only those, from
their owners' Voids to the battlefield under their owners' control, as new objects. The second
ability sees only what the first did, never what another ability banished (607.1, 607.2a,
406.4); with nothing banished that way it refers to nothing and does nothing (607.3). The note
lives on the permanent: when it leaves the battlefield the link is gone with it (400.7)."""

from __future__ import annotations

from adjudicator.games.nodawn.core.instructions import Instruction, instruction
from adjudicator.games.nodawn.core.objects import find_permanent
from adjudicator.games.nodawn.core.state import PERMANENT_TYPES, permanent
from adjudicator.games.nodawn.core.zones import leave_battlefield, owner_of, put_onto_battlefield

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
