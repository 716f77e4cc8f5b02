"""The benchmark suite: one run, side by side, with ratios and the targets of issue 6.

    python benchmarks/run.py            # corpora of 1,000 / 3,000 / 10,000 scenarios (minutes)
    python benchmarks/run.py --quick    # 200 / 600 / 2,000, fewer repeats (under a minute)

Generates the synthetic corpora (benchmarks/generate.py) in a temporary folder, then measures,
each in a fresh process (benchmarks/measure.py) so its peak memory is its own:

1. compiling the real corpus and each synthetic one (lint included, no cache);
2. the whole ``adjudicator run`` (cache warm, and ``--no-cache``) against ``pytest`` running
   the same scenarios through pytest-bdd; and the in-process runner with the engines' own work
   (time inside ``handle``) separated from the harness's;
3. ``adjudicator serve nodawn`` over the stdio protocol against a raw JSON-lines echo process
   (benchmarks/echo.py) doing the same round trips: the protocol's own cost per message (the
   run through ``serve`` less the same cases in-process) against the floor;
4. compiling and running with 300 and 1,000 inert step definitions added to the vocabulary;
5. the peak memory (maximum resident set) of every process measured.

Each figure is the best of its repeats (the machine's other work only ever adds time). Exits
0 when every target holds, 1 otherwise; the table says which.
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from rich.console import Console
from rich.table import Table

HERE = Path(__file__).resolve().parent
PROJECT = HERE.parent
sys.path[:0] = [str(HERE), str(PROJECT)]  # this tree's generator and adjudicator package

from generate import generate  # noqa: E402

FULL = (1000, 3000, 10_000)
QUICK = (200, 600, 2000)
INERT = (300, 1000)

#: Targets of issue 6.
MAX_OVERHEAD_MS = 0.5  # in-process harness cost per scenario beyond the engines' own work
MIN_SPEEDUP = 6.0  # adjudicator run against pytest-bdd, same scenarios
MAX_PROTOCOL_RATIO = 2.0  # protocol path per message against the echo floor
MAX_LINEARITY = 1.2  # largest corpus against (its size / smallest size) x the smallest's time
MAX_VOCABULARY_DRIFT = 0.10  # with more step definitions, within +-10%


@dataclass
class Run:
    """One measured process: wall seconds, peak resident memory, and what it reported."""

    seconds: float
    peak_mib: float
    report: dict[str, Any] = field(default_factory=dict)


def measured(argv: list[str], root: Path | None, cwd: Path = PROJECT) -> Run:
    """Run a process to completion; its wall time and its own peak RSS (from ``wait4``)."""
    env = {**os.environ, "PYTHONDONTWRITEBYTECODE": "1",  # measure the tree this script is in
           "PYTHONPATH": os.pathsep.join(filter(None, [str(PROJECT), os.environ.get("PYTHONPATH")]))}
    env.pop("ADJUDICATOR_ROOT", None)
    if root is not None:
        env["ADJUDICATOR_ROOT"] = str(root)
    with tempfile.TemporaryFile() as out, tempfile.TemporaryFile() as err:
        started = time.perf_counter()
        process = subprocess.Popen(argv, cwd=cwd, env=env, stdout=out, stderr=err)
        _, status, usage = os.wait4(process.pid, 0)
        seconds = time.perf_counter() - started
        process.returncode = code = os.waitstatus_to_exitcode(status)
        out.seek(0)
        err.seek(0)
        text, problem = out.read().decode(errors="replace"), err.read().decode(errors="replace")
    if code != 0:
        raise SystemExit(f"{' '.join(argv)} failed ({code}):\n{(problem or text)[-2000:]}")
    lines = text.strip().splitlines()
    report = json.loads(lines[-1]) if lines and lines[-1].startswith("{") else {}
    return Run(seconds, usage.ru_maxrss / 1024, report)


def best(runs: list[Run], key: str | None = None) -> Run:
    """The fastest of several repeats (by wall time, or by a reported figure)."""
    return min(runs, key=lambda r: r.report[key] if key else r.seconds)


def repeat(times: int, argv: list[str], root: Path | None, cwd: Path = PROJECT,
           key: str | None = None) -> Run:
    return best([measured(argv, root, cwd) for _ in range(times)], key)


def machine() -> str:
    model = "unknown CPU"
    try:
        for line in Path("/proc/cpuinfo").read_text().splitlines():
            if line.startswith("model name"):
                model = line.split(":", 1)[1].strip()
                break
    except OSError:
        pass
    cpus = len(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity") else os.cpu_count()
    return (f"{cpus} CPUs, {model}; Python {platform.python_version()} "
            f"({platform.python_implementation()}), {platform.system()} {platform.release()}")


@dataclass
class Table_:
    """Rows of the report and the verdict of every target."""

    rows: list[tuple[str, ...]] = field(default_factory=list)
    targets: list[tuple[str, str, str, bool]] = field(default_factory=list)

    def row(self, what: str, scenarios: int | str, seconds: float, per: str, peak: float,
            note: str = "") -> None:
        self.rows.append((what, str(scenarios), f"{seconds:.3f}", per, f"{peak:.0f}", note))

    def target(self, name: str, figure: str, wanted: str, ok: bool) -> None:
        self.targets.append((name, figure, wanted, ok))


def per_scenario(seconds: float, n: int) -> str:
    return f"{seconds / n * 1000:.3f} ms"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--quick", action="store_true",
                        help=f"corpora of {'/'.join(map(str, QUICK))} scenarios and fewer repeats")
    parser.add_argument("--keep", type=Path, metavar="DIR",
                        help="generate the corpora under DIR and keep them (default: a temporary folder)")
    args = parser.parse_args(argv)
    sizes = QUICK if args.quick else FULL
    repeats = 2 if args.quick else 3
    console = Console(highlight=False, width=max(150, Console().width))
    console.print(f"machine: {machine()}")
    console.print(f"command: python benchmarks/run.py{' --quick' if args.quick else ''}")
    if args.keep:
        args.keep.mkdir(parents=True, exist_ok=True)
        return _run(args.keep, sizes, repeats, console)
    with tempfile.TemporaryDirectory(prefix="adjudicator-bench-") as tmp:
        return _run(Path(tmp), sizes, repeats, console)


def _run(workdir: Path, sizes: tuple[int, ...], repeats: int, console: Console) -> int:
    py = sys.executable
    measure = [py, str(HERE / "measure.py")]
    cli = [py, "-m", "adjudicator.cli"]
    out = Table_()
    roots: dict[int, Path] = {}
    for n in sizes:
        roots[n] = workdir / f"corpus-{n}"
        generate(n, roots[n], pytest_binding=True)

    # 1. compiling
    compiled: dict[int, Run] = {}
    real = repeat(repeats, [*measure, "compile"], None, key="seconds")
    out.row("compile: real corpus", real.report["scenarios"], real.report["seconds"],
            per_scenario(real.report["seconds"], real.report["scenarios"]), real.peak_mib)
    for n in sizes:
        compiled[n] = repeat(repeats, [*measure, "compile"], roots[n], key="seconds")
        c = compiled[n].report
        times = c["seconds"] / compiled[sizes[0]].report["seconds"]
        out.row(f"compile: synthetic {n}", n, c["seconds"], per_scenario(c["seconds"], n),
                compiled[n].peak_mib, f"x{times:.2f} the time of {sizes[0]}")

    # 2. adjudicator run against pytest-bdd; the in-process harness against the engines' work
    inprocess: dict[int, Run] = {}
    for n in sizes:
        root = roots[n]
        measured([*cli, "run", "-q"], root)  # fills the compiled-corpus cache
        warm = repeat(repeats, [*cli, "run", "-q"], root)
        cold = repeat(repeats, [*cli, "run", "-q", "--no-cache"], root)
        bdd = repeat(1 if n == sizes[-1] else repeats,
                     [py, "-m", "pytest", "-q", "-p", "no:cacheprovider", "test_generated_corpus.py"],
                     root, cwd=root)
        inprocess[n] = repeat(repeats, [*measure, "inprocess"], root, key="seconds")
        r = inprocess[n].report
        overhead = (r["seconds"] - r["engine"]) / n * 1000
        out.row(f"pytest-bdd: synthetic {n}", n, bdd.seconds, per_scenario(bdd.seconds, n), bdd.peak_mib)
        out.row(f"adjudicator run (cache warm): {n}", n, warm.seconds, per_scenario(warm.seconds, n),
                warm.peak_mib, f"{bdd.seconds / warm.seconds:.1f}x faster than pytest-bdd")
        out.row(f"adjudicator run --no-cache: {n}", n, cold.seconds, per_scenario(cold.seconds, n),
                cold.peak_mib, f"{bdd.seconds / cold.seconds:.1f}x faster than pytest-bdd")
        out.row(f"in-process runner: {n}", n, r["seconds"], per_scenario(r["seconds"], n),
                inprocess[n].peak_mib,
                f"engines {per_scenario(r['engine'], n)}, harness {overhead:.3f} ms")
        out.target(f"harness overhead, {n}", f"{overhead:.3f} ms/scenario", f"<= {MAX_OVERHEAD_MS} ms",
                   overhead <= MAX_OVERHEAD_MS)
        out.target(f"run vs pytest-bdd, {n}", f"{bdd.seconds / warm.seconds:.1f}x (no cache "
                   f"{bdd.seconds / cold.seconds:.1f}x)", f">= {MIN_SPEEDUP:g}x",
                   bdd.seconds / warm.seconds >= MIN_SPEEDUP)

    # linearity, from the in-process figures (process start-up would flatter it)
    small, large = sizes[0], sizes[-1]
    scale = large / small
    for label, runs in (("compile", compiled), ("run", inprocess)):
        ratio = runs[large].report["seconds"] / (scale * runs[small].report["seconds"])
        out.target(f"linear {label}: {large} vs {scale:g} x {small}", f"{ratio:.2f}",
                   f"<= {MAX_LINEARITY}", ratio <= MAX_LINEARITY)

    # 3. the protocol path against the echo floor. The protocol's own cost per message is the
    # run through ``serve`` less the same cases in-process (the engine's and the harness's
    # work, which the echo process does not do); it is what the floor is compared with.
    runs = [measured([*measure, "protocol", "nodawn"], roots[sizes[1]]) for _ in range(repeats)]
    proto = best(runs, "seconds")
    p = proto.report
    floor = min(r.report["echo"] for r in runs)
    local = min(r.report["inprocess"] for r in runs)
    per_msg, per_echo = p["seconds"] / p["messages"] * 1e6, floor / p["messages"] * 1e6
    per_local = local / p["messages"] * 1e6
    overhead = per_msg - per_local
    out.row(f"protocol (serve nodawn): {sizes[1]}", p["scenarios"], p["seconds"],
            f"{per_msg:.0f} us/msg", proto.peak_mib,
            f"{p['messages']} round trips; {per_msg / per_echo:.1f}x the floor in all")
    out.row("same cases in-process", p["scenarios"], local, f"{per_local:.0f} us/msg", 0,
            f"protocol's own cost {overhead:.0f} us/msg")
    out.row("echo floor, same round trips", p["scenarios"], floor, f"{per_echo:.0f} us/msg", 0,
            f"protocol's own cost {overhead / per_echo:.1f}x the floor")
    out.target("protocol vs echo floor", f"{overhead / per_echo:.1f}x per message",
               f"<= {MAX_PROTOCOL_RATIO:g}x", overhead / per_echo <= MAX_PROTOCOL_RATIO)

    # 4. vocabulary size: the sizes interleaved, so the machine's other work falls on all alike
    n = sizes[1]
    grown: dict[int, list[Run]] = {extra: [] for extra in (0, *INERT)}
    for _ in range(repeats + 1):
        for extra in grown:
            grown[extra].append(measured([*measure, "vocabulary", str(extra)], roots[n]))
    base = best(grown[0], "seconds")
    out.row(f"compile + run, +0 definitions: {n}", n, base.report["seconds"],
            per_scenario(base.report["seconds"], n), base.peak_mib,
            f"{base.report['definitions']['nodawn']} nodawn definitions")
    for extra in INERT:
        run = best(grown[extra], "seconds")
        drift = run.report["seconds"] / base.report["seconds"] - 1
        out.row(f"compile + run, +{extra} definitions: {n}", n, run.report["seconds"],
                per_scenario(run.report["seconds"], n), run.peak_mib, f"{drift:+.1%} against +0")
        out.target(f"flat in vocabulary, +{extra}", f"{drift:+.1%}", f"within +-{MAX_VOCABULARY_DRIFT:.0%}",
                   abs(drift) <= MAX_VOCABULARY_DRIFT)

    _print(console, out)
    return 0 if all(ok for *_, ok in out.targets) else 1


def _print(console: Console, out: Table_) -> None:
    table = Table(title="Measurements (best of repeats; peak = maximum resident set of the process)")
    for col in ("measurement", "scenarios", "seconds", "per scenario", "peak MiB", "compared"):
        table.add_column(col, justify="left" if col in ("measurement", "compared") else "right")
    for row in out.rows:
        table.add_row(*row)
    console.print(table)
    verdicts = Table(title="Targets")
    for col in ("target", "measured", "wanted", "holds"):
        verdicts.add_column(col)
    for name, figure, wanted, ok in out.targets:
        verdicts.add_row(name, figure, wanted, "yes" if ok else "[bold red]NO[/]")
    console.print(verdicts)
    held = sum(ok for *_, ok in out.targets)
    console.print(f"{held} of {len(out.targets)} targets hold")


if __name__ == "__main__":
    sys.exit(main())
