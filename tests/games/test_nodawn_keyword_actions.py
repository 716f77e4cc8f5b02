"""Unit tests of No Dawn keyword actions (701, keyword_actions/): unpinned choices name their
options, an unpayable out clause asks nothing, and a destroyed Haven spills its residents."""

from __future__ import annotations

from nodawn_kit import duel, start, target

from adjudicator.testing.drive import act, observe


def cast_and_resolve(engine, card: str, aim: str) -> dict:
    act(engine, {"type": "cast", "player": "Alice", "card": card}, [target("Alice", aim)])
    act(engine, {"type": "pass", "player": "Alice"})
    return act(engine, {"type": "pass", "player": "Bob"})


def test_unpinned_discard_names_the_cards_in_hand() -> None:
    state = duel([], [], ["Test Mind Rot 2"])
    hand = ("Test Filler", "Test Rite 2", "Test Filler")
    state["players"]["Bob"]["zones"]["hand"] = [{"card": c} for c in hand]
    reply = cast_and_resolve(start(state), "Test Mind Rot 2", "Bob")
    assert reply["outcome"] == "needs-decision"
    assert reply["decision"] == {"kind": "discard", "player": "Bob",
                                 "options": ["Test Filler", "Test Rite 2"], "min": 2, "max": 2}


def test_discard_of_one_name_asks_nothing() -> None:
    state = duel([], [], ["Test Mind Rot 2"])
    state["players"]["Bob"]["zones"]["hand"] = [{"card": "Test Filler"}] * 3
    engine = start(state)
    assert cast_and_resolve(engine, "Test Mind Rot 2", "Bob")["outcome"] == "done"
    bob = observe(engine)["players"]["Bob"]["zones"]
    assert bob["hand"] == [{"card": "Test Filler"}]
    assert bob["spoils"] == [{"card": "Test Filler"}] * 2


def test_unpinned_out_clause_names_its_options() -> None:
    state = duel([], [], ["Test Bolt 2"])
    state["players"]["Bob"]["zones"]["hand"] = [{"card": "Test Tithe Negation 2"}]
    engine = start(state)
    act(engine, {"type": "cast", "player": "Alice", "card": "Test Bolt 2"}, [target("Alice", "Bob")])
    act(engine, {"type": "pass", "player": "Alice"})
    act(engine, {"type": "cast", "player": "Bob", "card": "Test Tithe Negation 2"},
        [target("Bob", "Alice's Test Bolt 2")])
    act(engine, {"type": "pass", "player": "Bob"})
    reply = act(engine, {"type": "pass", "player": "Alice"})
    assert reply["decision"] == {"kind": "out-clause", "player": "Alice", "options": ["pay", "decline"]}


def test_destroy_refuses_a_master_as_target() -> None:
    """Destroy targets permanents only; the refused cast leaves the state untouched (701.9a)."""
    state = duel([], ["Test Wretch"], ["Test Ruin"])
    engine = start(state)
    before = observe(engine)
    reply = act(engine, {"type": "cast", "player": "Alice", "card": "Test Ruin"}, [target("Alice", "Bob")])
    assert reply.get("outcome") != "done"  # a Master is not among the options
    assert observe(engine) == before


def test_destroyed_haven_spills_its_residents() -> None:
    state = duel([], ["Test Haven", "Test Night Thrall"], ["Test Ruin"])
    state["players"]["Bob"]["zones"]["battlefield"][1]["sheltered"] = "Test Haven"
    engine = start(state)
    assert cast_and_resolve(engine, "Test Ruin", "Bob's Test Haven")["outcome"] == "done"
    bob = observe(engine)["players"]["Bob"]["zones"]
    assert [o["card"] for o in bob["battlefield"]] == ["Test Night Thrall"]
    assert bob["battlefield"][0]["sheltered"] is None
