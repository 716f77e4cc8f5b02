"""Corpus commands: ``export``, ``steps``, ``lint``."""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path
from typing import Any

from adjudicator.cli.common import (
    EXIT_FAILURES,
    add_cache_option,
    add_corpus,
    add_selection,
    lint_or_fail,
    selected,
)
from adjudicator.errors import AdjudicatorError
from adjudicator.games import PLAYABLE, ROOT


def add(sub: Any) -> None:
    p = sub.add_parser("export", help="write the corpus as neutral JSON cases",
                       description="Write every scenario as a JSON case (schema: "
                       "adjudicator/schemas/export.schema.json), runnable with only a JSON parser, with "
                       "each game's ruleset ids and default. See docs/cases.md.")
    add_corpus(p)
    add_selection(p)
    p.add_argument("-o", "--output", type=Path, required=True, metavar="FILE")
    add_cache_option(p)
    p.set_defaults(handler=cmd_export)

    p = sub.add_parser("steps", help="list a game's step vocabulary",
                       description="List every step phrase of GAME with its meaning and an example.")
    p.add_argument("game", choices=PLAYABLE)
    p.add_argument("--markdown", action="store_true", help="print docs/steps/<game>.md")
    p.add_argument("--write", action="store_true", help="rewrite docs/steps/<game>.md")
    p.set_defaults(handler=cmd_steps)

    p = sub.add_parser("lint", help="check the corpus", description="Check every feature file: ids, "
                       "titles, tags, rule citations and statuses, steps, cards, and the contradictions "
                       "register (fixtures/<game>/contested.toml) against the @contested tags. Lists "
                       "every problem as file:line; exits 1 if there is any. Warns (fails with "
                       "--strict) when a cited rule changed since the scenario was last reviewed.")
    add_corpus(p)
    p.add_argument("--game", action="append", choices=PLAYABLE)
    p.add_argument("--strict", action="store_true",
                   help="also fail on warnings: a cited rule changed since the scenario's last review "
                   "(features/<game>/rules.lock.toml; `adjudicator rules review` records a review)")
    p.set_defaults(handler=cmd_lint)


def cmd_export(args: argparse.Namespace) -> int:
    from adjudicator.corpus.export import export_document
    from adjudicator.files import write_atomic

    corpus = lint_or_fail(args.game, args.use_cache)
    cases = selected(args, corpus.cases)
    if not cases:
        raise AdjudicatorError("no scenario matches the selection; nothing to export")
    document = export_document(cases)
    write_atomic(args.output, json.dumps(document, ensure_ascii=False, indent=1) + "\n")
    print(f"wrote {len(cases)} cases to {args.output}", file=sys.stderr)
    return 0


def cmd_steps(args: argparse.Namespace) -> int:
    from adjudicator.corpus.reference import steps_markdown, steps_text

    if args.write:
        path = ROOT / "docs" / "steps" / f"{args.game}.md"
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(steps_markdown(args.game) + "\n", encoding="utf-8")
        print(f"wrote {path}", file=sys.stderr)
    elif args.markdown:
        print(steps_markdown(args.game))
    else:
        print(steps_text(args.game))
    return 0


def cmd_lint(args: argparse.Namespace) -> int:
    from adjudicator.corpus.lint import lint
    from adjudicator.corpus.lock import lock_warnings, warning_summary
    from adjudicator.games import corpus_roots

    corpus, problems = lint(None, args.game)
    warnings = [w for root in corpus_roots()
                for w in lock_warnings(corpus.scenarios_under(root.path), root, corpus.unparsed)]
    for line in problems + warnings:
        print(line)
    scenarios = len(corpus.scenarios)
    tail = f"; {warning_summary(warnings)}" if warnings else ""
    if problems or (warnings and args.strict):
        print(f"{len(problems)} problems in {scenarios} scenarios{tail}", file=sys.stderr)
        return EXIT_FAILURES
    print(f"{scenarios} scenarios, no problems{tail}", file=sys.stderr)
    return 0
