"""The benchmark suite: every target of issues 6 and 17, each decided only when the measurements
allow it.

    python benchmarks/run.py            # corpora of 1,000 and 4,000 scenarios; at most ~5 minutes
    python benchmarks/run.py --quick    # 200 and 1,000 scenarios; under a minute

How a target is decided. Each comparison measures both sides in the same run, interleaved: one
round runs every side once (fresh processes, in an order that alternates from round to round),
so the machine's other work falls on all sides alike, and the round gives one figure (a ratio
of two sides, or one side's seconds; a process that measures its sides in inner rounds gives
one figure each). Targets about our code's cost are decided on CPU seconds (user + system of a
process, or ``time.process_time`` in-process, plus the CPU time of the process a round trip
talks to), which the machine's other work moves far less than wall seconds; the one-case loop,
a user's wait, on wall seconds, counting only the rounds that had a CPU to themselves. After
``--rounds`` rounds the figures are put to a sign test against the target's threshold: the
target *holds* when so many rounds meet it that chance would do so at most 5% of the time if
the true median sat on the threshold (5 of 5 rounds, 7 of 8, ...), and *fails* when as many
miss it; a band (within +-10%) is two such tests, one a side. Otherwise more rounds are run,
up to ``--max-rounds`` and while the ``--budget`` lasts; a target still undecided then is
*inconclusive*, never a pass. The tables give the median of the rounds and their spread
(lowest and highest).

Exit status: 0 when every target holds; 1 when any fails; 3 when none fails but some are
inconclusive (a verdict that could not be reached is not a pass); 2 for a bad command line.

What is measured (benchmarks/measure.py does each in-process measurement in its own process;
benchmarks/generate.py writes the synthetic corpora, copies of the real scenarios):

* cold and warm ``adjudicator run`` against ``pytest`` running the same scenarios through
  pytest-bdd (whole processes);
* compiling (lint, no cache) against the gherkin-official parse of the same files (the floor);
  and compiling and running in-process at two corpus sizes (linear in the size);
* the harness's own cost per scenario beyond the engines' (time inside ``handle``);
* ``adjudicator serve nodawn`` over the stdio protocol against a raw JSON-lines echo process
  doing the same round trips (benchmarks/echo.py): the protocol's own cost per message (the run
  through ``serve`` less the same cases in-process) against the floor;
* compiling with 300 and 1,000 inert step definitions added (flat in vocabulary);
* the one-case loop: ``adjudicator run --id X`` and ``--rule R`` (a small selection) on the
  real corpus with the cache warm (whole processes).
"""

from __future__ import annotations

import argparse
import json
import math
import os
import platform
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
PROJECT = HERE.parent
sys.path[:0] = [str(HERE), str(PROJECT)]  # this tree's generator and adjudicator package

from generate import generate  # noqa: E402

#: Corpus sizes: (small, large). pytest-bdd, the protocol and the vocabulary run on the small
#: one; compile and run are measured on both (linear in the size).
FULL = (1000, 4000)
QUICK = (200, 1000)
INERT = (300, 1000)
#: Inner rounds of one vocabulary process: each compiles the corpus once with every vocabulary,
#: in an order that alternates, so that the compiles a figure compares are seconds apart.
VOCABULARY_INNER = 2
#: Inner rounds of one protocol process (serve, echo floor, in-process, each once), and the
#: No Dawn cases of the small corpus it runs (the first so many: some 2,000 round trips; with
#: --quick, a quarter of the small corpus, 50 cases).
PROTOCOL_INNER = 2
PROTOCOL_CASES = 400

#: Targets of issue 6 and issue 17.
MIN_COLD_SPEEDUP = 10.0  # adjudicator run --no-cache against pytest-bdd, same scenarios
MIN_WARM_SPEEDUP = 6.0  # adjudicator run with the cache warm against pytest-bdd
MAX_COMPILE_RATIO = 2.0  # compile (lint) against the gherkin-official parse of the same files
MAX_OVERHEAD_MS = 0.5  # in-process harness cost per scenario beyond the engines' own work
MAX_LINEARITY = 1.2  # large corpus against (its size / small size) x the small one's time
MAX_PROTOCOL_RATIO = 2.0  # the protocol's own cost per message against the echo floor
MAX_VOCABULARY_DRIFT = 0.10  # with more step definitions, within +-10%
MAX_LOOP_SECONDS = 0.25  # one-case loop, whole process, real corpus, cache warm

