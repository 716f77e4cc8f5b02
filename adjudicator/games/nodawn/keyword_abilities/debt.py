"""702.48 Debt, the Ledger of Favors (116.2g, 122.2i): a marker on a player, the debtor, owed to
another, the creditor. The instruction ``take-debt`` gives its target player a Debt to the
instruction's controller, at the ``price`` its card prints if any (702.48a); a Debt endures until
called. Its creditor calls it as a special action in their own main phase, with priority
(``call-debt``: ``player``, ``debtor``), announced onto the stack as ``"kind": "call"`` ("<player>'s
Debt"), where it may be answered and countered — countered, the Debt stands (702.48b). As the
call resolves the debtor honors it or refuses, decision ``debt`` (702.48c): honoring pays the
printed price (offered only if they can pay it) or, with none printed, they lose 2 Vitae and the
creditor gains 2; refusing spends the Debt all the same, raises Suspicion 2 attributed to the
debtor and Invites the creditor across the debtor's thresholds (702.48d, 123.2, 310.11). A player's
``debts`` are ``{"creditor", "price"?}``, their ``invited`` the players they have Invited."""

from __future__ import annotations

from typing import Any

from adjudicator.engine import Decisions, Refused
from adjudicator.games.nodawn.concepts.vitae import can_pay_in_full, gain_vitae, pay_cost, pool_total
from adjudicator.games.nodawn.core.actions import action
from adjudicator.games.nodawn.core.instructions import Instruction, carry_out, instruction
from adjudicator.games.nodawn.core.objects import Cards, Obj, State
from adjudicator.games.nodawn.core.stack import RESOLVERS
from adjudicator.games.nodawn.core.state import give_priority

HONOR, REFUSE = "honor", "refuse"
#: What an unpriced Debt moves across the table as it is honored (702.48c).
COIN = 2
#: The Suspicion a refused Debt raises (702.48d).
SCANDAL = 2


def owed(state: State, debtor: str, creditor: str) -> dict[str, Any] | None:
    """The first Debt the debtor owes this creditor, or None (702.48a)."""
    return next((d for d in state["players"][debtor].get("debts", []) if d["creditor"] == creditor), None)


@instruction("take-debt", targets={"player"})
def take_debt(do: Instruction) -> None:
    """Its target player takes on a Debt to its controller — never to themselves (702.48a)."""
    debtor = do.aimed["player"]
    if debtor == do.controller:
        return
    debt: dict[str, Any] = {"creditor": do.controller}
    if "price" in do.effect:
        debt["price"] = dict(do.effect["price"])
    do.state["players"][debtor].setdefault("debts", []).append(debt)


@action("call-debt")
def call_debt(state: State, cards: Cards, ruleset: str, act: dict[str, Any], decisions: Decisions) -> None:
    """A creditor calls a Debt owed to them: in their own main phase, with priority, announced
    onto the stack (702.48b, 116.2g, 405.6)."""
    name, debtor = act["player"], act["debtor"]
    turn = state["turn"]
    if turn["active"] != name or turn["phase"] not in ("main1", "main2") or turn["priority"] != name:
        raise Refused("a Debt is called only by its creditor in their own main phase, with priority "
                      "(702.48b, 116.2g)")
    if debtor not in state["players"] or owed(state, debtor, name) is None:
        raise Refused(f"{debtor} owes {name} no Debt (702.48a)")
    state["zones"]["stack"].append({"kind": "call", "card": "Debt", "controller": name, "debtor": debtor})
    give_priority(state, name)


@RESOLVERS.register("call")
def resolve_call(state: State, cards: Cards, obj: Obj, decisions: Decisions) -> None:
    """The debtor honors the called Debt or refuses it; either way it is spent (702.48c, 702.48d)."""
    creditor, debtor = obj["controller"], obj["debtor"]
    debt = owed(state, debtor, creditor)
    if debt is None or state["players"][debtor]["status"] != "playing":
        return
    player = state["players"][debtor]
    price = debt.get("price", {}).get("vitae")
    payable = price is None or can_pay_in_full(state, player, price)
    answer = decisions.take("debt", debtor, [HONOR, REFUSE] if payable else [REFUSE])
    player["debts"].remove(debt)
    if not player["debts"]:
        del player["debts"]
    if answer == HONOR and price is not None:
        pay_cost(state, debtor, {"vitae": price}, price - min(price, pool_total(player)), decisions)
    elif answer == HONOR:
        player["vitae"] -= COIN
        gain_vitae(state["players"][creditor], COIN)
    else:
        scandal(state, cards, debtor, creditor, decisions)


def scandal(state: State, cards: Cards, debtor: str, creditor: str, decisions: Decisions) -> None:
    """A refused Debt: Suspicion rises, the debtor's to bear, and the creditor is Invited across
    the debtor's thresholds for good (702.48d, 123.2, 310.11)."""
    carry_out(Instruction(state, cards, debtor, {"effect": "raise-suspicion", "amount": SCANDAL}, None,
                          decisions))
    invited = state["players"][debtor].setdefault("invited", [])
    if creditor not in invited:
        invited.append(creditor)
