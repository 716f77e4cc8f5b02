"""Protocol 2 in the harness: what decisions offered, refused answers, checkpoints, and engines
that still speak protocol 1 (docs/protocol.md, *Decisions*; docs/cases.md, ``offers``)."""

from __future__ import annotations

from typing import Any

import pytest

from adjudicator.engine import Decisions, NeedsDecision, Refused
from adjudicator.harness.expect import check
from adjudicator.harness.session import CaseFailure, CaseSession

BOARD = {"players": {"Alice": {"zones": {"hand": [{"card": "Copper"}, {"card": "Estate"}]}}}}
GAIN = {"kind": "gain", "player": "Alice", "options": ["Silver", "Village"], "answer": "Silver",
        "pinned": 0}


class Scripted:
    """An engine client that answers every ``act`` with the next scripted reply."""

    def __init__(self, *replies: dict[str, Any], protocol: int = 2) -> None:
        self.replies = list(replies)
        self.protocol = protocol
        self.sent: list[dict[str, Any]] = []

    def request(self, message: dict[str, Any]) -> dict[str, Any]:
        self.sent.append(message)
        if message["cmd"] == "start":
            return {"ok": True}
        if message["cmd"] == "observe":
            return {"state": BOARD}
        return self.replies.pop(0)

    def restart(self) -> None: ...

    def close(self) -> None: ...


def act(**extra: Any) -> dict[str, Any]:
    return {"op": "act", "action": {"type": "play", "player": "Alice", "card": "Workshop"},
            "line": 5, "step": "When Alice plays \"Workshop\"", **extra}


PIN = {"op": "choose", "decision": "gain", "player": "Alice", "answer": "Silver", "line": 4}


def run(script: list[dict[str, Any]], *replies: dict[str, Any], protocol: int = 2) -> Scripted:
    client = Scripted(*replies, protocol=protocol)
    case = {"id": "t", "game": "nocturne", "setup": {"state": BOARD, "cards": {}}, "script": script}
    CaseSession(case, client, "").run()
    return client


def failing(script: list[dict[str, Any]], *replies: dict[str, Any], protocol: int = 2) -> CaseFailure:
    with pytest.raises(CaseFailure) as info:
        run(script, *replies, protocol=protocol)
    return info.value


DONE = {"outcome": "done", "used": [0], "decisions": [GAIN]}


def offers(**matcher: Any) -> dict[str, Any]:
    return {"op": "offers", "decision": "gain", "player": "Alice", "line": 6, **matcher}


# -- offers ----------------------------------------------------------------------------------------
@pytest.mark.parametrize("matcher", [
    {"exactly": ["Village", "Silver"]}, {"includes": ["Silver"]}, {"excludes": ["Gold"]},
    {"min": 1}, {"max": 1},
])
def test_an_offers_check_that_holds_passes(matcher: dict[str, Any]) -> None:
    run([PIN, act(), offers(**matcher)], DONE)


@pytest.mark.parametrize("matcher, expected, observed", [
    ({"exactly": ["Silver"]}, {"exactly": ["Silver"]}, ["Silver", "Village"]),
    ({"includes": ["Gold"]}, {"includes": ["Gold"]}, ["Silver", "Village"]),
    ({"excludes": ["Village"]}, {"excludes": ["Village"]}, ["Silver", "Village"]),
    ({"max": 2}, {"max": 2}, {"max": 1}),
    ({"min": 0}, {"min": 0}, {"min": 1}),
])
def test_an_offers_check_that_fails_says_what_was_offered(matcher, expected, observed) -> None:
    failure = failing([PIN, act(), offers(**matcher)], DONE)
    assert failure.outcome == "fail"
    assert "Alice's 'gain' choice offered other options" in failure.message
    assert (failure.expected, failure.observed) == (expected, observed)
    assert failure.op is not None and failure.op["line"] == 6


