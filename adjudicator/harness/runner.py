"""Run cases against an engine, case by case, and collect one result per case.

A crash, hang or malformed reply costs only that case: the client is restarted and the
run goes on. Cases outside the selected ruleset are skipped with the reason.
"""

from __future__ import annotations

import os
import queue
import signal
import sys
import time
from collections.abc import Callable, Iterable
from dataclasses import asdict, dataclass, field
from typing import Any

from adjudicator.harness.session import CaseFailure, CaseSession, EngineClient
from adjudicator.rulesets import in_range

RESTART_AFTER = ("crashed", "timeout", "errored")


@dataclass
class CaseResult:
    """What happened to one case: its outcome and, when it did not pass, why."""

    id: str
    game: str
    title: str
    rules: list[str]
    source: dict[str, Any]
    outcome: str
    message: str = ""
    line: int | None = None
    step: str | None = None
    expected: Any = None
    observed: Any = None
    seconds: float = 0.0
    ruleset: str = ""
    extra: dict[str, Any] = field(default_factory=dict)

    def to_json(self) -> dict[str, Any]:
        data = asdict(self)
        data.pop("extra")
        if self.outcome == "pass":
            for key in ("message", "line", "step", "expected", "observed"):
                data.pop(key)
        return {"type": "case", **data}

    @property
    def where(self) -> str:
        return f"{self.source['file']}:{self.line or self.source['line']}"


def run_case(case: dict[str, Any], client: EngineClient, ruleset: str) -> CaseResult:
    """One case through a CaseSession; never raises for anything the engine does."""
    result = CaseResult(case["id"], case["game"], case["title"], case["rules"], case["source"],
                        "pass", ruleset=ruleset)
    started = time.perf_counter()
    if not in_range(case.get("ruleset"), ruleset):
        result.outcome = "skipped"
        result.message = f"outside ruleset {ruleset} (scenario holds for {case['ruleset']})"
        return result
    try:
        CaseSession(case, client, ruleset).run()
    except CaseFailure as failure:
        result.outcome = failure.outcome
        result.message = failure.message
        if failure.op is not None:
            result.line = failure.op.get("line")
            result.step = failure.op.get("step")
        result.expected, result.observed = failure.expected, failure.observed
    result.seconds = time.perf_counter() - started
    return result


def run_cases(
    cases: Iterable[dict[str, Any]],
    client_for: Callable[[str], EngineClient],
    rulesets: dict[str, str],
    on_result: Callable[[CaseResult], None] | None = None,
) -> list[CaseResult]:
    """Run every case with the client for its game; restart a client after a fault."""
    results = []
    for case in cases:
        client = client_for(case["game"])
        result = run_case(case, client, rulesets[case["game"]])
        if result.outcome in RESTART_AFTER:
            client.restart()
        results.append(result)
        if on_result:
            on_result(result)
    return results


#: Makes a worker's clients: ``() -> (client for a game, close all)``; must be picklable.
ClientFactory = Callable[[], tuple[Callable[[str], EngineClient], Callable[[], None]]]
#: Seconds between checks that every worker is still alive while waiting for results.
_POLL = 0.5


def resolve_jobs(jobs: int, cases: int) -> int:
    """Worker processes for ``-j``: 0 means one per available CPU; never more than the cases."""
    if jobs <= 0:
        try:
            jobs = len(os.sched_getaffinity(0))
        except AttributeError:  # not on every platform
            jobs = os.cpu_count() or 1
    return max(1, min(jobs, cases))


def run_parallel(
    cases: list[dict[str, Any]],
    factory: ClientFactory,
    rulesets: dict[str, str],
    on_result: Callable[[CaseResult], None] | None = None,
    jobs: int = 2,
) -> list[CaseResult]:
    """:func:`run_cases` across ``jobs`` worker processes, each with its own engine clients.

    Cases go out in contiguous chunks; results come back in corpus order (``on_result`` is
    called in that order as soon as the next chunk is in), so reports equal a serial run's
    apart from timing. An error outside any case in a worker (say, an engine that cannot
    start) stops the run with that error; so does a worker that dies.
    """
    if jobs <= 1 or len(cases) <= 1:
        client_for, close = factory()
        try:
            return run_cases(cases, client_for, rulesets, on_result)
        finally:
            close()
    size = max(1, min(64, -(-len(cases) // (jobs * 8))))
    chunks = [cases[i:i + size] for i in range(0, len(cases), size)]
    context = _context()
    tasks, done = context.Queue(), context.Queue()
    for item in enumerate(chunks):
        tasks.put(item)
    workers = [context.Process(target=_worker, args=(tasks, done, factory, rulesets), daemon=True)
               for _ in range(jobs)]
    for _ in workers:
        tasks.put(None)
    for w in workers:
        w.start()
    try:
        return _collect(chunks, done, workers, on_result)
    finally:
        for w in workers:
            if w.is_alive():
                w.terminate()
        for w in workers:
            w.join(timeout=5)


def _collect(chunks: list[list[dict[str, Any]]], done: Any, workers: list[Any],
             on_result: Callable[[CaseResult], None] | None) -> list[CaseResult]:
    """Receive chunk results and hand them on in chunk order."""
    from adjudicator.errors import AdjudicatorError

    arrived: dict[int, list[CaseResult]] = {}
    results: list[CaseResult] = []
    following = 0
    while following < len(chunks):
        try:
            index, payload = done.get(timeout=_POLL)
        except queue.Empty:
            dead = [w for w in workers if w.exitcode not in (None, 0)]
            if dead:
                raise AdjudicatorError(f"a worker process of the parallel run died "
                                       f"(exit code {dead[0].exitcode})") from None
            continue
        if index < 0:
            raise AdjudicatorError(payload)
        arrived[index] = payload
        while following in arrived:
            for result in arrived.pop(following):
                results.append(result)
                if on_result:
                    on_result(result)
            following += 1
    return results


def _context() -> Any:
    """Fork where there is fork (workers share the loaded corpus code), else spawn."""
    import multiprocessing

    methods = multiprocessing.get_all_start_methods()
    return multiprocessing.get_context("fork" if "fork" in methods else "spawn")


def _worker(tasks: Any, done: Any, factory: ClientFactory, rulesets: dict[str, str]) -> None:
    """A worker: run chunks until the sentinel; an error outside any case goes back as text."""
    from adjudicator.errors import AdjudicatorError

    signal.signal(signal.SIGINT, signal.SIG_IGN)  # the parent decides; it ends the workers
    signal.signal(signal.SIGTERM, lambda *_: sys.exit(1))  # ... and then clients close
    close: Callable[[], None] = lambda: None  # noqa: E731
    try:
        client_for, close = factory()
        while (item := tasks.get()) is not None:
            index, chunk = item
            done.put((index, run_cases(chunk, client_for, rulesets)))
    except AdjudicatorError as exc:
        done.put((-1, str(exc)))
    finally:
        close()
