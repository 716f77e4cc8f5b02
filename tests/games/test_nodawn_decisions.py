"""The No Dawn reference engine as a protocol-2 engine: every decision it takes is a declared
kind (GameSpec.decisions, docs/games/nodawn.md *Decision kinds*), reports distinct options and
sane bounds, and an answer the rules forbid is a refusal naming the decision, never an error."""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from nodawn_kit import NODAWN, duel, start

from adjudicator.corpus.load import load_corpus
from adjudicator.games import ROOT
from adjudicator.testing import drive

ENGINE = ROOT / "adjudicator" / "games" / "nodawn"
DOC = ROOT / "docs" / "games" / "nodawn.md"
#: The helpers that take a decision, with the kind as a string literal among their first arguments.
TAKING = re.compile(r'(?:take|forced|decide|choose_cards|choose_order|pays_when_asked)'
                    r'\((?:[^()"]*?,\s*)??"([a-z-]+)"')


def _records(reply: dict[str, Any]) -> Iterator[dict[str, Any]]:
    yield from reply.get("decisions", [])
    if "decision" in reply:
        yield reply["decision"]


def _corpus_records() -> list[dict[str, Any]]:
    """Every decision record the engine reports while playing the No Dawn corpus."""
    found: list[dict[str, Any]] = []
    for case in load_corpus(games=["nodawn"]).cases:
        engine, reply = drive.start_reply("nodawn", case["setup"]["state"], case["setup"]["cards"],
                                          case["ruleset"] or "")
        if reply != {"ok": True}:
            continue
        pins: list[dict[str, Any]] = []
        for op in case["script"]:
            if op["op"] in ("choose", "random"):
                pins.append({"kind": op["decision"], "player": op.get("player"), "answer": op["answer"]})
            elif op["op"] == "act":
                found.extend(_records(drive.act(engine, op["action"], pins)))
                pins = []
    return found


@pytest.fixture(scope="module")
def corpus_records() -> list[dict[str, Any]]:
    return _corpus_records()


def test_every_kind_taken_in_the_corpus_is_declared(corpus_records: list[dict[str, Any]]) -> None:
    taken = {r["kind"] for r in corpus_records}
    assert taken, "the corpus takes no decision at all"
    assert taken <= set(NODAWN.decisions), sorted(taken - set(NODAWN.decisions))


def test_every_kind_in_the_engine_source_is_declared_and_documented() -> None:
    kinds = {m for path in ENGINE.rglob("*.py") if "steps" not in path.parts
             for m in TAKING.findall(path.read_text(encoding="utf-8"))}
    assert {"discard", "target", "combat-damage"} <= kinds, kinds  # the pattern finds them
    assert kinds <= set(NODAWN.decisions), sorted(kinds - set(NODAWN.decisions))
    table = DOC.read_text(encoding="utf-8").split("## Decision kinds", 1)[1].split("\n## ", 1)[0]
    documented = set(re.findall(r"^\| `([a-z-]+)` \|", table, re.M))
    assert documented == set(NODAWN.decisions), (documented ^ set(NODAWN.decisions))


def test_every_record_offers_distinct_options_within_its_bounds(
        corpus_records: list[dict[str, Any]]) -> None:
    for record in corpus_records:
        options = record["options"]
        assert options, record
        assert len({repr(o) for o in options}) == len(options), f"options repeat: {record}"
        low, high = record.get("min", 1), record.get("max", 1)
        assert 0 <= low <= high, record


# -- an answer the rules forbid is a refusal naming its decision --------------------------------------
def _cleanup(hand: list[str]) -> Any:
    state = duel(hand=hand)
    state["turn"].update(phase="ending", step="end")
    return start(state)


ADVANCE = {"type": "advance", "to": {"player": "Bob", "phase": "beginning", "step": "upkeep"}}
EIGHT = ["Test Rite 2"] * 4 + ["Test Rite 5"] * 4