#: The sign test's level: a verdict is reached when chance alone would give as lopsided a
#: count of rounds at most this often.
ALPHA = 0.05
#: The fewest rounds that can reach a verdict at that level (0.5 ** 5 < 0.05).
MIN_ROUNDS = 5

#: The groups of comparisons, for ``--only``, in the order they are measured (the cheapest
#: first, so that a busy machine leaves the fewest targets unmeasured).
GROUPS = {
    "loop": "the one-case loop on the real corpus",
    "protocol": "serve over stdio against the echo floor",
    "vocabulary": "compile and run with more step definitions",
    "run": "the in-process runner: harness overhead, linear run",
    "compile": "compile against the parse floor, and linear compile",
    "bdd": "cold and warm adjudicator run against pytest-bdd",
}


# -- processes ----------------------------------------------------------------------------------
@dataclass
class Run:
    """One measured process: wall seconds, peak resident memory, and what it reported."""

    seconds: float
    peak_mib: float
    report: dict[str, Any] = field(default_factory=dict)
    #: CPU seconds (user + system) of the process and the children it waited for.
    cpu: float = 0.0

    @property
    def share(self) -> float:
        """The part of its wall time the process had a CPU: near 1 (or above, with children
        working at once) when nothing else competed for the machine."""
        return self.cpu / self.seconds if self.seconds > 0 else 1.0


def measured(argv: list[str], root: Path | None, cwd: Path = PROJECT) -> Run:
    """Run a process to completion; its wall time and its own peak RSS (from ``wait4``). A
    process that fails stops the benchmark with its output."""
    env = {**os.environ,  # bytecode is written and read, as a user's runs do
           "PYTHONPATH": os.pathsep.join(filter(None, [str(PROJECT), os.environ.get("PYTHONPATH")]))}
    env.pop("ADJUDICATOR_ROOT", None)
    env.pop("PYTHONDONTWRITEBYTECODE", None)
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
    return Run(seconds, usage.ru_maxrss / 1024, report, usage.ru_utime + usage.ru_stime)


# -- verdicts ------------------------------------------------------------------------------------
def tail(n: int, k: int) -> float:
    """P(at least k of n fair coin flips come up heads)."""
    return sum(math.comb(n, i) for i in range(k, n + 1)) / 2 ** n


def verdict(figures: list[float], meets: Callable[[float], bool]) -> str:
    """``holds``, ``fails`` or ``undecided``: the sign test of the rounds' figures against the
    target (``meets`` says whether one round's figure meets it)."""
    n = len(figures)
    k = sum(1 for f in figures if meets(f))
    if n and tail(n, k) <= ALPHA:
        return "holds"
    if n and tail(n, n - k) <= ALPHA:
        return "fails"
    return "undecided"


def band_verdict(figures: list[float], low: float, high: float) -> str:
    """The verdict on "the median lies within [low, high]": two one-sided sign tests, each at
    the :data:`ALPHA` level (an equivalence test). It *holds* when the rounds show both that the
    median is at most ``high`` and that it is at least ``low``; it *fails* when they show it
    above ``high`` or below ``low``. Counting only the rounds that fall inside the band would
    call a flat measure noisy enough to scatter most rounds outside it a failure."""
    n = len(figures)
    if not n:
        return "undecided"
    below_high = sum(1 for f in figures if f <= high)
    above_low = sum(1 for f in figures if f >= low)
    if tail(n, below_high) <= ALPHA and tail(n, above_low) <= ALPHA:
        return "holds"
    if tail(n, n - below_high) <= ALPHA or tail(n, n - above_low) <= ALPHA:
        return "fails"
    return "undecided"


#: A round whose processes had a CPU for less than this part of their wall time ran on a
#: machine busy with other work: its absolute timings say more about that work than about ours.
MIN_SHARE = 0.8


