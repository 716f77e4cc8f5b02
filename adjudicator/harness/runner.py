"""Run cases against an engine, case by case, and collect one result per case.

A crash, hang or malformed reply costs only that case: the client is restarted and the
run goes on. Cases outside the selected ruleset are skipped with the reason.
"""

from __future__ import annotations

import contextlib
import os
import signal
import sys
import time
from collections.abc import Callable, Iterable
from dataclasses import asdict, dataclass, field
from typing import Any

from adjudicator.errors import AdjudicatorError, describe_exit
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
    faulted: list[EngineClient] | None = None,
) -> list[CaseResult]:
    """Run every case with the client for its game; restart a client after a fault, before
    the next case (so a fault in the last case costs no restart the run never uses).
    ``faulted`` carries the clients still to restart from one call to the next (a ``-j``
    worker's chunks)."""
    results = []
    pending = [] if faulted is None else faulted
    for case in cases:
        while pending:
            pending.pop().restart()
        client = client_for(case["game"])
        result = run_case(case, client, rulesets[case["game"]])
        if result.outcome in RESTART_AFTER:
            pending.append(client)
        results.append(result)
        if on_result:
            on_result(result)
    return results


#: Makes a worker's clients: ``() -> (client for a game, close all)``; must be picklable.
ClientFactory = Callable[[], tuple[Callable[[str], EngineClient], Callable[[], None]]]
#: Seconds workers get to close their engines after their last chunk, and again after SIGTERM,
#: before they are killed.
STOP_GRACE = 3.0


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
    start) stops the run with that error; so does a worker that dies. However the run ends
    (Ctrl-C and SIGTERM included), every worker is ended within a few seconds.
    """
    if jobs <= 1 or len(cases) <= 1:
        client_for, close = factory()
        try:
            return run_cases(cases, client_for, rulesets, on_result)
        finally:
            close()
    size = max(1, min(64, -(-len(cases) // (jobs * 8))))
    chunks = [cases[i:i + size] for i in range(0, len(cases), size)]
    workers = _Workers(_context(), factory, rulesets, min(jobs, len(chunks)))
    finished = False
    try:
        results = workers.collect(chunks, on_result)
        finished = True
        return results
    finally:
        workers.stop(finished)


class _Workers:
    """Worker processes, each on its own pipe. The parent hands out one chunk at a time and
    waits on every busy pipe at once: a worker that dies ends its pipe, which is seen at once,
    and nothing is queued that would have to be delivered (or a feeder thread joined) before
    this process may exit."""

    def __init__(self, context: Any, factory: ClientFactory, rulesets: dict[str, str],
                 count: int) -> None:
        self.links: list[tuple[Any, Any]] = []  # (process, the parent's end of its pipe)
        forked = context.get_start_method() == "fork"
        for _ in range(count):
            mine, theirs = context.Pipe()
            # A forked child inherits the parent's ends; it closes them, so that it sees the
            # end of its pipe should the parent die.
            inherited = [mine, *(c for _, c in self.links)] if forked else []
            process = context.Process(target=_worker, args=(theirs, inherited, factory, rulesets),
                                      daemon=True)
            process.start()
            theirs.close()
            self.links.append((process, mine))

    def collect(self, chunks: list[list[dict[str, Any]]],
                on_result: Callable[[CaseResult], None] | None) -> list[CaseResult]:
        """Hand out the chunks, receive their results and pass them on in chunk order."""
        from multiprocessing.connection import wait

        todo = list(enumerate(chunks))[::-1]  # the next chunk last
        owner = {conn: process for process, conn in self.links}
        busy = {conn for conn in owner if self._hand_out(conn, owner[conn], todo)}
        arrived: dict[int, list[CaseResult]] = {}
        results: list[CaseResult] = []
        following = 0
        while following < len(chunks):
            for conn in wait(list(busy)):
                index, payload = self._receive(conn, owner[conn])
                arrived[index] = payload
                if not self._hand_out(conn, owner[conn], todo):
                    busy.discard(conn)
            while following in arrived:
                for result in arrived.pop(following):
                    results.append(result)
                    if on_result:
                        on_result(result)
                following += 1
        return results

    def _hand_out(self, conn: Any, process: Any, todo: list[tuple[int, Any]]) -> bool:
        """Send the next chunk (True), or the sentinel when there is none left (False)."""
        item = todo.pop() if todo else None
        try:
            conn.send(item)
        except OSError:
            if item is not None:  # gone: with an error of its own to tell, if it had one
                with contextlib.suppress(EOFError, OSError):
                    if conn.poll():
                        self._receive(conn, process)
                raise AdjudicatorError(_died(process)) from None
        return item is not None

    @staticmethod
    def _receive(conn: Any, process: Any) -> tuple[int, Any]:
        try:
            index, payload = conn.recv()
        except (EOFError, OSError):
            raise AdjudicatorError(_died(process)) from None
        if index < 0:
            raise AdjudicatorError(payload)
        return index, payload

    def stop(self, finished: bool) -> None:
        """End every worker: after a complete run they have had their sentinel and get time to
        close their engines; otherwise (an error, Ctrl-C, SIGTERM) they are terminated at once
        (they close their engines on SIGTERM) and killed if that takes too long."""
        processes = [process for process, _ in self.links]
        if finished:
            _join_all(processes, STOP_GRACE)
        for process in processes:
            if process.is_alive():
                process.terminate()
        _join_all(processes, STOP_GRACE)
        for process in processes:
            if process.is_alive():
                process.kill()
                process.join(1.0)
        for _, conn in self.links:
            conn.close()


def _join_all(processes: list[Any], seconds: float) -> None:
    """Wait for the processes to end, at most ``seconds`` in all."""
    deadline = time.monotonic() + seconds
    for process in processes:
        process.join(max(deadline - time.monotonic(), 0.0))


def _died(process: Any) -> str:
    """Why a worker stopped answering, as the run's error."""
    process.join(1.0)
    how = ("closed its pipe" if process.exitcode is None else describe_exit(process.exitcode))
    return (f"a worker process of the parallel run {how} before finishing its cases "
            "(out of memory?); rerun, with -j 1 to see the case it stopped at")


def _context() -> Any:
    """Fork where there is fork (workers share the loaded corpus code), else spawn."""
    import multiprocessing

    methods = multiprocessing.get_all_start_methods()
    return multiprocessing.get_context("fork" if "fork" in methods else "spawn")


def _worker(conn: Any, inherited: list[Any], factory: ClientFactory,
            rulesets: dict[str, str]) -> None:
    """A worker: run the chunks it is sent until the sentinel (or the parent is gone); an error
    outside any case goes back as text. SIGTERM ends it, closing its engines first."""
    for other in inherited:
        other.close()
    signal.signal(signal.SIGINT, signal.SIG_IGN)  # the parent decides; it ends the workers
    signal.signal(signal.SIGTERM, lambda *_: sys.exit(1))  # ... and then clients close
    close: Callable[[], None] = lambda: None  # noqa: E731
    try:
        client_for, close = factory()
        faulted: list[EngineClient] = []  # a fault at the end of one chunk restarts before the next
        while (item := conn.recv()) is not None:
            index, chunk = item
            conn.send((index, run_cases(chunk, client_for, rulesets, faulted=faulted)))
    except AdjudicatorError as exc:
        with contextlib.suppress(OSError):
            conn.send((-1, str(exc)))
    except (EOFError, OSError):
        pass  # the parent is gone: nobody wants the results
    finally:
        close()
