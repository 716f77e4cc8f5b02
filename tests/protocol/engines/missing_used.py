"""Answers act with outcome done but without the required 'used' list."""

from fakebase import run, send


def hook(message: dict) -> bool:
    if message["cmd"] == "act":
        send({"seq": message["seq"], "outcome": "done"})
        return True
    return False


run(hook)
