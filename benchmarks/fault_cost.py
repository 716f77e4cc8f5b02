"""What a broken engine costs a run: wall time of the same cases against a well-behaved
engine and against engines that hang (one message, or forever after a case), crash or close
their stdout, at several per-message timeouts. Uses the fake engines of tests/protocol/engines/.

    python benchmarks/fault_cost.py [--cases 5] [--repeat 3]

Prints one line per (fault, timeout): median seconds and the time added over the clean run.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

from adjudicator.corpus.load import load_corpus
from adjudicator.games import ROOT
from adjudicator.harness.runner import run_cases
from adjudicator.protocol.client import SubprocessClient
from adjudicator.rules import RuleIndex

ENGINES = Path(__file__).resolve().parents[1] / "tests" / "protocol" / "engines"
FAULTS = {
    "clean": ("crash_mid_case", ["--case", "no-such-case"]),
    "hangs on one message": ("hang", ["--case", "{target}"]),
    "hangs forever after a case": ("hang_after_case", []),
    "crashes mid-case": ("crash_mid_case", ["--case", "{target}"]),
    "closes stdout, keeps running": ("closes_stdout", ["--case", "{target}"]),
}


def one_run(script: str, args: list[str], cases: list[dict], ruleset: str, timeout: float) -> float:
    argv = [sys.executable, str(ENGINES / f"{script}.py"), "--reference", *args]
    started = time.perf_counter()
    with SubprocessClient(argv, timeout=timeout) as client:
        client.hello()
        results = run_cases(cases, lambda game: client, {"nodawn": ruleset})
    assert len(results) == len(cases)
    return time.perf_counter() - started


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--cases", type=int, default=5)
    parser.add_argument("--repeat", type=int, default=3)
    parser.add_argument("--timeouts", type=float, nargs="+", default=[0.5, 1.0, 2.0])
    args = parser.parse_args()
    ruleset = RuleIndex.load("nodawn").default_ruleset
    cases = [c for c in load_corpus(ROOT, ["nodawn"]).cases if any(op["op"] == "act" for op in c["script"])]
    cases = cases[: args.cases]
    target = cases[len(cases) // 2]["id"]
    print(f"{len(cases)} No Dawn cases, fault aimed at the middle one ({target}); median of {args.repeat}")
    for timeout in args.timeouts:
        clean = None
        for fault, (script, words) in FAULTS.items():
            words = [w.format(target=target) for w in words]
            seconds = statistics.median(one_run(script, words, cases, ruleset, timeout)
                                        for _ in range(args.repeat))
            clean = seconds if clean is None else clean
            added = "" if fault == "clean" else f"  added {seconds - clean:+.3f} s"
            print(f"timeout {timeout:4.1f} s  {fault:30s} {seconds:7.3f} s{added}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
