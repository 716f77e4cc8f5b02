"""``adjudicator run``: run the corpus against an engine and report per rule section."""

from __future__ import annotations

import argparse
import os
import signal
import sys
import time
from collections.abc import Callable
from functools import partial
from pathlib import Path
from typing import Any

from adjudicator.cli.common import (
    EXIT_FAILURES,
    EXIT_NOTHING_RAN,
    add_cache_option,
    add_corpus,
    add_selection,
    add_shard,
    lint_or_fail,
    selected,
    selection,
)
from adjudicator.errors import AdjudicatorError
from adjudicator.games import PLAYABLE
from adjudicator.protocol.client import DEFAULT_TIMEOUT


def add(sub: Any) -> None:
    p = sub.add_parser(
        "run", help="run the corpus against an engine",
        description="Run the corpus (lint-clean first) against the reference adjudicator in-process, "
        "or against any engine speaking the JSON-lines protocol (docs/protocol.md). Prints a summary "
        "per game and rule section. Exit status: 0 when every case that ran passed (or, with "
        "--expectations, failed as expected); 1 on a (new) failure; 2 on a usage or corpus error; "
        f"{EXIT_NOTHING_RAN} when no case was executed at all (every selected case skipped or "
        "unsupported, or an empty shard), so that a CI job that tested nothing is never green; "
        "130/143 when interrupted by Ctrl-C/SIGTERM.",
    )
    add_corpus(p)
    add_selection(p)
    add_shard(p)
    p.add_argument("--engine", metavar="CMD",
                   help='engine command, run without a shell, e.g. "adjudicator serve nodawn"')
    p.add_argument("--ruleset", action="append", metavar="[GAME=]RULESET",
                   help="ruleset to run under (default: the latest in the game's rule index)")
    p.add_argument("--timeout", type=timeout_seconds, default=DEFAULT_TIMEOUT, metavar="SECONDS",
                   help=f"per-message engine timeout (default {DEFAULT_TIMEOUT:g}, at most "
                   f"{MAX_TIMEOUT:g})")
    p.add_argument("--report", type=Path, metavar="PATH", help="write a JSON-lines report")
    p.add_argument("--junit", type=Path, metavar="PATH", help="write JUnit XML (an unsupported case is "
                   "a skipped testcase with the reason)")
    p.add_argument("--messages", type=Path, metavar="PATH",
                   help="write the run as a Cucumber Messages stream (NDJSON), which Cucumber's own "
                   "report tools read (its HTML formatter, for one)")
    p.add_argument("--validate-protocol", action="store_true",
                   help="check every message both ways against the protocol's JSON Schemas")
    p.add_argument("--quiet", "-q", action="store_true", help="no progress bar")
    env = p.add_argument_group("engine process (docs/protocol.md#environment)")
    env.add_argument("--engine-cwd", metavar="DIR", help="working directory of the engine "
                     "(default: the current directory)")
    env.add_argument("--pass-env", action="append", metavar="NAME", help="pass this environment "
                     "variable to the engine (NAME* passes a prefix); only PATH, HOME, locale and "
                     "temporary-directory variables pass by default")
    env.add_argument("--engine-env", action="append", metavar="KEY=VALUE",
                     help="set this environment variable for the engine")
    base = p.add_argument_group(
        "expectations (baselines of known failures; see docs/rule-changes.md)")
    base.add_argument("--save-expectations", type=Path, metavar="FILE",
                      help="write every case that did not pass to FILE (TOML: outcome, reason; "
                      "hand-added issue_url and reasons are kept)")
    base.add_argument("--expectations", type=Path, metavar="FILE",
                      help="exit 0 when every failure is expected by FILE; non-zero on a new failure")
    base.add_argument("--strict", action="store_true",
                      help="with --expectations, also fail on an unexpected pass or a stale entry")
    p.add_argument("-j", "--jobs", type=jobs_count, default=1, metavar="N",
                   help="run in N worker processes, each with its own engine; 0 or 'auto': one per "
                   "CPU (default 1). Reports keep corpus order and equal a serial run's but for timing")
    add_cache_option(p)
    p.set_defaults(handler=cmd_run)


