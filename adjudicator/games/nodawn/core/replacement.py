"""Replacement and prevention effects (614, 615, 616): events that other effects may replace,
how a permanent enters, and how much of a damage event is left once prevention has applied.

An *event* is what is about to happen, as a small record: a card going to a zone
(``{"kind": "to-zone", "card", "owner", "zone", "from", "object"?}``, 400.6), a player drawing a
card (``{"kind": "draw", "player"}``), Vitae being added to a pool (``{"kind": "add-vitae",
"player", "amount", "tag"}``). :func:`happen` asks the rule modules filed at ``REPLACEMENTS``
which replacement effects would modify it; if several would, the affected player chooses which
applies first (decision ``replacement-order``, 616.1), a self-replacement always first
(616.1a); the modified events are asked again, each effect applying at most once to an event
and what it produced (614.3, 616.3); then what remains happens, by the function filed under its
kind at ``PERFORMERS`` (614.4). An event nobody replaces simply happens.

Rule modules also register: what modifies a permanent as it enters (614.6a, 614.6b: "enters
drained", "enters with N counters", Devour); effects that prevent all of a damage event from
some sources (``prevents_all``); and prevention effects that reduce it (``prevention``),
each returning the damage left.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from adjudicator.engine import Decisions, EngineFault, Refused
from adjudicator.games.nodawn.core.objects import Cards, Obj, State
from adjudicator.games.nodawn.core.registry import HookList, Registry

Event = dict[str, Any]


@dataclass(frozen=True)
class Replacement:
    """A replacement effect that would modify an event (614.1): its identity (it applies once to
    an event, 614.3), how the affected player names it, who that player is, what it makes of the
    event — the events that happen instead, none for a "skip" (614.2) — and whether it is a
    self-replacement of the effect the event belongs to (614.7)."""

    key: str
    label: str
    chooser: str
    replace: Callable[[Event], list[Event]]
    self_replacement: bool = False


REPLACEMENTS: HookList[Callable[[State, Cards, Event], list[Replacement]]] = HookList(
    "the replacement effects that would modify an event (614.1, 616.1)")
PERFORMERS: Registry[Callable[[State, Cards, Event], None]] = Registry(
    "what an event does once no replacement effect is left to modify it (614.4)")


def happen(state: State, cards: Cards, event: Event, decisions: Decisions | None,
           applied: frozenset[str] = frozenset()) -> list[Event]:
    """Let an event happen as the replacement effects modify it (614, 616); the events that did
    happen, in order."""
    options = [r for provider in REPLACEMENTS for r in provider(state, cards, event) if r.key not in applied]
    if not options:
        perform = PERFORMERS.get(event["kind"])
        if perform is None:
            raise EngineFault(f"nothing performs an event of kind {event['kind']!r}")
        perform(state, cards, event)
        return [event]
    chosen = _first(options, decisions)
    done: list[Event] = []
    for new in chosen.replace(event):
        done.extend(happen(state, cards, new, decisions, applied | {chosen.key}))
    return done


def affected_player(event: Event) -> str:
    """Who orders the replacements of an event: the affected object's controller, else its owner,
    or the affected player (616.1)."""
    return str(event.get("controller") or event.get("owner") or event.get("player"))


def _first(options: list[Replacement], decisions: Decisions | None) -> Replacement:
    """Which replacement applies first: a self-replacement (616.1a), else the affected player's
    choice among them, decision ``replacement-order`` (616.1, 616.1d)."""
    selfs = [r for r in options if r.self_replacement]
    pool = selfs or options
    labels = sorted({r.label for r in pool})
    if len(labels) == 1:
        return pool[0]
    if decisions is None:
        raise EngineFault("replacement effects wait for an order, but no decision can be asked here")
    answer = decisions.take("replacement-order", pool[0].chooser, labels)
    chosen = next((r for r in pool if r.label == answer), None)
    if chosen is None:  # a list of labels: the order is chosen one effect at a time (616.1)
        raise Refused(f"the 'replacement-order' answer names one effect to apply first, one of "
                      f"{labels!r}, not {answer!r} (616.1)")
    return chosen

entering: HookList[Callable[[State, Cards, str, Obj, Decisions], None]] = HookList(
    "what modifies a permanent as it enters the battlefield (614.6a, 614.6b)")
entry_control: HookList[Callable[[State, Cards, str, Obj], str | None]] = HookList(
    "who controls a permanent entering under this player's control instead, if an effect says so (616.1b)")
prevents_all: HookList[Callable[[Cards, dict[str, Any] | None, dict[str, Any]], bool]] = HookList(
    "all damage from this source to this recipient is prevented (615.1)")
prevention: HookList[Callable[[State, Cards, dict[str, Any], int, Decisions | None], int]] = (
    HookList("the damage left of one event once a prevention effect has applied (615)"))
harmless: HookList[Callable[[Obj], bool]] = HookList(
    "all the damage this object would deal is prevented (615.1)")
damage_increases: HookList[Callable[[State, Cards, str, int], int]] = HookList(
    "the damage of one event from a source this player controls once a replacement effect that "
    "increases it has applied, each once (614.1a, 614.3)")


source_shields: HookList[Callable[[State, str, dict[str, Any]], bool]] = HookList(
    "all damage from the source so named to this recipient is prevented: a chosen source (609.5)")
redirections: HookList[Callable[[State, Cards, dict[str, Any]], dict[str, Any] | None]] = HookList(
    "the recipient that damage to this one is dealt to instead, if any (614.6f)")


def redirect(state: State, cards: Cards, recipient: dict[str, Any]) -> dict[str, Any]:
    """Who a damage event's damage is dealt to, once the effects redirecting it have applied
    (614.6f): the first new recipient offered, else the one it was aimed at."""
    for redirection in redirections:
        moved = redirection(state, cards, recipient)
        if moved is not None:
            return moved
    return recipient


def damage_prevented(cards: Cards, source: dict[str, Any] | None, recipient: dict[str, Any]) -> bool:
    """Whether every point of damage from this source to this recipient is prevented (615.1)."""
    return prevents_all.any(cards, source, recipient)


def damage_left(state: State, cards: Cards, source: dict[str, Any] | None, recipient: dict[str, Any],
                amount: int, decisions: Decisions | None, unpreventable: bool = False,
                controller: str | None = None, source_name: str | None = None) -> int:
    """The damage one event deals once its replacement effects have applied: what increases
    the damage of a source its ``controller`` controls, each once (614.3), then prevention
    (615): none if all of it is prevented — by what the source is, or as the source players name
    ``source_name`` (a chosen source, 609.5) — else what each prevention effect leaves in turn.
    Damage that can't be prevented passes whole (615.9); zero damage is no event (614.4)."""
    if amount <= 0:
        return 0
    if controller is not None:
        for increase in damage_increases:
            amount = increase(state, cards, controller, amount)
    if unpreventable:
        return amount
    if damage_prevented(cards, source, recipient) or (
            source_name is not None and source_shields.any(state, source_name, recipient)):
        return 0
    for prevent in prevention:
        amount = prevent(state, cards, recipient, amount, decisions)
        if amount <= 0:
            return 0
    return amount

