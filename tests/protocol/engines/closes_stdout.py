"""Closes its stdout at act (in the ``--case``) but keeps running."""

import os
import time

from fakebase import run, targeted


def hook(message: dict) -> bool:
    if message["cmd"] == "act" and targeted():
        os.close(1)
        time.sleep(600)
    return False


run(hook)
