"""Content hashes of files, remembered between processes by what ``stat`` says of each file.

The compiled-corpus cache is keyed by the content of a few hundred files (features, fixtures,
the compiling code). Reading and hashing them all costs more than the rest of a one-case run's
look-up, so :class:`Digests` keeps each file's SHA-256 with its size, modification and change
times and inode, in one JSON file of the cache folder, and hashes a file again only when any of
those moved. As git does with its index, a hash is trusted only for a file last changed well
before it was hashed (:data:`SETTLED_NS`): an edit within the same tick of the file system's
clock, which ``stat`` cannot tell from the state hashed, is then still read.

A missing, unreadable or malformed memo is an empty one; one that cannot be written is not kept.
"""

from __future__ import annotations

import contextlib
import hashlib
import json
import os
import stat
import time
from pathlib import Path

from adjudicator.files import write_atomic

#: A file changed less than this long before it was hashed is hashed again next time (the
#: coarsest file-system clocks tick every 2 seconds).
SETTLED_NS = 2_000_000_000
MEMO_FORMAT = 1


class Digests:
    """SHA-256 of files by path, with the memo kept in ``memo`` (a JSON file)."""

    def __init__(self, memo: Path) -> None:
        self.memo = memo
        self.known: dict[str, list[int | str]] = {}
        self.seen: set[str] = set()
        self.changed = False
        with contextlib.suppress(OSError, ValueError):
            data = json.loads(memo.read_text(encoding="utf-8"))
            if isinstance(data, dict) and data.get("format") == MEMO_FORMAT \
                    and isinstance(data.get("files"), dict):
                self.known = data["files"]

    def of(self, path: str | Path) -> str | None:
        """The SHA-256 of a regular file's content; None when ``path`` is not one."""
        try:
            st = os.stat(path)
        except OSError:
            return None
        if not stat.S_ISREG(st.st_mode):
            return None
        signature = [st.st_size, st.st_mtime_ns, st.st_ctime_ns, st.st_ino]
        name = str(path)
        self.seen.add(name)
        kept = self.known.get(name)
        if isinstance(kept, list) and len(kept) == 6 and kept[:4] == signature \
                and isinstance(kept[5], int) and max(signature[1:3]) < kept[5] - SETTLED_NS:
            return str(kept[4])
        hashed_ns = time.time_ns()
        with open(path, "rb") as handle:
            digest = hashlib.sha256(handle.read()).hexdigest()
        self.known[name] = [*signature, digest, hashed_ns]
        self.changed = True
        return digest

    def save(self) -> None:
        """Keep what was hashed for the next process (nothing to do if nothing was), less the
        files that are gone."""
        if not self.changed:
            return
        self.known = {name: kept for name, kept in self.known.items()
                      if name in self.seen or os.path.isfile(name)}
        with contextlib.suppress(OSError):
            write_atomic(self.memo, json.dumps({"format": MEMO_FORMAT, "files": self.known},
                                               separators=(",", ":")))
        self.changed = False
