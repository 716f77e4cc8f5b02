"""602 Activating activated abilities, and 605 Vitae abilities: the restrictions on activating
(602.4, 602.5), announcing targets and paying the cost (602.3, 601.2h), and the once-each-turn
record cleared at cleanup (602.4a, 514.2d).

A card's ``abilities`` list holds ``activated`` abilities: a cost, timing restrictions and
instructions (docs/games/nodawn.md#abilities). An ability activated from outside the
battlefield (Bleed, from hand) is registered at ``hooks.activations_elsewhere``.
"""

from __future__ import annotations

from typing import Any

from adjudicator.engine import Decisions, Refused
from adjudicator.games.nodawn.concepts.vitae import pay_cost
from adjudicator.games.nodawn.core.actions import action
from adjudicator.games.nodawn.core.events import Cleanup, watch
from adjudicator.games.nodawn.core.hooks import (
    activation_costs,
    activation_restrictions,
    activations_elsewhere,
    keyword_activations,
    newly_turned,
    prohibitions,
)
from adjudicator.games.nodawn.core.instructions import targeting
from adjudicator.games.nodawn.core.keywords import has_keyword
from adjudicator.games.nodawn.core.layers import characteristics
from adjudicator.games.nodawn.core.objects import Cards, Obj, State, own_permanents
from adjudicator.games.nodawn.core.stack import RESOLVERS
from adjudicator.games.nodawn.core.state import TURN_STRUCTURE, give_priority
from adjudicator.games.nodawn.core.targets import announce_targets
from adjudicator.games.nodawn.core.triggers import ability_object
from adjudicator.games.nodawn.core.zones import drain, sacrifice_permanents

#: Timings that name a point of the turn: only the first main phase is precombat, every other
#: main phase postcombat (505.1a, 505.7); "before attackers" is before the declaration point of
#: 508.1, whether or not anything attacks (506.8).
MAIN_TIMINGS = {
    "in-the-precombat-main-phase": lambda turn: turn["phase"] == "main1",
    "in-a-postcombat-main-phase": lambda turn: turn["phase"] == "main2",
    "before-attackers-are-declared": lambda turn: TURN_STRUCTURE.index((turn["phase"], turn["step"]))
    < TURN_STRUCTURE.index(("combat", "declare attackers")),
}


def activated(definition: dict[str, Any]) -> list[tuple[int, dict[str, Any]]]:
    """A card's activated abilities with their indexes among its abilities (602.1)."""
    return [(i, a) for i, a in enumerate(definition.get("abilities", [])) if a["kind"] == "activated"]


#: The instructions that add Vitae to a pool: of a tag the card prints, or of a Race its
#: controller chooses (106.3, 205.3g).
ADDS_VITAE = {"add-vitae", "add-chosen-vitae"}


def is_vitae_ability(ability: dict[str, Any]) -> bool:
    """An activated ability with no target that could add Vitae to a pool, whatever Vitae it
    adds (605.1, 605.6)."""
    effects = ability.get("effects", [])
    return any(e["effect"] in ADDS_VITAE for e in effects) and not targeting(effects)


@action("activate")
def activate(state: State, cards: Cards, ruleset: str, act: dict[str, Any], decisions: Decisions) -> None:
    """Activate an ability of a permanent one controls (602.3): check its restrictions (602.4),
    announce targets, pay the whole cost (601.2h, 118.2), and put it on the stack — or, a Vitae
    ability, resolve it at once without the stack (605.3). The activator receives priority
    (117.3a)."""
    name, card = act["player"], act["card"]
    mine = own_permanents(state, name, card)
    definition = cards.get(mine[0]["card"] if mine else card)
    if definition is None:
        raise Refused(f"{name} controls no {card!r} (602.3)")
    if state["turn"]["priority"] != name:
        raise Refused(f"{name} does not hold priority (117.1, 113.3b)")
    if not mine and any(elsewhere(state, cards, act, decisions) for elsewhere in activations_elsewhere):
        return
    if not mine:
        raise Refused(f"{name} controls no {card!r}: only a permanent's controller activates its "
                      "abilities (602.3)")
    keyword = act.get("ability")
    if isinstance(keyword, str):  # an ability a keyword of the permanent stands for (602.1)
        granted = keyword_activations.get(keyword)
        if granted is None or not has_keyword(definition, keyword):
            raise Refused(f"{card!r} has no {keyword} (602.1)")
        granted(state, cards, mine[0], act, decisions)
        return
    options = activated(characteristics(cards, mine[0]))  # printed, and gained (613.1f)
    if not options:
        raise Refused(f"{card!r} has no activated ability (602.1)")
    which = act.get("ability", 1)
    if not 1 <= which <= len(options):
        raise Refused(f"{card!r} has {len(options)} activated abilities")
    index, ability = options[which - 1]
    reasons = [_activation_bar(state, cards, name, o, index, ability) for o in mine]
    if all(reasons):
        raise Refused(reasons[0] or "")
    obj = mine[reasons.index(None)]
    stack_obj = _on_the_stack(name, obj, index, ability, definition)
    vitae_ability = is_vitae_ability(ability)
    if not vitae_ability and not announce_targets(state, cards, stack_obj, decisions, activating=True):
        raise Refused(f"{card!r}'s ability has no legal target (601.2c, 602.3)")
    _pay(state, cards, name, obj, ability, act, decisions)
    if ability.get("once_per_turn"):
        obj.setdefault("activated_this_turn", []).append(index)
    if vitae_ability:
        resolve = RESOLVERS.get("ability" if isinstance(stack_obj["ability"], int) else stack_obj["ability"])
        assert resolve is not None
        resolve(state, cards, stack_obj, decisions)  # 605.3: no stack, resolves at once
    else:
        state["zones"]["stack"].append(stack_obj)
    give_priority(state, name)  # 117.3a


