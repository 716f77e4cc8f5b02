"""What several commands share: exit codes, corpus selection options, lint-or-fail."""

from __future__ import annotations

import argparse
from typing import Any

from adjudicator.errors import AdjudicatorError
from adjudicator.games import PLAYABLE, ROOT

EXIT_FAILURES, EXIT_USAGE = 1, 2


def add_selection(p: argparse.ArgumentParser) -> None:
    """The scenario filters shared by run, export and the site."""
    g = p.add_argument_group("selection (filters combine; each may repeat)")
    g.add_argument("--game", action="append", choices=PLAYABLE, help="only this game")
    g.add_argument("--rule", action="append", metavar="RULE",
                   help="scenarios citing this rule or its sub-rules "
                   "(704.5 selects 704.5e, not 704.50)")
    g.add_argument("--tag", action="append", metavar="TAG",
                   help="scenarios with this flag tag, e.g. contested")
    g.add_argument("--id", action="append", metavar="ID", help="the scenario with this @id")


def add_cache_option(p: argparse.ArgumentParser) -> None:
    """``--no-cache``: compile the corpus afresh (adjudicator/corpus/cache.py)."""
    p.add_argument("--no-cache", dest="use_cache", action="store_false",
                   help="ignore the compiled-corpus cache in .adjudicator-cache/ and compile afresh")


def lint_or_fail(games: list[str] | None, use_cache: bool = True) -> Any:
    """The linted corpus (from the compiled-corpus cache when nothing changed), or one error
    listing every problem at once."""
    from adjudicator.corpus.cache import cached_lint

    corpus, problems = cached_lint(ROOT, games, use_cache=use_cache)
    if problems:
        listing = "\n  ".join(problems)
        raise AdjudicatorError(f"the corpus does not lint ({len(problems)} problems):\n  {listing}")
    return corpus


def selected(args: argparse.Namespace, cases: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """The cases the selection options pick; an unknown ``--id`` is an error."""
    from adjudicator.harness.select import select

    chosen = select(cases, games=args.game, rules=args.rule, tags=args.tag, ids=args.id)
    if args.id:
        missing = set(args.id) - {c["id"] for c in chosen}
        if missing:
            raise AdjudicatorError(f"no scenario with id {', '.join(sorted(missing))}")
    return chosen
