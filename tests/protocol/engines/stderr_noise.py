"""Well-behaved, but logs 100 KB to stderr per message (more than a pipe buffer holds)."""

import sys

from fakebase import run


def hook(message: dict) -> bool:
    for i in range(1000):
        sys.stderr.write(f"debug {message['cmd']} {i:04d} " + "." * 80 + "\n")
    sys.stderr.flush()
    return False


run(hook)
