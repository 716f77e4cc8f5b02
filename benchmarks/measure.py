"""One measurement, in its own process: ``python benchmarks/measure.py KIND [ARG]``.

benchmarks/run.py starts each measurement as a fresh process (``ADJUDICATOR_ROOT`` naming the
corpus) so every figure starts from the same state and its peak memory is its own. Each prints
one JSON object on stdout. Kinds:

* ``warm``             fill the compiled-corpus cache (nothing timed);
* ``parse``            the floor of compiling: gherkin-official parsing every feature file
                       (read, then ``Parser().parse``), nothing else;
* ``compile``          lint and compile the whole corpus (no cache);
* ``inprocess``        run every case in-process, timing the engines' own work (``handle``);
* ``protocol GAME R [N]`` R rounds, each: GAME's cases (the first N) through
                       ``adjudicator serve GAME`` over the stdio protocol, the same round trips
                       against benchmarks/echo.py, and the same cases in-process (the three
                       interleaved, so a round's figures share the machine's state);
* ``vocabulary N,M R`` R inner rounds, each compiling the corpus with the vocabulary as it is
                       and with N, then M, inert step definitions added (alternating order).

Every figure excludes the process start and what every measurement loads alike (rule indexes,
card catalogues, vocabularies); benchmarks/run.py times whole processes where it says so. Each
figure comes twice: wall seconds (``seconds``, ``echo``, ...) and CPU seconds (``cpu``,
``echo_cpu``, ...): this process's (``time.process_time``) plus, for a round trip to another
process, that process's own CPU time over the same stretch (``/proc/<pid>/task/*/schedstat``,
in nanoseconds), so that the machine's other work, which stretches wall time, barely moves it.
"""

from __future__ import annotations

import contextlib
import gc
import importlib
import json
import subprocess
import sys
import time
from collections import Counter
from collections.abc import Iterator
from pathlib import Path
from typing import Any

ECHO = Path(__file__).resolve().parent / "echo.py"


def task_cpu(pid: int) -> float:
    """CPU seconds a running process has had so far, all its threads (the first field of each
    ``/proc/<pid>/task/<tid>/schedstat``: nanoseconds on a CPU)."""
    total = 0
    for task in Path(f"/proc/{pid}/task").iterdir():
        with contextlib.suppress(OSError):  # a thread may end while it is read
            total += int((task / "schedstat").read_text().split()[0])
    return total / 1e9


class Clock:
    """Wall and CPU seconds of a stretch of this process's work and, optionally, of another
    process it talks to (its CPU time then counts as well)."""

    def __init__(self, other: int | None = None) -> None:
        self.other = other
        self.wall = time.perf_counter()
        self.cpu = self._cpu()

    def _cpu(self) -> float:
        return time.process_time() + (task_cpu(self.other) if self.other is not None else 0.0)

    def stop(self) -> tuple[float, float]:
        """(wall seconds, CPU seconds) since the clock started."""
        return time.perf_counter() - self.wall, self._cpu() - self.cpu


def _warm() -> dict[str, str]:
    """Load what every measurement needs but none measures: rule indexes, card catalogues and
    each game's engine modules (imported once by any command that compiles or runs cases);
    the rulesets each game runs under."""
    from adjudicator.games import PLAYABLE, game
    from adjudicator.rules import RuleIndex

    for slug in PLAYABLE:
        game(slug).catalogue()
        game(slug).new_engine()
    return {slug: RuleIndex.load(slug).default_ruleset for slug in PLAYABLE}


def _cases(use_cache: bool = True) -> list[dict[str, Any]]:
    from adjudicator.corpus.cache import cached_lint
    from adjudicator.games import ROOT

    corpus, problems = cached_lint(ROOT, use_cache=use_cache)
    if problems:
        raise SystemExit(f"the corpus does not lint: {problems[:3]}")
    return corpus.cases


def _in_process_clients() -> Any:
    from adjudicator.games import game
    from adjudicator.protocol.client import InProcessClient

    clients: dict[str, Any] = {}

    def client_for(slug: str) -> Any:
        if slug not in clients:
            clients[slug] = InProcessClient(game(slug).new_engine())
        return clients[slug]

    return client_for


def measure_parse() -> dict[str, Any]:
    """gherkin-official's parse of every feature file the compile reads, and nothing more."""
    from gherkin.parser import Parser

    from adjudicator.corpus.load import feature_files

    _warm()
    paths = [path for _, _, path in feature_files(None)]
    clock = Clock()
    scenarios = 0
    for path in paths:
        document = Parser().parse(path.read_text(encoding="utf-8"))
        scenarios += _scenario_count(document["feature"]["children"])
    seconds, cpu = clock.stop()
    return {"seconds": seconds, "cpu": cpu, "files": len(paths), "scenarios": scenarios}