def test_up_to_n_reads_min_and_max_from_the_record() -> None:
    up_to_two = {**GAIN, "kind": "return", "min": 0, "max": 2, "answer": ["Silver"]}
    reply = {"outcome": "done", "used": [0], "decisions": [up_to_two]}
    pin = {**PIN, "decision": "return", "answer": ["Silver"]}
    run([pin, act(), {**offers(max=2, min=0), "decision": "return"}], reply)
    failure = failing([pin, act(), {**offers(max=3), "decision": "return"}], reply)
    assert failure.expected == {"max": 3}


def test_a_decision_the_action_did_not_take_fails_naming_what_it_took() -> None:
    failure = failing([PIN, act(), {**offers(includes=["Silver"]), "decision": "trash"}], DONE)
    assert failure.outcome == "fail"
    assert "took no 'trash' decision by Alice" in failure.message
    assert "it took 'gain' by Alice" in failure.message


def test_an_ordinal_picks_a_later_decision_of_the_same_kind() -> None:
    second = {**GAIN, "options": ["Gold"], "answer": "Gold", "pinned": 1}
    reply = {"outcome": "done", "used": [0, 1], "decisions": [GAIN, second]}
    pins = [PIN, {**PIN, "answer": "Gold"}]
    run([*pins, act(), offers(nth=2, exactly=["Gold"]), offers(nth=-1, exactly=["Gold"])], reply)
    failure = failing([*pins, act(), offers(nth=3, includes=["Gold"])], reply)
    assert "took no third 'gain' decision by Alice" in failure.message


def test_a_forced_decision_is_recorded_and_can_be_checked() -> None:
    forced = {**GAIN, "options": ["Silver"], "pinned": None}
    run([act(), offers(exactly=["Silver"])], {"outcome": "done", "used": [], "decisions": [forced]})


# -- what the engine accepted ----------------------------------------------------------------------
def test_an_accepted_answer_outside_the_offered_options_fails() -> None:
    accepted = {**GAIN, "answer": "Gold"}
    failure = failing([{**PIN, "answer": "Gold"}, act()],
                      {"outcome": "done", "used": [0], "decisions": [accepted]})
    assert failure.outcome == "fail"
    assert "accepted Alice's answer \"Gold\" to 'gain'" in failure.message
    assert "not among the options it offered" in failure.message


def test_an_accepted_answer_naming_more_than_the_maximum_fails() -> None:
    three = {**GAIN, "kind": "return", "min": 0, "max": 2, "answer": ["Silver", "Village", "Silver"]}
    pin = {**PIN, "decision": "return", "answer": three["answer"]}
    failure = failing([pin, act()], {"outcome": "done", "used": [0], "decisions": [three]})
    assert "names 3 options where it allows 0 to 2" in failure.message


# -- refused answers -------------------------------------------------------------------------------
REFUSES_GAIN = {"decision": "gain", "player": "Alice"}
REFUSED_GAIN = {"outcome": "refused", "reason": "Gold costs too much", "decisions": [],
                "decision": {**GAIN, "answer": "Gold"}}


def test_a_refusal_of_the_named_answer_passes_and_can_be_checked() -> None:
    script = [{**PIN, "answer": "Gold"}, act(expect="refused", refuses=REFUSES_GAIN),
              offers(exactly=["Silver", "Village"])]
    run(script, REFUSED_GAIN)


def test_a_refusal_for_another_reason_fails() -> None:
    script = [{**PIN, "answer": "Gold"}, act(expect="refused", refuses=REFUSES_GAIN)]
    failure = failing(script, {"outcome": "refused", "reason": "Alice has no Action left"})
    assert failure.outcome == "fail"
    assert "not for Alice's 'gain' answer (its refusal names no decision)" in failure.message