@dataclass
class Target:
    """One target: its per-round figures, how one is shown, and what it must meet.

    ``basis`` says what its figures are made of: ``CPU`` seconds (the work a process did, which
    other work on the machine barely moves: what a target about our code's cost is judged on)
    or ``wall`` seconds (what a user waits, which that other work stretches). An ``absolute``
    target (a wall time, not a ratio of two sides measured together; or a figure the machine's
    load is known to bias, the protocol's) is judged on the rounds that had the machine to
    themselves (:data:`MIN_SHARE`) only: interleaving cannot take the machine's other work out
    of it, so a round slowed by it decides nothing either way."""

    name: str
    group: str
    wanted: str
    meets: Callable[[float], bool]
    show: Callable[[float], str]
    figures: list[float] = field(default_factory=list)
    absolute: bool = False
    contended: list[bool] = field(default_factory=list)
    basis: str = "CPU"
    #: For a target that is a band (``low <= median <= high``): its bounds.
    band: tuple[float, float] | None = None

    @property
    def judged(self) -> list[float]:
        """The figures the verdict rests on."""
        if not self.absolute:
            return self.figures
        return [f for f, busy in zip(self.figures, self.contended, strict=True) if not busy]

    @property
    def state(self) -> str:
        if self.band is not None:
            return band_verdict(self.judged, *self.band)
        return verdict(self.judged, self.meets)

    def spread(self) -> str:
        if not self.figures:
            return "-"
        low, mid, high = min(self.figures), statistics.median(self.figures), max(self.figures)
        return f"{self.show(mid)} [{self.show(low)} .. {self.show(high)}]"

    def count(self) -> str:
        """How many rounds met the target, of how many judged (and how many left out)."""
        judged = self.judged
        met = sum(1 for f in judged if self.meets(f))
        left = len(self.figures) - len(judged)
        return f"{met} of {len(judged)} met" + (f" ({left} busy, left out)" if left else "")


# -- comparisons ---------------------------------------------------------------------------------
@dataclass
class Arm:
    """One side of a comparison: a process to measure once a round, and the figure of one run
    (wall seconds by default; a figure it reports, by name)."""

    label: str
    argv: list[str]
    root: Path | None
    cwd: Path = PROJECT
    figure: str | None = None
    runs: list[Run] = field(default_factory=list)

    def once(self) -> None:
        self.runs.append(measured(self.argv, self.root, self.cwd))

    def value(self, n: int) -> Any:
        """Wall seconds of round ``n``: the whole process's, or those it reports."""
        run = self.runs[n]
        return run.seconds if self.figure is None else run.report[self.figure]

    def cpu(self, n: int) -> Any:
        """CPU seconds of round ``n``: the whole process's (its children's included), or those
        it reports (``cpu`` beside ``seconds``)."""
        run = self.runs[n]
        return run.cpu if self.figure is None else run.report["cpu"]


@dataclass
class Comparison:
    """Arms measured interleaved, round after round, and the targets their rounds decide: each
    target's ``figure`` gives its figure from one round's runs (by arm label)."""

    title: str
    group: str
    arms: list[Arm]
    targets: list[tuple[Target, Callable[[dict[str, Any]], float]]]
    rounds: int = 0
    #: Rounds it may run in all, times ``--max-rounds``: more for a comparison whose round
    #: costs a second or two, so that one round hit by a burst of other work does not leave
    #: it undecided.
    stretch: int = 1
    #: Wall seconds its last round took (what the next one is expected to take).
    last_seconds: float = 0.0

    def round(self) -> None:
        began = time.perf_counter()
        try:
            self._round()
        finally:
            self.last_seconds = time.perf_counter() - began

    def _round(self) -> None:
        order = self.arms if self.rounds % 2 == 0 else self.arms[::-1]
        for arm in order:
            arm.once()
        values = {arm.label: arm.value(self.rounds) for arm in self.arms}
        values.update({f"{arm.label}:cpu": arm.cpu(self.rounds) for arm in self.arms})
        values.update({f"{arm.label}:run": arm.runs[self.rounds] for arm in self.arms})
        busy = any(arm.runs[self.rounds].share < MIN_SHARE for arm in self.arms)
        for target, figure in self.targets:
            found = figure(values)  # one figure, or several: the inner rounds of one process
            found = found if isinstance(found, list) else [found]
            target.figures.extend(found)
            target.contended.extend([busy] * len(found))
        self.rounds += 1

    def decided(self) -> bool:
        return all(t.state != "undecided" for t, _ in self.targets)


# -- the suite -----------------------------------------------------------------------------------
@dataclass
class Settings:
    sizes: tuple[int, int]
    rounds: int
    max_rounds: int
    budget: float
    groups: list[str]
    keep: Path | None
    report: Path | None
    loop_id: str | None
    loop_rule: str | None
    quick: bool
    #: Whether a cheap comparison may run more than ``max_rounds`` (its ``stretch``): only
    #: when --max-rounds was not given, which otherwise caps every comparison.
    stretch: bool = True


def positive_int(text: str) -> int:
    try:
        value = int(text)
    except ValueError:
        value = 0
    if value < 1:
        raise argparse.ArgumentTypeError(f"expected a whole number above 0, got {text!r}")
    return value


