"""Answers hello and start, then dies with a traceback on the first act."""

from fakebase import run


def hook(message: dict) -> bool:
    if message["cmd"] == "act":
        raise RuntimeError("boom while acting")
    return False


run(hook)
