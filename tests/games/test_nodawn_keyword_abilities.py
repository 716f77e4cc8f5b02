"""Unit tests of No Dawn keyword abilities of permanents (keyword_abilities/): Decay
(702.41a) — its trigger is valid stack state and does nothing once its source is gone."""

from __future__ import annotations

from adjudicator.games import game
from adjudicator.games.nodawn.core.state import card_object, new_state
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


def test_bleed_refusals_leave_no_trace() -> None:
    state = new_state(["Alice", "Bob"], [MASTER, MASTER])
    state["players"]["Alice"]["zones"]["hand"] = [{"card": "Test Bleeding Page"}]
    engine = drive.start("nodawn", state, CARDS, "2026-10-07")
    before = observe(engine)
    for who in ("Bob", "Alice"):  # Bob lacks priority and the card; Alice's pool is empty
        reply = act(engine, {"type": "activate", "player": who, "card": "Test Bleeding Page"})
        assert reply["outcome"] == "refused", reply
        assert observe(engine) == before


def test_bleed_from_the_vein() -> None:
    state = new_state(["Alice", "Bob"], [MASTER, MASTER])
    state["players"]["Alice"]["zones"]["hand"] = [{"card": "Test Bleeding Page"}]
    engine = drive.start("nodawn", state, CARDS, "2026-10-07")
    reply = act(engine, {"type": "activate", "player": "Alice", "card": "Test Bleeding Page",
                         "from_master": 1})
    assert reply["outcome"] == "done"
    after = observe(engine)
    assert after["players"]["Alice"]["vitae"] == 19
    assert after["zones"]["stack"][0]["ability"] == "Bleed"


def test_unpinned_devour_names_the_other_entities_and_none() -> None:
    state = new_state(["Alice", "Bob"], [MASTER, MASTER])
    state["players"]["Alice"]["zones"]["battlefield"] = [
        card_object(CARDS[c], "battlefield", "Alice") for c in ("Test Wretch", "Test Thrall", "Test Wretch")]
    state["players"]["Alice"]["zones"]["hand"] = [{"card": "Test Devourer"}]
    state["players"]["Alice"]["pool"] = {"generic": 1}
    engine = drive.start("nodawn", state, CARDS, "2026-10-07")
    act(engine, {"type": "cast", "player": "Alice", "card": "Test Devourer"})
    act(engine, {"type": "pass", "player": "Alice"})
    reply = act(engine, {"type": "pass", "player": "Bob"})
    assert reply["decision"] == {"kind": "devour", "player": "Alice",
                                 "options": ["Test Wretch", "Test Thrall", "none"], "min": 0, "max": 3}
    reply = act(engine, {"type": "pass", "player": "Bob"},
                [{"kind": "devour", "player": "Alice", "answer": ["Test Wretch", "Test Wretch"]}])
    assert reply["outcome"] == "done"
    field = observe(engine)["players"]["Alice"]["zones"]["battlefield"]
    assert [o["card"] for o in field] == ["Test Thrall", "Test Devourer"]
    assert field[1]["counters"] == {"growth": 2}
