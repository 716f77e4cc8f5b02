"""Plays its first case well, then never answers again (from the second start on)."""

import time

from fakebase import run

STARTS = [0]


def hook(message: dict) -> bool:
    if message["cmd"] == "start":
        STARTS[0] += 1
        if STARTS[0] > 1:
            time.sleep(600)
    return False


run(hook)
