"""Unit tests of No Dawn keyword actions (701, keyword_actions.py): unpinned choices name their
options, an unpayable out clause asks nothing, and a destroyed Haven spills its residents."""

from __future__ import annotations

from adjudicator.games import game
from adjudicator.games.nodawn.state import card_object, new_state
from adjudicator.testing import drive
from adjudicator.testing.drive import act, observe

NODAWN = game("nodawn")
CARDS = NODAWN.catalogue().cards
MASTER = CARDS["Test Master"]


def board(alice: list[str], bob: list[str], hand: list[str]) -> dict:
    state = new_state(["Alice", "Bob"], [MASTER, MASTER])
    for name, cards in (("Alice", alice), ("Bob", bob)):
        for card in cards:
            state["players"][name]["zones"]["battlefield"].append(
                card_object(CARDS[card], "battlefield", name))
    state["players"]["Alice"]["zones"]["hand"] = [{"card": c} for c in hand]
    return state


def start(state: dict):
    return drive.start("nodawn", state, CARDS, "2026-10-07")


def target(player: str, answer: str) -> dict:
    return {"kind": "target", "player": player, "answer": answer}


def cast_and_resolve(engine, card: str, aim: str) -> dict:
    act(engine, {"type": "cast", "player": "Alice", "card": card}, [target("Alice", aim)])
    act(engine, {"type": "pass", "player": "Alice"})
    return act(engine, {"type": "pass", "player": "Bob"})


def test_unpinned_discard_names_the_cards_in_hand() -> None:
    state = board([], [], ["Test Mind Rot 2"])
    hand = ("Test Filler", "Test Rite 2", "Test Filler")
    state["players"]["Bob"]["zones"]["hand"] = [{"card": c} for c in hand]
    reply = cast_and_resolve(start(state), "Test Mind Rot 2", "Bob")
    assert reply["outcome"] == "needs-decision"
    assert reply["decision"] == {"kind": "discard", "player": "Bob",
                                 "options": ["Test Filler", "Test Rite 2"]}


def test_discard_of_one_name_asks_nothing() -> None:
    state = board([], [], ["Test Mind Rot 2"])
    state["players"]["Bob"]["zones"]["hand"] = [{"card": "Test Filler"}] * 3
    engine = start(state)
    assert cast_and_resolve(engine, "Test Mind Rot 2", "Bob")["outcome"] == "done"
    bob = observe(engine)["players"]["Bob"]["zones"]
    assert bob["hand"] == [{"card": "Test Filler"}]
    assert bob["spoils"] == [{"card": "Test Filler"}] * 2


def test_unpinned_out_clause_names_its_options() -> None:
    state = board([], [], ["Test Bolt 2"])
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
    state = board([], ["Test Wretch"], ["Test Ruin"])
    engine = start(state)
    before = observe(engine)
    reply = act(engine, {"type": "cast", "player": "Alice", "card": "Test Ruin"}, [target("Alice", "Bob")])
    assert reply.get("outcome") != "done"  # a Master is not among the options
    assert observe(engine) == before


def test_destroyed_haven_spills_its_residents() -> None:
    state = board([], ["Test Haven", "Test Night Thrall"], ["Test Ruin"])
    state["players"]["Bob"]["zones"]["battlefield"][1]["sheltered"] = "Test Haven"
    engine = start(state)
    assert cast_and_resolve(engine, "Test Ruin", "Bob's Test Haven")["outcome"] == "done"
    bob = observe(engine)["players"]["Bob"]["zones"]
    assert [o["card"] for o in bob["battlefield"]] == ["Test Night Thrall"]
    assert bob["battlefield"][0]["sheltered"] is None
