"""Replays a byte stream: reads the first request, writes the bytes of ``--stream FILE`` to
stdout exactly as they are, then exits. Standard library only (hypothesis writes FILE)."""

import sys

words = sys.argv[1:]
stream = words[words.index("--stream") + 1]
sys.stdin.buffer.readline()
with open(stream, "rb") as handle:
    sys.stdout.buffer.write(handle.read())
sys.stdout.buffer.flush()
