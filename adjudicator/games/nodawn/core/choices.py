"""Choices of several things at once (protocol 2, docs/protocol.md *Decisions*): every decision
reports its complete, distinct set of legal options and how many one answer names; an answer the
rules forbid — too many or too few, a card named more often than there are copies, an order
that leaves one out — is a refusal naming the decision, never an engine error.

These helpers name no rule: the rule module asking says which rule its count comes from.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from typing import Any

from adjudicator.engine import Decisions, EngineFault
from adjudicator.games.nodawn.core.objects import answers


def distinct(items: Sequence[str]) -> list[str]:
    """Each name once, in the order first met."""
    return list(dict.fromkeys(items))


def decide(decisions: Decisions | None, kind: str, player: str, options: list[Any],
           forced: Any = None, *, low: int | None = None, high: int | None = None) -> Any:
    """Take a decision: when ``forced`` is given it is the only legal answer, recorded without
    asking (a pin for it is still honoured); otherwise the player's pinned answer."""
    if decisions is None:
        if forced is not None:
            return forced
        raise EngineFault(f"{player} must decide {kind!r} here, but no decision can be asked")
    if forced is not None:
        return decisions.forced(kind, player, options, forced, low=low, high=high)
    return decisions.take(kind, player, options, low=low, high=high)


def decide_one(decisions: Decisions | None, kind: str, player: str, options: list[Any]) -> Any:
    """Choose one of ``options``: with a single option it is the only legal answer and is taken
    without asking; otherwise the player's pinned answer."""
    return decide(decisions, kind, player, options, options[0] if len(options) == 1 else None)


def check_count(decisions: Decisions | None, kind: str, player: str, chosen: list[Any],
                low: int, high: int, rule: str) -> None:
    """Refuse an answer naming fewer than ``low`` or more than ``high`` options."""
    if decisions is None or low <= len(chosen) <= high:
        return
    wanted = str(low) if low == high else f"{low} to {high}"
    decisions.refuse(kind, player, f"{player}'s answer to {kind!r} names {len(chosen)}; "
                                   f"it must name {wanted} ({rule})")


def check_supply(decisions: Decisions | None, kind: str, player: str, chosen: list[str],
                 supply: Sequence[str], rule: str) -> None:
    """Refuse an answer naming a card more often than there are copies to choose from."""
    if decisions is None:
        return
    have = Counter(supply)
    for name, n in Counter(chosen).items():
        if n > have[name]:
            decisions.refuse(kind, player, f"{player}'s answer to {kind!r} names {name!r} {n} "
                                           f"times; there are {have[name]} ({rule})")


def choose_cards(decisions: Decisions | None, kind: str, player: str, supply: Sequence[str],
                 low: int, high: int, rule: str) -> list[str]:
    """Choose ``low`` to ``high`` of these cards (names, repeated once per copy): the options are
    the distinct names; a selection with one legal answer (all must go, or all are alike) is
    taken without asking."""
    supply = list(supply)
    high = min(high, len(supply))
    low = min(low, high)
    options = distinct(supply)
    forced = None
    if low == high and (high == len(supply) or len(options) == 1):
        forced = supply[:high]
    chosen = [c for c in answers(decide(decisions, kind, player, options, forced, low=low, high=high))
              if c is not None]
    check_count(decisions, kind, player, chosen, low, high, rule)
    check_supply(decisions, kind, player, chosen, supply, rule)
    return chosen


def choose_order(decisions: Decisions | None, kind: str, player: str, items: Sequence[str],
                 rule: str) -> list[str]:
    """Put all of these (names, repeated once per copy) in an order: the options are the
    distinct names, each answer names every one of them once per copy; with one name only there
    is nothing to choose."""
    items = list(items)
    options = distinct(items)
    forced = items if len(options) == 1 else None
    chosen = answers(decide(decisions, kind, player, options, forced, low=len(items),
                            high=len(items)))
    check_count(decisions, kind, player, chosen, len(items), len(items), rule)
    check_supply(decisions, kind, player, chosen, items, rule)
    return chosen