#: The longest ``--timeout`` accepted: a day (longer is a mistake, and overflows ``poll``).
MAX_TIMEOUT = 86400.0


def timeout_seconds(text: str) -> float:
    """``--timeout`` value: seconds above 0 and at most :data:`MAX_TIMEOUT` (not nan, not inf)."""
    try:
        seconds = float(text)
    except ValueError:
        seconds = float("nan")
    if not 0 < seconds <= MAX_TIMEOUT:  # false for nan too
        raise argparse.ArgumentTypeError(
            f"expected a number of seconds above 0 and at most {MAX_TIMEOUT:g}, got {text!r}")
    return seconds


def jobs_count(text: str) -> int:
    """``-j`` value: a count of worker processes, 0 or ``auto`` for one per CPU."""
    if text == "auto":
        return 0
    try:
        jobs = int(text)
    except ValueError:
        jobs = -1
    if jobs < 0:
        raise argparse.ArgumentTypeError(f"expected a number of processes or 'auto', got {text!r}")
    return jobs


def worker_clients(args: argparse.Namespace) -> tuple[Callable[[str], Any], Callable[[], None]]:
    """The clients of one ``-j`` worker process: its own in-process engines or engine process."""
    client_for, close, _ = client_factory(args)
    return client_for, close


def rulesets_for(args: argparse.Namespace, games: set[str]) -> dict[str, str]:
    """The ruleset each game runs under: ``--ruleset [GAME=]R`` or the index's latest. A
    ``GAME=R`` naming no game is an error; one naming a game outside the selection is checked
    all the same (a typo should not wait for the day that game is run)."""
    from adjudicator.rules import RuleIndex

    chosen: dict[str, str] = {}
    for item in args.ruleset or []:
        if "=" in item:
            g, r = item.split("=", 1)
            if g not in PLAYABLE:
                raise AdjudicatorError(f"--ruleset {item}: unknown game {g!r}; games are "
                                       f"{', '.join(sorted(PLAYABLE))}")
            chosen[g] = r
        else:
            chosen.update({g: item for g in games})
    result = {}
    for g in sorted(games | set(chosen)):
        index = RuleIndex.load(g)
        r = chosen.get(g, index.default_ruleset)
        if r not in index.rulesets:
            raise AdjudicatorError(f"unknown ruleset {r!r} for {g}; known: {', '.join(index.rulesets)}")
        result[g] = r
    return {g: result[g] for g in games}


def client_factory(args: argparse.Namespace, first: str = PLAYABLE[0]
                   ) -> tuple[Callable[[str], Any], Callable[[], None], dict]:
    """(client for a game, close all, the engine's hello) for ``--engine`` or in-process; the
    in-process hello comes from the reference engine of ``first`` (a game the run needs: every
    reference engine says the same hello)."""
    from adjudicator.games import game
    from adjudicator.protocol.client import (
        InProcessClient,
        SubprocessClient,
        engine_directory,
        engine_environment,
        parse_assignments,
        split_command,
    )

    clients: dict[str, Any] = {}
    if args.engine is not None:  # ``--engine ""`` (an unset variable) is an error, not in-process
        argv = split_command(args.engine)
        env = engine_environment(args.pass_env, parse_assignments(args.engine_env))
        shared = SubprocessClient(argv, timeout=args.timeout, validate=args.validate_protocol,
                                  cwd=engine_directory(args.engine_cwd), env=env)
        hello = shared.hello()

        def client_for(slug: str) -> Any:
            return shared

        return client_for, shared.close, hello

    def client_for(slug: str) -> Any:
        if slug not in clients:
            clients[slug] = InProcessClient(game(slug).new_engine(), validate=args.validate_protocol)
        return clients[slug]

    def close() -> None:
        for c in clients.values():
            c.close()

    hello = InProcessClient(game(first).new_engine()).hello()
    hello["engine"].update(name=hello["engine"]["name"] + " (in-process)", games=list(PLAYABLE))
    return client_for, close, hello


