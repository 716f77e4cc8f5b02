"""``adjudicator compare OLD.jsonl NEW.jsonl``: what moved between two runs."""

from __future__ import annotations

import argparse
from pathlib import Path
from typing import Any

from adjudicator.cli.common import EXIT_FAILURES


def add(sub: Any) -> None:
    p = sub.add_parser(
        "compare", help="compare two run reports: regressions, fixes, changed outcomes",
        description="Compare two JSON-lines reports (from `adjudicator run --report`) scenario by "
        "scenario: regressed (passed, now not), fixed, changed (another failing outcome, e.g. "
        "fail -> crashed; a skip starting or ending; the same failure with a new message), added "
        "and removed; then the counts. Runs of one engine under two --ruleset values show which "
        "outcomes an amendment moves. Exits 1 when anything regressed.")
    p.add_argument("old", type=Path, metavar="OLD.jsonl")
    p.add_argument("new", type=Path, metavar="NEW.jsonl")
    p.add_argument("--format", choices=("text", "json"), default="text")
    p.set_defaults(handler=cmd_compare)


def cmd_compare(args: argparse.Namespace) -> int:
    from adjudicator.harness.compare import compare_reports, render_json, render_text

    result = compare_reports(args.old, args.new)
    print(render_json(result) if args.format == "json" else render_text(result))
    return EXIT_FAILURES if result.regressions else 0
