"""Keyword actions (701) as test abilities: destroy (701.9a, Deathless 702.12a), banish (701.6a),
discard (701.10a), erode (701.24a), double a Master's Vitae (701.26a), the counter with an
out clause (701.7a, 701.7b) and Foresee (701.16a).

Each is an ``effects`` entry of a card (docs/games/nodawn.md#test-card-kit) carried out by
``casting.apply_effect``; ``TARGETED`` says what each targets (115.2).
"""

from __future__ import annotations

from typing import Any

from adjudicator.engine import Decisions, EngineFault
from adjudicator.games.nodawn.state import PERMANENT_TYPES

Cards = dict[str, dict[str, Any]]

#: The keyword actions that take a target, and the kinds of thing each may target.
TARGETED: dict[str, set[str]] = {
    "destroy": set(PERMANENT_TYPES),
    "banish": set(PERMANENT_TYPES),
    "discard": {"player"},
    "erode": {"player"},
    "counter-unless": {"stack"},
}
EFFECTS = frozenset(TARGETED) | {"double-vitae", "foresee"}


def apply(state: dict[str, Any], cards: Cards, controller: str, effect: dict[str, Any],
          target: dict[str, Any] | None, decisions: Decisions) -> None:
    kind = effect["effect"]
    amount = effect.get("amount", 0)
    if kind == "destroy":
        assert target is not None
        destroy(state, cards, target["player"], target["object"])
    elif kind == "banish":
        assert target is not None
        banish(state, cards, target["player"], target["object"])
    elif kind == "discard":
        assert target is not None
        discard(state, target["player"], amount, decisions)
    elif kind == "erode":
        assert target is not None
        erode(state, target["player"], amount)
    elif kind == "double-vitae":
        double_vitae(state, controller)
    elif kind == "foresee":
        foresee(state, controller, amount, decisions)
    elif kind == "counter-unless":
        assert target is not None
        counter_unless(state, target["object"], amount, decisions)
    else:
        raise EngineFault(f"unknown keyword action {kind!r}")


def _leave_battlefield(state: dict[str, Any], cards: Cards, owner: str, obj: dict[str, Any],
                       zone: str) -> list[tuple[str, dict[str, Any]]]:
    """Move a permanent from the battlefield to its owner's zone; the Havens it held spill their
    residents (506.5a, 704.5n). The battlefield as it stood before, for look-back triggers."""
    from adjudicator.games.nodawn.shelter import expose

    before = [(n, o) for n in state["turn_order"] for o in state["players"][n]["zones"]["battlefield"]]
    state["players"][owner]["zones"]["battlefield"].remove(obj)
    state["players"][owner]["zones"][zone].append({"card": obj["card"]})
    expose(state, cards, [(owner, obj)])
    return before


def destroy(state: dict[str, Any], cards: Cards, owner: str, obj: dict[str, Any]) -> bool:
    """Destroy a permanent: it goes from the battlefield to the Spoils (701.9a) — unless it has
    Deathless, which can't be destroyed (702.12a). An Entity destroyed dies (603.6c)."""
    from adjudicator.games.nodawn.abilities import died, keyword_value

    if keyword_value(cards[obj["card"]], "Deathless") is not None:
        return False
    before = _leave_battlefield(state, cards, owner, obj, "spoils")
    died(state, cards, before, [(owner, obj)])
    return True


def banish(state: dict[str, Any], cards: Cards, owner: str, obj: dict[str, Any]) -> None:
    """Banish a permanent: it goes to the Void, Deathless or not (701.6a, 702.12a). It does not
    go to the Spoils, so it does not die."""
    _leave_battlefield(state, cards, owner, obj, "void")


