"""Answers observe with a line of plain text instead of JSON (in the ``--case``)."""

import sys

from fakebase import run, targeted


def hook(message: dict) -> bool:
    if message["cmd"] == "observe" and targeted():
        sys.stdout.write("state looks fine to me\n")
        sys.stdout.flush()
        return True
    return False


run(hook)