def cmd_run(args: argparse.Namespace) -> int:
    from adjudicator.harness.runner import resolve_jobs, run_cases, run_parallel
    from adjudicator.harness.summary import Progress, print_summary

    corpus = lint_or_fail(args.game, args.use_cache)
    chosen = selected(args, corpus.heads)
    if not chosen:
        raise AdjudicatorError("no scenario matches the selection")
    cases = corpus.hydrate(_shard(args, chosen))  # only the cases that run are decoded
    rulesets = rulesets_for(args, {c["game"] for c in cases})
    expectations = _load_expectations(args)
    check_outputs(args)
    jobs = resolve_jobs(args.jobs, len(cases))
    previous = signal.signal(signal.SIGTERM, _terminate)  # closes the report as Ctrl-C does
    client_for, close, hello = client_factory(args, cases[0]["game"] if cases else PLAYABLE[0])
    if jobs > 1:
        close()  # the workers start their own engines: this one only said hello
    started, wall = time.perf_counter(), time.time()
    results: list[Any] = []
    done: list[Any] = []  # the results so far, should the run be interrupted
    interrupted = None
    jsonl = None
    try:
        jsonl = _open_report(args, hello, rulesets, len(cases))
        with Progress(len(cases), enabled=not args.quiet) as progress:
            def on_result(r: Any) -> None:
                done.append(r)
                if jsonl:
                    jsonl.add(r)
                progress.advance(r)

            if jobs > 1:
                results = run_parallel(cases, partial(worker_clients, args), rulesets, on_result, jobs)
            else:
                results = run_cases(cases, client_for, rulesets, on_result)
    except KeyboardInterrupt as exc:
        interrupted = "SIGTERM" if isinstance(exc, Terminated) else "SIGINT"
        if interrupted == "SIGINT":
            raise
        print("adjudicator: terminated", file=sys.stderr)
        return EXIT_TERMINATED
    finally:
        close()
        signal.signal(signal.SIGTERM, previous)
        seconds = time.perf_counter() - started
        if jsonl:
            jsonl.close(results or done, seconds, complete=len(results) == len(cases),
                        interrupted=interrupted)
        if args.junit and (results or interrupted):
            _write_junit(args.junit, results or done, seconds, interrupted, len(cases))
        if args.messages and (results or interrupted or not cases):
            _write_messages(args.messages, results or done, wall, seconds)
    ok = print_summary(results, seconds, hello)
    if args.save_expectations:
        _save_expectations(args.save_expectations, results, hello)
    if expectations is not None:
        ok = _judge(results, expectations, {c["id"] for c in corpus.heads}, args.strict)
    if not any(r.outcome not in NOT_EXECUTED for r in results):
        print(f"adjudicator: no case was executed ({_not_executed(results, args)}); exit status "
              f"{EXIT_NOTHING_RAN}", file=sys.stderr)
        return EXIT_NOTHING_RAN
    return 0 if ok else EXIT_FAILURES


#: Outcomes of cases that did not run against the engine.
NOT_EXECUTED = ("skipped", "unsupported")


def _not_executed(results: list[Any], args: argparse.Namespace) -> str:
    """Why nothing ran: the counts of skipped and unsupported cases, or the empty shard."""
    if not results:
        return f"shard {args.shard} holds none of the selected cases"
    counts = {o: sum(r.outcome == o for r in results) for o in NOT_EXECUTED}
    return ", ".join(f"{n} {o}" for o, n in counts.items() if n)


