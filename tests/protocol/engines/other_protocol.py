"""Speaks protocol 2."""

from fakebase import answer, run, send


def hook(message: dict) -> bool:
    if message["cmd"] == "hello":
        send({"seq": message["seq"], **answer(message), "protocol": 2})
        return True
    return False


run(hook)
