"""Replacement and prevention effects (614, 615): how a permanent enters, and how much of a
damage event is left once prevention has applied.

Rule modules register: what modifies a permanent as it enters (614.6a, 614.6b: "enters
drained", "enters with N counters", Devour); where a permanent leaving goes instead (Exhume,
Revenant); effects that prevent all of a damage event from
some sources (``prevents_all``); and prevention effects that reduce it (``prevention``),
each returning the damage left.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from adjudicator.engine import Decisions
from adjudicator.games.nodawn.core.objects import Cards, Obj, State
from adjudicator.games.nodawn.core.registry import HookList

entering: HookList[Callable[[State, Cards, str, Obj, Decisions], None]] = HookList(
    "what modifies a permanent as it enters the battlefield (614.6a, 614.6b)")
leaving: HookList[Callable[[State, Cards, Obj, str], tuple[str, bool] | None]] = HookList(
    "where a permanent leaving the battlefield for a zone goes instead, and whether it still "
    "dies (614.1, 702.22a, 702.46a)")
prevents_all: HookList[Callable[[Cards, dict[str, Any] | None, dict[str, Any]], bool]] = HookList(
    "all damage from this source to this recipient is prevented (615.1)")
prevention: HookList[Callable[[State, Cards, dict[str, Any], int, Decisions | None], int]] = (
    HookList("the damage left of one event once a prevention effect has applied (615)"))


def damage_prevented(cards: Cards, source: dict[str, Any] | None, recipient: dict[str, Any]) -> bool:
    """Whether every point of damage from this source to this recipient is prevented (615.1)."""
    return prevents_all.any(cards, source, recipient)


def damage_left(state: State, cards: Cards, source: dict[str, Any] | None, recipient: dict[str, Any],
                amount: int, decisions: Decisions | None, unpreventable: bool = False) -> int:
    """The damage one event deals once prevention has applied (615): none if all of it is
    prevented, else what each prevention effect leaves in turn. Damage that can't be prevented
    passes whole (615.9); zero damage is no event (614.4)."""
    if amount <= 0:
        return 0
    if unpreventable:
        return amount
    if damage_prevented(cards, source, recipient):
        return 0
    for prevent in prevention:
        amount = prevent(state, cards, recipient, amount, decisions)
        if amount <= 0:
            return 0
    return amount


def destination(state: State, cards: Cards, obj: Obj, zone: str) -> tuple[str, bool]:
    """Where a permanent leaving the battlefield for ``zone`` goes, once a replacement has
    applied, and whether it dies — goes to the Spoils, or still dies by its rule (614.1, 700.6)."""
    for instead in leaving:
        found = instead(state, cards, obj, zone)
        if found is not None:
            return found
    return zone, zone == "spoils"
