"""What several commands share: exit codes, corpus selection options, lint-or-fail."""

from __future__ import annotations

import argparse
from typing import Any

from adjudicator.errors import AdjudicatorError
from adjudicator.games import PLAYABLE

EXIT_FAILURES, EXIT_USAGE = 1, 2
#: ``run`` executed no case at all (every one skipped or unsupported, or an empty shard); the
#: value pytest uses when it collects no test, so CI treats both alike.
EXIT_NOTHING_RAN = 5


def add_corpus(p: argparse.ArgumentParser) -> None:
    """``--corpus DIR`` (repeatable) and ``--corpus-only``: which corpus roots a command reads."""
    g = p.add_argument_group("corpus (default: the corpus the package ships, or $ADJUDICATOR_ROOT)")
    g.add_argument("--corpus", action="append", metavar="DIR",
                   help="also read the corpus root DIR, laid out like the shipped one: "
                   "features/<game>/*.feature and fixtures/<game>/ (cards/*.toml; rules.toml, the "
                   "rule index, when it brings its own); repeatable; scenario ids must be unique "
                   "across roots")
    g.add_argument("--corpus-only", action="store_true",
                   help="read only the --corpus roots, not the default corpus (a newer corpus "
                   "with its own rule index, say)")


def use_corpus_options(args: argparse.Namespace) -> None:
    """Apply ``--corpus``/``--corpus-only`` before the command reads anything."""
    from adjudicator.games import use_corpus

    if hasattr(args, "corpus"):
        use_corpus(args.corpus, args.corpus_only)


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
    g.add_argument("--tags", metavar="EXPR", type=option_parser("parse_tags"),
                   help="a Cucumber tag expression, e.g. \"@rule:704.5 and not @contested\" (and, or, "
                   "not, parentheses); @rule:704.5 also matches its sub-rules, as --rule does")


def option_parser(name: str) -> Any:
    """An argparse ``type`` from a parser of adjudicator.harness.select: a bad value is refused
    as the command line is read, before anything is compiled or run."""
    def parse(text: str) -> Any:
        from adjudicator.harness import select

        try:
            return getattr(select, name)(text, option="")
        except AdjudicatorError as exc:
            raise argparse.ArgumentTypeError(exc.message) from None

    parse.__name__ = name.removeprefix("parse_")  # what argparse calls the value in its messages
    return parse


def add_shard(p: argparse.ArgumentParser) -> None:
    """``--shard K/N``: one of N disjoint parts of the selection, by a hash of each id."""
    p.add_argument("--shard", metavar="K/N", type=option_parser("parse_shard"),
                   help="run only the K-th of N parts of the selection (1 <= K <= N), split by a hash "
                   "of each scenario id: stable as the corpus grows; the N parts together are the "
                   "whole selection (`adjudicator compare` takes a folder of shard reports)")


def add_cache_option(p: argparse.ArgumentParser) -> None:
    """``--no-cache``: compile the corpus afresh (adjudicator/corpus/cache.py)."""
    p.add_argument("--no-cache", dest="use_cache", action="store_false",
                   help="ignore the compiled-corpus cache in .adjudicator-cache/ and compile afresh")


def lint_or_fail(games: list[str] | None, use_cache: bool = True) -> Any:
    """The linted corpus (from the compiled-corpus cache when nothing changed), or one error
    listing every problem at once."""
    from adjudicator.corpus.cache import cached_lint

    corpus, problems = cached_lint(None, games, use_cache=use_cache)
    if problems:
        listing = "\n  ".join(problems)
        raise AdjudicatorError(f"the corpus does not lint ({len(problems)} problems):\n  {listing}")
    return corpus


def selected(args: argparse.Namespace, cases: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """The cases the selection options pick (before any ``--shard``); an unknown ``--id`` is an
    error."""
    from adjudicator.harness.select import select

    chosen = select(cases, games=args.game, rules=args.rule, tags=args.tag, ids=args.id,
                    expression=args.tags)
    if args.id:
        missing = set(args.id) - {c["id"] for c in chosen}
        if missing:
            raise AdjudicatorError(f"no scenario with id {', '.join(sorted(missing))}")
    return chosen


def selection(args: argparse.Namespace) -> dict[str, Any]:
    """The selection options as a report header records them (a tag expression as written)."""
    chosen = {k: getattr(args, k) for k in ("game", "rule", "tag", "id")}
    return chosen | {"tags": args.tags.text if args.tags is not None else None}
