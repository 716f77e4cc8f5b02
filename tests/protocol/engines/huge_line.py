"""Answers observe with a line of 64 KB of state (tests cap lines far below that)."""

from fakebase import run, send


def hook(message: dict) -> bool:
    if message["cmd"] == "observe":
        send({"seq": message["seq"], "state": {"blob": "x" * 65536}})
        return True
    return False


run(hook)