def positive_seconds(text: str) -> float:
    try:
        value = float(text)
    except ValueError:
        value = float("nan")
    if not 0 < value < math.inf:  # false for nan too
        raise argparse.ArgumentTypeError(f"expected a number of seconds above 0, got {text!r}")
    return value


def parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(
        prog="python benchmarks/run.py", description=__doc__.split("\n\n")[0],
        epilog="Exit status: 0 every target holds; 1 a target fails; 3 none fails but some are "
        "inconclusive; 2 a bad command line. See docs/performance.md.")
    p.add_argument("--quick", action="store_true",
                   help=f"corpora of {QUICK[0]} and {QUICK[1]} scenarios instead of {FULL[0]} and "
                   f"{FULL[1]}, and a budget of 50 s: for use while developing (its verdicts are "
                   "about the smaller corpora)")
    p.add_argument("--rounds", type=positive_int, default=MIN_ROUNDS, metavar="N",
                   help=f"rounds every comparison runs before its targets are judged (default and "
                   f"least {MIN_ROUNDS}: fewer can never decide one at the {ALPHA:.0%}% level)")
    p.add_argument("--max-rounds", type=positive_int, metavar="N",
                   help="rounds a comparison may run in all while a target of it is undecided "
                   "(default: --rounds + 3, and three times that for the one-case loop, whose "
                   "rounds cost a second; given, it caps every comparison)")
    p.add_argument("--budget", type=positive_seconds, metavar="SECONDS",
                   help="no round starts once the run has taken this long, nor one the time left "
                   "would not hold were it as long as that comparison's last (default 280 s, 50 s with "
                   "--quick; the round under way finishes): on a busy machine the comparisons last "
                   "measured are left with too few rounds, and inconclusive")
    p.add_argument("--only", action="append", choices=sorted(GROUPS), metavar="GROUP",
                   help="measure only this group of comparisons (repeatable): "
                   + "; ".join(f"{k}: {v}" for k, v in GROUPS.items()))
    p.add_argument("--keep", type=Path, metavar="DIR",
                   help="generate the corpora under DIR and keep them (default: a temporary folder)")
    p.add_argument("--report", type=Path, metavar="FILE",
                   help="also write every target's figures and verdict to FILE as JSON")
    p.add_argument("--loop-id", metavar="ID",
                   help="the case the one-case loop runs (default: the real corpus's first)")
    p.add_argument("--loop-rule", metavar="RULE",
                   help="the rule of the loop's small selection (default: the first rule of the "
                   "real corpus that selects 3 to 20 cases)")
    return p


def settings(argv: list[str] | None) -> Settings:
    """The command line, checked: a bad one ends the program with a message naming the option
    and exit status 2 (as argparse does)."""
    p = parser()
    args = p.parse_args(argv)
    if args.rounds < MIN_ROUNDS:
        p.error(f"--rounds {args.rounds}: at least {MIN_ROUNDS} rounds are needed; fewer can "
                f"never decide a target at the {ALPHA:.0%} level")
    max_rounds = args.max_rounds if args.max_rounds is not None else args.rounds + 3
    if max_rounds < args.rounds:
        p.error(f"--max-rounds {max_rounds} is below --rounds {args.rounds}")
    if args.keep is not None and args.keep.exists() and not args.keep.is_dir():
        p.error(f"--keep {args.keep}: not a folder")
    if args.report is not None and args.report.is_dir():
        p.error(f"--report {args.report}: is a folder; give a file name")
    budget = args.budget if args.budget is not None else (50.0 if args.quick else 280.0)
    return Settings(QUICK if args.quick else FULL, args.rounds, max_rounds, budget,
                    args.only or list(GROUPS), args.keep, args.report, args.loop_id,
                    args.loop_rule, args.quick, stretch=args.max_rounds is None)


def main(argv: list[str] | None = None) -> int:
    chosen = settings(argv)
    started = time.perf_counter()
    given = sys.argv[1:] if argv is None else argv
    print(f"machine: {machine()}")
    print(" ".join(["command: python benchmarks/run.py", *given]))
    if chosen.keep:
        chosen.keep.mkdir(parents=True, exist_ok=True)
        suite = Suite(chosen, chosen.keep, started)
        return suite.run()
    with tempfile.TemporaryDirectory(prefix="adjudicator-bench-") as tmp:
        return Suite(chosen, Path(tmp), started).run()


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
    load = " ".join(f"{x:.1f}" for x in os.getloadavg()) if hasattr(os, "getloadavg") else "?"
    return (f"{cpus} CPUs, {model}; Python {platform.python_version()} "
            f"({platform.python_implementation()}), {platform.system()} {platform.release()}; "
            f"load average at start {load}")


