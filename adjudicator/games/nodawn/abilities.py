"""Activated abilities (602), triggered abilities (603), Vitae abilities (605) and the keyword
abilities that are triggered or that restrict targets (702.13–702.16, 702.27, 702.28, 702.30,
702.40).

Card abilities are data (docs/games/nodawn.md#abilities): a card's ``abilities`` list holds
``activated`` abilities (a cost, timing restrictions, effects) and ``triggered`` ones (an event,
an optional intervening "if", effects). Effects are the test abilities of the card kit.

A triggered ability waits in ``state["_triggers"]`` from the moment its event happens until the
next time a player would receive priority; then, after the state checks, every waiting ability
goes on the stack in APNAP order (117.5, 603.3). The list never outlives an action.

On the stack an ability is ``{"kind": "ability", "card": <its source's name>, "controller",
"targets", "source": "<player>'s <card>", "ability": <index in the card's abilities, or the
keyword's name>, "refers": [...]}``; ``refers`` names what a keyword's trigger is about (the
spell a Toll answers, the Entity a Champion blesses, the recipients Contagion reaches).
"""

from __future__ import annotations

from typing import Any

from adjudicator.engine import Decisions, EngineFault, Refused
from adjudicator.games.nodawn import keyword_abilities

Cards = dict[str, dict[str, Any]]
PENDING = "_triggers"
#: Triggered keywords whose effect the rules write out (702.27a, 702.28a, 702.14a, 702.40a).
TRIGGERED_KEYWORDS = ("Scholarship", "Champion", "Toll", "Contagion")


# -- keywords ----------------------------------------------------------------------------------
def keyword_list(definition: dict[str, Any]) -> list[str]:
    return list(definition.get("keywords", []))


def keyword_value(definition: dict[str, Any], name: str) -> str | None:
    """The parameter of a keyword written "<Name> <value>" ("Toll 2", "Sanctity from Liamite",
    "Elusive from Caprice"); "" for the bare keyword; None if the card lacks it (702.1)."""
    for kw in keyword_list(definition):
        if kw == name:
            return ""
        if kw.startswith(name + " "):
            return kw[len(name) + 1:].strip()
    return None


def keyword_number(definition: dict[str, Any], name: str) -> int | None:
    """The number of a keyword written "<Name> N" ("Muster 3", "Decay 2"); None if the card
    lacks the keyword or its parameter is not a number."""
    value = keyword_value(definition, name)
    if value is None:
        return None
    try:
        return int(value)
    except ValueError:
        return None


def qualities(definition: dict[str, Any]) -> set[str]:
    """The characteristic values a Sanctity or Elusive quality may name: type, Lineage, Race,
    class, binding (702.15a)."""
    values = {definition.get(k) for k in ("type", "lineage", "race", "class")}
    if definition.get("binding"):
        values.add(f"{definition['binding']}-bound")
    return {v for v in values if v}


def _quality_of(value: str) -> str:
    return value[len("from "):].strip() if value.startswith("from ") else value


def target_bar(cards: Cards, controller: str, source: dict[str, Any] | None, owner: str,
               target: dict[str, Any]) -> str | None:
    """Why a permanent cannot be the target of a spell or ability with this source and
    controller, or None: Elusive against an opponent's (702.13a), Sanctity against its quality
    (702.15a), both checked as targets are chosen and again on resolution (601.2c, 608.3)."""
    definition = cards[target["card"]]
    elusive = keyword_value(definition, "Elusive")
    if elusive is not None and owner != controller:
        quality = _quality_of(elusive)
        if not quality or source is not None and quality in qualities(source):
            return (f"{target['card']!r} has Elusive: an opponent's spells and abilities cannot "
                    "target it (702.13a)")
    sanctity = keyword_value(definition, "Sanctity")
    if sanctity and source is not None and _quality_of(sanctity) in qualities(source):
        return (f"{target['card']!r} has Sanctity from {_quality_of(sanctity)}: nothing of that quality "
                "targets it (702.15a)")
    return None


def block_bar(cards: Cards, blocker: dict[str, Any], attacker: dict[str, Any]) -> str | None:
    """An Entity with Sanctity from a quality cannot be blocked by Entities of it (702.15a)."""
    sanctity = keyword_value(cards[attacker["card"]], "Sanctity")
    if sanctity and _quality_of(sanctity) in qualities(cards[blocker["card"]]):
        return (f"{attacker['card']!r} has Sanctity from {_quality_of(sanctity)} and cannot be "
                f"blocked by {blocker['card']!r} (702.15a)")
    return None


