"""Answers act with a seq one higher than the request's."""

from fakebase import answer, run, send


def hook(message: dict) -> bool:
    if message["cmd"] == "act":
        send({"seq": message["seq"] + 1, **answer(message)})
        return True
    return False


run(hook)