class Suite:
    """The comparisons of one run, measured round by round with progress on stderr."""

    def __init__(self, chosen: Settings, workdir: Path, started: float) -> None:
        self.chosen = chosen
        self.workdir = workdir
        self.started = started
        self.comparisons: list[Comparison] = []

    def note(self, text: str) -> None:
        print(f"[{time.perf_counter() - self.started:6.1f} s] {text}", file=sys.stderr, flush=True)

    def run(self) -> int:
        small, large = self.chosen.sizes
        groups = set(self.chosen.groups)
        sizes = [small] if groups - {"loop"} else []
        sizes += [large] if groups & {"compile", "run"} else []
        roots = {}
        for n in sizes:
            self.note(f"generating a corpus of {n} scenarios")
            roots[n] = self.workdir / f"corpus-{n}"
            generate(n, roots[n], pytest_binding=True)
        self.prepare(roots)
        self.build(roots)
        self.measure()
        targets = [t for c in self.comparisons for t, _ in c.targets]
        print_tables(self.comparisons, targets)
        if self.chosen.report:
            write_report(self.chosen.report, targets, self.comparisons)
        states = [t.state for t in targets]
        held = states.count("holds")
        failed = states.count("fails")
        unknown = len(states) - held - failed
        print(f"{held} of {len(states)} targets hold, {failed} fail, {unknown} inconclusive "
              f"({time.perf_counter() - self.started:.0f} s)")
        return 1 if failed else 3 if unknown else 0

    def prepare(self, roots: dict[int, Path]) -> None:
        """Bytecode written and every cache a warm measurement reads filled (the compiled
        corpora, pytest's rewritten test module): none of that is measured."""
        py = sys.executable
        self.note("writing bytecode and filling the caches")
        subprocess.run([py, "-m", "compileall", "-q", str(PROJECT / "adjudicator")],
                       check=False, stdout=subprocess.DEVNULL)
        for root in [None, *roots.values()]:
            measured([py, str(HERE / "measure.py"), "warm"], root)
        if "bdd" in self.chosen.groups:
            small = roots[self.chosen.sizes[0]]
            measured([py, "-m", "pytest", "-q", "-p", "no:cacheprovider", "--collect-only",
                      "test_generated_corpus.py"], small, cwd=small)

    def build(self, roots: dict[int, Path]) -> None:
        py = sys.executable
        measure = [py, str(HERE / "measure.py")]
        cli = [py, "-m", "adjudicator.cli"]
        small, large = self.chosen.sizes
        groups = self.chosen.groups
        add = self.comparisons.append
        if "bdd" in groups:
            add(Comparison(f"adjudicator run against pytest-bdd, {small} scenarios", "bdd", [
                Arm("pytest-bdd", [py, "-m", "pytest", "-q", "-p", "no:cacheprovider",
                                   "test_generated_corpus.py"], roots[small], cwd=roots[small]),
                Arm("run --no-cache", [*cli, "run", "-q", "--no-cache"], roots[small]),
                Arm("run (cache warm)", [*cli, "run", "-q"], roots[small]),
            ], [
                (ratio_target(f"cold run vs pytest-bdd, {small}", "bdd", MIN_COLD_SPEEDUP),
                 lambda v: v["pytest-bdd:cpu"] / v["run --no-cache:cpu"]),
                (ratio_target(f"warm run vs pytest-bdd, {small}", "bdd", MIN_WARM_SPEEDUP),
                 lambda v: v["pytest-bdd:cpu"] / v["run (cache warm):cpu"]),
            ]))
        if "compile" in groups:
            add(Comparison(f"compile against the gherkin-official parse, {small} and {large}",
                           "compile", [
                Arm(f"parse {small}", [*measure, "parse"], roots[small], figure="seconds"),
                Arm(f"compile {small}", [*measure, "compile"], roots[small], figure="seconds"),
                Arm(f"parse {large}", [*measure, "parse"], roots[large], figure="seconds"),
                Arm(f"compile {large}", [*measure, "compile"], roots[large], figure="seconds"),
            ], [
                (Target(f"compile vs parse floor, {small}", "compile",
                        f"<= {MAX_COMPILE_RATIO:g}x", lambda f: f <= MAX_COMPILE_RATIO,
                        lambda f: f"{f:.2f}x"),
                 lambda v: v[f"compile {small}:cpu"] / v[f"parse {small}:cpu"]),
                (Target(f"compile vs parse floor, {large}", "compile",
                        f"<= {MAX_COMPILE_RATIO:g}x", lambda f: f <= MAX_COMPILE_RATIO,
                        lambda f: f"{f:.2f}x"),
                 lambda v: v[f"compile {large}:cpu"] / v[f"parse {large}:cpu"]),
                (linear_target(f"linear compile: {large} vs {large // small} x {small}", "compile"),
                 lambda v: v[f"compile {large}:cpu"] / (large / small * v[f"compile {small}:cpu"])),
            ]))
        if "run" in groups:
            add(Comparison(f"in-process runner, {small} and {large}", "run", [
                Arm(f"runner {small}", [*measure, "inprocess"], roots[small], figure="seconds"),
                Arm(f"runner {large}", [*measure, "inprocess"], roots[large], figure="seconds"),
            ], [
                (overhead_target(f"harness overhead, {small}", small),
                 lambda v: harness_ms(v[f"runner {small}:run"], small)),
                (overhead_target(f"harness overhead, {large}", large),
                 lambda v: harness_ms(v[f"runner {large}:run"], large)),
                (linear_target(f"linear run: {large} vs {large // small} x {small}", "run"),
                 lambda v: v[f"runner {large}:cpu"] / (large / small * v[f"runner {small}:cpu"])),
            ]))
        if "protocol" in groups:
            add(ProtocolComparison(roots[small], measure,
                                   small // 4 if self.chosen.quick else PROTOCOL_CASES))
        if "vocabulary" in groups:
            extras = ",".join(str(extra) for extra in INERT)
            arms = [Arm("vocabulary round", [*measure, "vocabulary", extras, str(VOCABULARY_INNER)],
                        roots[small])]
            add(Comparison(f"compile with more step definitions, {small}", "vocabulary",
                           arms, [(drift_target(extra, small), drift_of(extra)) for extra in INERT]))
        if "loop" in groups:
            case_id, rule = self.loop_selection()
            add(Comparison("the one-case loop, real corpus, cache warm", "loop", [
                Arm(f"run --id {case_id}", [*cli, "run", "-q", "--id", case_id], None),
                Arm(f"run --rule {rule}", [*cli, "run", "-q", "--rule", rule], None),
            ], [
                (loop_target(f"one-case loop: run --id {case_id}"),
                 lambda v, label=f"run --id {case_id}": v[label]),
                (loop_target(f"small selection: run --rule {rule}"),
                 lambda v, label=f"run --rule {rule}": v[label]),
            ], stretch=3))

        self.comparisons.sort(key=lambda c: list(GROUPS).index(c.group))

    def loop_selection(self) -> tuple[str, str]:
        """The case and the rule the one-case loop runs: given, or the real corpus's first case
        and first rule that selects 3 to 20 cases."""
        if self.chosen.loop_id and self.chosen.loop_rule:
            return self.chosen.loop_id, self.chosen.loop_rule
        from adjudicator.corpus.load import load_corpus
        from adjudicator.games import PACKAGE_ROOT
        from adjudicator.rules import rule_matches

        scenarios = load_corpus(PACKAGE_ROOT, compile_cases=False).scenarios
        ids = [s.id for s in scenarios if s.id]
        rule = self.chosen.loop_rule
        if rule is None:
            for candidate in dict.fromkeys(r for s in scenarios for r in s.rules):
                count = sum(any(rule_matches(candidate, r) for r in s.rules) for s in scenarios)
                if 3 <= count <= 20:
                    rule = candidate
                    break
        if not ids or rule is None:
            raise SystemExit("the real corpus has no case or no small rule selection to loop on")
        return self.chosen.loop_id or ids[0], rule

    def most_rounds(self, comparison: Comparison) -> int:
        """The rounds a comparison may run in all: --max-rounds, times its stretch unless
        --max-rounds was given."""
        return self.chosen.max_rounds * (comparison.stretch if self.chosen.stretch else 1)

    def spent(self, comparison: Comparison) -> bool:
        """Whether the budget leaves no room for another round of this comparison: spent, or
        too little of it left for a round as long as its last one."""
        elapsed = time.perf_counter() - self.started
        return elapsed > self.chosen.budget or elapsed + comparison.last_seconds > self.chosen.budget

    def measure(self) -> None:
        """The --rounds rounds of every comparison (the cheapest first), then more rounds of
        the undecided ones, one round each in turn, while rounds last; no round starts that
        the budget does not leave room for, as long as the comparison's last round took (what
        was not measured is inconclusive)."""
        for comparison in self.comparisons:
            for _ in range(self.chosen.rounds):
                if self.spent(comparison):
                    self.note(f"budget of {self.chosen.budget:g} s spent: {comparison.title} "
                              f"stops after {comparison.rounds} rounds")
                    break
                self.note(f"{comparison.title}: round {comparison.rounds + 1} of {self.chosen.rounds}")
                comparison.round()
            self.note(f"{comparison.title}: {states_of(comparison)}")
        while True:
            pending = [c for c in self.comparisons
                       if not c.decided() and c.rounds < self.most_rounds(c)]
            if not pending:
                return
            if all(self.spent(c) for c in pending):
                self.note(f"budget of {self.chosen.budget:g} s spent; "
                          f"{len(pending)} comparison(s) left undecided")
                return
            for comparison in pending:
                if self.spent(comparison):
                    continue
                self.note(f"{comparison.title}: undecided, extra round {comparison.rounds + 1} "
                          f"of at most {self.most_rounds(comparison)}")
                comparison.round()
                self.note(f"{comparison.title}: {states_of(comparison)}")


def states_of(comparison: Comparison) -> str:
    return "; ".join(f"{t.name} {t.state} ({t.spread()})" for t, _ in comparison.targets)


class ProtocolComparison(Comparison):
    """The protocol against the echo floor: each round is one process that runs the cases
    through ``serve``, the same lines to the echo process and the cases in-process, in turn."""

    def __init__(self, root: Path, measure: list[str], cases: int = PROTOCOL_CASES) -> None:
        # CPU seconds: a difference of two timings taken one after the other, over a third, so
        # the machine's other work would not cancel out of wall times as it does from a ratio.
        # Judged on quiet rounds only all the same: two processes handing each message to and
        # fro lose their caches to other work at every hand-off, so a busy machine inflates the
        # CPU time of the round trips through serve more than that of the echo's small ones
        # (measured: 1.95x at a load average of 2-3, 2.66x at 4-5 with half a CPU).
        target = Target("protocol vs echo floor", "protocol", f"<= {MAX_PROTOCOL_RATIO:g}x",
                        lambda f: f <= MAX_PROTOCOL_RATIO, lambda f: f"{f:.2f}x", absolute=True)
        super().__init__("serve nodawn over stdio against the echo floor", "protocol",
                         [Arm("protocol round", [*measure, "protocol", "nodawn",
                                                   str(PROTOCOL_INNER), str(cases)], root)],
                         [(target, protocol_ratio)])


def protocol_ratio(values: dict[str, Any]) -> list[float]:
    """The protocol's own cost per message (through ``serve`` less in-process) over the echo
    floor's, from one round's report, in CPU seconds: both processes' of each round trip (the
    harness's and the engine's, the harness's and the echo's), which the machine's other work
    barely moves, where the wall time of a round trip is mostly waiting for a CPU when it is
    busy."""
    report = values["protocol round:run"].report
    return [(serve - local) / echo for serve, echo, local in
            zip(*(report[key] for key in ("seconds_cpu", "echo_cpu", "inprocess_cpu")), strict=True)]


def harness_ms(run: Run, n: int) -> float:
    """The harness's own CPU milliseconds a scenario: the run's less the engines' (``handle``)."""
    return (run.report["cpu"] - run.report["engine_cpu"]) / n * 1000


def ratio_target(name: str, group: str, least: float) -> Target:
    return Target(name, group, f">= {least:g}x", lambda f: f >= least, lambda f: f"{f:.1f}x")


def linear_target(name: str, group: str) -> Target:
    return Target(name, group, f"<= {MAX_LINEARITY:g}", lambda f: f <= MAX_LINEARITY,
                  lambda f: f"{f:.2f}")


def overhead_target(name: str, n: int) -> Target:
    return Target(name, "run", f"<= {MAX_OVERHEAD_MS:g} ms", lambda f: f <= MAX_OVERHEAD_MS,
                  lambda f: f"{f:.3f} ms")


def drift_target(extra: int, n: int) -> Target:
    return Target(f"flat in vocabulary, +{extra}, {n}", "vocabulary",
                  f"within +-{MAX_VOCABULARY_DRIFT:.0%}", lambda f: abs(f) <= MAX_VOCABULARY_DRIFT,
                  lambda f: f"{f:+.1%}", band=(-MAX_VOCABULARY_DRIFT, MAX_VOCABULARY_DRIFT))


def drift_of(extra: int) -> Callable[[dict[str, Any]], list[float]]:
    """The drift of each inner round of one vocabulary process: compile CPU seconds with
    ``extra`` definitions over those with none, less 1."""
    def figures(values: dict[str, Any]) -> list[float]:
        report = values["vocabulary round:run"].report
        return [a / b - 1 for a, b in zip(report[f"+{extra}"], report["+0"], strict=True)]
    return figures


def loop_target(name: str) -> Target:
    return Target(name, "loop", f"<= {MAX_LOOP_SECONDS:g} s", lambda f: f <= MAX_LOOP_SECONDS,
                  lambda f: f"{f:.3f} s", absolute=True, basis="wall")


# -- output ---------------------------------------------------------------------------------------
def print_tables(comparisons: list[Comparison], targets: list[Target]) -> None:
    from rich.console import Console
    from rich.markup import escape
    from rich.table import Table

    console = Console(highlight=False, width=max(120, Console().width))
    sides = Table(title=escape("Measurements: median of the rounds [lowest .. highest]; seconds "
                               "are whole processes unless timed in-process"))
    for col in ("comparison", "side", "rounds", "wall seconds", "CPU seconds", "CPU share",
                "peak MiB"):
        sides.add_column(col, justify="left" if col in ("comparison", "side") else "right")
    for c in comparisons:
        for arm in c.arms:
            share = f"{statistics.median(r.share for r in arm.runs):.0%}" if arm.runs else "-"
            for label, values, cpu in arm_figures(arm):
                sides.add_row(escape(c.title), escape(label), str(len(values)),
                              escape(spread(values, "{:.3f}")), escape(spread(cpu, "{:.3f}")),
                              share, f"{max(r.peak_mib for r in arm.runs):.0f}" if arm.runs else "-")
    console.print(sides)
    console.print(f"CPU share: the part of a process's wall time it had a CPU (median); a target on "
                  f"wall time leaves out the rounds in which a process had less than {MIN_SHARE:.0%}.")
    verdicts = Table(title=f"Targets (sign test over the rounds at the {ALPHA:.0%} level)")
    for col in ("target", "on", "median [lowest .. highest]", "rounds", "wanted", "verdict"):
        verdicts.add_column(escape(col))
    shown = {"holds": "holds", "fails": "[bold red]FAILS[/]", "undecided": "[yellow]inconclusive[/]"}
    for t in targets:
        verdicts.add_row(escape(t.name), t.basis, escape(t.spread()), escape(t.count()),
                         escape(t.wanted), shown[t.state])
    console.print(verdicts)


def arm_figures(arm: Arm) -> list[tuple[str, list[float], list[float]]]:
    """What the measurements table shows of one side: its wall and CPU seconds (those it
    reports, for an in-process measurement; the protocol's three parts)."""
    if arm.label == "protocol round":
        return [(f"{part} (timed in-process)", [x for r in arm.runs for x in r.report[key]],
                 [x for r in arm.runs for x in r.report[f"{key}_cpu"]])
                for part, key in (("through serve", "seconds"), ("echo floor", "echo"),
                                  ("same cases in-process", "inprocess"))]
    if arm.label == "vocabulary round":
        return [(f"+{extra} definitions (compile, timed in-process)",
                 [x for r in arm.runs for x in r.report[f"+{extra}_wall"]],
                 [x for r in arm.runs for x in r.report[f"+{extra}"]]) for extra in (0, *INERT)]
    suffix = "" if arm.figure is None else " (timed in-process)"
    rounds = range(len(arm.runs))
    return [(arm.label + suffix, [arm.value(n) for n in rounds], [arm.cpu(n) for n in rounds])]


def spread(values: list[float], form: str) -> str:
    if not values:
        return "-"
    return (f"{form.format(statistics.median(values))} "
            f"[{form.format(min(values))} .. {form.format(max(values))}]")


def write_report(path: Path, targets: list[Target], comparisons: list[Comparison]) -> None:
    data = {
        "machine": machine(),
        "targets": [{"name": t.name, "wanted": t.wanted, "verdict": t.state, "figures": t.figures,
                     "basis": t.basis,
                     "busy": t.contended,
                     "median": statistics.median(t.figures) if t.figures else None}
                    for t in targets],
        "sides": [{"comparison": c.title, "side": label, "values": values, "cpu": cpu}
                  for c in comparisons for arm in c.arms for label, values, cpu in arm_figures(arm)],
    }
    path.write_text(json.dumps(data, indent=1) + "\n", encoding="utf-8")


if __name__ == "__main__":
    sys.exit(main())
