"""601 Casting spells: timing (117.1a, 601.3), proposing and announcing (601.2b, 601.2c),
determining and paying the cost (601.2f, 601.2h), and the spell becoming cast (601.2i).

Cost keywords (Recall, Tribute, Backlash, Muster, Despoil) register with the core
(``hooks.cost_keywords``) and act on the :class:`~..core.hooks.Casting` being proposed: an
alternative cost replaces the printed one, additional costs add to it, reductions pay part of
its generic Vitae some other way.
"""

from __future__ import annotations

from typing import Any

from adjudicator.engine import Decisions, EngineFault, Refused
from adjudicator.games.nodawn.concepts.vitae import pay_cost
from adjudicator.games.nodawn.core.actions import action
from adjudicator.games.nodawn.core.choices import decide_one
from adjudicator.games.nodawn.core.events import SpellCast, emit
from adjudicator.games.nodawn.core.hooks import (
    COST_STAGES,
    Casting,
    carried_effects,
    cast_restrictions,
    cost_keywords,
    instant_speed,
    master_not_needed,
    printed_and_granted_statics,
)
from adjudicator.games.nodawn.core.instructions import targeting
from adjudicator.games.nodawn.core.layers import characteristics, guise
from adjudicator.games.nodawn.core.objects import Cards, State, battlefield, binding, find_permanent, playing
from adjudicator.games.nodawn.core.state import give_priority
from adjudicator.games.nodawn.core.targets import became_targets, choose_target
from adjudicator.games.nodawn.zones.shelter import master_sheltered

INSTANT_TYPES = {"Power", "Caprice"}


def _take_from_hand(player: dict[str, Any], card: str) -> dict[str, Any]:
    """The card leaves the hand for the stack as casting begins (601.2a)."""
    for obj in player["zones"]["hand"]:
        if obj["card"] == card:
            player["zones"]["hand"].remove(obj)
            return obj
    raise Refused(f"{card!r} is not in the player's hand")


def check_timing(state: State, cards: Cards, name: str, definition: dict[str, Any]) -> None:
    """Powers and Caprices at any priority; other cards only in the caster's own main phase
    with an empty stack (117.1a, 601.3c), unless a rule lets them be cast at Power speed
    (601.3e); binding gates play by the time of day (601.3d); a Power from hand needs its
    Master afield, which it is not while it shelters, unless a rule opens another door (304.5,
    304.6)."""
    turn = state["turn"]
    if turn["priority"] != name:
        raise Refused(f"{name} does not hold priority (117.1)")
    kind = definition["type"]
    if kind not in INSTANT_TYPES and not instant_speed.any(definition) and not (
        turn["active"] == name and turn["phase"] in ("main1", "main2") and not state["zones"]["stack"]
    ):
        article = "an" if kind[0] in "AEIOU" else "a"
        raise Refused(f"{article} {kind} may be cast only in its caster's own main phase, with "
                      "priority and an empty stack (117.1a, 601.3c)")
    bound = binding(definition)
    if bound and bound != state["world"]["type"]:
        raise Refused(f"a {bound}-bound card cannot be cast on a {state['world']['type']} turn "
                      "(601.3d)")
    if kind == "Power" and master_sheltered(state, name) and not master_not_needed.any(
            state, cards, name, definition):
        raise Refused("a Power needs its Master on the battlefield, and the Master shelters by Day "
                      "(304.5, 304.6)")


def propose(state: State, cards: Cards, name: str, definition: dict[str, Any],
            act: dict[str, Any], decisions: Decisions | None = None) -> Casting:
    """Check the announced modes, alternative and additional costs and cost reductions (601.2b)
    and work out the cost to pay (601.2f): reductions stand in for generic Vitae only."""
    casting = Casting(state, cards, name, definition, act, dict(definition.get("cost", {})),
                      decisions=decisions)
    for stage in COST_STAGES:
        for keyword in cost_keywords.all(stage):
            keyword(casting)
    if casting.reductions:
        cost = casting.cost
        generic = 0 if cost.get("source") else cost.get("vitae", 0)
        total = sum(r.count for r in casting.reductions)
        if total > generic:
            names = " and ".join(dict.fromkeys(r.keyword for r in casting.reductions))
            rules = ", ".join(sorted({r.rule for r in casting.reductions}))
            verb = "stand" if len(casting.reductions) > 1 else "stands"
            raise Refused(f"{names} {verb} in for generic Vitae only, and {definition['name']!r} "
                          f"asks {generic} ({rules})")
        cost["vitae"] = cost.get("vitae", 0) - total
    return casting


