"""A tiny protocol engine for tests (standard library only), with one hook to misbehave.

Each fake engine script calls ``run(hook)``; ``hook(message)`` returns True when it has
dealt with the message itself (misbehaving), False to let the well-behaved answer go out.
"""

from __future__ import annotations

import json
import sys
from collections.abc import Callable
from typing import Any

STATE: dict[str, Any] = {}


def send(obj: Any) -> None:
    """Write one reply line and flush."""
    sys.stdout.write(json.dumps(obj) + "\n")
    sys.stdout.flush()


def answer(message: dict[str, Any]) -> dict[str, Any]:
    """The well-behaved reply (without seq)."""
    cmd = message.get("cmd")
    if cmd == "hello":
        return {"protocol": 1, "engine": {"name": "fake", "version": "0", "games": ["nodawn"],
                                          "language": "python", "features": []}}
    if cmd == "start":
        STATE.clear()
        STATE.update(message["state"])
        return {"ok": True}
    if cmd == "act":
        return {"outcome": "done", "used": list(range(len(message.get("decisions", []))))}
    if cmd == "observe":
        return {"state": STATE}
    if cmd == "stop":
        return {"ok": True}
    return {"error": f"unknown command {cmd!r}"}


def run(hook: Callable[[dict[str, Any]], bool] | None = None) -> None:
    """Answer requests until stop or end of input."""
    for line in sys.stdin:
        message = json.loads(line)
        if hook is None or not hook(message):
            send({"seq": message["seq"], **answer(message)})
        if message.get("cmd") == "stop":
            return
