"""510 The combat damage step: a first Celerity step when an Entity in combat strikes early
(510.1), assigning damage (510.2) and dealing it all at once (510.3); what damage does beyond
that (Venom, Feed, Contagion) watches :class:`~..core.events.CombatDamageDealt`."""

from __future__ import annotations

from typing import Any

from adjudicator.engine import Decisions
from adjudicator.games.nodawn.combat.record import attack_target, blockers_of, combatants
from adjudicator.games.nodawn.concepts.damage import deal_damage
from adjudicator.games.nodawn.core.choices import check_count
from adjudicator.games.nodawn.core.events import CombatDamageDealt, DamagePrevented, emit
from adjudicator.games.nodawn.core.hooks import excess_to_target, lethal_damage, strike_steps, strikes
from adjudicator.games.nodawn.core.layers import characteristics
from adjudicator.games.nodawn.core.objects import (
    Cards,
    Obj,
    Placed,
    State,
    answers,
    find_permanent,
    name_of,
)
from adjudicator.games.nodawn.core.replacement import damage_left, harmless, redirect
from adjudicator.games.nodawn.core.state import current_stats
from adjudicator.games.nodawn.core.turn import Step, step_repeats, turn_based

Assignment = tuple[str, Obj, dict[str, Any], int]  # source controller, source, recipient, amount
Recipients = list[tuple[dict[str, Any], int]]
DAMAGE_STEP = ("combat", "combat damage")


def steps_of(cards: Cards, obj: Obj) -> set[str]:
    """The combat damage steps an Entity deals damage in: the normal one, unless a rule gives it
    others (510.1)."""
    found = [s for fn in strike_steps if (s := fn(characteristics(cards, obj))) is not None]
    return set().union(*found) if found else {"normal"}


@turn_based(*DAMAGE_STEP)
def begin_damage_step(state: State, cards: Cards, ruleset: str, decisions: Decisions) -> None:
    """A combat damage step begins: if any attacking or blocking Entity deals damage in the
    Celerity step as the first one begins, that one is the Celerity step and a normal one
    follows (510.1, 702.2a); then damage is assigned (510.2) and dealt at once (510.3)."""
    combat = state["combat"]
    if combat.get("damage_step") is None:
        fast = any("celerity" in steps_of(cards, o) for _, o in combatants(state))
        combat["damage_step"] = "celerity" if fast else "normal"
    assignments = assign_damage(state, cards, decisions, combat["damage_step"])
    deal_combat_damage(state, cards, assignments, decisions)


@step_repeats.register
def next_damage_step(state: State, here: Step) -> bool:
    """Whether a normal combat damage step follows the one ending (510.1); it becomes that step."""
    combat = state.get("combat")
    if here == DAMAGE_STEP and combat and combat.get("damage_step") == "celerity":
        combat["damage_step"] = "normal"
        return True
    return False


def assign_damage(state: State, cards: Cards, decisions: Decisions, step: str) -> list[Assignment]:
    """Each Entity striking in this step assigns combat damage equal to its Attack (510.2a):
    the attacking player's attackers first, then the defenders' blockers and attacked Entities
    (510.2)."""
    out: list[Assignment] = []
    active = state["turn"]["active"]
    order = [active] + [n for n in state["turn_order"] if n != active]
    for name in order:
        for obj in list(state["players"][name]["zones"]["battlefield"]):
            if characteristics(cards, obj)["type"] != "Entity" or step not in steps_of(cards, obj):
                continue
            amount = current_stats(state, name, obj, characteristics(cards, obj), cards)["attack"]
            if amount <= 0:
                continue  # 510.2a
            for recipient, n in _recipients(state, cards, decisions, name, obj, amount):
                out.append((name, obj, recipient, n))
    return out


def _permanent(placed: Placed) -> dict[str, Any]:
    return {"kind": "permanent", "player": placed[0], "object": placed[1]}


def _recipients(state: State, cards: Cards, decisions: Decisions, name: str, obj: Obj,
                amount: int) -> Recipients:
    """Where one Entity's combat damage goes (510.2b–f)."""
    if obj.get("attacking") is not None:
        return _attacker_recipients(state, cards, decisions, name, obj, amount)
    if obj.get("blocking") is not None:
        found = find_permanent(state, obj["blocking"])  # 510.2e: to the attacker it blocks
        if found is None or found[1].get("attacking") is None:
            return []
        return [(_permanent(found), amount)]
    mark = name_of(name, obj)  # 510.2f: an attacked Entity strikes back at its unblocked attackers
    foes = [(n, o) for n, o in combatants(state)
            if o.get("attacking") == mark and not o.get("blocked")]
    if not foes:
        return []
    if len(foes) == 1:
        return [(_permanent(foes[0]), amount)]
    return _chosen_split(state, cards, decisions, name, obj, amount, foes, None)


