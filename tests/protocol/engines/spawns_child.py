"""Starts a long-lived child process at start and shows its pid in the state; else behaves."""

import subprocess
import sys

from fakebase import STATE, answer, run, send


def hook(message: dict) -> bool:
    if message["cmd"] == "start":
        reply = answer(message)
        child = subprocess.Popen([sys.executable, "-c", "import time; time.sleep(600)"])
        STATE["child"] = child.pid
        send({"seq": message["seq"], **reply})
        return True
    return False


run(hook)