def damage_prevented(cards: Cards, source: dict[str, Any] | None, recipient: dict[str, Any]) -> bool:
    """All damage to a permanent with Sanctity from a quality, from sources of that quality, is
    prevented (702.15a)."""
    if source is None or recipient.get("kind") != "permanent":
        return False
    sanctity = keyword_value(cards[recipient["object"]["card"]], "Sanctity")
    return bool(sanctity) and _quality_of(sanctity) in qualities(source)


def ambush(definition: dict[str, Any]) -> bool:
    """A card with Ambush is cast at Power speed, like a Caprice (702.16a, 601.3e)."""
    return keyword_value(definition, "Ambush") is not None


# -- until end of turn -------------------------------------------------------------------------
def boost(obj: dict[str, Any], attack: int, vigor: int) -> None:
    """The permanent gets +attack/+vigor until end of turn (611.2, 514.2a)."""
    bonus = obj.setdefault("until_end_of_turn", {})
    for key, n in (("attack", attack), ("vigor", vigor)):
        if n:
            bonus[key] = bonus.get(key, 0) + n
            if bonus[key] == 0:
                del bonus[key]
    if not bonus:
        del obj["until_end_of_turn"]


def end_of_turn(state: dict[str, Any]) -> None:
    """Cleanup: effects lasting until end of turn end (514.2a) and the turn's once-each-turn
    activations are forgotten (514.2d, 602.4a)."""
    for player in state["players"].values():
        player.pop("siege", None)  # 508.2, 702.29a: the siege count disperses
        for obj in player["zones"]["battlefield"]:
            obj.pop("until_end_of_turn", None)
            obj.pop("activated_this_turn", None)


# -- triggering --------------------------------------------------------------------------------
def _label(controller: str, card: str) -> str:
    return f"{controller}'s {card}"


def _trigger(state: dict[str, Any], controller: str, card: str, ability: int | str,
             refers: list[str] | None = None) -> None:
    """An ability triggers: it waits to be put on the stack (603.2, 603.3)."""
    state.setdefault(PENDING, []).append(
        {"kind": "ability", "card": card, "controller": controller, "targets": [],
         "source": _label(controller, card), "ability": ability, "refers": list(refers or [])})


def _triggered(definition: dict[str, Any], event: str) -> list[tuple[int, dict[str, Any]]]:
    return [(i, a) for i, a in enumerate(definition.get("abilities", []))
            if a["kind"] == "triggered" and a["trigger"] == event]


def _condition_holds(state: dict[str, Any], cards: Cards, controller: str,
                     ability: dict[str, Any]) -> bool:
    """An intervening "if" (603.4): "if you control N or more Entities"."""
    condition = ability.get("condition")
    if not condition:
        return True
    need = condition.get("entities_at_least", 0)
    have = sum(1 for o in state["players"][controller]["zones"]["battlefield"]
               if cards[o["card"]]["type"] == "Entity")
    return have >= need


def _fire(state: dict[str, Any], cards: Cards, watchers: list[tuple[str, dict[str, Any]]],
          event: str) -> None:
    """Every watcher with a printed trigger on this event triggers, once per occurrence
    (603.2, 603.2c); an intervening "if" false now stops it triggering (603.4)."""
    for controller, obj in watchers:
        for index, ability in _triggered(cards[obj["card"]], event):
            if _condition_holds(state, cards, controller, ability):
                _trigger(state, controller, obj["card"], index)


def _battlefield(state: dict[str, Any]) -> list[tuple[str, dict[str, Any]]]:
    return [(n, o) for n in state["turn_order"] for o in state["players"][n]["zones"]["battlefield"]]


def entered(state: dict[str, Any], cards: Cards, controller: str, obj: dict[str, Any]) -> None:
    """A permanent enters the battlefield: its own "when this enters" triggers (603.6a)."""
    keyword_abilities.entering(cards, obj)  # 702.41a: Decay's counters
    _fire(state, cards, [(controller, obj)], "enters")


def died(state: dict[str, Any], cards: Cards, before: list[tuple[str, dict[str, Any]]],
         dead: list[tuple[str, dict[str, Any]]]) -> None:
    """Entities died: their own dies-triggers, and every watcher of deaths that stood on the
    battlefield just before — dying alongside them included — triggers once per death (603.6c,
    603.10, 603.2c)."""
    for owner, obj in dead:
        if cards[obj["card"]]["type"] != "Entity":
            continue
        _fire(state, cards, [(owner, obj)], "dies")
        _fire(state, cards, [(n, o) for n, o in before if n == owner], "entity-you-control-dies")


