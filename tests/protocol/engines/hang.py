"""Never answers act (sleeps); everything else is answered."""

import time

from fakebase import run


def hook(message: dict) -> bool:
    if message["cmd"] == "act":
        time.sleep(600)
    return False


run(hook)
