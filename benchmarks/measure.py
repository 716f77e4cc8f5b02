"""One measurement, in its own process: ``python benchmarks/measure.py KIND [ARG]``.

benchmarks/run.py starts each measurement as a fresh process (``ADJUDICATOR_ROOT`` naming the
corpus) so every figure starts from the same state and its peak memory is its own. Each prints
one JSON object on stdout. Kinds:

* ``warm``             fill the compiled-corpus cache (nothing timed);
* ``parse``            the floor of compiling: gherkin-official parsing every feature file
                       (read, then ``Parser().parse``), nothing else;
* ``compile``          lint and compile the whole corpus (no cache);
* ``inprocess``        run every case in-process, timing the engines' own work (``handle``);
* ``protocol GAME R``  R rounds, each: GAME's cases through ``adjudicator serve GAME`` over the
                       stdio protocol, the same round trips against benchmarks/echo.py, and the
                       same cases in-process (the three interleaved, so a round's figures share
                       the machine's state);
* ``vocabulary N``     add N inert step definitions to the vocabulary, then compile and run.

Every figure excludes the process start and what every measurement loads alike (rule indexes,
card catalogues, vocabularies); benchmarks/run.py times whole processes where it says so.
"""

from __future__ import annotations

import contextlib
import json
import subprocess
import sys
import time
from collections import Counter
from collections.abc import Iterator
from pathlib import Path
from typing import Any

ECHO = Path(__file__).resolve().parent / "echo.py"


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
    started = time.perf_counter()
    scenarios = 0
    for path in paths:
        document = Parser().parse(path.read_text(encoding="utf-8"))
        scenarios += _scenario_count(document["feature"]["children"])
    seconds = time.perf_counter() - started
    return {"seconds": seconds, "files": len(paths), "scenarios": scenarios}


def _scenario_count(children: list[dict[str, Any]]) -> int:
    return sum(_scenario_count(c["rule"]["children"]) if "rule" in c else "scenario" in c
               for c in children)


def measure_compile() -> dict[str, Any]:
    from adjudicator.corpus.lint import lint
    from adjudicator.games import PLAYABLE, ROOT, game

    _warm()
    for slug in PLAYABLE:
        game(slug).vocabulary()
    started = time.perf_counter()
    corpus, problems = lint(ROOT)
    seconds = time.perf_counter() - started
    return {"seconds": seconds, "scenarios": len(corpus.cases), "problems": len(problems)}


@contextlib.contextmanager
def engine_time() -> Iterator[list[float]]:
    """Sum the seconds spent inside every reference engine's ``handle`` into ``[seconds]``
    while the block runs (the engines' own work, apart from the harness's)."""
    from adjudicator.engine import ReferenceEngine

    spent = [0.0]
    handle = ReferenceEngine.handle

    def timed(self: Any, message: dict[str, Any]) -> dict[str, Any]:
        started = time.perf_counter()
        try:
            return handle(self, message)
        finally:
            spent[0] += time.perf_counter() - started

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
        started = time.perf_counter()
        results = run_cases(cases, _in_process_clients(), rulesets)
        seconds = time.perf_counter() - started
    return {"seconds": seconds, "engine": engine[0], "scenarios": len(results),
            "outcomes": Counter(r.outcome for r in results)}


def measure_protocol(slug: str, rounds: int) -> dict[str, Any]:
    """``rounds`` rounds of: the cases through ``serve``, the same request lines to the echo
    process, the same cases in-process; the seconds of each, per round."""
    from adjudicator.harness.runner import run_cases
    from adjudicator.protocol.client import SubprocessClient
    from adjudicator.protocol.messages import encode

    rulesets = _warm()
    cases = [c for c in _cases() if c["game"] == slug]
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
    figures: dict[str, list[float]] = {"seconds": [], "echo": [], "inprocess": []}
    lines: list[bytes] = []
    results: list[Any] = []
    for _ in range(rounds):
        sent.clear()
        started = time.perf_counter()
        results = run_cases(cases, lambda _: client, rulesets)
        figures["seconds"].append(time.perf_counter() - started)
        messages = [m for m in sent if m.get("cmd") != "stop"]
        lines = [(encode({"seq": n, **m}) + "\n").encode() for n, m in enumerate(messages, 1)]
        figures["echo"].append(_echo_round_trips(lines))
        started = time.perf_counter()
        run_cases(cases, local, rulesets)
        figures["inprocess"].append(time.perf_counter() - started)
    client.close()
    return {**figures, "messages": len(lines), "scenarios": len(results),
            "outcomes": Counter(r.outcome for r in results)}


def _echo_round_trips(lines: list[bytes]) -> float:
    """Seconds for the same request lines to go to benchmarks/echo.py and back, one at a time."""
    echo = subprocess.Popen([sys.executable, str(ECHO)], stdin=subprocess.PIPE, stdout=subprocess.PIPE)
    assert echo.stdin and echo.stdout
    echo.stdin.write(b'{"seq":0,"cmd":"hello"}\n')
    echo.stdin.flush()
    echo.stdout.readline()
    started = time.perf_counter()
    for line in lines:
        echo.stdin.write(line)
        echo.stdin.flush()
        json.loads(echo.stdout.readline())
    seconds = time.perf_counter() - started
    echo.stdin.close()
    echo.wait()
    return seconds


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


def measure_vocabulary(extra: int) -> dict[str, Any]:
    from adjudicator.corpus import core_steps
    from adjudicator.corpus.lint import lint
    from adjudicator.games import PLAYABLE, ROOT, game
    from adjudicator.harness.runner import run_cases

    rulesets = _warm()
    core_steps.steps.defs.extend(inert_definitions(extra).defs)
    started = time.perf_counter()
    corpus, problems = lint(ROOT)
    compiled = time.perf_counter() - started
    results = run_cases(corpus.cases, _in_process_clients(), rulesets)
    seconds = time.perf_counter() - started
    sizes = {slug: len(game(slug).vocabulary().defs) for slug in PLAYABLE}
    return {"seconds": seconds, "compile": compiled, "definitions": sizes, "problems": len(problems),
            "scenarios": len(results), "outcomes": Counter(r.outcome for r in results)}


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
        out = measure_protocol(rest[0], int(rest[1]) if len(rest) > 1 else 1)
    elif kind == "vocabulary":
        out = measure_vocabulary(int(rest[0]))
    else:
        raise SystemExit(f"unknown measurement {kind!r}")
    print(json.dumps(out))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
