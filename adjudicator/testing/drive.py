"""Driving a reference engine one protocol message at a time, for unit tests of its rules.

The same messages the harness sends (docs/protocol.md): ``start`` with a canonical state and
the card definitions, ``act`` with an action and pinned decisions, ``observe``.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from adjudicator.games import game


def start_reply(slug: str, state: dict[str, Any], cards: dict[str, dict[str, Any]],
                ruleset: str = "") -> tuple[Any, dict[str, Any]]:
    """A fresh reference engine of ``slug`` given ``state``, and its reply to ``start``."""
    engine = game(slug).new_engine()
    reply = engine.handle({"cmd": "start", "game": slug, "ruleset": ruleset, "state": state,
                           "cards": cards})
    return engine, reply


def start(slug: str, state: dict[str, Any], cards: dict[str, dict[str, Any]],
          ruleset: str = "") -> Any:
    """A fresh reference engine that accepted ``state`` (AssertionError with its reply if not)."""
    engine, reply = start_reply(slug, state, cards, ruleset)
    assert reply == {"ok": True}, reply
    return engine


def act(engine: Any, action: dict[str, Any], decisions: Iterable[dict[str, Any]] = ()) -> dict[str, Any]:
    """The engine's reply to one action with these pinned decisions."""
    return engine.handle({"cmd": "act", "action": action, "decisions": list(decisions)})


def observe(engine: Any) -> dict[str, Any]:
    """The engine's canonical state now."""
    return engine.handle({"cmd": "observe"})["state"]
