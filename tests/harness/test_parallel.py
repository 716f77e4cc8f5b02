"""``adjudicator run -j N``: worker processes, reports in corpus order equal to a serial run's."""

import argparse
import json
import os
from pathlib import Path

import pytest

from adjudicator.cli import main
from adjudicator.cli.run import jobs_count
from adjudicator.corpus.load import load_corpus
from adjudicator.errors import AdjudicatorError
from adjudicator.games import ROOT, game
from adjudicator.harness.runner import resolve_jobs, run_cases, run_parallel
from adjudicator.harness.session import CaseFailure
from adjudicator.protocol.client import InProcessClient
from adjudicator.rules import RuleIndex


def case_lines(path: Path) -> list[dict]:
    lines = [json.loads(line) for line in path.read_text().splitlines()]
    cases = [r for r in lines if r["type"] == "case"]
    for r in cases:
        r.pop("seconds")
    return cases


def test_report_case_lines_of_j2_equal_j1(tmp_path, capsys, monkeypatch):
    monkeypatch.setenv("ADJUDICATOR_CACHE_DIR", str(tmp_path / "cache"))
    serial, parallel = tmp_path / "j1.jsonl", tmp_path / "j2.jsonl"
    assert main(["run", "-q", "-j", "1", "--report", str(serial)]) == 0
    assert main(["run", "-q", "-j", "2", "--report", str(parallel)]) == 0
    capsys.readouterr()
    assert case_lines(parallel) == case_lines(serial)
    assert len(case_lines(serial)) > 100


class Flaky:
    """A client that crashes on every third start and otherwise defers to the real engine."""

    def __init__(self, slug: str) -> None:
        self.inner = InProcessClient(game(slug).new_engine())
        self.starts = 0

    def request(self, message):
        if message["cmd"] == "start" and message["case"].endswith(("a", "e")):
            raise CaseFailure("crashed", "engine died")
        return self.inner.request(message)

    def restart(self):
        self.inner.restart()

    def close(self):
        self.inner.close()


def flaky_clients():
    clients = {}

    def client_for(slug):
        return clients.setdefault(slug, Flaky(slug))

    return client_for, lambda: None


def test_parallel_results_equal_serial_ones_including_faults():
    cases = load_corpus(ROOT, ["nodawn"]).cases[:40]
    rulesets = {"nodawn": RuleIndex.load("nodawn").default_ruleset}
    client_for, _ = flaky_clients()
    serial = [r.to_json() for r in run_cases(cases, client_for, rulesets)]
    seen = []
    parallel = [r.to_json() for r in run_parallel(cases, flaky_clients, rulesets, seen.append, jobs=3)]
    for r in serial + parallel:
        r.pop("seconds")
    assert parallel == serial
    assert [r.id for r in seen] == [c["id"] for c in cases]
    assert {"crashed", "pass"} <= {r["outcome"] for r in serial}


def broken_clients():
    raise AdjudicatorError("cannot start the engine ./nowhere")


def test_an_error_outside_any_case_in_a_worker_stops_the_run():
    cases = load_corpus(ROOT, ["nodawn"]).cases[:4]
    with pytest.raises(AdjudicatorError, match="cannot start the engine ./nowhere"):
        run_parallel(cases, broken_clients, {"nodawn": "x"}, jobs=2)


def test_job_counts():
    assert jobs_count("auto") == jobs_count("0") == 0
    assert jobs_count("3") == 3
    for bad in ("-1", "many"):
        with pytest.raises(argparse.ArgumentTypeError):
            jobs_count(bad)
    cpus = len(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity") else os.cpu_count()
    assert resolve_jobs(0, 10_000) == cpus
    assert resolve_jobs(8, 3) == 3
    assert resolve_jobs(1, 0) == 1


class Counting:
    """A client whose every start errors, counting its restarts."""

    def __init__(self) -> None:
        self.restarts = 0

    def request(self, message):
        if message["cmd"] == "start":
            raise CaseFailure("errored", "engine reported an error: no")
        return {"ok": True}

    def restart(self):
        self.restarts += 1

    def close(self):
        pass


def test_a_fault_restarts_before_the_next_case_even_in_the_next_chunk_never_after_the_last():
    """(issue 15, item 18) No restart only to be sent stop; a worker's next chunk still gets one."""
    cases = load_corpus(ROOT, ["nodawn"]).cases[:3]
    rulesets = {"nodawn": RuleIndex.load("nodawn").default_ruleset}
    client = Counting()
    run_cases(cases, lambda slug: client, rulesets)
    assert client.restarts == 2  # before cases 2 and 3, not after 3
    client, faulted = Counting(), []
    run_cases(cases[:1], lambda slug: client, rulesets, faulted=faulted)
    assert client.restarts == 0 and faulted == [client]
    run_cases(cases[1:2], lambda slug: client, rulesets, faulted=faulted)
    assert client.restarts == 1
