"""Answers act (in the ``--case``) with the start of a reply and no newline, then blocks;
with ``--then exit`` it exits instead."""

import os
import sys
import time

from fakebase import OPTIONS, run, targeted


def hook(message: dict) -> bool:
    if message["cmd"] == "act" and targeted():
        sys.stdout.write(f'{{"seq": {message["seq"]}, "outcome": "do')
        sys.stdout.flush()
        if OPTIONS.get("then") == "exit":
            os._exit(0)
        time.sleep(600)
    return False


run(hook)
