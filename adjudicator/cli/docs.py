"""``adjudicator docs``: build the rules-by-example site and, with reports, the conformance dashboard."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path
from typing import Any

from adjudicator.cli.common import add_corpus
from adjudicator.games import GAME_SLUGS, PLAYABLE


def add(sub: Any) -> None:
    p = sub.add_parser(
        "docs", help="build the rules-by-example site (and a conformance dashboard)",
        description="Write a self-contained static site (opens from the file system): each rule "
        "with its scenarios and results, gaps shown, card pages, search; with one report per "
        "engine, a dashboard of rule sections x engines with SVG badges. See docs/site.md.")
    p.add_argument("--game", action="append", choices=GAME_SLUGS,
                   help="only this game (repeatable; default: every game with a rule index)")
    p.add_argument("--report", action="append", type=Path, default=[], metavar="RUN.jsonl",
                   help="a JSON-lines report of `adjudicator run --report`, or a folder of the reports "
                   "of one run's shards (repeatable, one per engine)")
    p.add_argument("--rulebook", action="append", default=[], metavar="GAME=PATH",
                   help="show each rule's own text from your copy of GAME's rulebook, read at build "
                   "time and checked against the index's fingerprints (repeatable, one per game; "
                   "nothing of it is stored outside the pages written)")
    p.add_argument("-o", "--output", type=Path, required=True, metavar="DIR",
                   help="folder to write the site into (new, empty, or an earlier site)")
    add_corpus(p)
    p.set_defaults(handler=cmd_docs)


def cmd_docs(args: argparse.Namespace) -> int:
    from adjudicator.games import corpus_games
    from adjudicator.site.build import build

    every = corpus_games() + [g for g in GAME_SLUGS if g not in PLAYABLE]  # games with a corpus first
    games = list(dict.fromkeys(args.game)) if args.game else every
    stats = build(args.output, games, args.report, rulebooks=rulebooks(args.rulebook))
    print(stats.line(args.output), file=sys.stderr)
    print(f"open {args.output / 'index.html'}", file=sys.stderr)
    return 0


def rulebooks(options: list[str]) -> dict[str, Path]:
    """``--rulebook GAME=PATH`` options -> {game: path}; a clear error for a bad or repeated one."""
    from adjudicator.errors import AdjudicatorError
    from adjudicator.site.rulebook import parse_option

    out: dict[str, Path] = {}
    for option in options:
        game, path = parse_option(option)
        if game not in GAME_SLUGS:
            raise AdjudicatorError(f"--rulebook {option!r}: unknown game {game!r}; known games: "
                                   f"{', '.join(GAME_SLUGS)}")
        if game in out:
            raise AdjudicatorError(f"--rulebook {option!r}: {game} already has a rulebook ({out[game]})")
        out[game] = path
    return out
