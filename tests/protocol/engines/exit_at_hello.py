"""Exits with status 3 on hello, after saying why on stderr (with ``--once``: first launch only)."""

import sys

from fakebase import first_launch, run


def hook(message: dict) -> bool:
    if message["cmd"] == "hello" and first_launch():
        sys.stderr.write("fake: cannot load the rules database\n")
        sys.exit(3)
    return False


run(hook)
