"""Unit tests of No Dawn keyword abilities of permanents (keyword_abilities.py): Decay
(702.41a) — its trigger is valid stack state and does nothing once its source is gone."""

from __future__ import annotations

from adjudicator.games import game
from adjudicator.games.nodawn.state import card_object, new_state
from adjudicator.testing import drive
from adjudicator.testing.drive import act, observe

NODAWN = game("nodawn")
CARDS = NODAWN.catalogue().cards
MASTER = CARDS["Test Master"]


def test_decay_trigger_without_its_source_does_nothing() -> None:
    state = new_state(["Alice", "Bob"], [MASTER, MASTER])
    ghoul = card_object(CARDS["Test Rotting Ghoul"], "battlefield", "Alice")
    ghoul["counters"] = {"decay": 2}
    state["players"]["Alice"]["zones"]["battlefield"] = [ghoul]
    state["players"]["Alice"]["zones"]["hand"] = [{"card": "Test Banishment"}]
    state["turn"].update(phase="beginning", step="upkeep")
    state["zones"]["stack"] = [{"kind": "ability", "card": "Test Rotting Ghoul", "controller": "Alice",
                                "targets": [], "source": "Alice's Test Rotting Ghoul",
                                "ability": "Decay", "refers": []}]
    engine = drive.start("nodawn", state, CARDS, "2026-10-07")
    act(engine, {"type": "cast", "player": "Alice", "card": "Test Banishment"},
        [{"kind": "target", "player": "Alice", "answer": "Alice's Test Rotting Ghoul"}])
    for _ in range(2):
        act(engine, {"type": "pass", "player": "Alice"})
        act(engine, {"type": "pass", "player": "Bob"})
    after = observe(engine)
    assert after["zones"]["stack"] == []
    assert after["players"]["Alice"]["zones"]["void"] == [{"card": "Test Rotting Ghoul"}]
