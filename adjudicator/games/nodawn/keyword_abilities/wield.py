"""702.18 Wield {cost} (301.5, 505.6, 701.4b): an activated ability of a Weapon — pay the cost,
attach it to target Entity you control; only at non-Power speed. The ``wield`` action activates
it; on the stack it is ``"ability": "Wield"``. A Weapon arms one Entity at a time: the wielder
lists it in its ``weapons`` (by the Weapon's name as players name it), and the Weapon's statics
``affects = "wielder"`` reach that Entity alone, whoever controls each (301.5a, 301.5d). When the
wielder leaves the battlefield the Weapon stays behind, unattached (301.5b,
state_checks/loose_weapon.py). A Weapon changing controllers is still the same object and still
arms its wielder, now named as its new controller's (301.5d, ``control_moves``)."""

from __future__ import annotations

from typing import Any

from adjudicator.engine import Decisions, Refused
from adjudicator.games.nodawn.concepts.vitae import pay_cost
from adjudicator.games.nodawn.core.actions import action
from adjudicator.games.nodawn.core.choices import decide_one
from adjudicator.games.nodawn.core.hooks import control_moves
from adjudicator.games.nodawn.core.keywords import define, keyword_number
from adjudicator.games.nodawn.core.objects import (
    Cards,
    Obj,
    State,
    battlefield,
    find_permanent,
    name_of,
    own_permanents,
)
from adjudicator.games.nodawn.core.stack import RESOLVERS
from adjudicator.games.nodawn.core.state import give_priority
from adjudicator.games.nodawn.core.triggers import ability_object

define("Wield", "702.18a", __name__)


@action("wield")
def wield(state: State, cards: Cards, ruleset: str, act: dict[str, Any], decisions: Decisions) -> None:
    """Activate a Weapon's Wield: its controller alone, at non-Power speed — their own main phase,
    with priority and an empty stack — chooses an Entity they control as its target (decision
    ``target``) and pays the cost; the ability goes on the stack (702.18a, 505.6, 301.5d)."""
    name, card = act["player"], str(act.get("card", ""))
    turn = state["turn"]
    mine = [o for o in own_permanents(state, name, card) if cards[o["card"]]["type"] == "Weapon"]
    if not mine:
        raise Refused(f"{name} controls no Weapon {card!r}: only a Weapon's controller wields it "
                      "(301.5d, 702.18a)")
    price = keyword_number(cards[mine[0]["card"]], "Wield")
    if price is None:
        raise Refused(f"{card!r} has no Wield (702.18a)")
    if turn["active"] != name or turn["phase"] not in ("main1", "main2") or state["zones"]["stack"] \
            or turn["priority"] != name:
        raise Refused("Wield is activated only at non-Power speed: its controller's own main phase, "
                      "with priority and an empty stack (702.18a, 505.6)")
    options = [name_of(name, o) for o in state["players"][name]["zones"]["battlefield"]
               if cards[o["card"]]["type"] == "Entity" and not o.get("sheltered")]
    if not options:
        raise Refused(f"{name} controls no Entity for {card!r} to arm (301.5b, 701.4a)")
    target = str(decide_one(decisions, "target", name, options))
    pay_cost(state, name, {"vitae": price}, act.get("from_master", 0), decisions)
    ability = ability_object(name, mine[0]["card"], "Wield", [name_of(name, mine[0])])
    ability["targets"] = [target]
    state["zones"]["stack"].append(ability)
    give_priority(state, name)  # 117.3a


def unattach(state: State, weapon: str) -> None:
    """The Weapon arms nothing: every wielder lets go of it (701.5a, 301.5c)."""
    for _, obj in battlefield(state):
        if weapon in obj.get("weapons", []):
            obj["weapons"].remove(weapon)
            if not obj["weapons"]:
                del obj["weapons"]


@RESOLVERS.register("Wield")
def resolve_wield(state: State, cards: Cards, obj: Obj, decisions: Decisions) -> None:
    """Wield resolves: if the Weapon and its target Entity are both still there, the Weapon
    leaves whatever it armed and arms that Entity — one at a time (301.5c, 701.4a, 701.4c); if
    the target can no longer be armed, the Weapon does not move (301.5b)."""
    weapon = find_permanent(state, obj["refers"][0])
    target = find_permanent(state, obj["targets"][0])
    if weapon is None or target is None or cards[target[1]["card"]]["type"] != "Entity":
        return
    unattach(state, obj["refers"][0])
    target[1].setdefault("weapons", []).append(obj["refers"][0])


@control_moves.register
def weapon_follows(state: State, before: str, after: str) -> None:
    """A Weapon changes controllers, and so the name players know it by: it is the same object,
    and its wielder — whoever controls that — still bears it; changing control of one changes
    nothing of the other (301.5d, 613.1b)."""
    for _, obj in battlefield(state):
        held = obj.get("weapons", [])
        if before in held:
            obj["weapons"] = [after if w == before else w for w in held]
