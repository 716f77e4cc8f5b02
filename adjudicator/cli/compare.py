"""``adjudicator compare OLD.jsonl NEW.jsonl``: what moved between two runs."""

from __future__ import annotations

import argparse
import sys
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
        "outcomes an amendment moves. Either side may be a folder holding the reports of one run's "
        "shards (run --shard K/N), read as that one run. Exits 1 when anything regressed.")
    p.add_argument("old", type=Path, metavar="OLD.jsonl", help="a report, or a folder of shard reports")
    p.add_argument("new", type=Path, metavar="NEW.jsonl", help="a report, or a folder of shard reports")
    p.add_argument("--format", choices=("text", "json"), default="text")
    p.set_defaults(handler=cmd_compare)


def cmd_compare(args: argparse.Namespace) -> int:
    from adjudicator.harness.compare import compare_reports, render_json, render_text

    notes: list[str] = []
    result = compare_reports(args.old, args.new, notes)
    for note in notes:
        print(f"warning: {note}", file=sys.stderr)
    print(render_json(result) if args.format == "json" else render_text(result))
    return EXIT_FAILURES if result.regressions else 0