def _shard(args: argparse.Namespace, cases: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """The cases of ``--shard K/N`` (all of them without it)."""
    if args.shard is None:
        return cases
    return [c for c in cases if args.shard.holds(c["id"])]


#: The files ``run`` writes, by option.
OUTPUTS = ("report", "junit", "messages", "save_expectations")


def check_outputs(args: argparse.Namespace) -> None:
    """Before anything runs: no output is a directory, and no two options (outputs, or an
    output and ``--expectations``) name the same regular file, which one would overwrite.
    The same FIFO or device twice (``/dev/null``) is fine. Reading and saving the same
    expectations file is too: that is how a baseline is refreshed."""
    named = [(f"--{o.replace('_', '-')}", getattr(args, o)) for o in OUTPUTS]
    named = [(option, path) for option, path in named if path is not None]
    for option, path in named:
        if path.is_dir():
            raise AdjudicatorError(f"{option} {path}: is a directory; give a file name")
    inputs = [("--expectations", args.expectations)] if args.expectations else []
    seen: dict[str, str] = {}
    for option, path in inputs + named:
        if path.exists() and not path.is_file():
            continue
        key = os.path.realpath(path)
        first = seen.setdefault(key, option)
        if first != option and {first, option} != {"--expectations", "--save-expectations"}:
            raise AdjudicatorError(f"{first} and {option} name the same file {path}; "
                                   "give each its own path")


def _open_report(args: argparse.Namespace, hello: dict[str, Any], rulesets: dict[str, str],
                 count: int) -> Any:
    """The JSON-lines report ``--report`` asks for (header written), or None."""
    from adjudicator.games import corpus_roots
    from adjudicator.harness import report

    if not args.report:
        return None
    return report.JsonLinesReport(args.report, {
        "corpus_version": report.corpus_version([r.path for r in corpus_roots()]),
        "corpus": [r.describe() for r in corpus_roots()], "engine": hello.get("engine", hello),
        "rulesets": rulesets, "selection": selection(args),
        "shard": None if args.shard is None else str(args.shard), "cases": count})


def _write_junit(path: Path, results: list[Any], seconds: float, interrupted: str | None,
                 count: int) -> None:
    """``--junit``: the cases that ran; an interrupted run says so in an errored pseudo-case."""
    from adjudicator.files import write_atomic
    from adjudicator.harness import report

    write_atomic(path, report.junit_xml(results, seconds, interrupted=interrupted, planned=count))


def _write_messages(path: Path, results: list[Any], wall: float, seconds: float) -> None:
    """``--messages``: the cases that ran, as Cucumber Messages (adjudicator/corpus/messages.py)."""
    from adjudicator.corpus.messages import write_messages

    write_messages(path, results, wall, seconds)


#: Exit status after SIGTERM (128 + 15, as shells report it); Ctrl-C gives 130.
EXIT_TERMINATED = 143


class Terminated(KeyboardInterrupt):
    """SIGTERM, raised where the run is so the report and the engine are closed as on Ctrl-C."""


def _terminate(signum: int, frame: Any) -> None:
    raise Terminated()


def _load_expectations(args: argparse.Namespace) -> Any:
    """The baseline given by ``--expectations`` (checked before anything runs), or None."""
    from adjudicator.harness.expectations import load_expectations

    if args.strict and not args.expectations:
        raise AdjudicatorError("--strict needs --expectations FILE")
    return load_expectations(args.expectations) if args.expectations else None


def _save_expectations(path: Path, results: list[Any], hello: dict[str, Any]) -> None:
    import sys

    from adjudicator.harness.expectations import save_expectations

    engine = hello.get("engine", {})
    name = f"{engine.get('name', '?')} {engine.get('version', '')}".strip()
    count = save_expectations(path, results, name)
    print(f"wrote {count} expected failures to {path}", file=sys.stderr)


def _judge(results: list[Any], expectations: Any, corpus_ids: set[str], strict: bool) -> bool:
    """Print how the run compares with the baseline; True when it holds."""
    from adjudicator.harness.expectations import judge

    verdict = judge(results, expectations, corpus_ids)
    for line in verdict.lines(strict):
        print(line)
    return verdict.ok(strict)
