"""615 Prevention effects and 616 their interaction: prevention shields created by resolving
spells and abilities (``prevent``: the next N damage to its target this turn, 615.3), static
reductions of permanents (``statics`` of kind ``prevent``: N of each damage event, 615.5), the
order the affected player chooses when both apply (616.1d), and shields ending at cleanup.

A shield is ``shield`` on the permanent or on the player, ended at cleanup; ``prevent-from``
makes its target Entity's combat damage this turn all prevented (``harmless``, 615.1).
``prevent-source`` has its controller choose a source of damage as the effect is created —
decision ``source``: a permanent, a spell on the stack, or a card a waiting delayed trigger
refers to — and prevents all the damage that source would deal to their Master this turn (609.5;
``source_shields`` on the player, named as players name the source).
"""

from __future__ import annotations

from typing import Any

from adjudicator.engine import Decisions
from adjudicator.games.nodawn.concepts.vitae import gain_vitae
from adjudicator.games.nodawn.core.choices import decide_one, distinct
from adjudicator.games.nodawn.core.events import Cleanup, DamagePrevented, emit, watch
from adjudicator.games.nodawn.core.hooks import printed_and_granted_statics
from adjudicator.games.nodawn.core.instructions import Instruction, instruction
from adjudicator.games.nodawn.core.layers import characteristics
from adjudicator.games.nodawn.core.objects import Cards, Obj, State, battlefield, label, name_of, stack_label
from adjudicator.games.nodawn.core.replacement import harmless, prevention, source_shields


@instruction("prevent", targets={"player", "Entity", "Companion", "Haven"})
def shield(do: Instruction) -> None:
    """Prevent the next N damage to the target this turn: a prevention shield (615.3); with
    ``next_instance``, the whole of the next damage event to it, however large (615.4)."""
    target = do.aimed
    holder = do.state["players"][target["player"]] if target["kind"] == "master" else target["object"]
    if do.effect.get("next_instance"):
        holder["shield_next"] = holder.get("shield_next", 0) + 1
    else:
        holder["shield"] = holder.get("shield", 0) + do.amount
    if do.effect.get("gain_prevented"):  # 615.7: an additional effect of the prevention
        holder["shield_gain"] = do.controller


@instruction("prevent-from", targets={"Entity"})
def pacify(do: Instruction) -> None:
    """Prevent all combat damage the target Entity would deal this turn (615.1): ``harmless``
    on it until cleanup."""
    do.aimed["object"]["harmless"] = True


@instruction("prevent-source")
def shield_from_source(do: Instruction) -> None:
    """Its controller chooses a source of damage now, as the effect is created: a permanent, a
    spell on the stack, or the card a waiting delayed trigger refers to (decision ``source``);
    all damage that source would deal to their Master this turn is prevented (609.5, 615.1)."""
    state = do.state
    options = distinct([name_of(n, o) for n, o in battlefield(state)]
                       + [stack_label(o) for o in state["zones"]["stack"]
                          if o is not do.origin and o.get("kind") == "spell"]
                       + [label(d["controller"], d["card"]) for d in state.get("delayed", [])])
    if not options:
        return
    chosen = decide_one(do.decisions, "source", do.controller, options)
    do.player.setdefault("source_shields", []).append(str(chosen))


@source_shields.register
def chosen_source(state: State, source_name: str, recipient: dict[str, Any]) -> bool:
    """Damage from the chosen source to the Master of the player who chose it (609.5)."""
    return recipient["kind"] == "master" and \
        source_name in state["players"][recipient["player"]].get("source_shields", [])


@harmless.register
def pacified(obj: Obj) -> bool:
    """An Entity whose combat damage this turn is all prevented (615.1)."""
    return bool(obj.get("harmless"))


def _reduction(cards: Cards, recipient: dict[str, Any]) -> int:
    """How much of each damage event a permanent's static abilities prevent (615.5)."""
    if recipient.get("kind") != "permanent":
        return 0
    return sum(s.get("amount", 0)
               for s in printed_and_granted_statics(characteristics(cards, recipient["object"]))
               if s["kind"] == "prevent")


@prevention.register
def prevent(state: State, cards: Cards, recipient: dict[str, Any], amount: int,
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
    before = amount
    if holder.get("shield_next"):  # 615.4: the whole next instance, then spent
        holder["shield_next"] -= 1
        if not holder["shield_next"]:
            del holder["shield_next"]
        emit(state, cards, DamagePrevented(recipient, amount))
        return 0
    reduction = _reduction(cards, recipient)
    order = ["static", "shield"]
    if reduction and holder.get("shield") and decisions is not None:
        text = f"{recipient.get('player')}'s {holder.get('card')}"
        options = [f"{text}'s ability", "the shield"]
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
            gainer = holder.get("shield_gain")
            if not holder.get("shield"):
                holder.pop("shield_gain", None)
            if gainer is not None:  # 615.7: right after the prevention, referring to its amount
                gain_vitae(state["players"][gainer], eaten)
    if amount < before:
        emit(state, cards, DamagePrevented(recipient, before - amount))  # 615.10
    return amount


@watch(Cleanup)
def shields_end(state: State, cards: Cards, event: Cleanup) -> None:
    """Cleanup: this turn's prevention shields end (514.2a, 615.3)."""
    for player in state["players"].values():
        player.pop("shield", None)
        player.pop("shield_next", None)
        player.pop("shield_gain", None)
        player.pop("source_shields", None)
        for obj in player["zones"]["battlefield"]:
            obj.pop("shield", None)
            obj.pop("shield_next", None)
            obj.pop("shield_gain", None)
            obj.pop("harmless", None)
