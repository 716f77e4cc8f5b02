"""307 Traps (116.2b, 408.3, 509.2, 701.22): a Trap is never cast. During a main phase of their own
turn, its player pays the Vitae cost and places it face down in a free Ward slot of one of their
Havens; the setting is announced on the stack and may be answered (307.3, ratified 2026-07-28). Set,
it is bound to that Haven (307.3a) and is no permanent, out of reach of targets and damage
(408.1). When a Haven is attacked its controller may spring one of its Traps against that attack
— one per attack, from the declaration to the end of the declare blockers step (307.4, 509.2);
the spring uses no stack: the Trap turns face up and does what it says at once, its controller
choosing its targets, before any damage (307.4, 310.5). A Ruse springs instead when an
opponent's spell or ability is announced targeting its controller or a Haven they control
(307.4a). Sprung, it goes to its owner's Spoils (307.5); a Trap whose Haven has left guards
nothing (state_checks/unguarded_trap.py, 704.5p).

State: a player's ``wards`` lists their set Traps, ``{"card", "haven", "revealed"}`` (revealed
once the Inquest has shown it to every player, 123.4b; else seen by its owner alone, 307.3b); on
the stack a setting is ``{"kind": "set", "card", "controller", "haven"}``, named "<player>'s set
Trap"; the combat record's ``sprung`` lists the attacks a Trap was sprung against.
"""

from __future__ import annotations

from typing import Any

from adjudicator.engine import Decisions, EngineFault, Refused
from adjudicator.games.nodawn.combat.record import take_defenders_turn
from adjudicator.games.nodawn.concepts.vitae import pay_cost
from adjudicator.games.nodawn.core.actions import action
from adjudicator.games.nodawn.core.events import Sprung, Targeted, emit, watch
from adjudicator.games.nodawn.core.hooks import load_checks
from adjudicator.games.nodawn.core.instructions import Instruction, carry_out, targets_of
from adjudicator.games.nodawn.core.objects import (
    Cards,
    Obj,
    Placed,
    State,
    apnap,
    binding,
    called,
    find_permanent,
    label,
    own_name,
)
from adjudicator.games.nodawn.core.stack import COUNTERED, RESOLVERS
from adjudicator.games.nodawn.core.state import give_priority
from adjudicator.games.nodawn.core.targets import allowed_kinds, choose_target, find_target, legal_targets

SPRING_STEPS = {("combat", "declare attackers"), ("combat", "declare blockers")}


def wards(player: dict[str, Any]) -> list[dict[str, Any]]:
    """The Traps a player has set, each with the Haven it is bound to (307.3a, 408.3): the
    Haven's own name — its label, or its card name when it has none — so that two Havens of
    one name, each with Ward slots of its own, are told apart (307.3a, 116.2b)."""
    return player.setdefault("wards", [])


def havens_called(state: State, cards: Cards, name: str, haven: str) -> list[Obj]:
    """The Havens the player controls that a label or card name names (307.3)."""
    return [o for o in state["players"][name]["zones"]["battlefield"]
            if called(o, haven) and cards[o["card"]]["type"] == "Haven"]


def haven_of(state: State, cards: Cards, name: str, haven: str) -> Obj:
    """The Haven the player controls that a label or card name names (307.3); refused otherwise."""
    found = havens_called(state, cards, name, haven)
    if not found:
        raise Refused(f"{name} controls no Haven {haven!r} to set a Trap into (307.3)")
    return found[0]


def ward_slots(state: State, cards: Cards, name: str, haven: str) -> int:
    """The Ward slots a Haven offers: its printed Wards (307.3a, 210.4). Each Haven's slots are
    its own, never shared with another Haven of the same card name (a player may control several,
    310.3, 100.2b); Havens the state cannot tell apart — same card, no label — are counted
    together."""
    return sum(cards[o["card"]].get("wards", 0) for o in havens_called(state, cards, name, haven))


def free_wards(state: State, cards: Cards, name: str, haven: str) -> int:
    """Empty Ward slots of a Haven: its printed Wards less the Traps set there or being set
    (307.3a, 210.4, 116.2b)."""
    player = state["players"][name]
    taken = sum(1 for w in player.get("wards", []) if w["haven"] == haven)
    pending = sum(1 for o in state["zones"]["stack"]
                  if o["kind"] == "set" and o["controller"] == name and o["haven"] == haven)
    return ward_slots(state, cards, name, haven) - taken - pending


def trap_cost(state: State, cards: Cards, name: str, definition: dict[str, Any]) -> dict[str, Any]:
    """A Trap's cost as it is set: its Vitae cost, less what the player's permanents in the open
    say Traps they set cost less — a lineage Haven's bonus is card text (310.9)."""
    cost = dict(definition.get("cost", {}))
    discount = sum(s.get("amount", 0) for o in state["players"][name]["zones"]["battlefield"]
                   if not o.get("sheltered") for s in cards[o["card"]].get("statics", [])
                   if s["kind"] == "trap-discount")
    cost["vitae"] = max(0, cost.get("vitae", 0) - discount)
    return cost


