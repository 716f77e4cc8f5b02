"""Prints a debug line to stdout around its act reply (in the ``--case``): log noise between
replies, which the harness treats as a protocol error. ``--when before`` (default) prints it
just before the reply, ``--when after`` just after it (so it arrives unasked)."""

import sys

from fakebase import OPTIONS, answer, run, send, targeted


def noise() -> None:
    sys.stdout.write("DEBUG: resolving the action now\n")
    sys.stdout.flush()


def hook(message: dict) -> bool:
    if message["cmd"] == "act" and targeted():
        if OPTIONS.get("when", "before") == "before":
            noise()
            return False
        send({"seq": message["seq"], **answer(message)})
        noise()
        return True
    return False


run(hook)
