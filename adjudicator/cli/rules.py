"""``adjudicator rules ACTION``: rule index tools."""

from __future__ import annotations

import argparse
from pathlib import Path
from typing import Any

from adjudicator.cli.common import EXIT_USAGE


def add(sub: Any) -> None:
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


def cmd_rules_import(args: argparse.Namespace) -> int:
    from adjudicator.rules import cli_import

    print(cli_import(args.game, args.rulebook, args.output))
    return 0
