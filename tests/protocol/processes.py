"""Process checks the protocol tests share, without psutil: is a pid still running?"""

from __future__ import annotations

import os
import time
from pathlib import Path


def alive(pid: int) -> bool:
    """Whether a process exists and is not a zombie (PID 1 may never reap orphans here)."""
    try:
        stat = Path(f"/proc/{pid}/stat").read_text()
    except FileNotFoundError:
        return False
    except OSError:
        try:
            os.kill(pid, 0)
        except ProcessLookupError:
            return False
        return True
    return stat.rsplit(")", 1)[1].split()[0] not in ("Z", "X")


def gone(pid: int, within: float = 2.0) -> bool:
    """Wait up to ``within`` seconds for the process to end; whether it did."""
    deadline = time.monotonic() + within
    while time.monotonic() < deadline:
        if not alive(pid):
            return True
        time.sleep(0.01)
    return False


def recorded(path: Path) -> list[int]:
    """The pids a fake engine wrote to its ``--pids`` file."""
    if not path.exists():
        return []
    return [int(line) for line in path.read_text(encoding="ascii").split()]
