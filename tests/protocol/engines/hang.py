"""Never answers act (sleeps) in the ``--case``; everything else is answered."""

import time

from fakebase import run, targeted


def hook(message: dict) -> bool:
    if message["cmd"] == "act" and targeted():
        time.sleep(600)
    return False


run(hook)
