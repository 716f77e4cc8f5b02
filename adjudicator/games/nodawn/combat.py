"""Combat (506–511): declaring attacks and blocks, combat damage, and the combat keywords (702).

The combat record lives in two places of the canonical state:

* ``state["combat"]`` while the combat phase runs (``None`` outside it): ``declaring`` names the
  declaration still open (``"attackers"`` as the declare attackers step begins, 508.1;
  ``"blockers"`` as the declare blockers step begins, 509.1; ``None`` once the first player
  has acted with priority in that step), ``attacked`` says whether any Entity was declared as
  an attacker this combat (508.5), and ``damage_step`` which combat damage step is running:
  ``"celerity"`` (the extra first one, 510.1) or ``"normal"``.
* each Entity in combat carries ``attacking`` (its attack's target as players name it: a
  player's name for their Master, ``"<player>'s <card>"`` for a permanent, 506.3), ``blocked``
  (whether any blocker was declared for its attack, 509.1g) or ``blocking`` (the attacker it
  blocks, ``"<player>'s <card>"``).

Declarations are actions (``attack``, ``block``) taken while their declaration is open; the
first action with priority in that step (a pass, a cast) closes it, so passing through the
step declares nothing. Keywords read from a card's ``keywords`` list: Celerity, Frenzy,
Vigilance, Feed, Venom, Overrun, Dread, Bloodlust, Flying, Reach, Bulwark (Deathless is a
state check, sba.py).
"""

from __future__ import annotations

from typing import Any

from adjudicator.engine import Decisions, EngineFault, Refused
from adjudicator.games.nodawn import abilities, effects, keyword_abilities
from adjudicator.games.nodawn.damage import deal_damage
from adjudicator.games.nodawn.shelter import master_sheltered
from adjudicator.games.nodawn.state import current_stats
from adjudicator.games.nodawn.vitae import gain_vitae

Cards = dict[str, dict[str, Any]]
#: Kinds of permanent an attack may be declared at (506.3a–c); a player's name means their Master.
ATTACKABLE = {"Entity", "Haven", "Companion"}
COMBAT_FIELDS = ("attacking", "blocked", "blocking")


# -- the combat record ------------------------------------------------------------------------
def begin_combat(state: dict[str, Any]) -> None:
    """The combat phase begins: no attack declared yet (506.1, 507.1)."""
    state["combat"] = {"declaring": None, "attacked": False, "damage_step": None}


def open_declaration(state: dict[str, Any], which: str) -> None:
    """The declare attackers or declare blockers step begins: its declaration is made first,
    before anyone receives priority (508.1, 509.1, 703.4h, 703.4i)."""
    if state.get("combat") is None:
        begin_combat(state)
    state["combat"]["declaring"] = which


def close_declaration(state: dict[str, Any]) -> None:
    """A player acts with priority: the step's declaration is over (508.3, 509.3)."""
    combat = state.get("combat")
    if combat is not None:
        combat["declaring"] = None


def end_combat(state: dict[str, Any]) -> None:
    """Close combat: once its last step is over, no permanent is attacking or blocking any more (511.3)."""
    state["combat"] = None
    for player in state["players"].values():
        for obj in player["zones"]["battlefield"]:
            if any(key in obj for key in COMBAT_FIELDS):
                obj.update(dict.fromkeys(COMBAT_FIELDS))


def any_attacks(state: dict[str, Any]) -> bool:
    """Whether an Entity was declared as an attacker this combat (506.1, 508.5)."""
    combat = state.get("combat")
    return bool(combat and combat.get("attacked"))


# -- naming ------------------------------------------------------------------------------------
def label(controller: str, obj: dict[str, Any]) -> str:
    """How players name a permanent: "<player>'s <card>" (601.2c)."""
    return f"{controller}'s {obj['card']}"


def keywords(cards: Cards, obj: dict[str, Any]) -> set[str]:
    """An object's keyword abilities (702.1): printed keywords; repeats are redundant."""
    return set(cards[obj["card"]].get("keywords", []))


def _find_permanent(state: dict[str, Any], text: str) -> tuple[str, dict[str, Any]] | None:
    """The permanent "<player>'s <card>" names, if it is on that player's battlefield."""
    owner, sep, card = text.partition("'s ")
    if not sep or owner not in state["players"]:
        return None
    for obj in state["players"][owner]["zones"]["battlefield"]:
        if obj["card"] == card:
            return owner, obj
    return None


