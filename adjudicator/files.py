"""Files: writing them whole or not at all (reports, exports, rule indexes, docs), showing
their paths to users relative to the corpus root, and where caches of derived files live."""

from __future__ import annotations

import os
import tempfile
from pathlib import Path

#: The folder under the corpus root that holds caches (compiled corpus, parsed rule indexes).
CACHE_DIR_NAME = ".adjudicator-cache"
#: Environment variable naming another cache folder.
CACHE_DIR_VARIABLE = "ADJUDICATOR_CACHE_DIR"


def write_atomic(path: Path, text: str) -> None:
    """Write to a temporary file beside ``path``, then rename it over ``path``; a crash
    mid-write leaves the previous file intact. An existing file keeps its permissions."""
    path.parent.mkdir(parents=True, exist_ok=True)
    mode = _file_mode(path)
    fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8", newline="\n") as handle:
            handle.write(text)
        os.chmod(tmp, mode)
        os.replace(tmp, path)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise


def _file_mode(path: Path) -> int:
    """An existing file's permissions; for a new file the usual 0o666 less the umask."""
    if path.exists():
        return path.stat().st_mode & 0o777
    umask = os.umask(0)
    os.umask(umask)
    return 0o666 & ~umask


def relative(path: Path, root: Path) -> Path:
    """``path`` relative to ``root`` when it lies under it (how messages show files), else as is."""
    try:
        return path.relative_to(root)
    except ValueError:
        return path


def cache_dir(root: Path) -> Path:
    """The cache folder of the corpus under ``root``: ``$ADJUDICATOR_CACHE_DIR`` when set."""
    override = os.environ.get(CACHE_DIR_VARIABLE)
    return Path(override) if override else root / CACHE_DIR_NAME
