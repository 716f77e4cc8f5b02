"""Continuous effects and the layer system (611, 613), replacement effects modifying how a
permanent enters (614.6a, 614.6b) and prevention effects (615, 616).

Effects are card data (docs/games/nodawn.md#continuous-effects):

* a spell's or ability's ``effects`` may create continuous effects as they resolve — ``pump``
  (target Entity gets +A/+V, layer 7c), ``set-stats`` (its Attack and Vigor become A/V, layer
  7b), ``switch`` (its Attack and Vigor are switched, layer 7d), ``rally`` (Entities its
  controller controls get +A/+V, the set fixed as it resolves, 611.2a) — lasting until end of
  turn (``duration = "end of turn"``), until its controller's next turn begins (``"until your
  next turn"``, 611.2c) or, with no stated duration, for the rest of the game
  (611.2); and ``prevent`` (prevent the next N damage to its target this turn, 615.3);
* a card's ``statics`` are static abilities that apply while it is on the battlefield (611.3):
  ``modify`` (Entities its controller controls, or the other ones, get +A/+V, optionally only
  at Night or by Day, 611.3a) and ``prevent`` (damage to this permanent from any source is
  reduced by N, each event separately, 615.5);
* a card's ``enters`` says how it arrives (614.6a, 614.6b): drained, with counters.

A resolution-created effect is written on each permanent it touches, in ``effects``, in the
order created (its timestamp order, 613.7b); it leaves with the permanent. A prevention
shield is ``shield`` on the permanent or on the player, ended at cleanup.
"""

from __future__ import annotations

from typing import Any

from adjudicator.engine import Decisions
from adjudicator.games.nodawn import keyword_abilities

Cards = dict[str, dict[str, Any]]
#: Layer 7 sublayers of the resolution-created effects, by effect name (613.4b-d).
LAYERS = {"set-stats": "7b", "pump": "7c", "rally": "7c", "switch": "7d"}


# -- creating continuous effects (611.2) -------------------------------------------------------
def create(state: dict[str, Any], cards: Cards, controller: str, effect: dict[str, Any],
           target: dict[str, Any] | None) -> None:
    """A resolving spell or ability creates a continuous effect on the Entities it touches: its
    target, or (``rally``) every Entity its controller controls right now — one arriving later
    is untouched (611.2a). A variable is fixed now (611.2d)."""
    kind = effect["effect"]
    if kind == "prevent":
        assert target is not None
        holder = state["players"][target["player"]] if target["kind"] == "master" else target["object"]
        holder["shield"] = holder.get("shield", 0) + effect.get("amount", 0)  # 615.3
        return
    if kind == "rally":
        touched = [o for o in state["players"][controller]["zones"]["battlefield"]
                   if cards[o["card"]]["type"] == "Entity" and not o.get("sheltered")]
    else:
        assert target is not None
        touched = [target["object"]]
    record: dict[str, Any] = {"layer": LAYERS[kind]}
    if kind != "switch":
        record.update(attack=effect.get("attack", 0), vigor=effect.get("vigor", 0))
    if effect.get("duration") == "end of turn":
        record["until"] = "end of turn"
    elif effect.get("duration") == "until your next turn":
        record.update(until="your next turn", player=controller)  # 611.2c
    for obj in touched:
        obj.setdefault("effects", []).append(dict(record))


def end_of_turn(state: dict[str, Any]) -> None:
    """Cleanup: effects lasting until end of turn end, and so do this turn's prevention shields
    (514.2a, 615.3)."""
    for player in state["players"].values():
        player.pop("shield", None)
        for obj in player["zones"]["battlefield"]:
            obj.pop("shield", None)
            kept = [e for e in obj.get("effects", []) if e.get("until") != "end of turn"]
            if kept:
                obj["effects"] = kept
            else:
                obj.pop("effects", None)


def turn_began(state: dict[str, Any], name: str) -> None:
    """"Until your next turn" effects created by this player expire the moment their next turn
    begins (611.2c)."""
    for player in state["players"].values():
        for obj in player["zones"]["battlefield"]:
            if "effects" not in obj:
                continue
            kept = [e for e in obj["effects"]
                    if not (e.get("until") == "your next turn" and e.get("player") == name)]
            if kept:
                obj["effects"] = kept
            else:
                del obj["effects"]


# -- the layer system (613) --------------------------------------------------------------------
def _static_applies(state: dict[str, Any], static: dict[str, Any]) -> bool:
    """A static "as long as it's Night" (or Day) applies only on rounds of that type (611.3a)."""
    world = static.get("world")
    return not world or world == state["world"]["type"]


