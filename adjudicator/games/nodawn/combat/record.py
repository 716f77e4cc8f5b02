"""506 The combat phase, 507 its beginning, 511 its end: the combat record, the declarations it
opens and closes (508.1, 509.1, 508.3, 509.3), and who is in combat (506.6)."""

from __future__ import annotations

from typing import Any

from adjudicator.engine import Decisions, Refused
from adjudicator.games.nodawn.core.events import (
    AttackersDeclared,
    BlockersDeclared,
    PriorityAction,
    emit,
    watch,
)
from adjudicator.games.nodawn.core.hooks import attack_target_kinds, declaration_requirements
from adjudicator.games.nodawn.core.objects import (
    Cards,
    Obj,
    Placed,
    State,
    apnap,
    find_permanent,
    name_of,
    owner_named,
)
from adjudicator.games.nodawn.core.priority import before_priority
from adjudicator.games.nodawn.core.targets import DESCRIPTIONS, Description
from adjudicator.games.nodawn.core.turn import Step, step_skipped, turn_based
from adjudicator.games.nodawn.core.zones import COMBAT_FIELDS

#: Combat steps skipped when no attack is declared (506.1, 508.5).
SKIPPED_WITHOUT_ATTACKS = {("combat", "declare blockers"), ("combat", "combat damage")}


def begin_combat(state: State) -> None:
    """The combat phase begins: no attack declared yet (506.1, 507.1)."""
    state["combat"] = {"declaring": None, "attacked": False, "damage_step": None}


@turn_based("combat", "beginning of combat")
def beginning_of_combat(state: State, cards: Cards, ruleset: str, decisions: Decisions) -> None:
    """The beginning of combat step opens the combat record (507.1); a combat phase that follows
    another, one added after it (500.13), finds no permanent still in the last one's combat (511.3)."""
    leave_combat(state)
    begin_combat(state)


def open_declaration(state: State, which: str) -> None:
    """The declare attackers or declare blockers step begins: its declaration is made first,
    before anyone receives priority (508.1, 509.1, 703.4h, 703.4i)."""
    if state.get("combat") is None:
        begin_combat(state)
    state["combat"]["declaring"] = which


@turn_based("combat", "declare attackers")
def attackers_step(state: State, cards: Cards, ruleset: str, decisions: Decisions) -> None:
    """The declare attackers step begins with the active player's declaration (508.1, 703.4h)."""
    open_declaration(state, "attackers")


@turn_based("combat", "declare blockers")
def blockers_step(state: State, cards: Cards, ruleset: str, decisions: Decisions) -> None:
    """The declare blockers step begins with the defenders' declaration (509.1, 703.4i)."""
    open_declaration(state, "blockers")


def close_declaration(state: State) -> None:
    """A player acts with priority: the step's declaration is over (508.3, 509.3)."""
    combat = state.get("combat")
    if combat is not None:
        combat["declaring"] = None


@watch(PriorityAction)
def acting_with_priority(state: State, cards: Cards, event: PriorityAction) -> None:
    """Acting with priority closes an open declaration (508.3, 509.3); the triggers of the
    declaration go on the stack before the player acts (508.3, 509.3, 603.3)."""
    combat = state.get("combat") or {}
    declaring = combat.get("declaring")
    if declaring is not None:
        broken = declaration_requirements.first_reason(state, cards, declaring)
        if broken is not None:
            raise Refused(broken)  # 508.1d, 509.1e: the declaration may not close so
    close_declaration(state)
    if declaring == "attackers" and combat.get("attacked"):
        emit(state, cards, AttackersDeclared(state["turn"]["active"]))
    elif declaring == "blockers":
        emit(state, cards, BlockersDeclared(state["turn"]["active"]))
    else:
        return
    before_priority(state, cards, event.ruleset, event.decisions)


@turn_based("main2", None)
def end_combat(state: State, cards: Cards, ruleset: str, decisions: Decisions) -> None:
    """Close combat: once its last step is over, no permanent is attacking or blocking any more (511.3)."""
    state["combat"] = None
    leave_combat(state)


def leave_combat(state: State) -> None:
    """Every permanent leaves combat (511.3)."""
    for player in state["players"].values():
        for obj in player["zones"]["battlefield"]:
            if any(key in obj for key in COMBAT_FIELDS):
                obj.update(dict.fromkeys(COMBAT_FIELDS))


def any_attacks(state: State) -> bool:
    """Whether an Entity was declared as an attacker this combat (506.1, 508.5)."""
    combat = state.get("combat")
    return bool(combat and combat.get("attacked"))


@step_skipped.register
def no_attacks(state: State, step: Step) -> bool:
    """Without an attack, the declare blockers and combat damage steps are skipped (506.1, 508.5)."""
    return step in SKIPPED_WITHOUT_ATTACKS and not any_attacks(state)


def attack_target(state: State, text: str) -> dict[str, Any] | None:
    """An attack's target as deal_damage takes it, if it is still there (506.6c, 800.6e):
    a player still in the game (their Master) or a permanent still on the battlefield."""
    if text in state["players"]:
        if state["players"][text]["status"] != "playing":
            return None
        return {"kind": "master", "player": text}
    found = find_permanent(state, text)
    if found is None:
        return next((t for kind in attack_target_kinds if (t := kind(state, text)) is not None), None)
    return {"kind": "permanent", "player": found[0], "object": found[1]}


def defender_of(state: State, text: str) -> str | None:
    """The defending player of an attack: the controller of its target (506.3f)."""
    return owner_named(state, text)


def take_defenders_turn(state: State, name: str, kind: str) -> None:
    """A defending player declares ``kind`` (their blocks, or a Ward's spring) in APNAP order
    among the defending players: once a defending player later in that order has done so, an
    earlier one's chance has passed, and they are refused (800.5b, 806.3b); otherwise it is
    recorded that they have."""
    combat = state["combat"]
    order = apnap(state)
    done = combat.setdefault(f"{kind}_by", [])
    later = [n for n in done if n in order and name in order and order.index(n) > order.index(name)]
    if later:
        raise Refused(f"{later[0]} has already declared {kind} in this combat, and defending players "
                      f"declare them in APNAP order: {name}'s chance has passed (800.5b, 806.3b)")
    if name not in done:
        done.append(name)


def combatants(state: State) -> list[Placed]:
    """The attacking and blocking Entities, with their controllers (506.6)."""
    return [(n, o) for n in state["turn_order"] for o in state["players"][n]["zones"]["battlefield"]
            if o.get("attacking") is not None or o.get("blocking") is not None]


def blockers_of(state: State, controller: str, attacker: Obj) -> list[Placed]:
    """The Entities still blocking this attacker, in the order they stand (509.1g, 506.6)."""
    mark = name_of(controller, attacker)
    return [(n, o) for n in state["turn_order"] for o in state["players"][n]["zones"]["battlefield"]
            if o.get("blocking") == mark]


def attacking(state: State, cards: Cards, holder: str, obj: Obj, controller: str | None) -> bool:
    """"Target attacking Entity": one declared as an attacker this combat (307.4, 508.1)."""
    return obj.get("attacking") is not None


DESCRIPTIONS.register("attacking Entity")(Description("Entity", attacking))
