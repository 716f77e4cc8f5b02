"""At the ``--case`` start, leaves a child holding its stdout open, then exits with code 1:
the harness sees no end of file on the pipe, only a process that has gone."""

import subprocess
import sys

from fakebase import CURRENT, OPTIONS, record, run

SLEEPER = [sys.executable, "-c", "import time; time.sleep(30)"]


def hook(message: dict) -> bool:
    if message["cmd"] == "start" and CURRENT["case"] == OPTIONS.get("case"):
        record(subprocess.Popen(SLEEPER).pid)  # inherits stdout (and stderr)
        sys.exit(1)
    return False


run(hook)