def anthems(state: dict[str, Any], cards: Cards, controller: str,
            obj: dict[str, Any]) -> tuple[int, int]:
    """What the static abilities of permanents on the battlefield add to this Entity now (611.3,
    layer 7c): never locked in, they follow whatever their text describes at every moment and
    end when their source leaves (611.3, 613.5). A sheltered source stands in no field."""
    attack = vigor = 0
    for name in state["turn_order"]:
        for source in state["players"][name]["zones"]["battlefield"]:
            if source.get("sheltered"):
                continue
            definition = cards[source["card"]]
            for static in definition.get("statics", []) + keyword_abilities.statics(definition):  # 702.37a
                if static["kind"] != "modify" or not _static_applies(state, static):
                    continue
                affects = static.get("affects", "entities-you-control")
                if name != controller or affects == "other-entities-you-control" and source is obj:
                    continue
                attack += static.get("attack", 0)
                vigor += static.get("vigor", 0)
    pack = keyword_abilities.own_bonus(state, cards, controller, obj)  # 702.29a, 702.44a
    return attack + pack[0], vigor + pack[1]


def attack_vigor(state: dict[str, Any], cards: Cards | None, controller: str, obj: dict[str, Any],
                 base: tuple[int, int]) -> tuple[int, int]:
    """An Entity's Attack and Vigor through layer 7 (613.4): from ``base`` — printed, or what a
    characteristic-defining ability gives (7a) — effects setting values apply in timestamp order
    (7b), then every modification: counters, bonuses, statics (7c), then switches (7d), each
    switching the values computed so far."""
    attack, vigor = base
    records = obj.get("effects", [])
    for record in records:  # 7b, in timestamp order (613.7): the latest set wins (613.9)
        if record["layer"] == "7b":
            attack, vigor = record["attack"], record["vigor"]
    growth = obj["counters"].get("growth", 0)  # 7c: counters (613.4c)
    attack += growth
    vigor += growth
    bonus = obj.get("until_end_of_turn", {})
    attack += bonus.get("attack", 0)
    vigor += bonus.get("vigor", 0)
    for record in records:
        if record["layer"] == "7c":
            attack += record["attack"]
            vigor += record["vigor"]
    if cards is not None:
        plus = anthems(state, cards, controller, obj)
        attack += plus[0]
        vigor += plus[1]
    for record in records:  # 7d
        if record["layer"] == "7d":
            attack, vigor = vigor, attack
    return attack, vigor


# -- replacement: how a permanent enters (614.6a, 614.6b) --------------------------------------
def arrive(definition: dict[str, Any], obj: dict[str, Any]) -> None:
    """"This enters drained" and "this enters with N counters" modify the arrival itself: it is
    never on the battlefield otherwise, and enter-triggers see it as it arrives (614.6a, 614.6b)."""
    enters = definition.get("enters", {})
    if enters.get("drained"):
        obj["drained"] = True
    for kind, n in enters.get("counters", {}).items():
        if n > 0:
            obj["counters"][kind] = obj["counters"].get(kind, 0) + n


# -- prevention (615, 616) ---------------------------------------------------------------------
def _reduction(cards: Cards, recipient: dict[str, Any]) -> int:
    if recipient.get("kind") != "permanent":
        return 0
    return sum(s.get("amount", 0) for s in cards[recipient["object"]["card"]].get("statics", [])
               if s["kind"] == "prevent")


def prevent(state: dict[str, Any], cards: Cards, recipient: dict[str, Any], amount: int,
            decisions: Decisions | None, unpreventable: bool = False) -> int:
    """The damage left of one damage event once the prevention effects watching its recipient
    have applied: a permanent's static reduction prevents N of each event (615.5), a shield
    prevents up to what it has left and is spent by that much (615.3). Where both apply the
    affected player — the permanent's controller, or the player — chooses which applies
    first, decision ``prevention-order`` (616.1d); each applies once (616.3). Zero damage is no
    event: nothing applies and no shield is spent (614.4). Damage that can't be prevented passes
    whole, and no shield is spent on it (615.9)."""
    if amount <= 0:
        return 0
    if unpreventable:
        return amount
    if recipient["kind"] == "master":
        holder: dict[str, Any] = state["players"][recipient["player"]]
        chooser = recipient["player"]
    else:
        holder = recipient["object"]
        chooser = recipient["object"]["controller"]
    reduction = _reduction(cards, recipient)
    order = ["static", "shield"]
    if reduction and holder.get("shield") and decisions is not None:
        label = f"{recipient.get('player')}'s {holder.get('card')}"
        options = [f"{label}'s ability", "the shield"]
        first = decisions.take("prevention-order", chooser, options)
        order = ["static", "shield"] if first == options[0] else ["shield", "static"]
    for step in order:
        if amount <= 0:
            break
        if step == "static":
            amount = max(0, amount - reduction)
        elif holder.get("shield"):
            eaten = min(amount, holder["shield"])
            amount -= eaten
            holder["shield"] -= eaten
            if not holder["shield"]:
                del holder["shield"]
    return amount
