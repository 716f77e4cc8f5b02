"""Answers observe (in the ``--case``) with one line of state ``--size`` bytes long
(default 64 KB; tests cap lines below that, or send more than the 10 MB default cap)."""

from fakebase import OPTIONS, run, send, targeted


def hook(message: dict) -> bool:
    if message["cmd"] == "observe" and targeted():
        send({"seq": message["seq"], "state": {"blob": "x" * int(OPTIONS.get("size", 65536))}})
        return True
    return False


run(hook)
