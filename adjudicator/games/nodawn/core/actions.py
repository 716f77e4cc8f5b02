"""Player actions (116, 117.1): what a player may do, filed by action type by the rule module
that carries it out.

An action taken with priority (a cast, an activation, a special action, a pass) first raises
:class:`~.events.PriorityAction`, which closes a declaration still open (508.3, 509.3); a
declaration itself (attacks, blocks) is not taken with priority (703.4h, 703.4i).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from adjudicator.engine import Decisions, EngineFault
from adjudicator.games.nodawn.core.events import PriorityAction, emit
from adjudicator.games.nodawn.core.objects import Cards, State
from adjudicator.games.nodawn.core.registry import Registry

Perform = Callable[[State, Cards, str, dict[str, Any], Decisions], None]


@dataclass(frozen=True)
class Action:
    perform: Perform
    with_priority: bool


ACTIONS: Registry[Action] = Registry("player actions by type (116, 117.1)")


def action(kind: str, with_priority: bool = True) -> Callable[[Perform], Perform]:
    """Register what carries out one type of action (a decorator): called with the state, the
    cards, the ruleset, the action and the decisions."""

    def decorate(fn: Perform) -> Perform:
        ACTIONS.register(kind)(Action(fn, with_priority))
        return fn

    return decorate


def carry_out(state: State, cards: Cards, ruleset: str, act: dict[str, Any],
              decisions: Decisions) -> None:
    """Carry out one action by the rule module that registered its type."""
    kind = act.get("type")
    entry = ACTIONS.get(kind)
    if entry is None:
        raise EngineFault(f"unknown action type {kind!r}")
    if entry.with_priority:
        emit(state, cards, PriorityAction(ruleset, decisions))
    entry.perform(state, cards, ruleset, act, decisions)