def _chooser(state: State, name: str, effect: dict[str, Any], decisions: Decisions) -> str:
    """Who chooses this target: the caster, or an opponent where the spell says an opponent
    chooses it — at the moment the caster would, and among several opponents the one the caster
    picks, decision ``chooser`` (601.13)."""
    if effect.get("chosen_by") != "opponent":
        return name
    opponents = [n for n in playing(state) if n != name]
    return str(decide_one(decisions, "chooser", name, opponents))


def _prohibited(state: State, cards: Cards, name: str, targets: list[str]) -> str | None:
    """Why the spell, as proposed, may not be cast: a static of an opponent's permanent forbids
    casting spells that target what that opponent controls (``kind = "prohibit-cast"``,
    ``targeting = "your-permanents"``). Such a prohibition turns on a choice of the proposal, so
    the cast may begin, and is checked once the proposal is complete (601.3, 601.3f, 601.4)."""
    for owner, obj in battlefield(state):
        if owner == name or obj.get("sheltered"):
            continue
        for static in printed_and_granted_statics(characteristics(cards, obj)):
            if static["kind"] == "prohibit-cast" and any(
                    (find_permanent(state, t) or ("",))[0] == owner for t in targets):
                return (f"{obj['card']!r} says {owner}'s opponents can't cast spells that target "
                        f"what {owner} controls, and the \"can't\" prevails (601.3, 601.4)")
    return None


@action("cast")
def cast(state: State, cards: Cards, ruleset: str, act: dict[str, Any], decisions: Decisions) -> None:
    """Propose, announce targets, pay, and the spell is cast (601.2); costs stick (118.5)."""
    name = act["player"]
    definition = cards.get(act["card"])
    if definition is None:
        raise EngineFault(f"no definition for {act['card']!r}")
    if definition["type"] in ("Master", "Trap"):
        raise Refused(f"a {definition['type']} is not cast from hand (300.8, 311.1)")
    seen = guise(None) if act.get("face_down") else definition  # 708.3: cast face down, a guise
    check_timing(state, cards, name, seen)
    barred = cast_restrictions.first_reason(state, cards, name, seen)
    if barred:
        raise Refused(barred)
    casting = propose(state, cards, name, definition, act, decisions)  # 601.2b
    if act.get("face_down") and not casting.marks.get("face_down"):
        raise Refused(f"{act['card']!r} has no Transmute or Masquerade: it is not cast face down "
                      "(702.31a, 702.32a, 708.3)")
    if casting.from_hand:
        _take_from_hand(state["players"][name], act["card"])  # 601.2a: the card moves to the stack first
    effects = carried_effects(seen, casting.marks)  # 601.2b: its chosen modes too
    targets = [choose_target(state, cards, effect, name, seen, decisions,
                             chooser=_chooser(state, name, effect, decisions))
               for effect in targeting(effects)]
    barred = _prohibited(state, cards, name, targets)
    if barred:
        raise Refused(barred)  # 601.4: the casting rewinds
    pay_cost(state, name, casting.cost, act.get("from_master", 0), decisions,
             purpose=seen["type"])  # 106.9: restricted Vitae pays for spells of its type
    for payment in casting.payments:  # 601.2h: with the rest of the payment
        payment()
    spell = {"kind": "spell", "card": act["card"], "controller": name, "targets": targets,
             **casting.marks}
    state["zones"]["stack"].append(spell)
    became_targets(state, cards, name, spell, effects, decisions)  # Toll, a Ruse (601.2c, 603.14c, 307.4a)
    emit(state, cards, SpellCast(name, act["card"], seen["type"]))  # 601.2i
    give_priority(state, name)  # 601.2i
