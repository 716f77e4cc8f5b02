"""Profile the reference engines on the real corpus: where does an in-process run spend its time?

    python benchmarks/profile_engines.py [--repeat 5] [--top 15]

Runs every case of the corpus in-process ``--repeat`` times (engines created once, as
``adjudicator run`` does), prints the time inside the engines (``handle``) and in the whole
runner per case (best repeat), then the functions with the most own time under cProfile.
Issue 6's profiling fixes were found with it; docs/performance.md has the before and after.
"""

from __future__ import annotations

import argparse
import cProfile
import pstats
import sys
import time

from measure import engine_time  # benchmarks/ is this script's folder


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--repeat", type=int, default=5)
    parser.add_argument("--top", type=int, default=15)
    args = parser.parse_args(argv)

    from adjudicator.corpus.load import load_corpus
    from adjudicator.games import PLAYABLE, ROOT, game
    from adjudicator.harness.runner import run_cases
    from adjudicator.protocol.client import InProcessClient
    from adjudicator.rules import RuleIndex

    cases = load_corpus(ROOT).cases
    rulesets = {slug: RuleIndex.load(slug).default_ruleset for slug in PLAYABLE}
    clients = {slug: InProcessClient(game(slug).new_engine()) for slug in PLAYABLE}
    figures = []
    with engine_time() as engine:
        for _ in range(args.repeat):
            engine[0] = 0.0
            started = time.perf_counter()
            results = run_cases(cases, clients.__getitem__, rulesets)
            figures.append((time.perf_counter() - started, engine[0]))
    total, inside = min(figures)
    outcomes = {o: sum(r.outcome == o for r in results) for o in ("pass", "fail", "skipped")}
    n = len(cases)
    print(f"{n} cases {outcomes}: runner {total / n * 1000:.3f} ms/case, engines {inside / n * 1000:.3f} "
          f"ms/case, harness {(total - inside) / n * 1000:.3f} ms/case (best of {args.repeat})")
    profile = cProfile.Profile()
    profile.enable()
    run_cases(cases, clients.__getitem__, rulesets)
    profile.disable()
    pstats.Stats(profile, stream=sys.stdout).sort_stats("tottime").print_stats(args.top)
    return 0


if __name__ == "__main__":
    sys.exit(main())
