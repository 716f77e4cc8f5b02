"""Answers act with a seq one higher than the request's (in the ``--case``)."""

from fakebase import answer, run, send, targeted


def hook(message: dict) -> bool:
    if message["cmd"] == "act" and targeted():
        send({"seq": message["seq"] + 1, **answer(message)})
        return True
    return False


run(hook)
