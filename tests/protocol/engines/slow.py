"""Well-behaved but slow: waits ``--delay`` seconds (default 0.1) before every reply."""

import time

from fakebase import OPTIONS, run


def hook(message: dict) -> bool:
    time.sleep(float(OPTIONS.get("delay", 0.1)))
    return False


run(hook)
