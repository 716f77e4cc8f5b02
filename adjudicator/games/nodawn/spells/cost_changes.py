"""601.2f Cost changes: reductions a card prints for itself — ``cost_reduction = { per =
"<subtype>" }``, 1 generic Vitae less for each Entity of that subtype its caster controls — and
increases by the static abilities of permanents — ``kind = "cost-tax"`` with ``amount``: spells
the permanent's controller's opponents cast cost that much more. The cost is worked out once,
as it is cast, and locked: what happens afterward does not change what is owed (601.2f), and a
cost change arriving later leaves the spells already on the stack alone (601.6); a reduction
never takes the Vitae below 0. The instruction ``tax-opponents`` (``amount``) makes the spells
its controller's opponents cast cost that much more until end of turn (the player's
``taxing``); activated, it too leaves what is already on the stack alone (602.6)."""

from __future__ import annotations

from adjudicator.games.nodawn.core.events import Cleanup, watch
from adjudicator.games.nodawn.core.hooks import Casting, cost_keywords, printed_and_granted_statics
from adjudicator.games.nodawn.core.instructions import Instruction, instruction
from adjudicator.games.nodawn.core.keywords import subtypes
from adjudicator.games.nodawn.core.layers import characteristics
from adjudicator.games.nodawn.core.objects import Cards, State, battlefield


@instruction("tax-opponents")
def tax_opponents(do: Instruction) -> None:
    """Until end of turn, spells its controller's opponents cast cost N more (601.2f, 602.6)."""
    do.player["taxing"] = do.player.get("taxing", 0) + do.amount


@watch(Cleanup)
def taxes_end(state: State, cards: Cards, event: Cleanup) -> None:
    """The tax lasts until end of turn (514.2)."""
    for player in state["players"].values():
        player.pop("taxing", None)


@cost_keywords.register("additional")
def opponents_tax(casting: Casting) -> None:
    """Add what the static cost increases of the caster's opponents' permanents ask, and the
    taxes their resolved effects laid this turn (601.2f)."""
    extra = sum(static["amount"]
                for name, obj in battlefield(casting.state)
                if name != casting.player and not obj.get("sheltered")
                for static in printed_and_granted_statics(characteristics(casting.cards, obj))
                if static["kind"] == "cost-tax")
    extra += sum(p.get("taxing", 0) for n, p in casting.state["players"].items() if n != casting.player)
    if extra:
        casting.cost["vitae"] = casting.cost.get("vitae", 0) + extra


@cost_keywords.register("reduction")
def printed_reduction(casting: Casting) -> None:
    """Take 1 generic Vitae off for each Entity of the named subtype the caster controls (601.2f)."""
    reduction = casting.definition.get("cost_reduction")
    if not reduction:
        return
    field = casting.state["players"][casting.player]["zones"]["battlefield"]
    count = sum(1 for obj in field
                if characteristics(casting.cards, obj)["type"] == "Entity"
                and reduction["per"] in subtypes(characteristics(casting.cards, obj)))
    casting.cost["vitae"] = max(0, casting.cost.get("vitae", 0) - count)