@action("set-trap")
def set_trap(state: State, cards: Cards, ruleset: str, act: dict[str, Any], decisions: Decisions) -> None:
    """Set a Trap from hand into an empty Ward of a Haven one controls: in a main phase of one's
    own turn, with priority, as its binding allows; its Vitae cost is paid and the setting is
    announced on the stack (307.3, 116.2b, 505.5a, 408.3)."""
    name, card = act["player"], act["card"]
    definition = cards.get(card)
    if definition is None:
        raise EngineFault(f"no definition for {card!r}")
    if definition["type"] != "Trap":
        raise Refused(f"only a Trap is set into a Ward; {card!r} is a {definition['type']} (307.3)")
    turn = state["turn"]
    if turn["active"] != name or turn["phase"] not in ("main1", "main2"):
        raise Refused("a Trap is set only in a main phase of its owner's own turn (307.3, 505.5)")
    if turn["priority"] != name:
        raise Refused(f"{name} does not hold priority (116.2b)")
    bound = binding(definition)
    if bound and bound != state["world"]["type"]:
        raise Refused(f"a {bound}-bound Trap cannot be set on a {state['world']['type']} turn "
                      "(505.5, 107.5)")
    hand = state["players"][name]["zones"]["hand"]
    held = next((o for o in hand if o["card"] == card), None)
    if held is None:
        raise Refused(f"{card!r} is not in {name}'s hand")
    haven = own_name(haven_of(state, cards, name, str(act.get("haven", ""))))
    if free_wards(state, cards, name, haven) <= 0:
        raise Refused(f"{haven!r} has no empty Ward slot: each holds one Trap (307.3a, 210.4)")
    pay_cost(state, name, trap_cost(state, cards, name, definition), act.get("from_master", 0), decisions)
    hand.remove(held)
    state["zones"]["stack"].append({"kind": "set", "card": card, "controller": name, "haven": haven})
    give_priority(state, name)  # 116.3


@RESOLVERS.register("set")
def resolve_setting(state: State, cards: Cards, obj: Obj, decisions: Decisions) -> None:
    """The setting resolves: the Trap lies face down in the Ward, bound to that Haven (307.3a);
    with the Haven gone or its Wards full it guards nothing and goes to its owner's Spoils
    (704.5p, 400.8)."""
    player = state["players"][obj["controller"]]
    taken = sum(1 for w in wards(player) if w["haven"] == obj["haven"])
    if taken < ward_slots(state, cards, obj["controller"], obj["haven"]):
        wards(player).append({"card": obj["card"], "haven": obj["haven"], "revealed": False})
    else:
        player["zones"]["spoils"].append({"card": obj["card"]})


@COUNTERED.register("set")
def countered_setting(state: State, obj: Obj) -> None:
    """A countered setting leaves no Trap in the Ward: the card, out of its owner's hand, goes to
    their Spoils (405.6c, 400.8); the cost stays paid (118.5)."""
    state["players"][obj["controller"]]["zones"]["spoils"].append({"card": obj["card"]})


def _attack(state: State, cards: Cards, name: str, text: str, anywhere: bool = False) -> tuple[Placed, str]:
    """The attacking Entity named ("<card>", or "<player>'s <card>") whose attack is on a Haven
    this player controls, with that Haven's own name, its label or card name (509.2, 307.3a) —
    or, for a Trap whose printed condition is any siege, on any player's Haven, with no Haven of
    this player's named (307.4)."""
    owner, sep, card = text.partition("'s ")
    if not sep:
        owner, card = state["turn"]["active"], text
    for obj in state["players"].get(owner, {"zones": {"battlefield": []}})["zones"]["battlefield"]:
        target = obj.get("attacking")
        if obj["card"] != card or not target:
            continue
        found = find_permanent(state, target)
        if found is None or cards[found[1]["card"]]["type"] != "Haven":
            continue
        if found[0] == name:
            return (owner, obj), own_name(found[1])
        if anywhere and owner != name:
            return (owner, obj), ""
    raise Refused(f"{card!r} is not attacking a Haven {name} controls: a Trap springs against an "
                  "attack on the Haven it wards (307.4, 509.2)")