def attack_target(state: dict[str, Any], text: str) -> dict[str, Any] | None:
    """An attack's target as deal_damage takes it, if it is still there (506.6c, 800.6e):
    a player still in the game (their Master) or a permanent still on the battlefield."""
    if text in state["players"]:
        if state["players"][text]["status"] != "playing":
            return None
        return {"kind": "master", "player": text}
    found = _find_permanent(state, text)
    if found is None:
        return None
    return {"kind": "permanent", "player": found[0], "object": found[1]}


def defender_of(text: str) -> str:
    """The defending player of an attack: the controller of its target (506.3f)."""
    return text.partition("'s ")[0]


# -- declaring attackers (508) -----------------------------------------------------------------
def declare_attacks(state: dict[str, Any], cards: Cards, name: str, attacks: list[dict[str, Any]]) -> None:
    """The active player declares attacks as the declare attackers step begins (508.1): each
    Entity attacks one target; the declaration is legal as a whole or not at all (508.1).
    Attacking drains the attacker unless it has Vigilance (508.1e, 702.4a)."""
    turn, combat = state["turn"], state.get("combat")
    if turn["active"] != name:
        raise Refused(f"only the active player attacks; it is {turn['active']}'s turn (506.3, 508.1)")
    if (turn["phase"], turn["step"]) != ("combat", "declare attackers") or not combat \
            or combat.get("declaring") != "attackers":
        raise Refused("attacks are declared only as the declare attackers step begins, before anyone "
                      "acts with priority (508.1, 703.4h)")
    if not attacks:
        raise Refused("an attack needs an attacker and a target (508.1a, 508.1b)")
    chosen: list[tuple[dict[str, Any], str]] = []
    for attack in attacks:
        obj = _attacker(state, cards, name, attack["attacker"], [o for o, _ in chosen])
        target = _check_target(state, cards, name, attack["target"])
        chosen.append((obj, target))
    for obj, target in chosen:
        obj["attacking"] = target  # 508.1g
        keyword_abilities.siege_declared(state, cards, name, target)  # 508.2
        obj["blocked"] = False
        if "Vigilance" not in keywords(cards, obj):
            obj["drained"] = True  # 508.1e
    combat["attacked"] = True


def _attacker(state: dict[str, Any], cards: Cards, name: str, card: str,
              taken: list[dict[str, Any]]) -> dict[str, Any]:
    """The Entity of that name the player controls that may attack (508.1a); refused with the
    rule that bars it otherwise."""
    definition = cards.get(card)
    if definition is None:
        raise EngineFault(f"no definition for {card!r}")
    kind = definition["type"]
    if kind == "Master":
        raise Refused("the Master never attacks (311.4, 508.1a)")
    if kind == "Companion":
        raise Refused("a Companion never attacks (306.5, 506.4)")
    if kind != "Entity":
        raise Refused(f"only Entities attack; {card!r} is a {kind} (506.4)")
    mine = [o for o in state["players"][name]["zones"]["battlefield"] if o["card"] == card]
    if not mine:
        raise Refused(f"{name} controls no {card!r} to attack with (508.1a)")
    reasons = []
    for obj in mine:
        reason = attack_bar(state, cards, obj, definition)
        if obj in taken or obj.get("attacking") is not None:
            reason = f"{card!r} is already attacking (508.1a)"
        if reason is None:
            return obj
        reasons.append(reason)
    raise Refused(reasons[0])


def attack_bar(state: dict[str, Any], cards: Cards, obj: dict[str, Any],
               definition: dict[str, Any]) -> str | None:
    """Why this Entity may not attack now, or None (508.1a, 508.1c)."""
    card, kws = obj["card"], set(definition.get("keywords", []))
    if obj.get("sheltered"):
        return f"{card!r} is sheltered and stands outside combat (506.5)"
    if obj["drained"]:
        return f"{card!r} is drained and cannot attack (508.1a)"
    if obj.get("newly_turned") and "Bloodlust" not in kws:
        return f"{card!r} is newly turned and cannot attack (508.1a, 110.5d)"
    binding, world = definition.get("binding"), state["world"]["type"]
    if binding and binding != world:
        return f"a {binding}-bound Entity cannot attack on a {world} turn (508.1a, 731.4a)"
    if "Bulwark" in kws:
        return f"{card!r} has Bulwark and can never attack (702.17a, 508.1c)"
    if obj["counters"].get("count", 0) > 0:
        return f"{card!r} bears a count counter and cannot attack (702.45b)"
    return None


