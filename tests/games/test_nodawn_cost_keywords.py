"""Unit tests of No Dawn's cost keywords (keyword_abilities/ recall, despoil, tribute, muster,
backlash, announced to spells/casting.py): refusals cite the keyword's rule and leave no trace,
and a Recalled or Tributed spell on the stack is valid canonical state."""

from __future__ import annotations

import jsonschema
from nodawn_kit import CARDS, MASTER, start

from adjudicator.games.nodawn.core.state import card_object, new_state
from adjudicator.schema import load_schema
from adjudicator.testing.drive import act, observe


def board(alice: list[str], hand: list[str], spoils: list[str] = (), pool: int = 0) -> dict:
    state = new_state(["Alice", "Bob"], [MASTER, MASTER])
    zones = state["players"]["Alice"]["zones"]
    zones["battlefield"] = [card_object(CARDS[c], "battlefield", "Alice") for c in alice]
    zones["hand"] = [{"card": c} for c in hand]
    zones["spoils"] = [{"card": c} for c in spoils]
    zones["domain"] = [{"card": "Test Filler"}]
    if pool:
        state["players"]["Alice"]["pool"] = {"generic": pool}
    return state




def cast(card: str, **announced) -> dict:
    return {"type": "cast", "player": "Alice", "card": card, **announced}


def test_refusals_cite_the_keyword_and_leave_no_trace() -> None:
    cases = [
        (board(["Test Wretch"] * 4, ["Iron Column"], pool=3),
         cast("Iron Column", muster=["Test Wretch"] * 4), "702.26a"),
        (board([], ["Sell the Bones"], ["Test Filler"] * 4, pool=1),
         cast("Sell the Bones", despoil=["Test Filler"] * 4), "702.23a"),
        (board([], [], ["Test Bolt 2"]), cast("Test Bolt 2", recall=True), "702.20a"),
        (board([], ["Test Rite 2"], pool=5), cast("Test Rite 2", tribute=True), "702.25a"),
        (board([], [], ["Test Echo Insight"], pool=1),
         cast("Test Echo Insight", recall=True, from_master=1), "702.20a"),
    ]
    for state, action, rule in cases:
        engine = start(state)
        before = observe(engine)
        reply = act(engine, action)
        assert reply["outcome"] == "refused" and rule in reply["reason"], reply
        assert observe(engine) == before


def test_same_named_entities_are_mustered_one_each() -> None:
    engine = start(board(["Test Wretch", "Test Wretch"], ["Iron Column"], pool=5))
    assert act(engine, cast("Iron Column", muster=["Test Wretch", "Test Wretch"]))["outcome"] == "done"
    field = observe(engine)["players"]["Alice"]["zones"]["battlefield"]
    assert [o["drained"] for o in field] == [True, True]


def test_recalled_and_tributed_spells_are_valid_state() -> None:
    engine = start(board([], ["Gilded Emissary"], ["Test Echo Insight"], pool=6))
    assert act(engine, cast("Test Echo Insight", recall=True))["outcome"] == "done"
    state = observe(engine)
    assert state["zones"]["stack"][0]["recall"] is True
    jsonschema.validate(state, load_schema("nodawn-state.schema.json"))
    for player in ("Alice", "Bob"):
        act(engine, {"type": "pass", "player": player})
    assert act(engine, cast("Gilded Emissary", tribute=True))["outcome"] == "done"
    state = observe(engine)
    assert state["zones"]["stack"][0]["tribute"] is True
    assert state["players"]["Alice"]["pool"] == {}
    jsonschema.validate(state, load_schema("nodawn-state.schema.json"))


def test_backlash_without_synthesis_adds_the_backfire_to_the_cost() -> None:
    engine = start(board([], ["Test Backlash Draw", "Test Backlash Flare"], pool=1))
    assert act(engine, cast("Test Backlash Draw"))["outcome"] == "done"
    alice = observe(engine)["players"]["Alice"]
    assert (alice["corruption"], alice["pool"]) == (2, {})
    reply = act(engine, cast("Test Backlash Flare", synthesis=True),
                [{"kind": "target", "player": "Alice", "answer": "Bob"}])
    assert reply["outcome"] == "refused"  # the pool is empty: the synthesis cost can't be paid
    assert observe(engine)["players"]["Alice"]["vitae"] == 20
