"""Starts two long-lived child processes at each start, one in its own session (so a process
group kill misses it), records their pids, shows one in the state, and never ends them."""

import subprocess
import sys

from fakebase import OPTIONS, STATE, answer, record, run, send

SLEEPER = [sys.executable, "-c", "import time; time.sleep(600)"]


def hook(message: dict) -> bool:
    if message["cmd"] == "start":
        reply = answer(message)
        child = subprocess.Popen(SLEEPER)
        loner = subprocess.Popen(SLEEPER, start_new_session=True)
        record(child.pid)
        record(loner.pid)
        if not OPTIONS.get("reference"):
            STATE["child"] = child.pid
            STATE["loner"] = loner.pid
        send({"seq": message["seq"], **reply})
        return True
    return False


run(hook)
