"""608 Resolving spells and abilities: targets checked again (608.3), instructions followed in
order (608.4) — "you may" ones as their controller chooses (603.5), "if you do" ones only after
the one before them happened —, then a Power or Caprice goes to its owner's Spoils (608.7a) and a permanent
spell enters the battlefield (608.7b); a printed ability's intervening "if" is checked again
(603.4), and it then ceases to exist (608.7a). What an instruction reads of a target that has
left the battlefield is its last-known information (608.6)."""

from __future__ import annotations

from typing import Any

from adjudicator.engine import Decisions, json_copy
from adjudicator.games.nodawn.core.events import SpellResolved, emit
from adjudicator.games.nodawn.core.hooks import carried_effects, entry_bars, riders
from adjudicator.games.nodawn.core.instructions import Instruction, carry_out, refers_back, targets_of
from adjudicator.games.nodawn.core.layers import characteristics, guise, stamp
from adjudicator.games.nodawn.core.objects import Cards, Obj, State, battlefield
from adjudicator.games.nodawn.core.stack import RESOLVERS, spell_leaves
from adjudicator.games.nodawn.core.state import PERMANENT_TYPES, current_stats, permanent
from adjudicator.games.nodawn.core.targets import ability_source, found_targets
from adjudicator.games.nodawn.core.triggers import condition_holds
from adjudicator.games.nodawn.core.zones import put_onto_battlefield

YES, NO = "yes", "no"  # the answers to a "may" (603.5)


def follow(state: State, cards: Cards, controller: str, effects: list[dict[str, Any]],
           found: list[dict[str, Any] | None], decisions: Decisions, source: dict[str, Any],
           origin: Obj) -> None:
    """Follow the instructions in order, each done before the next begins (608.4); an
    instruction whose target is now illegal is left undone (608.3), and so is one acting on
    that same target ("it": the same object, 700.7). An ``optional`` one ("you may") is the
    controller's choice now, as the object resolves — decision ``may``, ``"yes"`` or ``"no"``
    (603.5, 608.4); one marked ``if_done`` ("then, if you do") happens only if the instruction
    before it was carried out and changed the game (a discard from an empty hand discards
    nothing: it was not done). The game ending part way — an instruction that wins, loses or
    draws it — ends it at once (104.1): no instruction after that one is carried out."""
    found = list(found)
    done = True
    last: dict[str, Any] | None = None
    for i, effect in enumerate(effects):
        if state["result"] is not None:
            return  # 104.1: the game is over
        aims = targets_of(effect) is not None
        target = found.pop(0) if aims else (last if refers_back(effect) else None)
        if aims:
            last = target
        if ((aims or refers_back(effect)) and target is None) or (effect.get("if_done") and not done):
            done = False
            continue
        if effect.get("optional") and decisions.take("may", controller, [YES, NO]) != YES:
            done = False
            continue
        remember(state, cards, target)
        watched = i + 1 < len(effects) and effects[i + 1].get("if_done")
        before = json_copy(state) if watched else None
        carry_out(Instruction(state, cards, controller, effect, target, decisions, source, origin))
        done = before is None or state != before  # an instruction that changed nothing was not done


def remember(state: State, cards: Cards, target: dict[str, Any] | None) -> None:
    """Keep a permanent target's last-known information (608.6): its characteristics as it
    stands before each instruction, which later ones read once it has left the battlefield."""
    if target is None or target.get("kind") != "permanent":
        return
    standing = next((n for n, o in battlefield(state) if o is target["object"]), None)
    if standing is not None:
        definition = characteristics(cards, target["object"])
        target["last_known"] = {**definition, **current_stats(state, standing, target["object"],
                                                               definition, cards)}


@RESOLVERS.register("spell")
def resolve_spell(state: State, cards: Cards, obj: Obj, decisions: Decisions) -> None:
    """A spell resolves: if every target is now illegal it does nothing (608.3); otherwise its
    instructions, with any it gained as it was cast (601.7), then it goes to its owner's Spoils
    (608.7a) or, a permanent spell, onto the battlefield (608.7b) — or, one that cannot enter,
    to its owner's Spoils (608.7d); a copy goes nowhere but the battlefield (707.7)."""
    definition = cards[obj["card"]]
    seen = guise(obj.get("laid")) if obj.get("face_down") else definition  # 708.3: a guise
    controller = obj["controller"]
    effects = carried_effects(seen, obj)  # its chosen modes too (700.4a)
    found = found_targets(state, cards, obj["targets"], effects, controller, seen)
    fizzled = bool(found) and all(t is None for t in found)
    if not fizzled:
        extra = [e for rider in riders for e in rider(seen, obj)]
        follow(state, cards, controller, effects + extra, found, decisions, seen, obj)
    if seen["type"] in PERMANENT_TYPES and not fizzled \
            and entry_bars.first_reason(state, cards, controller, seen) is None:
        entering_permanent = becoming(state, definition, obj)
        if obj.get("copy"):
            entering_permanent["token"] = True  # 707.7: a copy, no card — it ceases when it leaves
        put_onto_battlefield(state, cards, controller, entering_permanent, decisions)
    else:
        spell_leaves(state, cards, obj, decisions)
    if not fizzled:
        emit(state, cards, SpellResolved(controller, obj["card"]))  # 608.8


def becoming(state: State, definition: dict[str, Any], spell: Obj) -> Obj:
    """The permanent a permanent spell becomes (608.7b): face down, a guise laid by its keyword,
    if it was cast so (708.3); what changed the spell's characteristics or controller on the
    stack keeps applying to it — keywords it gained, and the control of the player who took it,
    its owner keeping the card (400.7a, 400.3)."""
    controller = spell["controller"]
    if spell.get("face_down"):
        made = permanent({**definition, "type": "Entity"}, controller)
        made.update(face_down=True, laid=spell["laid"])
    else:
        made = permanent(definition, controller)
    if spell.get("granted"):
        made["granted"] = list(spell["granted"])
    if spell.get("owner", controller) != controller:
        made.update(owner=spell["owner"], entered_under=controller)  # 110.2: it enters under theirs
        made["effects"] = [{"layer": "2", "controller": controller, "timestamp": stamp(state)}]
    return made


@RESOLVERS.register("ability")
def resolve_ability(state: State, cards: Cards, obj: Obj, decisions: Decisions) -> None:
    """A printed activated or triggered ability resolves (608): an intervening "if" is checked
    again (603.4), then its targets (608.3), then its instructions in order (608.4)."""
    definition = cards[obj["card"]]
    printed = definition["abilities"][obj["ability"]]
    if printed["kind"] == "triggered" and not condition_holds(state, cards, obj["controller"], printed):
        return  # 603.4: the condition no longer holds
    effects = printed.get("effects", [])
    source = ability_source(state, cards, obj) or definition  # 113.6: its source as it stands
    found = found_targets(state, cards, obj["targets"], effects, obj["controller"], source)
    if found and all(t is None for t in found):
        return  # 608.3: every target illegal, it does not resolve
    follow(state, cards, obj["controller"], effects, found, decisions, definition, obj)
