"""Hook points: where keyword and static abilities change what the rules allow and do.

Each is a list of functions that rule modules register (``@hooks.<point>.register``); the
rule module that asks the question — combat asking whether an Entity may attack, casting
asking whether a card may be cast now — calls every one. This is the shape of XMage's
restriction effects (can attack, can block, can be blocked, checked again once all blocks
are declared) and Forge's static abilities filed by mode, taken as an idea.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from adjudicator.engine import Decisions
from adjudicator.games.nodawn.core.layers import characteristics
from adjudicator.games.nodawn.core.objects import Cards, Obj, State
from adjudicator.games.nodawn.core.registry import HookList, Registry

Definition = dict[str, Any]

# -- restrictions: why not, or None (508.1c, 509.1a-d, 115.4, 601.2e) ------------------------------
attack_restrictions: HookList[Callable[[State, Cards, Obj, Definition], str | None]] = HookList(
    "why this Entity may not attack (508.1c)")
block_restrictions: HookList[Callable[[State, Cards, Obj], str | None]] = HookList(
    "why this Entity may not block at all (509.1a)")
blocked_by: HookList[Callable[[Cards, Obj, Obj], str | None]] = HookList(
    "why this blocker may not block this attacker (509.1d)")
block_checks: HookList[Callable[[State, Cards, str, Obj], str | None]] = HookList(
    "why a whole declaration of blocks is illegal for this attacker, once made (509.1d)")
target_restrictions: HookList[Callable[[Cards, str, Definition | None, str, Obj], str | None]] = (
    HookList("why this permanent may not be targeted by this source and controller (115.4)"))
player_target_restrictions: HookList[Callable[[State, str], str | None]] = HookList(
    "why this player may not be targeted (115.4)")

# -- permissions and properties (702) -------------------------------------------------------------
cast_restrictions: HookList[Callable[[State, Cards, str, Definition], str | None]] = HookList(
    "why this player may not cast this card, whatever the timing (105.4)")
instant_speed: HookList[Callable[[Definition], bool]] = HookList(
    "the card may be cast whenever its caster has priority (601.3e)")
master_not_needed: HookList[Callable[[State, Cards, str, Definition], bool]] = HookList(
    "the card may be cast though its caster's Master is not on the battlefield (304.5)")
acts_when_newly_turned: HookList[Callable[[Definition], bool]] = HookList(
    "the Entity attacks, drains and pays drain costs though newly turned (110.5d)")
indestructible: HookList[Callable[[Definition], bool]] = HookList(
    "the permanent can't be destroyed (701.9a)")
attacks_without_draining: HookList[Callable[[Definition], bool]] = HookList(
    "attacking does not drain the Entity (508.1e)")
strike_steps: HookList[Callable[[Definition], set[str] | None]] = HookList(
    "the combat damage steps the Entity deals damage in, if not just the normal one (510.1)")
excess_to_target: HookList[Callable[[Definition], bool]] = HookList(
    "a blocked attacker's damage beyond lethal goes on to its target (510.2d)")
lethal_damage: HookList[Callable[[Definition, int], int]] = HookList(
    "how much of this source's damage is lethal, given the blocker's need (510.2c)")
activations_elsewhere: HookList[Callable[[State, Cards, dict[str, Any], Decisions], bool]] = (
    HookList("an ability activated from outside the battlefield; whether it was (602.2)"))
static_abilities: HookList[Callable[[Definition], list[dict[str, Any]]]] = HookList(
    "the static abilities a card's keywords stand for (604.1)")
activation_restrictions: HookList[Callable[[State, Cards, str, Obj, int, dict[str, Any]], str | None]] = (
    HookList("why this ability of this permanent may not be activated now (602.5)"))
activation_costs: HookList[Callable[[State, Cards, str, Obj, dict[str, Any]], None]] = HookList(
    "cost components an ability's activation pays besides Vitae, meters, draining and sacrifice (602.2)")
attack_targets: HookList[Callable[[State, Cards, str, str], bool | None]] = HookList(
    "targets of an attack besides permanents and Masters: whether this one is a legal one, refusals "
    "raised as Refused; None if it is not of the kind (506.3e)")
attack_target_kinds: HookList[Callable[[State, str], dict[str, Any] | None]] = HookList(
    "an attack's target besides permanents and Masters, as combat damage takes it (510.3e)")
strikes: HookList[Callable[[State, Cards, str, Obj, dict[str, Any], int, Decisions | None], None]] = HookList(
    "what an unblocked attacker's damage does to a target besides permanents and Masters, each "
    "for the kind of target it knows (510.3e)")
attack_costs: HookList[Callable[[State, Cards, str, Obj, str], int]] = HookList(
    "the Vitae an attack by this Entity at this target costs its player (508.1f)")
enters_attacking: HookList[Callable[[State, Cards, str, Obj, Decisions], None]] = HookList(
    "an Entity put onto the battlefield attacking: what attacking it is, settled as it enters (508.4)")
declaration_requirements: HookList[Callable[[State, Cards, str], str | None]] = HookList(
    "why a declaration of attackers or blockers breaks a requirement it could obey (508.1d, 509.1e)")
seal_marks: HookList[Callable[[State, Cards, str, list[str], list[str]], None]] = HookList(
    "refusals of the cards a seal announces it will cast instead of sealing, raised as Refused (614.6e)")
seal_casts: HookList[Callable[[State, Cards, str, str, Decisions], bool]] = HookList(
    "a card of the seal cast instead of sealed, as the seal resolves; whether it was (407.6, 614.6e)")
prohibitions: HookList[Callable[[State, Cards, str], str | None]] = HookList(
    "why an event of this kind can't happen now — \"can't\" effects (614.9)")
entry_bars: HookList[Callable[[State, Cards, str, Definition], str | None]] = HookList(
    "why a permanent spell cannot enter the battlefield under this controller (608.7d)")
load_checks: HookList[Callable[[State, Cards], list[str]]] = HookList(
    "what a rule module finds impossible in a given state")
upkeep_lore_exempt: HookList[Callable[[Definition], bool]] = HookList(
    "a Contract or Liturgy that gains no Lore counter at its controller's upkeep (714.3b, 715.2)")
game_start_checks: HookList[Callable[[State, Cards], str | None]] = HookList(
    "why the game cannot begin with what the players brought (100.2, 100.3)")
deck_rules: Registry[Callable[[], dict[str, int | None]]] = Registry(
    "a mode's construction limits in place of the constructed ones of 100.2 and 100.3, by mode: "
    "minimum (Domain size), copies (of a name), sideboard (size); None, no limit (903.3)")


def newly_turned(cards: Cards, obj: Obj) -> bool:
    """Whether an Entity is still newly turned for what it may do (110.5d)."""
    return bool(obj.get("newly_turned")) and not acts_when_newly_turned.any(characteristics(cards, obj))


def printed_and_granted_statics(definition: Definition) -> list[dict[str, Any]]:
    """A card's static abilities: printed, then those its keywords stand for (604.1)."""
    granted = [s for fn in static_abilities for s in fn(definition)]
    return list(definition.get("statics", [])) + granted