def _check_target(state: dict[str, Any], cards: Cards, name: str, text: str) -> str:
    """An attack's target must be an opponent's Entity, Haven or Companion, or an opponent's
    Master while they control no Companion and it is not sheltered (506.3, 306.7, 311.6)."""
    if text in state["players"]:
        if text == name:
            raise Refused("each attack's target belongs to an opponent (506.3)")
        defender = state["players"][text]
        if defender["status"] != "playing":
            raise Refused(f"{text} has left the game (800.6e)")
        if any(cards[o["card"]]["type"] == "Companion" and not o.get("sheltered")
               for o in defender["zones"]["battlefield"]):
            raise Refused(f"{text}'s Master cannot be attacked while {text} controls a Companion "
                          "(506.3d, 306.7)")
        if master_sheltered(state, text):
            raise Refused(f"{text}'s Master is sheltered and cannot be attacked (311.6, 506.5)")
        return text
    found = _find_permanent(state, text)
    if found is None:
        raise Refused(f"there is no {text!r} on the battlefield to attack (506.3)")
    owner, obj = found
    if owner == name:
        raise Refused("each attack's target belongs to an opponent (506.3)")
    kind = cards[obj["card"]]["type"]
    if kind not in ATTACKABLE:
        raise Refused(f"a {kind} cannot be attacked: only an Entity, a Haven, a Companion or an "
                      "unshielded Master (506.3)")
    if obj.get("sheltered"):
        raise Refused(f"{obj['card']!r} is sheltered and cannot be attacked (506.5)")
    return text


# -- declaring blockers (509) ------------------------------------------------------------------
def declare_blocks(state: dict[str, Any], cards: Cards, name: str, blocks: list[dict[str, Any]]) -> None:
    """A defending player declares blocks as the declare blockers step begins (509.1): each
    blocker is assigned to one attack on something that player controls (509.1a). A drained
    Entity blocks by taking 1 damage counter (509.1c); evasion restricts who may block
    (509.1d, 702.8a, 702.10a)."""
    turn, combat = state["turn"], state.get("combat")
    if (turn["phase"], turn["step"]) != ("combat", "declare blockers") or not combat \
            or combat.get("declaring") != "blockers":
        raise Refused("blocks are declared only as the declare blockers step begins, before anyone "
                      "acts with priority (509.1, 703.4i)")
    if not blocks:
        raise Refused("a block needs a blocker and an attack (509.1a)")
    chosen: list[tuple[dict[str, Any], tuple[str, dict[str, Any]]]] = []
    for block in blocks:
        attack = _attack_on(state, name, block["attacker"])
        obj = _blocker(state, cards, name, block["blocker"], attack, [o for o, _ in chosen])
        _check_evasion(cards, obj, attack[1])
        chosen.append((obj, attack))
    for obj, (controller, attacker) in chosen:
        if obj["drained"]:
            obj["damage"] += 1  # 509.1c: the price of blocking drained, a persistent counter
        obj["blocking"] = label(controller, attacker)
        attacker["blocked"] = True  # 509.1g
    for _, (controller, attacker) in chosen:
        if "Dread" in keywords(cards, attacker) and len(blockers_of(state, controller, attacker)) < 2:
            raise Refused(f"{attacker['card']!r} has Dread and can be blocked only by two or more "
                          "Entities (702.8a, 509.1d)")


def _attack_on(state: dict[str, Any], name: str, text: str) -> tuple[str, dict[str, Any]]:
    """The attacking Entity named (its card name, or "<player>'s <card>") whose attack is on
    something this player controls (509.1a, 506.3f)."""
    controller, sep, card = text.partition("'s ")
    if not sep:
        controller, card = state["turn"]["active"], text
    attacking = [o for o in state["players"].get(controller, {"zones": {"battlefield": []}})["zones"]
                 ["battlefield"] if o["card"] == card and o.get("attacking") is not None]
    if not attacking:
        raise Refused(f"{card!r} is not attacking (509.1a)")
    for obj in attacking:
        if defender_of(obj["attacking"]) == name:
            return controller, obj
    raise Refused(f"{name} is not the defending player of {card!r}'s attack: a player blocks only "
                  "attacks on what they control (509.1a, 506.3f)")


