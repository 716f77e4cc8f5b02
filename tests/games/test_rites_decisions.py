"""Rites decisions under protocol 2: every kind the engine raises is declared (GameSpec and
docs/games/rites.md in step), option sets are complete and distinct with their bounds, forced
decisions are recorded, and an answer the rules forbid is a refusal naming its decision."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import pytest

from adjudicator.corpus.load import load_corpus
from adjudicator.engine import Decisions, NeedsDecision, Refused
from adjudicator.games import ROOT, game
from adjudicator.games.rites.engine import RitesEngine
from adjudicator.games.rites.state import creature, new_state
from adjudicator.games.rites.table import Table
from adjudicator.harness.runner import run_case
from adjudicator.protocol import InProcessClient

CARDS = game("rites").catalogue().cards
DOC = ROOT / "docs" / "games" / "rites.md"


class Recording(RitesEngine):
    """The reference engine, keeping every decision record its act replies carry."""

    kinds: set[str] = set()

    def handle(self, message: dict[str, Any]) -> dict[str, Any]:
        reply = super().handle(message)
        for record in reply.get("decisions", []) + [reply.get("decision") or {}]:
            if "kind" in record:
                Recording.kinds.add(record["kind"])
        return reply


def _documented_kinds(text: str) -> set[str]:
    section = text.split("## Decision kinds", 1)[1].split("\n## ", 1)[0]
    kinds: set[str] = set()
    for line in section.splitlines():
        if line.startswith("| `"):
            kinds.update(re.findall(r"`([^`]+)`", line.split("|")[1]))
    kinds.update(re.findall(r"Random outcome: `([^`]+)`", section))
    return kinds


def test_every_kind_the_corpus_raises_is_declared_and_documented():
    corpus = load_corpus(games=["rites"])
    assert not corpus.problems
    client = InProcessClient(Recording())
    results = [run_case(case, client, "") for case in corpus.cases]
    assert all(r.outcome == "pass" for r in results), [r.id for r in results if r.outcome != "pass"]
    declared = set(game("rites").decisions)
    assert Recording.kinds <= declared, Recording.kinds - declared
    assert _documented_kinds(DOC.read_text(encoding="utf-8")) == declared


# -- the table's helpers ---------------------------------------------------------------------
def table(*pins: tuple[str, str | None, Any]) -> Table:
    pinned = [{"kind": k, "player": p, "answer": a} for k, p, a in pins]
    return Table(new_state(["Alice", "Bob"]), CARDS, Decisions(pinned))


def test_up_to_n_offers_nothing_and_its_bounds():
    t = table()
    with pytest.raises(NeedsDecision) as need:
        t.choose_many("Bob", "return", ["Fanatic", "Biting Skull", "Fanatic"], 0, 2)
    assert need.value.record() == {"kind": "return", "player": "Bob",
                                   "options": ["Biting Skull", "Fanatic", "nothing"],
                                   "min": 0, "max": 2}


@pytest.mark.parametrize("answer, why", [
    (["Fanatic", "Biting Skull", "Zealous Defender"], "names 3, where from 0 to 2"),
    (["Biting Skull", "Biting Skull"], "only 1 'Biting Skull'"),
    (["nothing", "Fanatic"], "on its own"),
])
def test_answers_beyond_the_bounds_are_refusals_naming_the_decision(answer, why):
    t = table(("return", "Bob", answer))
    with pytest.raises(Refused, match=why) as refused:
        t.choose_many("Bob", "return", ["Fanatic", "Biting Skull", "Zealous Defender"], 0, 2)
    assert refused.value.decision["kind"] == "return"
    assert refused.value.decision["answer"] == answer
    assert t.decisions.records == []


def test_forced_choices_are_recorded_and_a_pin_for_them_is_honoured():
    t = table()
    assert t.choose_many("Bob", "discard", ["A", "B"], 2, 2) == ["A", "B"]
    assert t.choose_one("Bob", "exile", ["A"], optional=False) == "A"
    assert [(r["kind"], r["options"], r["answer"], r["pinned"]) for r in t.decisions.records] == [
        ("discard", ["A", "B"], ["A", "B"], None), ("exile", ["A"], "A", None)]
    bad = table(("exile", "Bob", "B"))
    with pytest.raises(Refused) as refused:
        bad.choose_one("Bob", "exile", ["A"], optional=False)
    assert refused.value.decision["options"] == ["A"]


def test_a_one_answer_decision_refuses_a_list():
    with pytest.raises(Refused, match="not the list"):
        table(("guard", "Bob", ["A"])).choose_one("Bob", "guard", ["A", "B"], optional=True)
    with pytest.raises(Refused, match="guard.4"):
        table(("guard", "Bob", ["A", "B"])).choose_one("Bob", "guard", ["A", "B"], optional=True,
                                                      why="guard.4")


def test_a_shuffle_outcome_must_be_an_order_of_the_cards():
    t = table(("shuffle", None, ["A", "A"]))
    with pytest.raises(Refused, match="not an order") as refused:
        t.random_order("shuffle", ["A", "B"])
    assert refused.value.decision["kind"] == "shuffle"


# -- whole actions through the protocol ------------------------------------------------------------
def _engine(state: dict[str, Any]) -> RitesEngine:
    engine = RitesEngine()
    assert engine.handle({"cmd": "start", "game": "rites", "ruleset": "", "state": state,
                          "cards": CARDS}) == {"ok": True}
    return engine


def _act(engine: RitesEngine, action: dict[str, Any], *pins: tuple[str, str, Any]) -> dict[str, Any]:
    before = engine.handle({"cmd": "observe"})
    reply = engine.handle({"cmd": "act", "action": action, "decisions": [
        {"kind": k, "player": p, "answer": a} for k, p, a in pins]})
    if reply["outcome"] != "done":
        assert engine.handle({"cmd": "observe"}) == before
    return reply


def test_a_second_guard_on_one_wound_is_refused():
    s = new_state(["Alice", "Bob"])
    s["players"]["Bob"]["zones"]["battlefield"] = [creature("Test Guardian"), creature("Test Guardian")]
    s["players"]["Alice"]["zones"]["hand"] = [{"card": "Test Wound 5"}]
    reply = _act(_engine(s), {"type": "play", "player": "Alice", "card": "Test Wound 5"},
                 ("guard", "Bob", ["Test Guardian", "Test Guardian"]))
    assert reply["outcome"] == "refused" and "guard.4" in reply["reason"]
    assert reply["decision"]["kind"] == "guard"


def test_herald_cannot_sacrifice_itself():
    s = new_state(["Alice", "Bob"])
    s["players"]["Alice"]["zones"]["battlefield"] = [creature("Herald of the Apocalypse"),
                                                     creature("Biting Skull")]
    reply = _act(_engine(s), {"type": "activate", "player": "Alice",
                              "card": "Herald of the Apocalypse"},
                 ("sacrifice", "Alice", "Herald of the Apocalypse"))
    assert reply["outcome"] == "refused"
    assert reply["decision"] == {"kind": "sacrifice", "player": "Alice", "options": ["Biting Skull"],
                                 "min": 1, "max": 1, "answer": "Herald of the Apocalypse",
                                 "pinned": 0}


def test_allegiance_names_as_many_factions_as_points():
    s = new_state(["Alice", "Bob"])
    s["players"]["Alice"]["zones"]["hand"] = [{"card": "Test Allegiance 3"}]
    reply = _act(_engine(s), {"type": "play", "player": "Alice", "card": "Test Allegiance 3"},
                 ("allegiance", "Alice", ["Blue", "Red"]))
    assert reply["outcome"] == "refused" and reply["decision"]["kind"] == "allegiance"
    assert (reply["decision"]["min"], reply["decision"]["max"]) == (3, 3)


def test_same_named_creatures_that_differ_are_told_apart():
    s = new_state(["Alice", "Bob"])
    s["players"]["Bob"]["zones"]["battlefield"] = [creature("Test Guardian", exhausted=True),
                                                   creature("Test Guardian")]
    s["players"]["Alice"]["zones"]["hand"] = [{"card": "Pyro-Inquisitor"}]
    s["players"]["Alice"]["zones"]["battlefield"] = [creature("Pyro-Inquisitor"),
                                                     creature("Test Creature")]
    engine = _engine(s)
    reply = _act(engine, {"type": "activate", "player": "Alice", "card": "Pyro-Inquisitor"},
                 ("destroy", "Alice", "Test Guardian (ready)"), ("guard", "Bob", "nothing"))
    assert reply["outcome"] == "done", reply
    destroy = next(r for r in reply["decisions"] if r["kind"] == "destroy")
    assert destroy["options"] == ["Test Guardian (exhausted)", "Test Guardian (ready)"]
    assert [r["kind"] for r in reply["decisions"]] == ["sacrifice", "destroy"]
    field = engine.handle({"cmd": "observe"})["state"]["players"]["Bob"]["zones"]["battlefield"]
    assert [o["exhausted"] for o in field] == [True]


def test_documented_kinds_parse():
    assert {"guard", "rift give", "rift take", "shuffle"} <= _documented_kinds(
        Path(DOC).read_text(encoding="utf-8"))
