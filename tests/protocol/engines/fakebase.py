"""A tiny protocol engine for tests, with one hook to misbehave.

Each fake engine script calls ``run(hook)``; ``hook(message)`` returns True when it has
dealt with the message itself (misbehaving), False to let the well-behaved answer go out.

Options every fake engine takes (all optional):

``--reference``   answer like the reference adjudicator (so real corpus cases pass), not with
                  the echo engine below;
``--case ID``     misbehave only during the case with this id (see :func:`targeted`);
``--pids FILE``   append this process's pid (and, via :func:`record`, its children's) to FILE,
                  one per line, so a test can check that none outlives the run;
``--once FILE``   misbehave only on the first launch: a launch that finds FILE behaves
                  (see :func:`first_launch`).

Without ``--reference`` only the standard library is used.
"""

from __future__ import annotations

import json
import os
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

STATE: dict[str, Any] = {}
CURRENT: dict[str, Any] = {"case": None}
OPTIONS: dict[str, str | bool] = {}
_ENGINES: dict[str, Any] = {}


def _options(argv: list[str]) -> dict[str, str | bool]:
    out: dict[str, str | bool] = {}
    words = iter(argv)
    for word in words:
        if word == "--reference":
            out["reference"] = True
        elif word.startswith("--"):
            out[word[2:]] = next(words)
    return out


OPTIONS.update(_options(sys.argv[1:]))


def record(pid: int) -> None:
    """Note a pid in the ``--pids`` file (if any)."""
    if "pids" in OPTIONS:
        with open(str(OPTIONS["pids"]), "a", encoding="ascii") as handle:
            handle.write(f"{pid}\n")


def targeted() -> bool:
    """Whether to misbehave now: always, or only inside the ``--case`` case."""
    return "case" not in OPTIONS or CURRENT["case"] == OPTIONS["case"]


def first_launch() -> bool:
    """True only for the first launch when ``--once FILE`` is given (it creates FILE)."""
    if "once" not in OPTIONS:
        return True
    marker = Path(str(OPTIONS["once"]))
    if marker.exists():
        return False
    marker.write_text("launched\n", encoding="ascii")
    return True


def send(obj: Any) -> None:
    """Write one reply line and flush."""
    sys.stdout.write(json.dumps(obj) + "\n")
    sys.stdout.flush()


def answer(message: dict[str, Any]) -> dict[str, Any]:
    """The well-behaved reply (without seq)."""
    if OPTIONS.get("reference"):
        return _reference(message)
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


def _reference(message: dict[str, Any]) -> dict[str, Any]:
    """The reference adjudicator's reply, for whichever game the last ``start`` named."""
    from adjudicator.games import PLAYABLE, game
    from adjudicator.protocol.messages import dispatch

    cmd = message.get("cmd")
    if cmd == "hello":
        return {"protocol": 1, "engine": {"name": "fake-reference", "version": "0",
                                          "games": list(PLAYABLE), "language": "python",
                                          "features": []}}
    if cmd == "start":
        CURRENT["game"] = message.get("game")
    slug = CURRENT.get("game")
    if slug is None:
        return {"ok": True} if cmd == "stop" else {"error": f"{cmd} before start"}
    if slug not in _ENGINES:
        _ENGINES[slug] = game(slug).new_engine()
    return dispatch(_ENGINES[slug], message)


def run(hook: Callable[[dict[str, Any]], bool] | None = None) -> None:
    """Answer requests until stop or end of input."""
    record(os.getpid())
    for line in sys.stdin:
        message = json.loads(line)
        if message.get("cmd") == "start":
            CURRENT["case"] = message.get("case")
        if hook is None or not hook(message):
            send({"seq": message["seq"], **answer(message)})
        if message.get("cmd") == "stop":
            return