def _scenario_count(children: list[dict[str, Any]]) -> int:
    return sum(_scenario_count(c["rule"]["children"]) if "rule" in c else "scenario" in c
               for c in children)


def measure_compile() -> dict[str, Any]:
    from adjudicator.corpus.lint import lint
    from adjudicator.games import PLAYABLE, ROOT, game

    _warm()
    for slug in PLAYABLE:
        game(slug).vocabulary()
    clock = Clock()
    corpus, problems = lint(ROOT)
    seconds, cpu = clock.stop()
    return {"seconds": seconds, "cpu": cpu, "scenarios": len(corpus.cases), "problems": len(problems)}


@contextlib.contextmanager
def engine_time() -> Iterator[list[float]]:
    """Sum the wall and the CPU seconds spent inside every reference engine's ``handle`` into
    ``[wall, cpu]`` while the block runs (the engines' own work, apart from the harness's)."""
    from adjudicator.engine import ReferenceEngine

    spent = [0.0, 0.0]
    handle = ReferenceEngine.handle

    def timed(self: Any, message: dict[str, Any]) -> dict[str, Any]:
        started, cpu = time.perf_counter(), time.process_time()
        try:
            return handle(self, message)
        finally:
            spent[0] += time.perf_counter() - started
            spent[1] += time.process_time() - cpu

    ReferenceEngine.handle = timed  # type: ignore[method-assign]
    try:
        yield spent
    finally:
        ReferenceEngine.handle = handle  # type: ignore[method-assign]


def measure_inprocess() -> dict[str, Any]:
    from adjudicator.harness.runner import run_cases

    rulesets = _warm()
    cases = _cases()
    with engine_time() as engine:
        clock = Clock()
        results = run_cases(cases, _in_process_clients(), rulesets)
        seconds, cpu = clock.stop()
    return {"seconds": seconds, "cpu": cpu, "engine": engine[0], "engine_cpu": engine[1],
            "scenarios": len(results), "outcomes": Counter(r.outcome for r in results)}


def measure_protocol(slug: str, rounds: int, count: int | None = None) -> dict[str, Any]:
    """``rounds`` rounds of: GAME's cases (the first ``count`` of them, if given) through
    ``serve``, the same request lines to the echo process, the same cases in-process; the
    seconds of each, per round."""
    from adjudicator.harness.runner import run_cases
    from adjudicator.protocol.client import SubprocessClient
    from adjudicator.protocol.messages import encode

    rulesets = _warm()
    cases = [c for c in _cases() if c["game"] == slug][:count]
    client = SubprocessClient([sys.executable, "-m", "adjudicator.cli", "serve", slug])
    client.hello()
    sent: list[dict[str, Any]] = []
    exchange = client._exchange

    def recorded(message: dict[str, Any], timeout: float) -> dict[str, Any]:
        sent.append(message)
        return exchange(message, timeout)

    client._exchange = recorded  # type: ignore[method-assign]
    local = _in_process_clients()
    run_cases(cases, local, rulesets)  # every engine module imported before anything is timed
    figures: dict[str, list[float]] = {key: [] for key in (
        "seconds", "echo", "inprocess", "seconds_cpu", "echo_cpu", "inprocess_cpu")}
    lines: list[bytes] = []
    results: list[Any] = []
    serve = client._process.popen.pid
    for _ in range(rounds):
        sent.clear()
        clock = Clock(serve)
        results = run_cases(cases, lambda _: client, rulesets)
        _record(figures, "seconds", clock.stop())
        messages = [m for m in sent if m.get("cmd") != "stop"]
        lines = [(encode({"seq": n, **m}) + "\n").encode() for n, m in enumerate(messages, 1)]
        _record(figures, "echo", _echo_round_trips(lines))
        clock = Clock()
        run_cases(cases, local, rulesets)
        _record(figures, "inprocess", clock.stop())
    client.close()
    return {**figures, "messages": len(lines), "scenarios": len(results),
            "outcomes": Counter(r.outcome for r in results)}


def _record(figures: dict[str, list[float]], key: str, measured: tuple[float, float]) -> None:
    figures[key].append(measured[0])
    figures[f"{key}_cpu"].append(measured[1])


