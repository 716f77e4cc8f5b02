"""The floor of the stdio protocol: a raw JSON-lines echo process.

Reads one JSON request per line and writes it back as one JSON line, flushing each, until end
of input. A client doing the same round trips to this process measures what any JSON-lines
engine costs at least, before it does any work of its own.
"""

from __future__ import annotations

import json
import sys


def main() -> int:
    out = sys.stdout.buffer
    for line in sys.stdin.buffer:
        if line.strip():
            out.write(json.dumps(json.loads(line), separators=(",", ":")).encode() + b"\n")
            out.flush()
    return 0


if __name__ == "__main__":
    sys.exit(main())
