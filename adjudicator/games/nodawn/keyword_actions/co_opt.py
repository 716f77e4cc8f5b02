"""701.27 Co-opt (※ proposed; 302.10, 205.3d): an Influencer whose card names a price (``co_opt``,
its cost) may be co-opted by any Master: its price paid, the co-opting player controls it until
end of turn, and it has Bloodlust while co-opted (701.27a). Its owner stays its owner: what leaves
the battlefield goes to its owner's zones (108.3, 110.2; core/zones.py). State: a co-opted
permanent stands on the co-opting player's battlefield with ``owner`` (its owner) and
``co_opted``; at cleanup control reverts (to its owner, unless it entered under another
player's control, 110.2). ``co_opted`` is also its Influencer designation (701.27a): borrowed
control marks it, whatever its subtypes, until control reverts; it is neither an ability (what
strips abilities leaves it) nor a copiable value (a copy of the Entity is not co-opted), and cards
name it "target co-opted Entity"."""

from __future__ import annotations

from typing import Any

from adjudicator.engine import Decisions, Refused
from adjudicator.games.nodawn.concepts.vitae import pay_cost
from adjudicator.games.nodawn.core.actions import action
from adjudicator.games.nodawn.core.events import Cleanup, watch
from adjudicator.games.nodawn.core.hooks import control_lapses
from adjudicator.games.nodawn.core.instructions import Instruction, instruction
from adjudicator.games.nodawn.core.objects import Cards, Obj, State, find_permanent
from adjudicator.games.nodawn.core.state import give_priority
from adjudicator.games.nodawn.core.targets import DESCRIPTIONS, Description
from adjudicator.games.nodawn.core.zones import reconcile_control


@action("co-opt")
def co_opt(state: State, cards: Cards, ruleset: str, act: dict[str, Any], decisions: Decisions) -> None:
    """Co-opt an enemy Influencer: with priority, pay the price its card names and control it
    until end of turn; it comes under its new controller newly turned, and has Bloodlust while
    co-opted (302.10, 701.27a, 302.6)."""
    name, text = act["player"], str(act.get("card", ""))
    if state["turn"]["priority"] != name:
        raise Refused(f"{name} does not hold priority (117.1)")
    found = find_permanent(state, text)
    if found is None:
        raise Refused(f"there is no {text!r} on the battlefield to co-opt (701.27a)")
    controller, obj = found
    price = cards[obj["card"]].get("co_opt")
    if price is None:
        raise Refused(f"{obj['card']!r} names no price to co-opt it: only an Influencer whose card "
                      "opens that door can be co-opted (302.10, 205.3d)")
    if controller == name:
        raise Refused("a Master co-opts an enemy Entity, not its own (701.27a)")
    pay_cost(state, name, dict(price), act.get("from_master", 0), decisions)
    take_control(state, name, controller, obj)
    give_priority(state, name)


def take_control(state: State, name: str, controller: str, obj: Obj) -> None:
    """The player controls the enemy Entity until end of turn: it moves to their side, newly
    turned, its owner unchanged, with Bloodlust while co-opted (701.27a, 302.6, 108.3)."""
    state["players"][controller]["zones"]["battlefield"].remove(obj)
    obj.setdefault("owner", controller)
    obj.update(controller=name, co_opted=True, newly_turned=True)
    obj.setdefault("granted", []).append("Bloodlust")
    state["players"][name]["zones"]["battlefield"].append(obj)


@instruction("co-opt", targets={"Entity"})
def co_opt_target(do: Instruction) -> None:
    """Co-opt target enemy Entity until end of turn (701.27a); one its controller already
    controls is untouched."""
    if do.aimed["player"] != do.controller:
        take_control(do.state, do.controller, do.aimed["player"], do.aimed["object"])


@watch(Cleanup)
def control_reverts(state: State, cards: Cards, event: Cleanup) -> None:
    """Until end of turn: at cleanup control of a co-opted permanent reverts, its borrowed
    Bloodlust gone (701.27a, 514.2, 723.3) — to the player under whose control it entered, its
    owner as a rule (110.2); if that player has left the game and no other effect gives it a
    controller, it is banished to its owner's Void (800.6c)."""
    reverting = [o for player in state["players"].values()
                 for o in player["zones"]["battlefield"] if o.get("co_opted")]
    for obj in reverting:
        borrowed_no_more(obj)
    if reverting:
        reconcile_control(state, cards)


@control_lapses.register
def borrowed_no_more(obj: Obj) -> None:
    """Control reverts, as at cleanup or as the co-opting player leaves the game: the permanent is
    co-opted no more, and its borrowed Bloodlust goes (701.27a, 800.6a)."""
    if obj.pop("co_opted", None):
        obj["granted"].remove("Bloodlust")
        if not obj["granted"]:
            del obj["granted"]


def enemy(state: State, cards: Cards, holder: str, obj: Obj, controller: str | None) -> bool:
    """"Target enemy Entity": one an opponent of the instruction's controller controls (701.27a,
    702.38a)."""
    return controller is None or holder != controller


DESCRIPTIONS.register("enemy Entity")(Description("Entity", enemy))


def influencer_designated(state: State, cards: Cards, holder: str, obj: Obj, controller: str | None) -> bool:
    """"Target co-opted Entity": one with the Influencer designation, under borrowed control until
    control reverts — a designation, not an ability or a copiable value (701.27a)."""
    return bool(obj.get("co_opted"))


DESCRIPTIONS.register("co-opted Entity")(Description("Entity", influencer_designated))