def _echo_round_trips(lines: list[bytes]) -> tuple[float, float]:
    """(wall, CPU seconds) for the same request lines to go to benchmarks/echo.py and back, one
    at a time; the CPU seconds are this process's and the echo process's."""
    echo = subprocess.Popen([sys.executable, str(ECHO)], stdin=subprocess.PIPE, stdout=subprocess.PIPE)
    assert echo.stdin and echo.stdout
    echo.stdin.write(b'{"seq":0,"cmd":"hello"}\n')
    echo.stdin.flush()
    echo.stdout.readline()
    clock = Clock(echo.pid)
    for line in lines:
        echo.stdin.write(line)
        echo.stdin.flush()
        json.loads(echo.stdout.readline())
    measured = clock.stop()
    echo.stdin.close()
    echo.wait()
    return measured


def inert_definitions(count: int) -> Any:
    """``count`` step definitions no scenario uses, shaped like real ones (players, numbers,
    quoted cards, common words), each with one word of its own."""
    from adjudicator.corpus.vocabulary import Steps

    steps = Steps("inert")
    shapes = [
        ("given", "{player:player} has {n:int} inert{i} tokens"),
        ("when", "{player:player} gains {card:card} from the inert{i} pile"),
        ("then", "{player:player}'s inert{i} meter is {n:int}"),
        ("given", "the inert{i} track of {player:player} holds {cards:cards}"),
    ]
    for i in range(count):
        kind, pattern = shapes[i % len(shapes)]
        text = pattern.replace("{i}", str(i))
        getattr(steps, kind)(text, meaning="inert", example=text)(lambda case, **_: None)
    return steps


def measure_vocabulary(extras: list[int], rounds: int) -> dict[str, Any]:
    """``rounds`` inner rounds, each compiling (lint, no cache) the whole corpus once with the
    game vocabularies as they are (+0) and once with each count of inert definitions added, in
    an order that alternates from round to round; the CPU (and wall) seconds of every compile.
    Each compile starts with an empty step-match memo, as a process's first compile does; a
    first compile, not counted, compiles the patterns every vocabulary shares."""
    from adjudicator.corpus import core_steps, decision_steps
    from adjudicator.corpus.lint import lint
    from adjudicator.corpus.vocabulary import Vocabulary
    from adjudicator.games import PLAYABLE, ROOT, game

    _warm()
    counts = [0, *extras]
    inert = {extra: inert_definitions(extra) for extra in counts}
    variants = {extra: {slug: Vocabulary(slug, [core_steps.steps, inert[extra], decision_steps.steps,
                                                importlib.import_module(game(slug).steps).steps])
                        for slug in PLAYABLE} for extra in counts}
    out: dict[str, Any] = {f"+{extra}{part}": [] for extra in counts for part in ("", "_wall")}

    def compiled(extra: int) -> tuple[float, float]:
        for slug, vocabulary in variants[extra].items():
            vocabulary._cache.clear()
            game(slug)._vocabulary = vocabulary
        gc.collect()  # every compile starts with the garbage of the last one collected
        clock = Clock()
        _, problems = lint(ROOT)
        measured = clock.stop()
        if problems:
            raise SystemExit(f"the corpus does not lint with +{extra} definitions: {problems[:3]}")
        return measured

    compiled(0)  # the patterns every vocabulary shares are compiled here (the inert ones never are)
    for n in range(rounds):
        for extra in counts if n % 2 == 0 else counts[::-1]:
            wall, cpu = compiled(extra)
            out[f"+{extra}"].append(cpu)
            out[f"+{extra}_wall"].append(wall)
    out["definitions"] = {extra: {slug: len(v.defs) for slug, v in variants[extra].items()}
                          for extra in counts}
    return out


def main(argv: list[str]) -> int:
    kind, *rest = argv
    if kind == "warm":
        out = {"scenarios": len(_cases())}  # fills the compiled-corpus cache
    elif kind == "parse":
        out = measure_parse()
    elif kind == "compile":
        out = measure_compile()
    elif kind == "inprocess":
        out = measure_inprocess()
    elif kind == "protocol":
        out = measure_protocol(rest[0], int(rest[1]) if len(rest) > 1 else 1,
                               int(rest[2]) if len(rest) > 2 else None)
    elif kind == "vocabulary":
        out = measure_vocabulary([int(x) for x in rest[0].split(",")], int(rest[1]) if len(rest) > 1 else 1)
    else:
        raise SystemExit(f"unknown measurement {kind!r}")
    print(json.dumps(out))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