def test_cleanup_discard_offers_each_name_once_and_the_count_that_must_go() -> None:
    reply = drive.act(_cleanup(EIGHT), ADVANCE)
    assert reply["outcome"] == "needs-decision", reply
    assert reply["decision"] == {"kind": "discard", "player": "Alice",
                                 "options": ["Test Rite 2", "Test Rite 5"], "min": 1, "max": 1}


@pytest.mark.parametrize("answer", [["Iron Column"], ["Test Rite 2", "Test Rite 5"], []])
def test_an_illegal_cleanup_discard_is_refused_naming_it(answer: list[str]) -> None:
    engine = _cleanup(EIGHT)
    before = drive.observe(engine)
    reply = drive.act(engine, ADVANCE, [{"kind": "discard", "player": "Alice", "answer": answer}])
    assert reply["outcome"] == "refused", reply
    assert reply["decision"]["kind"] == "discard" and reply["decision"]["answer"] == answer
    assert drive.observe(engine) == before


def test_a_discard_of_more_copies_than_held_is_refused() -> None:
    hand = ["Test Rite 2"] * 7 + ["Test Rite 5"] * 2
    reply = drive.act(_cleanup(hand), ADVANCE,
                      [{"kind": "discard", "player": "Alice", "answer": ["Test Rite 5"] * 3}])
    assert reply["outcome"] == "refused" and "514.1" in reply["reason"], reply


def test_alike_cards_are_discarded_without_asking_but_recorded() -> None:
    reply = drive.act(_cleanup(["Test Rite 2"] * 9), ADVANCE)
    assert reply["outcome"] == "done", reply
    assert reply["decisions"][0] == {"kind": "discard", "player": "Alice", "options": ["Test Rite 2"],
                                     "min": 2, "max": 2, "answer": ["Test Rite 2"] * 2, "pinned": None}


def test_pool_payment_naming_units_the_pool_lacks_is_refused() -> None:
    state = duel(hand=["Test Rite 2"])
    state["players"]["Alice"]["pool"] = {"Sacred": 1, "generic": 2}
    engine = start(state)
    act = {"type": "cast", "player": "Alice", "card": "Test Rite 2"}
    reply = drive.act(engine, act, [{"kind": "pool-payment", "player": "Alice",
                                      "answer": ["Sacred", "Sacred"]}])
    assert reply["outcome"] == "refused" and reply["decision"]["kind"] == "pool-payment", reply
    assert reply["decision"]["options"] == ["Sacred", "generic"]
    assert (reply["decision"]["min"], reply["decision"]["max"]) == (2, 2)


def test_engine_source_holds_no_engine_fault_for_an_answer() -> None:
    """EngineFault is for impossible states and bugs; a pinned answer is never one."""
    for path in ENGINE.rglob("*.py"):
        text = path.read_text(encoding="utf-8")
        for line in text.splitlines():
            if "EngineFault(" in line:
                assert "pinned" not in line and "answer" not in line, f"{Path(path).name}: {line}"


def test_a_list_answer_to_the_replacement_order_is_refused_naming_the_labels() -> None:
    """616.1: the affected player picks one effect to apply first, then the next; a pinned list
    of labels is a refusal that names the legal labels, never an internal error."""
    from adjudicator.engine import Decisions, Refused
    from adjudicator.games.nodawn.core.replacement import Replacement, _first

    options = [Replacement(key, label, "Alice", lambda event: [event])
               for key, label in (("a", "the rites of disposal"), ("b", "Alice's Husk's ability"))]
    pinned = [{"kind": "replacement-order", "player": "Alice",
               "answer": ["Alice's Husk's ability", "the rites of disposal"]}]
    with pytest.raises(Refused, match="names one effect to apply first"):
        _first(options, Decisions(pinned))
    chosen = _first(options, Decisions([{**pinned[0], "answer": "Alice's Husk's ability"}]))
    assert chosen.key == "b"
