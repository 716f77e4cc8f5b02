"""The A Reign of Kings engine as a protocol-2 engine (docs/protocol.md, *Decisions*): every
decision it takes while the corpus runs is a declared kind (GameSpec.decisions, listed in
docs/games/reign.md), offers distinct options, bounds answers that name several options, and an
illegal answer is a refusal naming the decision, never an error."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import pytest

from adjudicator.corpus.load import load_corpus
from adjudicator.games import game
from adjudicator.games.reign.engine import ReignEngine
from adjudicator.games.reign.state import field_object
from adjudicator.games.reign.steps.common import new_state
from adjudicator.harness.runner import run_case
from adjudicator.protocol.client import InProcessClient
from adjudicator.testing import drive

SPEC = game("reign")
CARDS = SPEC.catalogue().cards
DOC = Path(__file__).resolve().parents[2] / "docs" / "games" / "reign.md"
#: Decisions whose answer names several options (a count, an order, "up to").
SEVERAL = {"kill", "emblems", "discard", "random discard", "scout", "scout bottom", "shuffle",
           "quest shuffle", "forced order"}


class Recording(ReignEngine):
    """The reference engine, keeping every decision record its act replies carry."""

    records: list[dict[str, Any]] = []

    def _act(self, message: dict[str, Any]) -> dict[str, Any]:
        reply = super()._act(message)
        self.records.extend(reply.get("decisions", []))
        if "decision" in reply:
            self.records.append(reply["decision"])
        return reply


@pytest.fixture(scope="module")
def corpus_records() -> list[dict[str, Any]]:
    corpus = load_corpus(games=["reign"])
    assert not corpus.problems
    engine = Recording()
    engine.records = []
    client = InProcessClient(engine)
    for case in corpus.cases:
        assert run_case(case, client, "").outcome == "pass", case["id"]
    return engine.records


def test_every_decision_taken_is_declared(corpus_records):
    taken = {r["kind"] for r in corpus_records}
    assert taken <= set(SPEC.decisions), taken - set(SPEC.decisions)
    assert len(taken) >= 25  # the corpus reaches most kinds


def test_the_declared_kinds_are_the_documented_ones():
    text = DOC.read_text(encoding="utf-8")
    section = text.split("## Decision kinds", 1)[1].split("\n## ", 1)[0]
    documented = set(re.findall(r"`([^`]+)`", " ".join(
        line.split("|")[1] for line in section.splitlines() if line.startswith("| `"))))
    outcomes = section.split("Random outcomes", 1)[1]
    documented |= set(re.findall(r"`([a-z ]+)` \(", outcomes))
    assert documented == set(SPEC.decisions)


def test_options_are_distinct_and_several_option_answers_are_bounded(corpus_records):
    for record in corpus_records:
        options = record["options"]
        assert len(options) == len({repr(o) for o in options}), record
        if record["kind"] in SEVERAL:
            assert "min" in record and "max" in record, record
        if record["pinned"] is None and "min" not in record:
            assert record["answer"] in options and len(options) == 1, record


def combat_won(spoils_quest: str = "Test Quest W5 M1 S2 L6") -> ReignEngine:
    """Alice attacks with a Soldier 5 and Bob, with three units, declares no defenders."""
    state = new_state([("Alice", "Camelot"), ("Bob", "The Eleven")])
    state["phase"] = "confrontation"
    state["players"]["Alice"]["quest"] = spoils_quest
    state["players"]["Bob"]["quest"] = "Test Quest W4 M2 S1 L7"
    state["players"]["Alice"]["zones"]["field"] = [field_object("Test Soldier 5")]
    state["players"]["Bob"]["zones"]["field"] = [field_object(n) for n in
                                                 ("Test Soldier 1", "Test Spy 2", "Test Priest 2")]
    engine = drive.start("reign", state, CARDS)
    drive.act(engine, {"type": "struggle", "player": "Alice", "kind": "combat", "target": "Bob",
                       "attackers": ["Test Soldier 5"]})
    return engine


@pytest.mark.parametrize("answer", [["Test Spy 2"], ["Test Spy 2", "Test Spy 2"],
                                    ["Test Spy 2", "Test Priest 2", "Test Soldier 1"]])
def test_a_kill_answer_of_the_wrong_size_is_refused_naming_the_decision(answer):
    engine = combat_won()
    before = drive.observe(engine)
    reply = drive.act(engine, {"type": "defend", "player": "Bob", "defenders": []},
                      [{"kind": "kill", "player": "Bob", "answer": answer}])
    assert reply["outcome"] == "refused", reply
    assert reply["decision"]["kind"] == "kill" and reply["decision"]["answer"] == answer
    assert (reply["decision"]["min"], reply["decision"]["max"]) == (2, 2)
    assert drive.observe(engine) == before


def test_a_kill_answer_naming_another_players_unit_is_refused():
    engine = combat_won()
    reply = drive.act(engine, {"type": "defend", "player": "Bob", "defenders": []},
                      [{"kind": "kill", "player": "Bob", "answer": ["Test Soldier 5", "Test Spy 2"]}])
    assert reply["outcome"] == "refused" and reply["decision"]["kind"] == "kill"
    assert sorted(reply["decision"]["options"]) == ["Test Priest 2", "Test Soldier 1", "Test Spy 2"]


def test_a_forced_decision_is_recorded_and_a_pin_for_it_honoured():
    engine = combat_won("Test Quest W3 M3 S3 L5")  # Spoils 3: all three units must die
    reply = drive.act(engine, {"type": "defend", "player": "Bob", "defenders": []})
    kill = next(r for r in reply["decisions"] if r["kind"] == "kill")
    assert kill["pinned"] is None and len(kill["answer"]) == 3 and kill["min"] == 3
    engine = combat_won("Test Quest W3 M3 S3 L5")
    reply = drive.act(engine, {"type": "defend", "player": "Bob", "defenders": []},
                      [{"kind": "kill", "player": "Bob", "answer": ["Test Spy 2"]}])
    assert reply["outcome"] == "refused" and reply["decision"]["pinned"] == 0


def test_a_list_where_one_answer_is_due_is_refused():
    state = new_state([("Alice", "Camelot"), ("Bob", "The Eleven")])
    state["phase"] = "confrontation"
    state["players"]["Alice"]["zones"]["field"] = [field_object("Test Glory Knight 2")]
    engine = drive.start("reign", state, CARDS)
    drive.act(engine, {"type": "struggle", "player": "Alice", "kind": "faith", "target": "Bob",
                       "attackers": ["Test Glory Knight 2"]})
    reply = drive.act(engine, {"type": "defend", "player": "Bob", "defenders": []},
                      [{"kind": "glory", "player": "Alice", "answer": ["yes"]}])
    assert reply["outcome"] == "refused" and reply["decision"]["kind"] == "glory"
    assert reply["decision"]["options"] == ["yes", "no"]
