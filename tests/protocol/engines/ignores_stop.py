"""Answers stop but keeps running (ignoring SIGTERM too), so close() must kill it."""

import signal
import time

from fakebase import answer, run, send


def hook(message: dict) -> bool:
    if message["cmd"] == "stop":
        signal.signal(signal.SIGTERM, signal.SIG_IGN)
        send({"seq": message["seq"], **answer(message)})
        time.sleep(600)
    return False


run(hook)
