"""Exits with status 3 on hello, after saying why on stderr."""

import sys

from fakebase import run


def hook(message: dict) -> bool:
    if message["cmd"] == "hello":
        sys.stderr.write("fake: cannot load the rules database\n")
        sys.exit(3)
    return False


run(hook)