# -- casting: cost keywords (601.2b, 601.2f) ------------------------------------------------------
@dataclass
class Reduction:
    """Generic Vitae of a cost paid some other way (601.2f): by which keyword, how many."""

    keyword: str
    rule: str
    count: int


@dataclass
class Casting:
    """A spell being proposed (601.2b): its cost as the announcements change it, and what the
    announced keywords carry out with the payment (601.2h) or record on the spell."""

    state: State
    cards: Cards
    player: str
    definition: Definition
    action: dict[str, Any]
    cost: dict[str, Any]
    from_hand: bool = True
    reductions: list[Reduction] = field(default_factory=list)
    payments: list[Callable[[], None]] = field(default_factory=list)
    marks: dict[str, Any] = field(default_factory=dict)
    decisions: Decisions | None = None  # for choices made as the spell is proposed (601.2b) and
    # those the costs leave to the caster (207.4a)


#: Stages of a cost's determination, in order: an alternative cost replaces the printed one,
#: additional costs add to it, reductions pay part of it otherwise (601.2b, 601.2f).
COST_STAGES = ("alternative", "additional", "reduction")
cost_keywords: Registry[Callable[[Casting], None]] = Registry(
    "cost keywords by stage: alternative, additional, reduction (601.2b, 601.2f)", many=True)
face_up_doors: Registry[Callable[[Cards, Obj], dict[str, Any] | None]] = Registry(
    "what turning a face-down permanent face up costs its controller, by the rule that laid it "
    "down (708.8, 116.2d); None where that rule opens no such door")
enters_face_down: HookList[Callable[[Definition], str | None]] = HookList(
    "the rule that has a permanent card enter the battlefield face down, by its card (702.39b)")
spell_destinations: HookList[Callable[[Obj], str | None]] = HookList(
    "the zone a spell goes to as it leaves the stack, if not its owner's Spoils (601.10)")
riders: HookList[Callable[[Definition, Obj], list[dict[str, Any]]]] = HookList(
    "instructions a spell gets as it resolves, besides its printed ones (601.7)")
spell_effects: HookList[Callable[[Definition, dict[str, Any]], list[dict[str, Any]]]] = HookList(
    "instructions a spell carries besides its printed effects: those its chosen modes name "
    "(700.4, 601.2b), or a keyword of the card stands for (702.38a)")
choices_to_controller: HookList[Callable[[Definition | None], bool]] = HookList(
    "the spell's or ability's controller makes the choices an opponent would make (702.35a, 723.4)")


def carried_effects(definition: Definition, marks: dict[str, Any]) -> list[dict[str, Any]]:
    """A spell's instructions: its printed effects, then those its announcements carry, such as
    its chosen modes in printed order (608.4, 700.4, 702.35b)."""
    extra = [e for fn in spell_effects for e in fn(definition, marks)]
    return list(definition.get("effects", [])) + extra


def chooser(source: Definition | None, normally: str, controller: str) -> str:
    """Who makes a choice the rules give to ``normally``: the spell's or ability's controller
    where a rule steals it (702.35a, 723.4), else that player."""
    return controller if choices_to_controller.any(source) else normally


after_resolution: HookList[Callable[[State, Cards, str, Decisions], None]] = HookList(
    "what follows an object's resolution before anyone receives priority again (724.1)")
keyword_activations: Registry[Callable[[State, Cards, Obj, dict[str, Any], Decisions], None]] = Registry(
    "activated abilities a keyword of a permanent stands for, by keyword (602.1, 702.47a)")
defense_modifiers: HookList[Callable[[State, Cards, str, Obj], int]] = HookList(
    "how much a Haven's Defense is raised or lowered (210.2, 702.47b)")
withers: HookList[Callable[[Cards, Obj], bool]] = HookList(
    "an Entity whose decay counters rot it at its controller's upkeeps, though it has no Decay "
    "(702.47c)")
control_lapses: HookList[Callable[[Obj], None]] = HookList(
    "what a permanent sheds as the effect that gave a player control of it ends (701.27a, 800.6a)")
control_moves: HookList[Callable[[State, str, str], None]] = HookList(
    "what follows a permanent as it changes controllers and so the name players call it by, "
    "old name then new (601.2c, 613.1b): what a Ritual is bound to (303.3b), the Weapons an "
    "Entity bears (301.5d)")
