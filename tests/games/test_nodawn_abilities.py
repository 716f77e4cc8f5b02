"""Unit tests of No Dawn activated and triggered abilities (602, 603) and the keyword
abilities (702) — spells/activating.py, spells/triggered.py, keyword_abilities/: refusals carry
the rule, unpinned decisions name their options, stack objects are valid canonical state, and
waiting triggers never leak into a state."""

from __future__ import annotations

import jsonschema
from nodawn_kit import duel, start, target

from adjudicator.schema import load_schema
from adjudicator.testing.drive import act, observe


def test_ability_on_stack_is_valid_state_and_no_pending_triggers_leak() -> None:
    engine = start(duel(["Test Noble Pinger"], ["Bishop of Coin"], pool=1))
    reply = act(engine, {"type": "activate", "player": "Alice", "card": "Test Noble Pinger"},
                [target("Alice", "Bob's Bishop of Coin")])
    assert reply["outcome"] == "done"
    state = observe(engine)
    jsonschema.validate(state, load_schema("nodawn-state.schema.json"))
    assert [o["ability"] for o in state["zones"]["stack"]] == [0, "Toll"]
    assert state["zones"]["stack"][1]["refers"] == ["Alice's Test Noble Pinger's ability"]
    assert "_triggers" not in state


def test_unpinned_toll_names_its_options() -> None:
    engine = start(duel(["Test Noble Pinger"], ["Bishop of Coin"], pool=1))
    act(engine, {"type": "activate", "player": "Alice", "card": "Test Noble Pinger"},
        [target("Alice", "Bob's Bishop of Coin")])
    act(engine, {"type": "pass", "player": "Alice"})
    reply = act(engine, {"type": "pass", "player": "Bob"})
    assert reply["outcome"] == "needs-decision"
    assert reply["decision"] == {"kind": "toll", "player": "Alice", "options": ["pay", "decline"]}


def test_toll_unpayable_counters_without_asking() -> None:
    """With no Vitae in the pool and the vein closed by Day, the Toll cannot be paid (702.14a)."""
    state = duel([], ["Bishop of Coin"])
    state["world"].update(position=5, type="day", name="The Assault")
    state["players"]["Alice"]["zones"]["hand"].append({"card": "Test Bolt 3"})
    engine = start(state)
    act(engine, {"type": "cast", "player": "Alice", "card": "Test Bolt 3"},
        [target("Alice", "Bob's Bishop of Coin")])
    act(engine, {"type": "pass", "player": "Alice"})
    assert act(engine, {"type": "pass", "player": "Bob"})["outcome"] == "done"
    state = observe(engine)
    assert state["zones"]["stack"] == []
    assert state["players"]["Alice"]["zones"]["spoils"] == [{"card": "Test Bolt 3"}]


def test_elusive_refusal_cites_the_rule() -> None:
    state = duel([], ["Test Elusive Shade"])
    state["players"]["Alice"]["zones"]["hand"].append({"card": "Test Bolt 3"})
    reply = act(start(state), {"type": "cast", "player": "Alice", "card": "Test Bolt 3"},
                [target("Alice", "Bob's Test Elusive Shade")])
    assert reply["outcome"] == "refused" and "702.13a" in reply["reason"]


def test_newly_turned_drain_cost_refusal_cites_602_4c() -> None:
    state = duel(["Test Noble Pinger"], [], pool=1)
    state["players"]["Alice"]["zones"]["battlefield"][0]["newly_turned"] = True
    reply = act(start(state), {"type": "activate", "player": "Alice", "card": "Test Noble Pinger"},
                [target("Alice", "Bob")])
    assert reply["outcome"] == "refused" and "602.4c" in reply["reason"]


def test_once_each_turn_mark_is_forgotten_at_cleanup() -> None:
    state = duel(["Test Prayer Wheel"], [])
    state["players"]["Alice"]["vitae"] = 10
    state["players"]["Bob"]["zones"]["domain"].append({"card": "Test Filler"})
    engine = start(state)
    act(engine, {"type": "activate", "player": "Alice", "card": "Test Prayer Wheel"})
    wheel = observe(engine)["players"]["Alice"]["zones"]["battlefield"][0]
    assert wheel["activated_this_turn"] == [0]
    act(engine, {"type": "advance", "to": {"player": "Bob", "phase": "beginning", "step": "upkeep"}})
    wheel = observe(engine)["players"]["Alice"]["zones"]["battlefield"][0]
    assert "activated_this_turn" not in wheel


def test_vitae_ability_skips_the_stack_and_keeps_priority() -> None:
    engine = start(duel(["Test Blood Fount"], []))
    reply = act(engine, {"type": "activate", "player": "Alice", "card": "Test Blood Fount"})
    assert reply["outcome"] == "done"
    state = observe(engine)
    assert state["turn"]["priority"] == "Alice"
    assert state["zones"]["stack"] == []
    assert state["players"]["Alice"]["pool"] == {"generic": 1}
