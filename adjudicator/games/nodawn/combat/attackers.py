"""508 The declare attackers step: the active player declares each attack — an Entity and its
target — as the step begins (508.1); attacking drains the attacker (508.1e). An Entity put onto
the battlefield attacking has its target chosen as it enters (508.4)."""

from __future__ import annotations

from typing import Any

from adjudicator.engine import Decisions, Refused
from adjudicator.games.nodawn.concepts.vitae import can_pay_in_full, pay_cost, pool_total
from adjudicator.games.nodawn.core.actions import action
from adjudicator.games.nodawn.core.choices import decide_one
from adjudicator.games.nodawn.core.events import AttackDeclared, emit
from adjudicator.games.nodawn.core.hooks import (
    attack_costs,
    attack_restrictions,
    attack_targets,
    attacks_without_draining,
    declaration_requirements,
    enters_attacking,
    newly_turned,
    printed_and_granted_statics,
)
from adjudicator.games.nodawn.core.layers import characteristics
from adjudicator.games.nodawn.core.objects import (
    Cards,
    Obj,
    State,
    battlefield,
    binding,
    find_permanent,
    name_of,
    own_permanents,
)
from adjudicator.games.nodawn.core.zones import drain
from adjudicator.games.nodawn.zones.shelter import master_sheltered

#: Kinds of permanent an attack may be declared at (506.3a–c); a player's name means their Master.
ATTACKABLE = {"Entity", "Haven", "Companion"}


@action("attack", with_priority=False)
def declare_attacks(state: State, cards: Cards, ruleset: str, act: dict[str, Any],
                    decisions: Decisions) -> None:
    """The active player declares attacks as the declare attackers step begins (508.1): each
    Entity attacks one target; the declaration is legal as a whole or not at all (508.1).
    Attacking drains the attacker unless a rule says otherwise (508.1e)."""
    name, attacks = act["player"], act["attacks"]
    turn, combat = state["turn"], state.get("combat")
    if turn["active"] != name:
        raise Refused(f"only the active player attacks; it is {turn['active']}'s turn (506.3, 508.1)")
    if (turn["phase"], turn["step"]) != ("combat", "declare attackers") or not combat \
            or combat.get("declaring") != "attackers":
        raise Refused("attacks are declared only as the declare attackers step begins, before anyone "
                      "acts with priority (508.1, 703.4h)")
    if not attacks:
        raise Refused("an attack needs an attacker and a target (508.1a, 508.1b)")
    chosen: list[tuple[Obj, str]] = []
    for attack in attacks:
        obj = _attacker(state, cards, name, attack["attacker"], [o for o, _ in chosen])
        target = _check_target(state, cards, name, attack["target"])
        chosen.append((obj, target))
    cost = sum(price(state, cards, name, obj, target) for obj, target in chosen for price in attack_costs)
    if cost:  # 508.1f: costs to attack are locked in and paid in full, pool first, then the vein
        if not can_pay_in_full(state, state["players"][name], cost):
            raise Refused(f"{name} cannot pay the {cost} Vitae these attacks cost (508.1f)")
        pay_cost(state, name, {"vitae": cost}, cost - min(cost, pool_total(state["players"][name])),
                 decisions)
    for obj, target in chosen:
        obj["attacking"] = target  # 508.1g
        emit(state, cards, AttackDeclared(name, obj, target))  # 508.2
        obj["blocked"] = False
        if not attacks_without_draining.any(characteristics(cards, obj)):
            drain(state, cards, name, obj)  # 508.1e
    combat["attacked"] = True


def _attacker(state: State, cards: Cards, name: str, card: str, taken: list[Obj]) -> Obj:
    """The Entity of that name or label the player controls that may attack (508.1a); refused
    with the rule that bars it otherwise."""
    mine = own_permanents(state, name, card)
    definition = cards.get(mine[0]["card"] if mine else card)
    if definition is None:
        raise Refused(f"{name} controls no {card!r} to attack with (508.1a)")
    kind = definition["type"]
    if kind == "Master":
        raise Refused("the Master never attacks (311.4, 508.1a)")
    if kind == "Companion":
        raise Refused("a Companion never attacks (306.5, 506.4)")
    if kind != "Entity":
        raise Refused(f"only Entities attack; {card!r} is a {kind} (506.4)")
    if not mine:
        raise Refused(f"{name} controls no {card!r} to attack with (508.1a)")
    reasons = []
    for obj in mine:
        reason = attack_bar(state, cards, obj, definition)
        if any(obj is t for t in taken) or obj.get("attacking") is not None:
            reason = f"{card!r} is already attacking (508.1a)"
        if reason is None:
            return obj
        reasons.append(reason)
    raise Refused(reasons[0])


