"""Answers observe with a line of plain text instead of JSON."""

import sys

from fakebase import run


def hook(message: dict) -> bool:
    if message["cmd"] == "observe":
        sys.stdout.write("state looks fine to me\n")
        sys.stdout.flush()
        return True
    return False


run(hook)
