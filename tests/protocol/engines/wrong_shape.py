"""Answers observe (in the ``--case``) with valid JSON of the wrong shape: a state that is a
string, and an extra field."""

from fakebase import run, send, targeted


def hook(message: dict) -> bool:
    if message["cmd"] == "observe" and targeted():
        send({"seq": message["seq"], "state": "all good", "note": "__import__('os').system('x')"})
        return True
    return False


run(hook)