def _blocker(state: dict[str, Any], cards: Cards, name: str, card: str,
             attack: tuple[str, dict[str, Any]], taken: list[dict[str, Any]]) -> dict[str, Any]:
    """The Entity of that name the defending player controls that may block this attack (509.1a–c)."""
    definition = cards.get(card)
    if definition is None:
        raise EngineFault(f"no definition for {card!r}")
    kind = definition["type"]
    if kind == "Master":
        raise Refused("the Master never blocks (311.4, 509.1a)")
    if kind == "Companion":
        raise Refused("a Companion never blocks (306.5, 509.1a)")
    if kind != "Entity":
        raise Refused(f"only Entities block; {card!r} is a {kind} (506.4, 509.1a)")
    mine = [o for o in state["players"][name]["zones"]["battlefield"] if o["card"] == card]
    if not mine:
        raise Refused(f"{name} controls no {card!r} to block with (509.1a)")
    target = attack[1]["attacking"]
    reasons = []
    for obj in mine:
        reason = None
        if obj in taken or obj.get("blocking") is not None:
            reason = f"{card!r} is already blocking; a blocker is assigned to one attack (509.1a)"
        elif label(name, obj) == target:
            reason = f"{card!r} is the attack's own target and is never its blocker (509.1b)"
        elif obj.get("sheltered"):
            reason = f"{card!r} is sheltered and stands outside combat (506.5)"
        elif obj["counters"].get("count", 0) > 0:
            reason = f"{card!r} bears a count counter and cannot block (702.45b)"
        if reason is None:
            return obj
        reasons.append(reason)
    raise Refused(reasons[0])


def _check_evasion(cards: Cards, blocker: dict[str, Any], attacker: dict[str, Any]) -> None:
    """An attacker with Flying can be blocked only by an Entity with Flying or Reach
    (702.10a, 702.11a, 509.1d)."""
    if "Flying" in keywords(cards, attacker) and not keywords(cards, blocker) & {"Flying", "Reach"}:
        raise Refused(f"{attacker['card']!r} has Flying and can be blocked only by an Entity with "
                      "Flying or Reach (702.10a, 509.1d)")
    reason = abilities.block_bar(cards, blocker, attacker)  # Sanctity (702.15a)
    if reason is not None:
        raise Refused(reason)


def blockers_of(state: dict[str, Any], controller: str,
                attacker: dict[str, Any]) -> list[tuple[str, dict[str, Any]]]:
    """The Entities still blocking this attacker, in the order they stand (509.1g, 506.6)."""
    mark = label(controller, attacker)
    return [(n, o) for n in state["turn_order"] for o in state["players"][n]["zones"]["battlefield"]
            if o.get("blocking") == mark]


# -- combat damage (510) -----------------------------------------------------------------------
def begin_damage_step(state: dict[str, Any], cards: Cards, decisions: Decisions) -> None:
    """A combat damage step begins: if any attacking or blocking Entity has Celerity or Frenzy as
    the first one begins, that one is the Celerity step and a normal one follows (510.1, 702.2a);
    then damage is assigned (510.2) and dealt at once (510.3)."""
    combat = state["combat"]
    if combat.get("damage_step") is None:
        fast = any(keywords(cards, o) & {"Celerity", "Frenzy"} for _, o in combatants(state))
        combat["damage_step"] = "celerity" if fast else "normal"
    assignments = assign_damage(state, cards, decisions, combat["damage_step"])
    deal_combat_damage(state, cards, assignments, decisions)


def next_damage_step(state: dict[str, Any]) -> bool:
    """Whether a normal combat damage step follows the one ending (510.1); it becomes that step."""
    combat = state.get("combat")
    if combat and combat.get("damage_step") == "celerity":
        combat["damage_step"] = "normal"
        return True
    return False


