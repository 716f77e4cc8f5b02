"""509 The declare blockers step: each defending player declares blocks as the step begins
(509.1); a drained Entity blocks at the price of a damage counter (509.1c); evasion and the
declaration as a whole are checked through the core's restrictions (509.1d)."""

from __future__ import annotations

from typing import Any

from adjudicator.engine import Decisions, Refused
from adjudicator.games.nodawn.combat.record import defender_of, take_defenders_turn
from adjudicator.games.nodawn.core.actions import action
from adjudicator.games.nodawn.core.hooks import (
    block_checks,
    block_restrictions,
    blocked_by,
    declaration_requirements,
    printed_and_granted_statics,
)
from adjudicator.games.nodawn.core.layers import characteristics
from adjudicator.games.nodawn.core.objects import (
    Cards,
    Obj,
    Placed,
    State,
    battlefield,
    find_permanent,
    name_of,
    own_permanents,
)


@action("block", with_priority=False)
def declare_blocks(state: State, cards: Cards, ruleset: str, act: dict[str, Any],
                   decisions: Decisions) -> None:
    """A defending player declares blocks as the declare blockers step begins (509.1): each
    blocker is assigned to one attack on something that player controls (509.1a). A drained
    Entity blocks by taking 1 damage counter (509.1c); evasion restricts who may block (509.1d)."""
    name, blocks = act["player"], act["blocks"]
    turn, combat = state["turn"], state.get("combat")
    if (turn["phase"], turn["step"]) != ("combat", "declare blockers") or not combat \
            or combat.get("declaring") != "blockers":
        raise Refused("blocks are declared only as the declare blockers step begins, before anyone "
                      "acts with priority (509.1, 703.4i)")
    if not blocks:
        raise Refused("a block needs a blocker and an attack (509.1a)")
    take_defenders_turn(state, name, "blocks")  # 806.3b: defending players in APNAP order
    chosen: list[tuple[Obj, Placed]] = []
    for block in blocks:
        attack = _attack_on(state, name, block["attacker"])
        obj = _blocker(state, cards, name, block["blocker"], attack, [o for o, _ in chosen])
        reason = blocked_by.first_reason(cards, obj, attack[1])  # 509.1d
        if reason is not None:
            raise Refused(reason)
        chosen.append((obj, attack))
    for obj, (controller, attacker) in chosen:
        if obj["drained"]:
            obj["damage"] += 1  # 509.1c: the price of blocking drained, a persistent counter
        obj["blocking"] = name_of(controller, attacker)
        attacker["blocked"] = True  # 509.1g
    for _, (controller, attacker) in chosen:
        reason = block_checks.first_reason(state, cards, controller, attacker)  # 509.1d
        if reason is not None:
            raise Refused(reason)


@declaration_requirements.register
def must_block(state: State, cards: Cards, which: str) -> str | None:
    """An Entity that "blocks each combat if able" must be among the blockers as the declaration
    closes if it could block an attack on its controller without a cost — a drained one is never
    forced to pay the damage counter (509.1e, 509.1c)."""
    if which != "blockers":
        return None
    attackers = [(n, o) for n, o in battlefield(state) if o.get("attacking") is not None]
    for name, obj in battlefield(state):
        definition = characteristics(cards, obj)
        if obj.get("blocking") is not None or obj["drained"] or obj.get("sheltered") or not any(
                s["kind"] == "must-block" for s in printed_and_granted_statics(definition)):
            continue
        if block_restrictions.first_reason(state, cards, obj) is not None:
            continue
        for _, attacker in attackers:
            if defender_of(state, attacker["attacking"]) == name \
                    and attacker["attacking"] != name_of(name, obj) \
                    and blocked_by.first_reason(cards, obj, attacker) is None:
                return f"{obj['card']!r} blocks each combat if able, and it is able (509.1e)"
    return None


def _attack_on(state: State, name: str, text: str) -> Placed:
    """The attacking Entity named (its card name or label — the active player's —, or
    "<player>'s <card>") whose attack is on something this player controls (509.1a, 506.3f)."""
    active = state["turn"]["active"]
    named = [(active, o) for o in own_permanents(state, active, text)]
    if not named:
        found = find_permanent(state, text)
        named = [found] if found is not None else []
    attacking = [(c, o) for c, o in named if o.get("attacking") is not None]
    if not attacking:
        raise Refused(f"{text!r} is not attacking (509.1a)")
    for controller, obj in attacking:
        if defender_of(state, obj["attacking"]) == name:
            return controller, obj
    raise Refused(f"{name} is not the defending player of {text!r}'s attack: a player blocks only "
                  "attacks on what they control (509.1a, 506.3f)")


def _blocker(state: State, cards: Cards, name: str, card: str, attack: Placed,
             taken: list[Obj]) -> Obj:
    """The Entity of that name or label the defending player controls that may block this attack
    (509.1a–c)."""
    mine = own_permanents(state, name, card)
    definition = cards.get(mine[0]["card"] if mine else card)
    if definition is None:
        raise Refused(f"{name} controls no {card!r} to block with (509.1a)")
    kind = definition["type"]
    if kind == "Master":
        raise Refused("the Master never blocks (311.4, 509.1a)")
    if kind == "Companion":
        raise Refused("a Companion never blocks (306.5, 509.1a)")
    if kind != "Entity":
        raise Refused(f"only Entities block; {card!r} is a {kind} (506.4, 509.1a)")
    if not mine:
        raise Refused(f"{name} controls no {card!r} to block with (509.1a)")
    target = attack[1]["attacking"]
    reasons = []
    for obj in mine:
        reason = None
        if any(obj is t for t in taken) or obj.get("blocking") is not None:
            reason = f"{card!r} is already blocking; a blocker is assigned to one attack (509.1a)"
        elif name_of(name, obj) == target:
            reason = f"{card!r} is the attack's own target and is never its blocker (509.1b)"
        elif obj.get("sheltered"):
            reason = f"{card!r} is sheltered and stands outside combat (506.5)"
        else:
            reason = block_restrictions.first_reason(state, cards, obj)
        if reason is None:
            return obj
        reasons.append(reason)
    raise Refused(reasons[0])