@declaration_requirements.register
def must_attack(state: State, cards: Cards, which: str) -> str | None:
    """An Entity that "attacks each combat if able" and could attack some target without a cost
    must be among the attackers as the declaration closes (508.1d); a player is never forced to
    pay a cost to obey it."""
    if which != "attackers":
        return None
    name = state["turn"]["active"]
    for obj in state["players"][name]["zones"]["battlefield"]:
        definition = characteristics(cards, obj)
        if obj.get("attacking") is not None or not any(
                s["kind"] == "must-attack" for s in printed_and_granted_statics(definition)):
            continue
        if attack_bar(state, cards, obj, definition) is None and any(
                not any(price(state, cards, name, obj, t) for price in attack_costs)
                for t in _targets(state, cards, name)):
            return f"{obj['card']!r} attacks each combat if able, and it is able (508.1d)"
    return None


@enters_attacking.register
def put_attacking(state: State, cards: Cards, controller: str, obj: Obj, decisions: Decisions) -> None:
    """An Entity put onto the battlefield attacking, during its controller's combat from the
    declare attackers step to the combat damage step (508.4): its controller chooses its target
    from the legal set as it enters (decision ``attack-target``; one target, taken without
    asking), bound by no declaration's restrictions or requirements, and it was never declared,
    so no "attacks" trigger sees it (508.3a). Arriving once the declare blockers step has begun
    it is unblocked. It counts for 508.5: the blockers and damage steps are not skipped."""
    combat, turn = state.get("combat"), state["turn"]
    if combat is None or controller != turn["active"] or turn["step"] not in ENTERS_ATTACKING:
        return
    options = _targets(state, cards, controller)
    if not options:
        return
    obj["attacking"] = str(decide_one(decisions, "attack-target", controller, options))
    obj["blocked"] = False
    combat["attacked"] = True


#: The steps in which an Entity put onto the battlefield attacking is an attacking Entity (508.4).
ENTERS_ATTACKING = ("declare attackers", "declare blockers", "combat damage")


def _targets(state: State, cards: Cards, name: str) -> list[str]:
    """Every legal target of an attack by this player (506.3)."""
    found = []
    for text in [n for n in state["players"] if n != name] + [
            name_of(n, o) for n, o in battlefield(state) if n != name]:
        try:
            found.append(_check_target(state, cards, name, text))
        except Refused:
            continue
    return found


def attack_bar(state: State, cards: Cards, obj: Obj, definition: dict[str, Any]) -> str | None:
    """Why this Entity may not attack now, or None (508.1a, 508.1c)."""
    card = obj["card"]
    if obj.get("sheltered"):
        return f"{card!r} is sheltered and stands outside combat (506.5)"
    if obj["drained"]:
        return f"{card!r} is drained and cannot attack (508.1a)"
    if newly_turned(cards, obj):
        return f"{card!r} is newly turned and cannot attack (508.1a, 110.5d)"
    bound, world = binding(definition), state["world"]["type"]
    if bound and bound != world:
        return f"a {bound}-bound Entity cannot attack on a {world} turn (508.1a, 731.4a)"
    return attack_restrictions.first_reason(state, cards, obj, definition)


def _check_target(state: State, cards: Cards, name: str, text: str) -> str:
    """An attack's target must be an opponent's Entity, Haven or Companion, or an opponent's
    Master while they control no Companion and it is not sheltered (506.3, 306.7, 311.6)."""
    if any(check(state, cards, name, text) for check in attack_targets):
        return text  # 506.3e: a target of another kind, checked by its rule
    if text in state["players"]:
        if text == name:
            raise Refused("each attack's target belongs to an opponent (506.3)")
        defender = state["players"][text]
        if defender["status"] != "playing":
            raise Refused(f"{text} has left the game (800.6e)")
        if any(characteristics(cards, o)["type"] == "Companion" and not o.get("sheltered")
               for o in defender["zones"]["battlefield"]):
            raise Refused(f"{text}'s Master cannot be attacked while {text} controls a Companion "
                          "(506.3d, 306.7)")
        if master_sheltered(state, text):
            raise Refused(f"{text}'s Master is sheltered and cannot be attacked (311.6, 506.5)")
        return text
    found = find_permanent(state, text)
    if found is None:
        raise Refused(f"there is no {text!r} on the battlefield to attack (506.3)")
    owner, obj = found
    if owner == name:
        raise Refused("each attack's target belongs to an opponent (506.3)")
    kind = characteristics(cards, obj)["type"]
    if kind not in ATTACKABLE:
        raise Refused(f"a {kind} cannot be attacked: only an Entity, a Haven, a Companion or an "
                      "unshielded Master (506.3)")
    if obj.get("sheltered"):
        raise Refused(f"{obj['card']!r} is sheltered and cannot be attacked (506.5)")
    return name_of(owner, obj)