def test_carrying_out_a_forbidden_answer_fails() -> None:
    script = [{**PIN, "answer": "Gold"}, act(expect="refused", refuses=REFUSES_GAIN)]
    failure = failing(script, {"outcome": "done", "used": [0], "decisions": [{**GAIN, "answer": "Gold"}]})
    assert "the rules forbid this action, but the engine carried it out" in failure.message


# -- checkpoints -----------------------------------------------------------------------------------
def test_a_checkpoint_reads_the_state_reported_with_the_decision() -> None:
    middle = {"players": {"Alice": {"zones": {"hand": []}}}}
    reply = {"outcome": "done", "used": [0], "decisions": [{**GAIN, "state": middle}]}
    at = {"decision": "gain", "player": "Alice"}
    expect = {"op": "expect", "path": "/players/Alice/zones/hand", "count": 0, "at": at, "line": 7}
    client = run([PIN, act(checkpoints=[at]), expect], reply)
    (sent,) = [m for m in client.sent if m["cmd"] == "act"]
    assert sent["checkpoints"] == [{"kind": "gain", "player": "Alice"}]
    wrong = {**expect, "count": 2}
    failure = failing([PIN, act(checkpoints=[at]), wrong], reply)
    assert "at Alice's 'gain' choice differs" in failure.message


def test_a_checkpoint_the_engine_left_without_state_is_errored() -> None:
    at = {"decision": "gain", "player": "Alice"}
    expect = {"op": "expect", "path": "/players", "count": 1, "at": at, "line": 7}
    failure = failing([PIN, act(checkpoints=[at]), expect], DONE)
    assert failure.outcome == "errored"
    assert "reported no 'state' for the checkpoint" in failure.message


# -- malformed protocol-2 replies ------------------------------------------------------------------
@pytest.mark.parametrize("reply, problem", [
    ({"outcome": "done", "used": []}, "must list its 'decisions'"),
    ({"outcome": "done", "used": [], "decisions": {}}, "'decisions' is not a list"),
    ({"outcome": "done", "used": [], "decisions": [{"kind": "gain"}]},
     "decisions[0] is not a decision record"),
])
def test_a_protocol_2_reply_without_proper_records_is_errored(reply, problem) -> None:
    failure = failing([act()], reply)
    assert failure.outcome == "errored"
    assert problem in failure.message


# -- engines speaking protocol 1 -------------------------------------------------------------------
def test_a_protocol_1_engine_runs_cases_that_check_no_decisions() -> None:
    client = run([PIN, act(), {"op": "expect", "path": "/players", "count": 1, "line": 6}],
                 {"outcome": "done", "used": [0]}, protocol=1)
    (sent,) = [m for m in client.sent if m["cmd"] == "act"]
    assert "checkpoints" not in sent


@pytest.mark.parametrize("script", [
    [PIN, act(), offers(includes=["Silver"])],
    [PIN, act(expect="refused", refuses=REFUSES_GAIN)],
    [PIN, act(), {"op": "expect", "path": "/players", "count": 1, "line": 7,
                  "at": {"decision": "gain", "player": "Alice"}}],
])
def test_a_protocol_1_engine_is_unsupported_for_cases_that_check_decisions(script) -> None:
    failure = failing(script, {"outcome": "done", "used": [0]}, protocol=1)
    assert failure.outcome == "unsupported"
    assert "engine speaks protocol 1" in failure.message


# -- the reference engines' Decisions --------------------------------------------------------------
def test_decisions_record_options_bounds_and_the_pin_used() -> None:
    decisions = Decisions([{"kind": "discard", "player": "Alice", "answer": ["Copper"]}])
    assert decisions.take("discard", "Alice", ["Copper", "Estate"], low=1, high=1) == ["Copper"]
    assert decisions.records == [{"kind": "discard", "player": "Alice", "options": ["Copper", "Estate"],
                                  "min": 1, "max": 1, "answer": ["Copper"], "pinned": 0}]
    assert decisions.used == [0]


