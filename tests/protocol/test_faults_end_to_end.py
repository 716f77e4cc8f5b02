"""Every kind of broken engine, end to end through the real runner on real corpus cases.

For each fault kind a fake engine (tests/protocol/engines/) answers like the reference
adjudicator except for its one fault, aimed at the middle case of three. The run must give
that case the right outcome with a message naming the case and quoting what the engine
sent, restart the engine so the next case passes, finish with a complete report, leave no
process behind, and take no longer than the per-case timeout allows.
"""

from __future__ import annotations

import sys
import time
from pathlib import Path
from typing import Any

import pytest
from processes import alive, gone, recorded

from adjudicator.corpus.load import load_corpus
from adjudicator.games import ROOT
from adjudicator.harness.report import JsonLinesReport, read_report
from adjudicator.harness.runner import CaseResult, run_case, run_cases
from adjudicator.harness.select import select
from adjudicator.protocol.client import InProcessClient, SubprocessClient
from adjudicator.rules import RuleIndex

ENGINES = Path(__file__).parent / "engines"
#: Per-message timeout of these runs: generous where the engine answers (it costs nothing),
#: short where it hangs (a hang costs about this much), yet above what a real case's start takes
#: on a busy 2-core machine (the reference engine loads within it).
TIMEOUT, HANG_TIMEOUT = 3.0, 1.5
#: Seconds allowed on top of ``TIMEOUT`` per affected case: engine restarts, grace periods,
#: a busy machine. A correctness bound (no hang, no retry loop), not a benchmark.
SLACK = 8.0


@pytest.fixture(scope="module")
def corpus_cases() -> tuple[list[dict[str, Any]], str]:
    """Three real No Dawn cases, each with an action and a check, that the reference passes."""
    ruleset = RuleIndex.load("nodawn").default_ruleset
    corpus = load_corpus(ROOT, ["nodawn"])
    chosen = []
    for case in select(corpus.cases, rules=["704.5"]):
        ops = {op["op"] for op in case["script"]}
        passes = run_case(case, InProcessClient(_reference()), ruleset).outcome == "pass"
        if {"act", "expect"} <= ops and passes:
            chosen.append(case)
        if len(chosen) == 3:
            break
    assert len(chosen) == 3
    return chosen, ruleset


def _reference() -> Any:
    from adjudicator.games import game

    return game("nodawn").new_engine()


Run = tuple[list[CaseResult], float, list[int]]


def run_against(script: str, args: list[str], cases: list[dict[str, Any]], ruleset: str,
                tmp: Path, *, hello_first: bool = True, timeout: float = TIMEOUT) -> Run:
    """Run the cases against a fake engine as ``adjudicator run --report`` does; (results,
    seconds, every pid the engine recorded). The client is closed and the report written."""
    pids = tmp / "pids"
    argv = [sys.executable, str(ENGINES / f"{script}.py"), "--reference", "--pids", str(pids), *args]
    client = SubprocessClient(argv, timeout=timeout, grace=0.3)
    started = time.monotonic()
    report = JsonLinesReport(tmp / "r.jsonl", {"engine": "fake", "cases": len(cases)})
    results: list[CaseResult] = []
    try:
        if hello_first:
            client.hello()
        results = run_cases(cases, lambda game: client, {"nodawn": ruleset}, report.add)
    finally:
        client.close()
        report.close(results, time.monotonic() - started, complete=len(results) == len(cases))
    return results, time.monotonic() - started, recorded(pids)


