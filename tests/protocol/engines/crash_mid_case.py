"""Answers hello and start, then dies with a traceback on the first act (of the ``--case``)."""

from fakebase import run, targeted


def hook(message: dict) -> bool:
    if message["cmd"] == "act" and targeted():
        raise RuntimeError("boom while acting")
    return False


run(hook)
