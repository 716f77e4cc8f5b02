"""The ``adjudicator`` command line.

One module per command family: ``run`` (running the corpus), ``corpus`` (export, steps,
lint), ``serve`` (the reference engines over stdio), ``rules`` (rule index tools). Each
module has an ``add(subparsers)`` that registers its commands and their handlers.

User mistakes (bad feature files, unknown games, malformed engine commands) end with one
clear message and exit status 2, never a traceback.
"""

from __future__ import annotations

import argparse
import os
import sys

from adjudicator import __version__
from adjudicator.cli import compare, corpus, docs, rules, run, serve
from adjudicator.cli.common import EXIT_USAGE, use_corpus_options
from adjudicator.errors import AdjudicatorError
from adjudicator.games import use_corpus

COMMAND_MODULES = (run, serve, corpus, rules, compare, docs)


def main(argv: list[str] | None = None) -> int:
    parser = build_parser()
    args = parser.parse_args(argv)
    if not getattr(args, "handler", None):
        parser.print_help()
        return EXIT_USAGE
    try:
        use_corpus_options(args)
        return args.handler(args)
    except AdjudicatorError as exc:
        print(f"adjudicator: error: {exc}", file=sys.stderr)
        return EXIT_USAGE
    except KeyboardInterrupt:
        print("adjudicator: interrupted", file=sys.stderr)
        return 130
    except BrokenPipeError:
        # The reader went away (``adjudicator coverage | head``): stop quietly, as Unix tools do.
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        return 0
    finally:
        use_corpus()  # the default corpus again, for a caller that runs several commands


class VersionAction(argparse.Action):
    """``--version``: ``adjudicator 0.1.0`` and the shipped corpus's folder, unwrapped."""

    def __call__(self, parser: argparse.ArgumentParser, *_: object) -> None:
        from adjudicator.games import PACKAGE_ROOT

        print(f"adjudicator {__version__}\ncorpus: {PACKAGE_ROOT}")
        parser.exit()


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="adjudicator",
        description="Rules-conformance corpus and reference adjudicator for card games. "
        "Run the corpus against the reference engines or your own engine (with baselines of known "
        "failures and report comparison), export it as JSON cases, list the step vocabulary, lint "
        "the corpus, import and diff rulebooks, measure rule coverage, list the rulebooks' "
        "contradictions, and build the rules-by-example site. Start with README.md.",
    )
    parser.add_argument("--version", action=VersionAction, nargs=0,
                        help="show the version and where the shipped corpus is, and exit")
    sub = parser.add_subparsers(metavar="COMMAND")
    for module in COMMAND_MODULES:
        module.add(sub)
    return parser