def step_began(state: dict[str, Any], cards: Cards) -> None:
    """"At the beginning of your upkeep / end step / combat" triggers as the step begins
    (603.2b); "your" is the active player's."""
    turn = state["turn"]
    events = {("beginning", "upkeep"): "upkeep", ("ending", "end"): "end step",
              ("combat", "beginning of combat"): "beginning of combat"}
    event = events.get((turn["phase"], turn["step"]))
    if event is not None:
        active = turn["active"]
        _fire(state, cards, [(n, o) for n, o in _battlefield(state) if n == active], event)
        if event == "upkeep":
            keyword_abilities.upkeep(state, cards, active)  # 702.41a


def spell_cast(state: dict[str, Any], cards: Cards, caster: str, card: str) -> None:
    """A spell is cast (601.2i): "whenever you cast a spell" triggers, and Scholarship on a
    non-Entity spell (702.27a)."""
    mine = [(n, o) for n, o in _battlefield(state) if n == caster]
    _fire(state, cards, mine, "you-cast")
    if cards[card]["type"] != "Entity":
        _fire(state, cards, mine, "you-cast-non-entity")
        for n, o in mine:
            if keyword_value(cards[o["card"]], "Scholarship") is not None:
                _trigger(state, n, o["card"], "Scholarship")


def sealed(state: dict[str, Any], cards: Cards, sealer: str) -> None:
    """The seal resolved: the sealer's Drop-rites trigger (603.14b, 702.30a)."""
    _fire(state, cards, [(n, o) for n, o in _battlefield(state) if n == sealer], "you-seal")


def attackers_declared(state: dict[str, Any], cards: Cards) -> None:
    """The declaration of attackers is complete: "whenever this attacks" triggers for each
    attacker, and Champion when one Entity attacks alone (702.28a)."""
    active = state["turn"]["active"]
    attackers = [o for o in state["players"][active]["zones"]["battlefield"]
                 if o.get("attacking") is not None]
    for obj in attackers:
        _fire(state, cards, [(active, obj)], "attacks")
    if len(attackers) == 1:
        alone = _label(active, attackers[0]["card"])
        for obj in state["players"][active]["zones"]["battlefield"]:
            if keyword_value(cards[obj["card"]], "Champion") is not None:
                _trigger(state, active, obj["card"], "Champion", [alone])


def combat_damage_dealt(state: dict[str, Any], cards: Cards,
                        dealt: list[tuple[str, dict[str, Any], dict[str, Any], int]]) -> None:
    """Contagion (702.40a): an Entity with it that dealt combat damage triggers; the Corruption
    reaches each Entity or Master it damaged, the Entities blocking it and the attacker it
    blocks, each once."""
    from adjudicator.games.nodawn.combat import blockers_of

    sources: dict[int, tuple[str, dict[str, Any], list[str]]] = {}
    for controller, source, recipient, amount in dealt:
        if amount <= 0 or keyword_value(cards[source["card"]], "Contagion") is None:
            continue
        entry = sources.setdefault(id(source), (controller, source, []))
        if recipient["kind"] == "master":
            entry[2].append(recipient["player"])
        elif cards[recipient["object"]["card"]]["type"] == "Entity":
            entry[2].append(_label(recipient["player"], recipient["object"]["card"]))
    for controller, source, reached in sources.values():
        reached += [_label(n, o["card"]) for n, o in blockers_of(state, controller, source)]
        if source.get("blocking"):
            reached.append(source["blocking"])
        if reached:
            _trigger(state, controller, source["card"], "Contagion", list(dict.fromkeys(reached)))


def targeted(state: dict[str, Any], cards: Cards, controller: str, stack_obj: dict[str, Any],
             targets: list[dict[str, Any] | None]) -> None:
    """Choosing a Toll permanent as a target of an opponent's spell or ability sets its Toll
    trembling: one trigger per Toll permanent targeted (702.14a, 603.14c, 601.2c)."""
    from adjudicator.games.nodawn.casting import object_label

    seen: list[int] = []
    for target in targets:
        if target is None or target.get("kind") != "permanent" or id(target["object"]) in seen:
            continue
        seen.append(id(target["object"]))
        owner, obj = target["player"], target["object"]
        if owner != controller and keyword_value(cards[obj["card"]], "Toll"):
            _trigger(state, owner, obj["card"], "Toll", [object_label(stack_obj)])