def discard(state: dict[str, Any], name: str, amount: int, decisions: Decisions) -> None:
    """The player discards that many cards from hand to their Spoils, choosing which (701.10a):
    decision ``discard`` when the hand holds more than that many cards of two or more names;
    a smaller hand is discarded whole."""
    player = state["players"][name]
    hand = player["zones"]["hand"]
    if amount <= 0 or not hand:
        return
    names = [o["card"] for o in hand]
    if len(hand) <= amount or len(set(names)) == 1:
        chosen = names[:amount]
    else:
        answer = decisions.take("discard", name, sorted(set(names)))
        chosen = answer if isinstance(answer, list) else [answer]
        remaining = list(names)
        for card in chosen:
            if card not in remaining:
                raise EngineFault(f"{name} cannot discard {card!r}: it is not in their hand (701.10a)")
            remaining.remove(card)
        if len(chosen) != amount:
            raise EngineFault(f"{name} must discard exactly {amount} cards (701.10a)")
    for card in chosen:
        obj = next(o for o in hand if o["card"] == card)
        hand.remove(obj)
        player["zones"]["spoils"].append({"card": card})


def erode(state: dict[str, Any], name: str, amount: int) -> None:
    """Erode N: the top N cards of the player's Domain go to their Spoils, in order; as many as
    remain if fewer (701.24a). Eroding is not drawing: an empty Domain costs nothing here."""
    player = state["players"][name]
    domain = player["zones"]["domain"]
    moved, player["zones"]["domain"] = domain[:max(0, amount)], domain[max(0, amount):]
    player["zones"]["spoils"].extend({"card": o["card"]} for o in moved)


def foresee(state: dict[str, Any], name: str, amount: int, decisions: Decisions) -> None:
    """Foresee N: the player looks at the top N cards of their Domain and puts each back on top
    or on the bottom, in the order they choose (701.16a) — decision ``foresee``: one entry per
    card seen, ``"<card> on top"`` or ``"<card> on the bottom"``; the entries on top are listed
    from the top down, those on the bottom likewise. Foreseeing 0 cards (N = 0, or an empty
    Domain) is no Foresee at all."""
    domain = state["players"][name]["zones"]["domain"]
    seen = [o["card"] for o in domain[:max(0, amount)]]
    if not seen:
        return
    options = [f"{card} {where}" for card in dict.fromkeys(seen) for where in ("on top", "on the bottom")]
    answer = decisions.take("foresee", name, options)
    placed = answer if isinstance(answer, list) else [answer]
    cards = [entry.rsplit(" on ", 1)[0] for entry in placed]
    if sorted(cards) != sorted(seen):
        raise EngineFault(f"the Foresee answer must place each of {seen} exactly once (701.16a)")
    top = [{"card": c} for c, e in zip(cards, placed, strict=True) if e.endswith(" on top")]
    bottom = [{"card": c} for c, e in zip(cards, placed, strict=True) if e.endswith(" on the bottom")]
    state["players"][name]["zones"]["domain"] = top + domain[len(seen):] + bottom


def double_vitae(state: dict[str, Any], name: str) -> None:
    """Double the player's Vitae: they gain as much again, not above the Initial Vitae cap
    (701.26a, 119.1)."""
    from adjudicator.games.nodawn.vitae import gain_vitae

    player = state["players"][name]
    if player["vitae"] > 0:
        gain_vitae(player, player["vitae"])


def counter_unless(state: dict[str, Any], spell: dict[str, Any], amount: int,
                   decisions: Decisions) -> None:
    """Counter the spell unless its controller pays: they choose as this resolves (decision
    ``out-clause``, ``"pay"`` or ``"decline"``), never automatically; the cost comes from the
    pool, any shortfall from the vein (106.5b); one who cannot pay in full has no choice and the
    spell is countered (701.7b). Countered, it goes to the Spoils, its costs unrefunded (701.7a)."""
    from adjudicator.games.nodawn.casting import counter_object
    from adjudicator.games.nodawn.vitae import pay_cost, pool_total

    payer = spell["controller"]
    player = state["players"][payer]
    from_pool = min(amount, pool_total(player))
    vein = amount - from_pool
    can_pay = vein == 0 or (state["world"]["type"] == "night" and player["vitae"] >= vein)
    if can_pay and decisions.take("out-clause", payer, ["pay", "decline"]) == "pay":
        pay_cost(state, payer, {"vitae": amount}, vein, decisions)
        return
    counter_object(state, spell)