def _on_the_stack(name: str, obj: Obj, index: int, ability: dict[str, Any],
                  printed: dict[str, Any]) -> Obj:
    """The activated ability as an object on the stack (602.2): a printed one by its index; one
    the permanent gained (613.1f) carries its own instructions, and the name of the permanent
    whose ability granted it (``granter``, 201.5a)."""
    own = printed.get("abilities", [])
    if index < len(own) and own[index] == ability:
        return ability_object(name, obj, index)
    stack_obj = ability_object(name, obj, "gained")
    stack_obj["effects"] = list(ability.get("effects", []))
    if ability.get("granter"):
        stack_obj["granter"] = ability["granter"]
    return stack_obj


def _pay(state: State, cards: Cards, name: str, obj: Obj, ability: dict[str, Any],
         act: dict[str, Any], decisions: Decisions) -> None:
    """Pay an activation's whole cost (601.2h): Vitae and meters, draining the source, or
    sacrificing it (701.12a)."""
    cost = ability.get("cost", {})
    pay_cost(state, name, cost, act.get("from_master", 0), decisions)
    for extra in activation_costs:
        extra(state, cards, name, obj, ability)
    if cost.get("drain"):
        drain(state, cards, name, obj)
    if cost.get("sacrifice"):
        sacrifice_permanents(state, cards, [(name, obj)])


def _activation_bar(state: State, cards: Cards, name: str, obj: Obj, index: int,
                    ability: dict[str, Any]) -> str | None:
    """Why this permanent's ability cannot be activated now, or None (602.4, 602.5)."""
    barred = activation_restrictions.first_reason(state, cards, name, obj, index, ability)
    if barred is None and ability.get("cost", {}).get("sacrifice"):
        barred = prohibitions.first_reason(state, cards, "sacrifice")  # 614.9: a forbidden cost
    if barred is not None:
        return barred
    turn = state["turn"]
    card = obj["card"]
    timing = ability.get("timing", "any")
    if timing == "non-power" and not (turn["active"] == name and turn["phase"] in ("main1", "main2")
                                      and not state["zones"]["stack"]):
        return (f"{card!r}'s ability is activated only at non-Power speed: its controller's own "
                "main phase, with an empty stack (602.4a)")
    if timing == "your-turn" and turn["active"] != name:
        return f"{card!r}'s ability is activated only during its controller's turn (602.4a)"
    binding = cards[card].get("binding")
    if binding and binding != state["world"]["type"]:
        return (f"{card!r} is {binding}-bound: its abilities cannot be activated on a "
                f"{state['world']['type'].capitalize()} turn (731.4a)")
    when = MAIN_TIMINGS.get(timing)
    if when is not None and not (turn["active"] == name and when(turn)):
        when_words = timing.replace("-", " ")
        return f"{card!r}'s ability is activated only {when_words} of its controller's turn (602.4a, 505.7)"
    world = ability.get("world")
    if world and world != state["world"]["type"]:
        return f"{card!r}'s ability is activated only at {world.capitalize()} (602.4a)"
    if ability.get("once_per_turn") and index in obj.get("activated_this_turn", []):
        return f"{card!r}'s ability is activated only once each turn (602.4a)"
    if ability.get("cost", {}).get("drain"):
        if obj["drained"]:
            return f"{card!r} is already drained and cannot pay a drain cost (110.5b, 118.2)"
        if newly_turned(cards, obj):
            return (f"{card!r} is newly turned: its drain-cost ability waits until it has been "
                    "controlled since its controller's turn began (602.4c)")
    return None


@watch(Cleanup)
def forget_activations(state: State, cards: Cards, event: Cleanup) -> None:
    """Cleanup: the turn's once-each-turn activations are forgotten (514.2d, 602.4a)."""
    for player in state["players"].values():
        for obj in player["zones"]["battlefield"]:
            obj.pop("activated_this_turn", None)