# -- putting triggers on the stack -------------------------------------------------------------
def pending(state: dict[str, Any]) -> bool:
    return bool(state.get(PENDING))


def stack_triggers(state: dict[str, Any], cards: Cards, decisions: Decisions | None) -> bool:
    """Put every waiting triggered ability on the stack: the active player's first, then each
    other player's in turn order, each player ordering their own — decision ``trigger-order``
    when they have two or more from different sources (603.3, 405.3, 800.5a). Targets are
    chosen now; one with no legal target is removed (603.3). Whether anything was stacked."""
    from adjudicator.games.nodawn.casting import give_priority

    waiting = state.pop(PENDING, [])
    if not waiting or state["result"] is not None:
        return False
    active = state["turn"]["active"]
    order = state["turn_order"]
    start = order.index(active)
    apnap = order[start:] + order[:start]
    stacked = False
    for name in apnap:
        mine = [t for t in waiting if t["controller"] == name]
        if state["players"][name]["status"] != "playing" or not mine:
            continue
        labels = list(dict.fromkeys(t["source"] for t in mine))
        if len(labels) > 1:
            if decisions is None:
                raise EngineFault("triggered abilities wait for an order, but no decision can be asked here")
            answer = decisions.take("trigger-order", name, labels)
            chosen = answer if isinstance(answer, list) else [answer]
            if sorted(chosen) != sorted(labels):
                raise EngineFault(f"the pinned trigger order must name each of {labels} once (603.3)")
            mine = [t for label in chosen for t in mine if t["source"] == label]
        for trig in mine:
            if _announce_targets(state, cards, trig, decisions):
                state["zones"]["stack"].append(trig)
                stacked = True
    if stacked:  # whoever was to receive priority receives it, in a new run of passes (117.5)
        give_priority(state, state["turn"]["priority"] or active)
    return stacked


def _effects(cards: Cards, obj: dict[str, Any]) -> list[dict[str, Any]]:
    ability = obj["ability"]
    if isinstance(ability, int):
        return list(cards[obj["card"]]["abilities"][ability].get("effects", []))
    return []


def _announce_targets(state: dict[str, Any], cards: Cards, obj: dict[str, Any],
                      decisions: Decisions | None, activating: bool = False) -> bool:
    """Targets of a triggered or activated ability, chosen as it goes on the stack (603.3,
    602.3); False when a target is demanded and none is legal."""
    from adjudicator.games.nodawn.casting import TARGETED, choose_target, find_target, legal_targets

    source = cards[obj["card"]]
    for effect in _effects(cards, obj):
        if effect["effect"] not in TARGETED:
            continue
        options = legal_targets(state, cards, effect, obj["controller"], source, self_obj=obj)
        if not options:
            return False
        if activating and decisions is not None:  # 602.3: announced as in 601.2c-e
            obj["targets"].append(choose_target(state, cards, effect, obj["controller"], source,
                                                decisions, obj))
            continue
        if decisions is None:
            raise EngineFault("a triggered ability needs a target, but no decision can be asked here")
        obj["targets"].append(decisions.take("target", obj["controller"], options))
    if obj["targets"]:
        chosen = [find_target(state, cards, label, TARGETED[e["effect"]])
                  for label, e in zip(obj["targets"], [e for e in _effects(cards, obj)
                                                       if e["effect"] in TARGETED], strict=True)]
        targeted(state, cards, obj["controller"], obj, chosen)
    return True


# -- activating (602) --------------------------------------------------------------------------
def activated(definition: dict[str, Any]) -> list[tuple[int, dict[str, Any]]]:
    return [(i, a) for i, a in enumerate(definition.get("abilities", [])) if a["kind"] == "activated"]


def is_vitae_ability(ability: dict[str, Any]) -> bool:
    """An activated ability with no target that could add Vitae to a pool (605.1, 605.6)."""
    from adjudicator.games.nodawn.casting import TARGETED

    effects = ability.get("effects", [])
    return (any(e["effect"] == "add-vitae" for e in effects)
            and not any(e["effect"] in TARGETED for e in effects))


