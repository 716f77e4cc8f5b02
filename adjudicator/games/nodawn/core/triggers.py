"""Triggered abilities waiting for the stack (603.2, 603.3).

A triggered ability waits in ``state["_triggers"]`` from the moment its event happens until
the next time a player would receive priority; then, after the state checks, every waiting
ability goes on the stack in APNAP order (117.5, 603.3). The list never outlives an action.

On the stack an ability is ``{"kind": "ability", "card": <its source's name>, "controller",
"targets", "source": "<player>'s <card>", "ability": <index in the card's abilities, or the
keyword's name>, "refers": [...]}``; ``refers`` names what a keyword's trigger is about (the
spell a Toll answers, the Entity a Champion blesses, the recipients Contagion reaches).
Intervening "if" conditions (603.4) are registered by the rule module that reads them.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from adjudicator.engine import Decisions, EngineFault
from adjudicator.games.nodawn.core.choices import check_count, check_supply, distinct
from adjudicator.games.nodawn.core.layers import characteristics
from adjudicator.games.nodawn.core.objects import Cards, Obj, State, answers, label, name_of
from adjudicator.games.nodawn.core.registry import HookList, Registry
from adjudicator.games.nodawn.core.state import give_priority
from adjudicator.games.nodawn.core.targets import announce_targets

PENDING = "_triggers"
ONCE = "triggered_this_turn"  # indexes of "only once each turn" triggered abilities (603.2f)
CONDITIONS: Registry[Callable[[State, Cards, str, Any], bool]] = Registry(
    "intervening \"if\" conditions by key (603.4)")
before_stacking: HookList[Callable[[State, Cards], None]] = HookList(
    "what triggers on the game's state just before waiting abilities go on the stack (603.8)")


def ability_object(controller: str, source: str | Obj, ability: int | str,
                   refers: list[str] | None = None) -> Obj:
    """An ability of this source — a permanent, or a card named — as it stands on the stack
    (113.6, 405.1); ``source`` names it as players do."""
    card = source if isinstance(source, str) else source["card"]
    named = label(controller, card) if isinstance(source, str) else name_of(controller, source)
    return {"kind": "ability", "card": card, "controller": controller, "targets": [],
            "source": named, "ability": ability, "refers": list(refers or [])}


def trigger(state: State, controller: str, card: str | Obj, ability: int | str,
            refers: list[str] | None = None) -> None:
    """An ability triggers: it waits to be put on the stack (603.2, 603.3)."""
    state.setdefault(PENDING, []).append(ability_object(controller, card, ability, refers))


def condition_holds(state: State, cards: Cards, controller: str, ability: dict[str, Any]) -> bool:
    """Whether an ability's intervening "if" holds now (603.4); every part must."""
    for key, value in (ability.get("condition") or {}).items():
        check = CONDITIONS.get(key)
        if check is None:
            raise EngineFault(f"unknown condition {key!r}")
        if not check(state, cards, controller, value):
            return False
    return True


def printed_triggers(definition: dict[str, Any], event: str) -> list[tuple[int, dict[str, Any]]]:
    """A card's triggered abilities that wait for this event, with their indexes (603.1)."""
    return [(i, a) for i, a in enumerate(definition.get("abilities", []))
            if a["kind"] == "triggered" and a["trigger"] == event]


def fire(state: State, cards: Cards, watchers: list[tuple[str, Obj]], event: str) -> None:
    """Every watcher whose triggered ability waits for this event triggers, once per occurrence
    (603.2, 603.2c) — as the watcher now is, so a face-down card's printed triggers are dormant
    (603.13); an intervening "if" false now stops it triggering (603.4); one that triggers "only
    once each turn" does not again this turn (603.2f)."""
    for controller, obj in watchers:
        for index, ability in printed_triggers(characteristics(cards, obj), event):
            if not condition_holds(state, cards, controller, ability):
                continue
            if ability.get("once_per_turn"):
                done = obj.setdefault(ONCE, [])
                if index in done:
                    continue
                done.append(index)
            trigger(state, controller, obj, index)


def pending(state: State) -> bool:
    """Whether triggered abilities wait to be put on the stack (603.3)."""
    return bool(state.get(PENDING))


def stack_triggers(state: State, cards: Cards, decisions: Decisions | None) -> bool:
    """Put every waiting triggered ability on the stack: the active player's first, then each
    other player's in turn order, each player ordering their own — decision ``trigger-order``
    when they have two or more from different sources (603.3, 405.3, 800.5a). Targets are
    chosen now; one with no legal target is removed (603.3). Whether any ability was waiting —
    put on the stack, or removed for want of a target: either way it triggered, and in cleanup
    an ability that triggered gives the active player priority (514.5)."""
    if state["result"] is None:
        for check in before_stacking:
            check(state, cards)
    waiting = state.pop(PENDING, [])
    if not waiting or state["result"] is not None:
        return False
    active = state["turn"]["active"]
    order = state["turn_order"]
    start = order.index(active)
    stacked = False
    for name in order[start:] + order[:start]:
        mine = [t for t in waiting if t["controller"] == name]
        if state["players"][name]["status"] != "playing" or not mine:
            continue
        for trig in _ordered(mine, name, decisions):
            if announce_targets(state, cards, trig, decisions):
                state["zones"]["stack"].append(trig)
                stacked = True
    if stacked:  # whoever was to receive priority receives it, in a new run of passes (117.5)
        give_priority(state, state["turn"]["priority"] or active)
    return True


def _ordered(mine: list[Obj], name: str, decisions: Decisions | None) -> list[Obj]:
    """One player's waiting abilities in the order they choose for them (603.3)."""
    labels = distinct([t["source"] for t in mine])
    if len(labels) <= 1:
        return mine
    if decisions is None:
        raise EngineFault("triggered abilities wait for an order, but no decision can be asked here")
    chosen = answers(decisions.take("trigger-order", name, labels, low=len(labels), high=len(labels)))
    check_count(decisions, "trigger-order", name, chosen, len(labels), len(labels), "603.3")
    check_supply(decisions, "trigger-order", name, chosen, labels, "603.3")
    return [t for text in chosen for t in mine if t["source"] == text]