def combatants(state: dict[str, Any]) -> list[tuple[str, dict[str, Any]]]:
    """The attacking and blocking Entities, with their controllers (506.6)."""
    return [(n, o) for n in state["turn_order"] for o in state["players"][n]["zones"]["battlefield"]
            if o.get("attacking") is not None or o.get("blocking") is not None]


def strikes_now(cards: Cards, obj: dict[str, Any], step: str) -> bool:
    """Whether an Entity assigns combat damage in this step: in the Celerity step only those with
    Celerity or Frenzy; in the normal step those without Celerity, and Frenzy again (510.1, 702.3a)."""
    kws = keywords(cards, obj)
    if step == "celerity":
        return bool(kws & {"Celerity", "Frenzy"})
    return "Celerity" not in kws or "Frenzy" in kws


Assignment = tuple[str, dict[str, Any], dict[str, Any], int]  # source controller, source, recipient, amount


def assign_damage(state: dict[str, Any], cards: Cards, decisions: Decisions,
                  step: str) -> list[Assignment]:
    """Each striking Entity assigns combat damage equal to its Attack (510.2a): the attacking
    player's attackers first, then the defenders' blockers and attacked Entities (510.2)."""
    out: list[Assignment] = []
    active = state["turn"]["active"]
    order = [active] + [n for n in state["turn_order"] if n != active]
    for name in order:
        for obj in list(state["players"][name]["zones"]["battlefield"]):
            if cards[obj["card"]]["type"] != "Entity" or not strikes_now(cards, obj, step):
                continue
            amount = current_stats(state, name, obj, cards[obj["card"]], cards)["attack"]
            if amount <= 0:
                continue  # 510.2a
            for recipient, n in _recipients(state, cards, decisions, name, obj, amount):
                out.append((name, obj, recipient, n))
    return out


def _recipients(state: dict[str, Any], cards: Cards, decisions: Decisions, name: str,
                obj: dict[str, Any], amount: int) -> list[tuple[dict[str, Any], int]]:
    """Where one Entity's combat damage goes (510.2b–f)."""
    if obj.get("attacking") is not None:
        return _attacker_recipients(state, cards, decisions, name, obj, amount)
    if obj.get("blocking") is not None:
        found = _find_permanent(state, obj["blocking"])  # 510.2e: to the attacker it blocks
        if found is None or found[1].get("attacking") is None:
            return []
        return [({"kind": "permanent", "player": found[0], "object": found[1]}, amount)]
    mark = label(name, obj)  # 510.2f: an attacked Entity strikes back at its unblocked attackers
    foes = [(n, o) for n, o in combatants(state)
            if o.get("attacking") == mark and not o.get("blocked")]
    if not foes:
        return []
    if len(foes) == 1:
        return [({"kind": "permanent", "player": foes[0][0], "object": foes[0][1]}, amount)]
    return _chosen_split(state, cards, decisions, name, obj, amount, foes, None)


def _attacker_recipients(state: dict[str, Any], cards: Cards, decisions: Decisions, name: str,
                         obj: dict[str, Any], amount: int) -> list[tuple[dict[str, Any], int]]:
    """An unblocked attacker hits its target if it is still there (510.2b, 506.6c); a blocked one
    hits its blockers, in lethal order (510.2c), Overrun carrying the excess on (510.2d, 702.7a)."""
    target = attack_target(state, obj["attacking"])
    if not obj.get("blocked"):
        return [] if target is None else [(target, amount)]
    blockers = blockers_of(state, name, obj)
    overrun = "Overrun" in keywords(cards, obj)
    if not blockers:
        return [(target, amount)] if overrun and target is not None else []  # 702.7a
    if len(blockers) == 1 and not overrun:
        b = blockers[0]
        return [({"kind": "permanent", "player": b[0], "object": b[1]}, amount)]
    if len(blockers) == 1 and lethal(state, cards, obj, *blockers[0]) >= amount:
        b = blockers[0]
        return [({"kind": "permanent", "player": b[0], "object": b[1]}, amount)]
    return _chosen_split(state, cards, decisions, name, obj, amount, blockers,
                         target if overrun else None)


def lethal(state: dict[str, Any], cards: Cards, source: dict[str, Any], owner: str,
           obj: dict[str, Any]) -> int:
    """Lethal damage for a blocker: its Vigor less the damage counters it bears; any damage from a
    source with Venom counts as lethal (510.2c, 702.6a, 702.7a)."""
    need = max(0, current_stats(state, owner, obj, cards[obj["card"]], cards)["vigor"] - obj["damage"])
    if "Venom" in keywords(cards, source):
        need = min(need, 1)
    return need