def activate(state: dict[str, Any], cards: Cards, action: dict[str, Any], decisions: Decisions) -> None:
    """Activate an ability of a permanent one controls (602.3): check its restrictions (602.4),
    announce targets, pay the whole cost (601.2h, 118.2), and put it on the stack — or, a Vitae
    ability, resolve it at once without the stack (605.3). The activator receives priority
    (117.3a)."""
    from adjudicator.games.nodawn.casting import give_priority
    from adjudicator.games.nodawn.vitae import pay_cost

    name, card = action["player"], action["card"]
    definition = cards.get(card)
    if definition is None:
        raise EngineFault(f"no definition for {card!r}")
    turn = state["turn"]
    if turn["priority"] != name:
        raise Refused(f"{name} does not hold priority (117.1, 113.3b)")
    mine = [o for o in state["players"][name]["zones"]["battlefield"] if o["card"] == card]
    if not mine and keyword_abilities.bleeds(state, cards, name, card):
        keyword_abilities.bleed(state, cards, action, decisions)  # 702.21a: from hand
        return
    if not mine:
        raise Refused(f"{name} controls no {card!r}: only a permanent's controller activates its "
                      "abilities (602.3)")
    options = activated(definition)
    if not options:
        raise Refused(f"{card!r} has no activated ability (602.1)")
    which = action.get("ability", 1)
    if not 1 <= which <= len(options):
        raise Refused(f"{card!r} has {len(options)} activated abilities")
    index, ability = options[which - 1]
    reasons = [_activation_bar(state, cards, name, o, index, ability) for o in mine]
    if all(reasons):
        raise Refused(reasons[0] or "")
    obj = mine[reasons.index(None)]
    stack_obj = {"kind": "ability", "card": card, "controller": name, "targets": [],
                 "source": _label(name, card), "ability": index, "refers": []}
    vitae_ability = is_vitae_ability(ability)
    if not vitae_ability and not _announce_targets(state, cards, stack_obj, decisions, activating=True):
        raise Refused(f"{card!r}'s ability has no legal target (601.2c, 602.3)")
    cost = ability.get("cost", {})
    pay_cost(state, name, cost, action.get("from_master", 0), decisions)  # 601.2h
    if cost.get("drain"):
        obj["drained"] = True
    if cost.get("sacrifice"):
        before = _battlefield(state)
        state["players"][name]["zones"]["battlefield"].remove(obj)
        state["players"][name]["zones"]["spoils"].append({"card": card})
        died(state, cards, before, [(name, obj)])
    if ability.get("once_per_turn"):
        obj.setdefault("activated_this_turn", []).append(index)
    if vitae_ability:
        resolve(state, cards, stack_obj, decisions)  # 605.3: no stack, resolves at once
    else:
        state["zones"]["stack"].append(stack_obj)
    give_priority(state, name)  # 117.3a


def _activation_bar(state: dict[str, Any], cards: Cards, name: str, obj: dict[str, Any],
                    index: int, ability: dict[str, Any]) -> str | None:
    """Why this permanent's ability cannot be activated now, or None (602.4, 602.5)."""
    turn = state["turn"]
    card = obj["card"]
    timing = ability.get("timing", "any")
    if timing == "non-power" and not (turn["active"] == name and turn["phase"] in ("main1", "main2")
                                      and not state["zones"]["stack"]):
        return (f"{card!r}'s ability is activated only at non-Power speed: its controller's own "
                "main phase, with an empty stack (602.4a)")
    if timing == "your-turn" and turn["active"] != name:
        return f"{card!r}'s ability is activated only during its controller's turn (602.4a)"
    world = ability.get("world")
    if world and world != state["world"]["type"]:
        return f"{card!r}'s ability is activated only at {world.capitalize()} (602.4a)"
    if ability.get("once_per_turn") and index in obj.get("activated_this_turn", []):
        return f"{card!r}'s ability is activated only once each turn (602.4a)"
    cost = ability.get("cost", {})
    if cost.get("drain"):
        if obj["drained"]:
            return f"{card!r} is already drained and cannot pay a drain cost (110.5b, 118.2)"
        bloodlust = keyword_value(cards[card], "Bloodlust") is not None
        if obj.get("newly_turned") and not bloodlust:
            return (f"{card!r} is newly turned: its drain-cost ability waits until it has been "
                    "controlled since its controller's turn began (602.4c)")
    return None


