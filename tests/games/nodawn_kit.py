"""The No Dawn test kit for the engine's unit tests: the cards, a duel board, starting the
reference engine on it, and a pinned target."""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

import adjudicator.games.nodawn.plugins  # noqa: F401 — every rule module registers with the core, as in the engine
from adjudicator.games import game
from adjudicator.games.nodawn.core.state import card_object, new_state
from adjudicator.testing import drive

NODAWN = game("nodawn")
CARDS = NODAWN.catalogue().cards
MASTER = CARDS["Test Master"]
LATEST = "2026-10-07"  # the newest No Dawn ruleset the unit tests are written for


def duel(alice: Iterable[str] = (), bob: Iterable[str] = (), hand: Iterable[str] = (), *,
         pool: int = 0) -> dict[str, Any]:
    """Alice and Bob with Test Masters, these permanents on their battlefields, Alice's hand
    and generic Vitae in Alice's pool."""
    state = new_state(["Alice", "Bob"], [MASTER, MASTER])
    for name, cards in (("Alice", alice), ("Bob", bob)):
        state["players"][name]["zones"]["battlefield"].extend(
            card_object(CARDS[card], "battlefield", name) for card in cards)
    state["players"]["Alice"]["zones"]["hand"] = [{"card": c} for c in hand]
    if pool:
        state["players"]["Alice"]["pool"] = {"generic": pool}
    return state


def permanent(state: dict[str, Any], player: str, card: str) -> dict[str, Any]:
    """The first permanent of this name on the player's battlefield."""
    return next(o for o in state["players"][player]["zones"]["battlefield"] if o["card"] == card)


def start(state: dict[str, Any], ruleset: str = LATEST) -> Any:
    return drive.start("nodawn", state, CARDS, ruleset)


def target(player: str, answer: str) -> dict[str, Any]:
    return {"kind": "target", "player": player, "answer": answer}