def _chosen_split(state: dict[str, Any], cards: Cards, decisions: Decisions, name: str,
                  source: dict[str, Any], amount: int, foes: list[tuple[str, dict[str, Any]]],
                  onward: dict[str, Any] | None) -> list[tuple[dict[str, Any], int]]:
    """The controller divides the damage — decision ``combat-damage``: one recipient per point,
    the order of first mention being the damage order. A blocked attacker must assign lethal to
    each blocker before any past it (510.2c); Overrun's excess goes on to the target (510.2d)."""
    labels = {label(n, o): (n, o) for n, o in foes}
    options = list(labels)
    onward_label = None
    if onward is not None:
        master = onward["kind"] == "master"
        onward_label = onward["player"] if master else label(onward["player"], onward["object"])
        options.append(onward_label)
    answer = decisions.take("combat-damage", name, options)
    points = answer if isinstance(answer, list) else [answer]
    if len(points) != amount:
        raise EngineFault(f"{source['card']!r} assigns {amount} combat damage; the pinned assignment "
                          f"names {len(points)} points (510.2a)")
    counts: dict[str, int] = {}
    for p in points:
        counts[p] = counts.get(p, 0) + 1
    if source.get("attacking") is not None:
        _check_lethal_order(state, cards, source, labels, list(counts), counts, onward_label)
    out = []
    for text, n in counts.items():
        if text == onward_label:
            assert onward is not None
            out.append((onward, n))
        else:
            owner, obj = labels[text]
            out.append(({"kind": "permanent", "player": owner, "object": obj}, n))
    return out


def _check_lethal_order(state: dict[str, Any], cards: Cards, source: dict[str, Any],
                        labels: dict[str, tuple[str, dict[str, Any]]], order: list[str],
                        counts: dict[str, int], onward: str | None) -> None:
    """Each blocker in the chosen order gets lethal damage before any is assigned past it; the
    target gets Overrun's excess only once every blocker has lethal (510.2c, 510.2g, 702.7a)."""
    named = [t for t in order if t != onward]
    sequence = named + [t for t in labels if t not in counts]
    for i, text in enumerate(sequence):
        past = any(counts.get(t, 0) for t in sequence[i + 1:]) or (onward is not None and onward in counts)
        if past and counts.get(text, 0) < lethal(state, cards, source, *labels[text]):
            raise EngineFault(f"the pinned combat damage assignment of {source['card']!r} passes "
                              f"{text} before assigning it lethal damage (510.2c, 510.2g)")


def deal_combat_damage(state: dict[str, Any], cards: Cards, assignments: list[Assignment],
                       decisions: Decisions | None = None) -> None:
    """All assigned combat damage is dealt at once (510.3): counters on Entities and Havens, Vigor
    off Companions, Vitae off Masters. Venom marks an Entity for the state check (510.4, 704.5k);
    Feed restores its controller's Master by the damage dealt, up to the cap (510.5, 702.5a).
    Prevention effects apply to each recipient's damage first (615)."""
    fed: dict[str, int] = {}
    dealt = []
    for controller, source, recipient, amount in assignments:
        if recipient["kind"] == "permanent":
            kind = cards[recipient["object"]["card"]]["type"]
            recipient = {**recipient, "type": kind}
        if abilities.damage_prevented(cards, cards[source["card"]], recipient):
            continue  # 702.15a: Sanctity prevents it, and the event never happened (603.2e)
        amount = effects.prevent(state, cards, recipient, amount, decisions)  # 615
        if amount <= 0:
            continue
        deal_damage(state, recipient, amount)
        dealt.append((controller, source, recipient, amount))
        kws = keywords(cards, source)
        if "Venom" in kws and recipient.get("type") == "Entity":
            recipient["object"]["venom"] = True
        if "Feed" in kws:
            fed[controller] = fed.get(controller, 0) + amount
    for controller, amount in fed.items():
        gain_vitae(state["players"][controller], amount)
    abilities.combat_damage_dealt(state, cards, dealt)  # Contagion (702.40a)