# (fault kind, script, extra arguments, affected case index or None, outcome, quoted fragments)
FAULTS = [
    ("exits at hello", "exit_at_hello", ["--once", "{tmp}/launched"], 0, "crashed",
     ["exited with code 3 before replying to 'hello'", "cannot load the rules database"]),
    ("crashes mid-case", "crash_mid_case", ["--case", "{target}"], 1, "crashed",
     ["exited with code 1 before replying to 'act'", "RuntimeError: boom while acting"]),
    ("hangs on one message", "hang", ["--case", "{target}"], 1, "timeout",
     ["did not reply to 'act'", "within 1.5 s"]),
    ("hangs forever after a case", "hang_after_case", [], 1, "timeout",
     ["did not reply to 'start'"]),
    ("writes non-JSON", "non_json", ["--case", "{target}"], 1, "errored",
     ["with a line that is not JSON", "'state looks fine to me'", "write logs to stderr"]),
    ("partial line, then blocks", "partial_line", ["--case", "{target}"], 1, "timeout",
     ["did not reply to 'act'", "without ending the line", '"outcome": "do']),
    ("partial line, then exits", "partial_line", ["--case", "{target}", "--then", "exit"], 1,
     "crashed", ["exited with code 0 before replying to 'act'", '"outcome": "do']),
    ("valid JSON of the wrong shape", "wrong_shape", ["--case", "{target}"], 1, "errored",
     ["reply to 'observe' has no 'state' object", '"all good"']),
    ("wrong sequence number", "wrong_seq", ["--case", "{target}"], 1, "errored",
     ["replied to 'act' (seq", "expected", '"seq":']),
    ("log noise on stdout", "stdout_noise", ["--case", "{target}"], 1, "errored",
     ["'DEBUG: resolving the action now'", "write logs to stderr"]),
    ("a reply over 10 MB", "huge_line", ["--case", "{target}", "--size", "11000000"], 1, "errored",
     ["a line longer than 10485760 bytes", "xxxx"]),
    ("exits while a child holds its stdout", "dies_leaving_child", ["--case", "{target}"], 1,
     "crashed", ["exited with code 1 before replying to 'start'"]),
    ("closes stdout, keeps running", "closes_stdout", ["--case", "{target}"], 1, "crashed",
     ["closed its stdout before replying to 'act'", "did not exit"]),
    ("very slow, within the timeout", "slow", ["--delay", "0.05"], None, "pass", []),
    ("leaves child processes behind", "spawns_child", [], None, "pass", []),
]


@pytest.mark.parametrize(("kind", "script", "args", "affected", "outcome", "quoted"), FAULTS,
                         ids=[f[0] for f in FAULTS])
def test_a_broken_engine_costs_one_case_and_the_run_goes_on(
    corpus_cases: tuple[list[dict[str, Any]], str], tmp_path: Path, kind: str, script: str,
    args: list[str], affected: int | None, outcome: str, quoted: list[str],
) -> None:
    cases, ruleset = corpus_cases
    words = [a.format(tmp=tmp_path, target=cases[1]["id"]) for a in args]
    timeout = HANG_TIMEOUT if outcome == "timeout" else TIMEOUT
    results, seconds, pids = run_against(script, words, cases, ruleset, tmp_path,
                                         hello_first=affected != 0, timeout=timeout)

    expected = ["pass"] * 3
    if affected is not None:
        expected[affected] = outcome
    assert [r.outcome for r in results] == expected, [r.message for r in results]
    if affected is not None:
        message = results[affected].message
        assert message.startswith(f"case {cases[affected]['id']}: "), message
        for fragment in quoted:
            assert fragment in message, message
        assert len(message) < 4000  # quotes are truncated, even of an 11 MB line
        assert len(pids) >= 2  # each launch records its pid: the engine was restarted

    header, lines, footer = read_report(tmp_path / "r.jsonl")
    assert footer is not None and footer["complete"] is True
    assert [line["outcome"] for line in lines] == expected
    assert footer["totals"]["total"] == 3

    assert pids and all(gone(pid) for pid in pids), [p for p in pids if alive(p)]
    assert seconds < SLACK + (timeout if outcome == "timeout" else 0)


def test_a_fault_in_the_last_case_costs_no_restart(
    corpus_cases: tuple[list[dict[str, Any]], str], tmp_path: Path,
) -> None:
    """The engine is restarted before the next case, never only to be sent ``stop``."""
    cases, ruleset = corpus_cases
    results, _, pids = run_against("crash_mid_case", ["--case", cases[2]["id"]], cases, ruleset,
                                   tmp_path)
    assert [r.outcome for r in results] == ["pass", "pass", "crashed"]
    assert len(pids) == 1 and gone(pids[0])
