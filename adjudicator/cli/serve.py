"""``adjudicator serve GAME``: a reference engine over the stdio protocol."""

from __future__ import annotations

import argparse
from typing import Any

from adjudicator.games import PLAYABLE


def add(sub: Any) -> None:
    p = sub.add_parser("serve", help="serve a reference engine over the stdio protocol",
                       description="Make the reference adjudicator of GAME an engine speaking the "
                       "JSON-lines protocol on stdin/stdout (docs/protocol.md).")
    p.add_argument("game", choices=PLAYABLE)
    p.set_defaults(handler=cmd_serve)


def cmd_serve(args: argparse.Namespace) -> int:
    from adjudicator.protocol.serve import serve

    return serve(args.game)
