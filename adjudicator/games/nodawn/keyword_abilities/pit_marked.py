"""702.24 Pit-marked N: a static ability working from the hand as its owner seals the Pit: the
card may be cast for N Vitae instead of being sealed (407.6, 614.6e). Announced with the seal —
the drop action's ``pit_marked`` — it is part of that one action: the seal's other cards yield
their Vitae first, which may pay for it, it yields none itself and never rests in the Pit, the
drop is spent all the same, and a seal whose marked casts could not be paid is refused whole
(702.24a). It is cast after the seal resolves and the Drop-rites have triggered (601.12d)."""

from __future__ import annotations

from adjudicator.engine import Decisions, Refused
from adjudicator.games.nodawn.concepts.vitae import can_pay_in_full, pay_cost, pool_total
from adjudicator.games.nodawn.core.events import SpellCast, emit
from adjudicator.games.nodawn.core.hooks import seal_casts, seal_marks
from adjudicator.games.nodawn.core.keywords import define, keyword_number
from adjudicator.games.nodawn.core.objects import Cards, State
from adjudicator.games.nodawn.core.state import give_priority

define("Pit-marked", "702.24a", __name__)


@seal_marks.register
def marks_allowed(state: State, cards: Cards, name: str, batch: list[str], marked: list[str]) -> None:
    """Only cards of the batch that have Pit-marked may be cast off it, and only if the batch's
    other Vitae, the pool and — while it is open — the Master's vein can pay for all of them
    (702.24a, 106.5b)."""
    rest = list(batch)
    for card in marked:
        if card not in rest:
            raise Refused(f"{card!r} is not in the batch being sealed (614.6e)")
        rest.remove(card)
        if keyword_number(cards[card], "Pit-marked") is None:
            raise Refused(f"{card!r} has no Pit-marked: it can only be sealed (702.24a)")
    owed = sum(keyword_number(cards[c], "Pit-marked") or 0 for c in marked)
    sealed = sum(cards[c]["blood_seal"] for c in rest)
    if not can_pay_in_full(state, state["players"][name], owed - sealed):  # a surplus asks nothing
        raise Refused(f"the marked casts cost {owed} Vitae, and the seal's {sealed}, the pool and the "
                      "vein (shut while the Master shelters) cannot fund them (702.24a, 106.5b)")


@seal_casts.register
def cast_marked(state: State, cards: Cards, name: str, card: str, decisions: Decisions) -> bool:
    """Cast the marked card from the seal for its Pit-marked cost, pool first, the rest from
    the vein (702.24a, 601.2h); it is cast (601.2i)."""
    price = keyword_number(cards[card], "Pit-marked")
    hand = state["players"][name]["zones"]["hand"]
    held = next((o for o in hand if o["card"] == card), None)
    if price is None or held is None:
        return False
    hand.remove(held)
    pay_cost(state, name, {"vitae": price}, price - min(price, pool_total(state["players"][name])), decisions)
    state["zones"]["stack"].append({"kind": "spell", "card": card, "controller": name, "targets": []})
    emit(state, cards, SpellCast(name, card, cards[card]["type"]))
    give_priority(state, name)
    return True