def test_an_answer_outside_the_options_is_refused_naming_the_decision() -> None:
    decisions = Decisions([{"kind": "gain", "player": "Alice", "answer": "Gold"}])
    with pytest.raises(Refused) as refused:
        decisions.take("gain", "Alice", ["Silver"])
    assert refused.value.decision == {"kind": "gain", "player": "Alice", "options": ["Silver"],
                                      "answer": "Gold", "pinned": 0}
    assert decisions.records == []


def test_a_forced_decision_needs_no_pin_but_honours_one() -> None:
    unpinned = Decisions([])
    assert unpinned.forced("gain", "Alice", ["Silver"], "Silver") == "Silver"
    assert unpinned.records[0]["pinned"] is None
    pinned = Decisions([{"kind": "gain", "player": "Alice", "answer": "Gold"}])
    with pytest.raises(Refused):
        pinned.forced("gain", "Alice", ["Silver"], "Silver")


def test_an_unpinned_decision_is_asked_with_its_bounds() -> None:
    with pytest.raises(NeedsDecision) as need:
        Decisions([]).take("return", "Bob", ["A", "B", "C"], low=0, high=2)
    assert need.value.record() == {"kind": "return", "player": "Bob", "options": ["A", "B", "C"],
                                   "min": 0, "max": 2}


def test_refuse_names_the_decision_just_taken() -> None:
    decisions = Decisions([{"kind": "return", "player": "Bob", "answer": ["A", "A"]}])
    decisions.take("return", "Bob", ["A", "B"], low=0, high=2)
    with pytest.raises(Refused) as refused:
        decisions.refuse("return", "Bob", "only one A is in the discard pile")
    assert refused.value.decision is not None and refused.value.decision["answer"] == ["A", "A"]


def test_checkpoints_copy_the_state_into_matching_records() -> None:
    seen = {"n": 0}

    def snapshot() -> dict[str, Any]:
        seen["n"] += 1
        return {"moment": seen["n"]}

    decisions = Decisions([{"kind": "gain", "player": "Alice", "answer": "Silver"},
                           {"kind": "trash", "player": "Alice", "answer": "Copper"}],
                          [{"kind": "trash", "player": "Alice"}], snapshot)
    decisions.take("gain", "Alice", ["Silver"])
    decisions.take("trash", "Alice", ["Copper"])
    assert "state" not in decisions.records[0]
    assert decisions.records[1]["state"] == {"moment": 1}


# -- absence and ordinals in expect ----------------------------------------------------------------
STATE = {"supply": {"Silver": 40}, "players": {"Alice": {"zones": {"play": [
    {"card": "Imp", "tapped": False}, {"card": "Imp", "tapped": True}]}}}}


def test_absent_and_nowhere() -> None:
    assert check({"path": "/supply/Goat", "absent": True}, STATE) is None
    assert check({"path": "/supply/Silver", "absent": True}, STATE) == ("<nothing>", 40)
    assert check({"path": "", "nowhere": {"card": "Goat"}}, STATE) is None
    expected, observed = check({"path": "", "nowhere": {"card": "Imp"}}, STATE)
    assert expected == {"nowhere": {"card": "Imp"}}
    assert list(observed) == ["/players/Alice/zones/play/0", "/players/Alice/zones/play/1"]


def test_nth_picks_one_of_several_matching_objects() -> None:
    path = "/players/Alice/zones/play"
    assert check({"path": path, "where": {"card": "Imp"}, "nth": 2, "has": {"tapped": True}}, STATE) is None
    assert check({"path": path, "where": {"card": "Imp"}, "nth": -1, "has": {"tapped": True}}, STATE) is None
    assert check({"path": path, "where": {"card": "Imp"}, "nth": 1, "has": {"tapped": True}}, STATE) \
        == ({"tapped": True}, {"tapped": False})
    assert check({"path": path, "where": {"card": "Imp"}, "nth": 3, "has": {}}, STATE)[1] \
        == "<2 objects matching {'card': 'Imp'}>"
