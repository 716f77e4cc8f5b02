"""Files: writing them whole or not at all (reports, exports, rule indexes, docs), showing
their paths to users relative to the corpus root, and where caches of derived files live."""

from __future__ import annotations

import os
import stat
from pathlib import Path
from typing import IO, Any

from adjudicator.errors import AdjudicatorError

#: The folder under the corpus root that holds caches (compiled corpus, parsed rule indexes).
CACHE_DIR_NAME = ".adjudicator-cache"
#: Environment variable naming another cache folder.
CACHE_DIR_VARIABLE = "ADJUDICATOR_CACHE_DIR"


class OutputError(AdjudicatorError, OSError):
    """A file could not be written (a directory in the way, a read-only file system, a full
    disk); the message names the file. Still an OSError, for callers that may ignore it."""


def write_atomic(path: Path, text: str | bytes) -> None:
    """Write ``text`` (UTF-8, or bytes as they are) to ``path`` whole or not at all, where that
    is possible.

    A regular file (or a new one, or one a symbolic link points to) is written to a temporary
    file beside it, then renamed over it: a crash mid-write leaves the previous file intact,
    an existing file keeps its permissions, and a link stays a link. Anything else that is not
    a directory (a FIFO, ``/dev/stdout``, a device, a shell's ``>(...)``) is written through,
    as a shell redirection would. OutputError if the file cannot be written."""
    try:
        target = _regular_target(path)
        if target is None:
            with _opened(path, text) as handle:
                handle.write(text)
        else:
            _replace(target, text)
    except OutputError:
        raise
    except OSError as exc:
        raise OutputError(f"cannot write {path}: {exc.strerror or exc}") from exc


def _regular_target(path: Path) -> Path | None:
    """Where to write atomically (``path``, or the file its links lead to); None to write
    through a file that is not a regular one."""
    try:
        mode = os.stat(path).st_mode
    except FileNotFoundError:
        return Path(os.path.realpath(path)) if path.is_symlink() else path
    if stat.S_ISDIR(mode):
        raise OutputError(f"cannot write {path}: it is a directory; give a file name")
    if not stat.S_ISREG(mode):
        return None
    return Path(os.path.realpath(path)) if path.is_symlink() else path


def _opened(file: Path | int, text: str | bytes) -> IO[Any]:
    """``file`` (a path or a descriptor) open to write ``text``: UTF-8 with ``\\n`` line ends,
    or binary for bytes."""
    opener = os.fdopen if isinstance(file, int) else open
    if isinstance(text, bytes):
        return opener(file, "wb")
    return opener(file, "w", encoding="utf-8", newline="\n")


def _replace(path: Path, text: str | bytes) -> None:
    """Write a temporary file beside ``path`` and rename it over ``path``."""
    import tempfile

    path.parent.mkdir(parents=True, exist_ok=True)
    mode = _file_mode(path)
    fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    try:
        with _opened(fd, text) as handle:
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


#: The package's folder: a corpus inside it is the one an installed package ships.
PACKAGE = Path(__file__).resolve().parent


def cache_dir(root: Path) -> Path:
    """The cache folder of the corpus under ``root``: ``$ADJUDICATOR_CACHE_DIR`` when set; for
    the corpus an installed package carries (never written into), the user's cache folder
    (``$XDG_CACHE_HOME/adjudicator``, by default ``~/.cache/adjudicator``); else
    ``<root>/.adjudicator-cache``."""
    override = os.environ.get(CACHE_DIR_VARIABLE)
    if override:
        return Path(override)
    if root.resolve().is_relative_to(PACKAGE):
        home = os.environ.get("XDG_CACHE_HOME") or os.path.join(os.path.expanduser("~"), ".cache")
        return Path(home) / "adjudicator"
    return root / CACHE_DIR_NAME
