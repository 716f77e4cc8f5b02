"""Speaks protocol 3, which this harness does not know."""

from fakebase import answer, run, send


def hook(message: dict) -> bool:
    if message["cmd"] == "hello":
        send({"seq": message["seq"], **answer(message), "protocol": 3})
        return True
    return False


run(hook)