# -- resolving (608) ---------------------------------------------------------------------------
def resolve(state: dict[str, Any], cards: Cards, obj: dict[str, Any], decisions: Decisions) -> None:
    """An activated or triggered ability resolves (608): an intervening "if" is checked again
    (603.4), then its targets (608.3), then its instructions in order (608.4); it then ceases to
    exist (608.7a). Keyword triggers carry out the keyword's rule."""
    ability = obj["ability"]
    if ability == "Toll":
        _resolve_toll(state, cards, obj, decisions)
        return
    if ability == "Scholarship":
        _boost_source(state, obj, 1, 0)  # 702.27a
        return
    if ability == "Champion":
        found = _permanent(state, obj["refers"][0])
        if found is not None:
            boost(found[1], 1, 1)  # 702.28a
        return
    if ability == "Contagion":
        _resolve_contagion(state, cards, obj)
        return
    if ability in keyword_abilities.RESOLVES:
        keyword_abilities.resolve(state, cards, obj, decisions)
        return
    from adjudicator.games.nodawn.casting import TARGETED, apply_effect, find_target

    definition = cards[obj["card"]]
    printed = definition["abilities"][ability]
    if printed["kind"] == "triggered" and not _condition_holds(state, cards, obj["controller"], printed):
        return  # 603.4: the condition no longer holds
    effects = printed.get("effects", [])
    targeted_effects = [e for e in effects if e["effect"] in TARGETED]
    found = [find_target(state, cards, label, TARGETED[e["effect"]], obj["controller"], definition)
             for label, e in zip(obj["targets"], targeted_effects, strict=True)]
    if found and all(t is None for t in found):
        return  # 608.3: every target illegal, it does not resolve
    for effect in effects:
        if effect["effect"] == "boost":
            _boost_source(state, obj, effect.get("attack", 0), effect.get("vigor", 0))
            continue
        target = found.pop(0) if effect["effect"] in TARGETED else None
        if effect["effect"] in TARGETED and target is None:
            continue
        apply_effect(state, cards, obj["controller"], effect, target, decisions, source=definition)


def _permanent(state: dict[str, Any], text: str) -> tuple[str, dict[str, Any]] | None:
    owner, sep, card = text.partition("'s ")
    if not sep or owner not in state["players"]:
        return None
    for o in state["players"][owner]["zones"]["battlefield"]:
        if o["card"] == card:
            return owner, o
    return None


def _boost_source(state: dict[str, Any], obj: dict[str, Any], attack: int, vigor: int) -> None:
    """The ability's source gets the bonus until end of turn, if it is still on the battlefield
    under the same control (113.6, 611.2)."""
    found = _permanent(state, obj["source"])
    if found is not None:
        boost(found[1], attack, vigor)


def _resolve_toll(state: dict[str, Any], cards: Cards, obj: dict[str, Any], decisions: Decisions) -> None:
    """Toll resolves: the targeting spell's or ability's controller pays the Toll or lets it be
    countered (702.14a, 603.14c) — decision ``toll``, ``"pay"`` or ``"decline"``. The Vitae come
    from the pool, any shortfall from the vein (601.2h); a player who cannot pay declines."""
    from adjudicator.games.nodawn.casting import counter_object, object_label
    from adjudicator.games.nodawn.vitae import pay_cost, pool_total

    spell = next((o for o in reversed(state["zones"]["stack"]) if object_label(o) == obj["refers"][0]), None)
    if spell is None:
        return  # the spell has already left the stack
    amount = int(keyword_value(cards[obj["card"]], "Toll") or 0)
    payer = spell["controller"]
    player = state["players"][payer]
    from_pool = min(amount, pool_total(player))
    vein = amount - from_pool
    can_pay = vein == 0 or (state["world"]["type"] == "night" and player["vitae"] >= vein)
    if can_pay:
        answer = decisions.take("toll", payer, ["pay", "decline"])
        if answer == "pay":
            pay_cost(state, payer, {"vitae": amount}, vein, decisions)
            return
    counter_object(state, spell)


def _resolve_contagion(state: dict[str, Any], cards: Cards, obj: dict[str, Any]) -> None:
    """Each reached recipient gains a Corruption counter: a Master's player (122.2b), an Entity
    still on the battlefield (702.40a; see docs/contested.md, nodawn-contagion-entity-corruption)."""
    from adjudicator.games.nodawn.damage import add_counters

    for text in obj["refers"]:
        if text in state["players"]:
            if state["players"][text]["status"] == "playing":
                state["players"][text]["corruption"] += 1
            continue
        found = _permanent(state, text)
        if found is not None:
            add_counters(found[1], "corruption", 1)