def _attacker_recipients(state: State, cards: Cards, decisions: Decisions, name: str, obj: Obj,
                         amount: int) -> Recipients:
    """An unblocked attacker hits its target if it is still there (510.2b, 506.6c); a blocked one
    hits its blockers, in lethal order (510.2c), the excess going on to its target where a rule
    says so (510.2d)."""
    target = attack_target(state, obj["attacking"])
    if not obj.get("blocked"):
        return [] if target is None else [(target, amount)]
    blockers = blockers_of(state, name, obj)
    onward = excess_to_target.any(characteristics(cards, obj))
    if not blockers:
        return [(target, amount)] if onward and target is not None else []  # 510.2d
    if len(blockers) == 1 and (not onward or lethal(state, cards, obj, *blockers[0]) >= amount):
        return [(_permanent(blockers[0]), amount)]
    return _chosen_split(state, cards, decisions, name, obj, amount, blockers,
                         target if onward else None)


def lethal(state: State, cards: Cards, source: Obj, owner: str, obj: Obj) -> int:
    """Lethal damage for a blocker: its Vigor less the damage counters it bears, or less where a
    rule says so of this source's damage (510.2c)."""
    vigor = current_stats(state, owner, obj, characteristics(cards, obj), cards)["vigor"]
    need = max(0, vigor - obj["damage"])
    for lessen in lethal_damage:
        need = lessen(characteristics(cards, source), need)
    return need


def _chosen_split(state: State, cards: Cards, decisions: Decisions, name: str, source: Obj,
                  amount: int, foes: list[Placed], onward: dict[str, Any] | None) -> Recipients:
    """The controller divides the damage — decision ``combat-damage``: the recipients are the
    options, the answer names one per point (``amount`` in all), the order of first mention being
    the damage order. A blocked attacker must assign lethal to each blocker before any past it
    (510.2c); the excess may go on to the target (510.2d). A split the rules forbid is refused."""
    labels = {name_of(n, o): (n, o) for n, o in foes}
    options = list(labels)
    onward_label = None
    if onward is not None:
        master = onward["kind"] == "master"
        onward_label = onward["player"] if master else name_of(onward["player"], onward["object"])
        options.append(onward_label)
    points = answers(decisions.take("combat-damage", name, options, low=amount, high=amount))
    check_count(decisions, "combat-damage", name, points, amount, amount, "510.2a")
    counts: dict[str, int] = {}
    for p in points:
        counts[p] = counts.get(p, 0) + 1
    if source.get("attacking") is not None:
        passed = _passed_before_lethal(state, cards, source, labels, list(counts), counts, onward_label)
        if passed is not None:
            decisions.refuse("combat-damage", name, f"{name}'s combat damage assignment for "
                             f"{source['card']!r} goes past {passed} before it has lethal damage "
                             "(510.2c, 510.2g)")
    out = []
    for text, n in counts.items():
        if text == onward_label:
            assert onward is not None
            out.append((onward, n))
        else:
            out.append((_permanent(labels[text]), n))
    return out


def _passed_before_lethal(state: State, cards: Cards, source: Obj, labels: dict[str, Placed],
                          order: list[str], counts: dict[str, int], onward: str | None) -> str | None:
    """The blocker an assignment goes past before giving it lethal damage, if any: each blocker
    in the chosen order gets lethal before any is assigned past it, and the target gets the
    excess only once every blocker has lethal (510.2c, 510.2g, 702.7a)."""
    named = [t for t in order if t != onward]
    sequence = named + [t for t in labels if t not in counts]
    for i, text in enumerate(sequence):
        past = any(counts.get(t, 0) for t in sequence[i + 1:]) or (onward is not None and onward in counts)
        if past and counts.get(text, 0) < lethal(state, cards, source, *labels[text]):
            return text
    return None


def deal_combat_damage(state: State, cards: Cards, assignments: list[Assignment],
                       decisions: Decisions | None = None) -> None:
    """All assigned combat damage is dealt at once (510.3): counters on Entities and Havens, Vigor
    off Companions, Vitae off Masters. Prevention applies to each recipient's damage first (615);
    damage all prevented is an event that never happened (603.2e)."""
    dealt = []
    for controller, source, recipient, amount in assignments:
        if recipient["kind"] not in ("permanent", "master"):  # 510.3e: a strike at another kind
            for strike in strikes:
                strike(state, cards, controller, source, recipient, amount, decisions)
            continue
        if recipient["kind"] == "permanent":
            recipient = {**recipient, "type": cards[recipient["object"]["card"]]["type"]}
        recipient = redirect(state, cards, recipient)  # 614.6f
        if harmless.any(source):  # 615.1: all of this source's damage is prevented
            emit(state, cards, DamagePrevented(recipient, amount))
            continue
        amount = damage_left(state, cards, characteristics(cards, source), recipient, amount, decisions,
                             controller=controller, source_name=name_of(controller, source))
        if amount <= 0:
            continue
        deal_damage(state, recipient, amount, controller)
        dealt.append((controller, source, recipient, amount))
    emit(state, cards, CombatDamageDealt(dealt))  # 510.4, 510.5
