"""Nocturne's decision kinds: every kind the reference engine takes while running the corpus is
declared in GameSpec.decisions, and docs/games/nocturne.md lists exactly the declared kinds.
Every record is a complete protocol-2 record: distinct options, the answer among them, and
min/max only for answers that name several options."""

from __future__ import annotations

import re
from functools import cache

from adjudicator.corpus.load import load_corpus
from adjudicator.games import PACKAGE_ROOT, game

NOCTURNE = game("nocturne")
DOC = PACKAGE_ROOT / "docs" / "games" / "nocturne.md"


@cache
def run_corpus() -> tuple[list[dict], list[dict]]:
    """Every decision record of the Nocturne corpus run in-process: those of acts carried out,
    and those a refusal named (with the forbidden answer)."""
    taken: list[dict] = []
    refused: list[dict] = []
    for case in load_corpus(games=["nocturne"]).cases:
        engine = NOCTURNE.new_engine()
        engine.handle({"cmd": "start", "game": "nocturne", "ruleset": None,
                       "state": case["setup"]["state"], "cards": case["setup"]["cards"]})
        pending: list[dict] = []
        for op in case["script"]:
            if op["op"] in ("choose", "random"):
                pending.append({"kind": op["decision"], "player": op.get("player"),
                                "answer": op["answer"]})
            elif op["op"] == "act":
                reply = engine.handle({"cmd": "act", "action": op["action"], "decisions": pending})
                if reply.get("outcome") == "done":
                    taken += reply["decisions"]
                elif "decision" in reply:
                    refused.append(reply["decision"])
                pending = []
    return taken, refused


def records() -> list[dict]:
    return run_corpus()[0]


def documented_kinds() -> set[str]:
    """The kinds in the first column of the *Decision kinds* tables of the game's docs."""
    text = DOC.read_text(encoding="utf-8")
    section = text.split("## Decision kinds", 1)[1].split("\n## ", 1)[0]
    return set(re.findall(r"^\| `([^`]+)` \|", section, flags=re.MULTILINE))


def test_the_corpus_takes_decisions():
    assert len(records()) > 100


def test_every_kind_taken_is_declared():
    taken, refused = run_corpus()
    undeclared = {r["kind"] for r in taken + refused} - set(NOCTURNE.decisions)
    assert not undeclared


def test_the_docs_list_exactly_the_declared_kinds():
    assert documented_kinds() == set(NOCTURNE.decisions)


def test_every_record_offers_distinct_options_and_its_answer():
    for record in records():
        options = record["options"]
        assert len(options) == len({repr(o) for o in options}), record
        answers = record["answer"] if isinstance(record["answer"], list) else [record["answer"]]
        assert all(a in options for a in answers), record


def test_bounds_only_for_answers_naming_several_options():
    for record in records():
        if "min" in record or "max" in record:
            assert record["min"] <= record["max"], record
        else:
            assert not isinstance(record["answer"], list), record
