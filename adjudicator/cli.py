"""The ``adjudicator`` command line: run, serve, export, steps, lint, rules.

User mistakes (bad feature files, unknown games, malformed engine commands) end with one
clear message and exit status 2, never a traceback.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

from adjudicator import __version__
from adjudicator.errors import AdjudicatorError
from adjudicator.games import PLAYABLE, ROOT

DEFAULT_TIMEOUT = 10.0
EXIT_FAILURES, EXIT_USAGE = 1, 2


def main(argv: list[str] | None = None) -> int:
    parser = build_parser()
    args = parser.parse_args(argv)
    if not getattr(args, "handler", None):
        parser.print_help()
        return EXIT_USAGE
    try:
        return args.handler(args)
    except AdjudicatorError as exc:
        print(f"adjudicator: error: {exc}", file=sys.stderr)
        return EXIT_USAGE
    except KeyboardInterrupt:
        print("adjudicator: interrupted", file=sys.stderr)
        return 130


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="adjudicator",
        description="Rules-conformance corpus and reference adjudicator for card games. "
        "Run the corpus against the reference engines or your own engine, export it as JSON "
        "cases, list the step vocabulary, lint the corpus, and import rulebooks.",
    )
    parser.add_argument("--version", action="version", version=f"adjudicator {__version__}")
    sub = parser.add_subparsers(metavar="COMMAND")
    _add_run(sub)
    _add_serve(sub)
    _add_export(sub)
    _add_steps(sub)
    _add_lint(sub)
    _add_rules(sub)
    return parser


def _selection(p: argparse.ArgumentParser) -> None:
    g = p.add_argument_group("selection (filters combine; each may repeat)")
    g.add_argument("--game", action="append", choices=PLAYABLE, help="only this game")
    g.add_argument("--rule", action="append", metavar="RULE",
                   help="scenarios citing this rule or its sub-rules "
                   "(704.5 selects 704.5e, not 704.50)")
    g.add_argument("--tag", action="append", metavar="TAG",
                   help="scenarios with this flag tag, e.g. contested")
    g.add_argument("--id", action="append", metavar="ID", help="the scenario with this @id")


def _add_run(sub: Any) -> None:
    p = sub.add_parser(
        "run", help="run the corpus against an engine",
        description="Run the corpus (lint-clean first) against the reference adjudicator in-process, "
        "or against any engine speaking the JSON-lines protocol (docs/protocol.md). Prints a summary "
        "per game and rule section; exits 0 only when every selected case passes or is skipped.",
    )
    _selection(p)
    p.add_argument("--engine", metavar="CMD",
                   help='engine command, run without a shell, e.g. "adjudicator serve nodawn"')
    p.add_argument("--ruleset", action="append", metavar="[GAME=]RULESET",
                   help="ruleset to run under (default: the latest in the game's rule index)")
    p.add_argument("--timeout", type=float, default=DEFAULT_TIMEOUT, metavar="SECONDS",
                   help=f"per-message engine timeout (default {DEFAULT_TIMEOUT:g})")
    p.add_argument("--report", type=Path, metavar="PATH", help="write a JSON-lines report")
    p.add_argument("--junit", type=Path, metavar="PATH", help="write JUnit XML")
    p.add_argument("--validate-protocol", action="store_true",
                   help="check every message both ways against the protocol's JSON Schemas")
    p.add_argument("--quiet", "-q", action="store_true", help="no progress bar")
    p.set_defaults(handler=cmd_run)


def _add_serve(sub: Any) -> None:
    p = sub.add_parser("serve", help="serve a reference engine over the stdio protocol",
                       description="Make the reference adjudicator of GAME an engine speaking the "
                       "JSON-lines protocol on stdin/stdout (docs/protocol.md).")
    p.add_argument("game", choices=PLAYABLE)
    p.set_defaults(handler=cmd_serve)


def _add_export(sub: Any) -> None:
    p = sub.add_parser("export", help="write the corpus as neutral JSON cases",
                       description="Write every scenario as a JSON case (schema: "
                       "adjudicator/schemas/export.schema.json), runnable with only a JSON parser.")
    _selection(p)
    p.add_argument("-o", "--output", type=Path, required=True, metavar="FILE")
    p.set_defaults(handler=cmd_export)


def _add_steps(sub: Any) -> None:
    p = sub.add_parser("steps", help="list a game's step vocabulary",
                       description="List every step phrase of GAME with its meaning and an example.")
    p.add_argument("game", choices=PLAYABLE)
    p.add_argument("--markdown", action="store_true", help="print docs/steps/<game>.md")
    p.add_argument("--write", action="store_true", help="rewrite docs/steps/<game>.md")
    p.set_defaults(handler=cmd_steps)


def _add_lint(sub: Any) -> None:
    p = sub.add_parser("lint", help="check the corpus", description="Check every feature file: ids, "
                       "titles, tags, rule citations and statuses, steps, cards. Lists every problem "
                       "as file:line; exits 1 if there is any.")
    p.add_argument("--game", action="append", choices=PLAYABLE)
    p.set_defaults(handler=cmd_lint)


def _add_rules(sub: Any) -> None:
    p = sub.add_parser("rules", help="rule index tools", description="Rule index tools.")
    rsub = p.add_subparsers(metavar="ACTION")
    imp = rsub.add_parser("import", help="import a rulebook into fixtures/<game>/rules.toml",
                          description="Parse a rulebook document into the game's rule index (ids, "
                          "titles, status, amendment dates, fingerprints; no rule text).")
    imp.add_argument("game")
    imp.add_argument("rulebook", type=Path)
    imp.add_argument("-o", "--output", type=Path, help="index file (default fixtures/<game>/rules.toml)")
    imp.set_defaults(handler=cmd_rules_import)
    p.set_defaults(handler=lambda args: (p.print_help(), EXIT_USAGE)[1])


# -- commands ------------------------------------------------------------------------------
def _lint_or_fail(games: list[str] | None) -> Any:
    from adjudicator.corpus.lint import lint

    corpus, problems = lint(ROOT, games)
    if problems:
        listing = "\n  ".join(problems)
        raise AdjudicatorError(f"the corpus does not lint ({len(problems)} problems):\n  {listing}")
    return corpus


def _selected(args: argparse.Namespace, cases: list[dict[str, Any]]) -> list[dict[str, Any]]:
    from adjudicator.harness.select import select

    chosen = select(cases, games=args.game, rules=args.rule, tags=args.tag, ids=args.id)
    if args.id:
        missing = set(args.id) - {c["id"] for c in chosen}
        if missing:
            raise AdjudicatorError(f"no scenario with id {', '.join(sorted(missing))}")
    return chosen


def _rulesets(args: argparse.Namespace, games: set[str]) -> dict[str, str]:
    from adjudicator.rules import RuleIndex

    chosen: dict[str, str] = {}
    for item in args.ruleset or []:
        if "=" in item:
            g, r = item.split("=", 1)
            chosen[g] = r
        else:
            chosen.update({g: item for g in games})
    result = {}
    for g in games:
        index = RuleIndex.load(g)
        r = chosen.get(g, index.default_ruleset)
        if r not in index.rulesets:
            raise AdjudicatorError(f"unknown ruleset {r!r} for {g}; known: {', '.join(index.rulesets)}")
        result[g] = r
    return result


def _client_factory(args: argparse.Namespace) -> tuple[Callable[[str], Any], Callable[[], None], dict]:
    from adjudicator.games import game
    from adjudicator.protocol.client import InProcessClient, SubprocessClient, split_command

    clients: dict[str, Any] = {}
    if args.engine:
        argv = split_command(args.engine)
        shared = SubprocessClient(argv, timeout=args.timeout, validate=args.validate_protocol)
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

    hello = InProcessClient(game(PLAYABLE[0]).new_engine()).hello()
    hello["engine"].update(name=hello["engine"]["name"] + " (in-process)", games=list(PLAYABLE))
    return client_for, close, hello


def cmd_run(args: argparse.Namespace) -> int:
    from adjudicator.files import write_atomic
    from adjudicator.harness import report
    from adjudicator.harness.runner import run_cases
    from adjudicator.harness.summary import Progress, print_summary

    corpus = _lint_or_fail(args.game)
    cases = _selected(args, corpus.cases)
    if not cases:
        raise AdjudicatorError("no scenario matches the selection")
    rulesets = _rulesets(args, {c["game"] for c in cases})
    client_for, close, hello = _client_factory(args)
    jsonl = None
    if args.report:
        jsonl = report.JsonLinesReport(args.report, {
            "corpus_version": report.corpus_version(ROOT), "engine": hello.get("engine", hello),
            "rulesets": rulesets, "selection": {k: getattr(args, k) for k in ("game", "rule", "tag", "id")},
            "cases": len(cases)})
    started = time.perf_counter()
    results: list[Any] = []
    try:
        with Progress(len(cases), enabled=not args.quiet) as progress:
            def on_result(r: Any) -> None:
                if jsonl:
                    jsonl.add(r)
                progress.advance(r)

            results = run_cases(cases, client_for, rulesets, on_result)
    finally:
        close()
        seconds = time.perf_counter() - started
        if jsonl:
            jsonl.close(results, seconds, complete=len(results) == len(cases))
    if args.junit:
        write_atomic(args.junit, report.junit_xml(results, seconds))
    ok = print_summary(results, seconds, hello)
    return 0 if ok else EXIT_FAILURES


def cmd_serve(args: argparse.Namespace) -> int:
    from adjudicator.protocol.serve import serve

    return serve(args.game)


def cmd_export(args: argparse.Namespace) -> int:
    from adjudicator.corpus.export import export_document
    from adjudicator.files import write_atomic

    corpus = _lint_or_fail(args.game)
    cases = _selected(args, corpus.cases)
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

    corpus, problems = lint(ROOT, args.game)
    for problem in problems:
        print(problem)
    scenarios = len(corpus.scenarios)
    if problems:
        print(f"{len(problems)} problems in {scenarios} scenarios", file=sys.stderr)
        return EXIT_FAILURES
    print(f"{scenarios} scenarios, no problems", file=sys.stderr)
    return 0


def cmd_rules_import(args: argparse.Namespace) -> int:
    from adjudicator.rules import cli_import

    print(cli_import(args.game, args.rulebook, args.output))
    return 0


if __name__ == "__main__":
    sys.exit(main())