@action("spring", with_priority=False)
def spring(state: State, cards: Cards, ruleset: str, act: dict[str, Any], decisions: Decisions) -> None:
    """Spring a Trap against an attack on the Haven it wards — or, if its printed condition is an
    opponent's siege of any Haven (``any_siege``), against such an attack wherever it falls
    (307.4): from the attack's declaration to
    the end of the declare blockers step, at most one per attack (307.4, 509.2, 408.3b). It
    turns face up and does what it says at once, without the stack, before any damage; its
    controller chooses its targets; then it goes to its owner's Spoils (307.4, 307.5)."""
    name, card = act["player"], act["card"]
    turn, combat = state["turn"], state.get("combat")
    if (turn["phase"], turn["step"]) not in SPRING_STEPS or not combat:
        raise Refused("a Trap springs from its attack's declaration to the end of the declare "
                      "blockers step (509.2)")
    anywhere = bool(cards.get(card, {}).get("any_siege"))
    attacker, haven = _attack(state, cards, name, str(act.get("attacker", "")), anywhere)
    player = state["players"][name]
    set_here = next((w for w in wards(player) if w["card"] == card
                     and (w["haven"] == haven or (anywhere and not haven))), None)
    if set_here is None:
        raise Refused(f"{card!r} is not set in the Wards of {name}'s {haven} (307.4)")
    definition = cards[card]
    if definition.get("ruse"):
        raise Refused(f"{card!r} is a Ruse: it springs on an announcement, not on an attack (307.4a)")
    attack = label(attacker[0], attacker[1]["card"])
    if attack in combat.get("sprung", []):
        raise Refused(f"a Trap has already sprung against {attack}'s attack: one per attack (307.4, 509.2)")
    take_defenders_turn(state, name, "springs")  # 800.5b: defending players in APNAP order
    combat.setdefault("sprung", []).append(attack)
    wards(player).remove(set_here)
    _carry_out(state, cards, name, definition, decisions)
    emit(state, cards, Sprung(name, card, attacker, decisions))
    player["zones"]["spoils"].append({"card": card})  # 307.5


def _carry_out(state: State, cards: Cards, name: str, definition: dict[str, Any],
               decisions: Decisions) -> None:
    """A sprung Trap does what it says, in order; its controller chooses each target as it is
    sprung (307.4), and an instruction without a legal target does nothing (101.3)."""
    origin = {"kind": "trap", "card": definition["name"], "controller": name}
    for effect in definition.get("effects", []):
        target = None
        if targets_of(effect) is not None:
            if not legal_targets(state, cards, effect, name, definition):
                continue
            chosen = choose_target(state, cards, effect, name, definition, decisions)
            target = find_target(state, cards, chosen, allowed_kinds(effect), name, definition, effect)
            if target is None:
                continue
        carry_out(Instruction(state, cards, name, effect, target, decisions, definition, origin))


def _threatened(state: State, cards: Cards, event: Targeted) -> list[str]:
    """The players other than the announcer whose Master, or a Haven they control, the
    announcement targets, in APNAP order (307.4a, 102.1)."""
    hit = set()
    for target in event.targets:
        if target is None:
            continue
        if target["kind"] == "master" or (target["kind"] == "permanent"
                                          and cards[target["object"]["card"]]["type"] == "Haven"):
            hit.add(target["player"])
    return [n for n in apnap(state) if n in hit and n != event.controller]


@watch(Targeted)
def ruse(state: State, cards: Cards, event: Targeted) -> None:
    """An opponent's spell or ability announced targeting a player or a Haven they control lets
    that player spring one Ruse from any of their Wards — decision ``spring``, a Ruse's name or
    ``"none"``; at most one springs per announcement, and one not sprung is not spent (307.4a)."""
    if event.decisions is None:
        return
    for name in _threatened(state, cards, event):
        player = state["players"][name]
        ruses = [w for w in player.get("wards", []) if cards[w["card"]].get("ruse")]
        if not ruses:
            continue
        answer = event.decisions.take("spring", name, sorted({w["card"] for w in ruses}) + ["none"])
        if answer == "none":
            continue
        chosen = next(w for w in ruses if w["card"] == answer)
        wards(player).remove(chosen)
        _carry_out(state, cards, name, cards[chosen["card"]], event.decisions)
        player["zones"]["spoils"].append({"card": chosen["card"]})  # 307.5
        return


@load_checks.register
def ward_problems(state: State, cards: Cards) -> list[str]:
    """Impossible Wards: a set card that is not a Trap, or more Traps in a Haven than its printed
    Wards (307.3, 307.3a) — each Haven's own, one of two of a name told by its label."""
    problems = []
    for name, player in state["players"].items():
        counts: dict[str, int] = {}
        for ward in player.get("wards", []):
            if ward["card"] in cards and cards[ward["card"]]["type"] != "Trap":
                problems.append(f"{ward['card']!r} in {name}'s Wards is not a Trap (307.3)")
            counts[ward["haven"]] = counts.get(ward["haven"], 0) + 1
        for haven, n in counts.items():
            if havens_called(state, cards, name, haven):
                slots = ward_slots(state, cards, name, haven)
            elif haven in cards:
                slots = cards[haven].get("wards", 0)
            else:  # the label of a Haven no longer standing: 704.5p sends its Traps away
                continue
            if n > slots:
                problems.append(f"{name} has {n} Traps set in {haven!r}, which has {slots} Wards (307.3a)")
    return problems
