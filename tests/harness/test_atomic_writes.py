"""A crash while writing an expectations file, a rule index or any atomically written file
leaves the previous file exactly as it was, and no temporary file behind."""

from __future__ import annotations

import os
import stat
from pathlib import Path

import pytest

from adjudicator.files import OutputError, write_atomic
from adjudicator.harness.expectations import load_expectations, save_expectations
from adjudicator.harness.runner import CaseResult


class Crash(Exception):
    """The machine 'dies' at the rename."""


def _crash(*args: object) -> None:
    raise Crash()


def test_a_crash_at_the_rename_keeps_the_previous_file(tmp_path: Path, monkeypatch) -> None:
    target = tmp_path / "index.toml"
    target.write_text("old = true\n")
    monkeypatch.setattr(os, "replace", _crash)
    with pytest.raises(Crash):
        write_atomic(target, "new = true\n")
    assert target.read_text() == "old = true\n"
    assert [p.name for p in tmp_path.iterdir()] == ["index.toml"]


def test_a_crash_mid_write_keeps_the_previous_file(tmp_path: Path, monkeypatch) -> None:
    target = tmp_path / "index.toml"
    target.write_text("old = true\n")

    def failing_fdopen(fd: int, *args: object, **kwargs: object):
        handle = original(fd, *args, **kwargs)

        def write(text: str) -> int:  # half the text reaches the disk, then it is full
            handle.__class__.write(handle, text[: len(text) // 2])
            raise OSError(28, "No space left on device")

        handle.write = write  # type: ignore[method-assign]
        return handle

    original = os.fdopen
    monkeypatch.setattr(os, "fdopen", failing_fdopen)
    with pytest.raises(OSError, match="No space left"):
        write_atomic(target, "new = true\n" * 1000)
    assert target.read_text() == "old = true\n"
    assert [p.name for p in tmp_path.iterdir()] == ["index.toml"]


def test_a_crash_while_saving_expectations_keeps_the_baseline(tmp_path: Path, monkeypatch) -> None:
    path = tmp_path / "expected.toml"
    source = {"file": "features/nodawn/x.feature", "line": 3}
    failing = CaseResult("case-a", "nodawn", "A", ["704.5"], source, "fail", message="wrong")
    save_expectations(path, [failing], "engine 1")
    before = path.read_bytes()
    monkeypatch.setattr(os, "replace", _crash)
    other = CaseResult("case-b", "nodawn", "B", ["704.5"], source, "crashed", message="boom")
    with pytest.raises(Crash):
        save_expectations(path, [failing, other], "engine 1")
    assert path.read_bytes() == before
    assert set(load_expectations(path)) == {"case-a"}


# -- what is not a regular file is written through, never replaced (issue 15, item 6) --------
def test_a_symbolic_link_stays_a_link_and_its_target_gets_the_text(tmp_path: Path) -> None:
    target = tmp_path / "real.json"
    target.write_text("old\n")
    link = tmp_path / "link.json"
    link.symlink_to(target)
    write_atomic(link, "new\n")
    assert link.is_symlink() and os.readlink(link) == str(target)
    assert target.read_text() == "new\n"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["link.json", "real.json"]


def test_a_dangling_link_creates_its_target(tmp_path: Path) -> None:
    link = tmp_path / "link.json"
    link.symlink_to(tmp_path / "later.json")
    write_atomic(link, "new\n")
    assert link.is_symlink() and (tmp_path / "later.json").read_text() == "new\n"


def test_a_fifo_is_written_through_to_its_reader(tmp_path: Path) -> None:
    import threading

    fifo = tmp_path / "pipe"
    os.mkfifo(fifo)
    got: list[str] = []
    reader = threading.Thread(target=lambda: got.append(fifo.read_text()), daemon=True)
    reader.start()
    write_atomic(fifo, "through the pipe\n")
    reader.join(5)
    assert got == ["through the pipe\n"]
    assert stat.S_ISFIFO(os.lstat(fifo).st_mode)


def test_a_pipe_given_as_dev_fd_is_written_through(tmp_path: Path) -> None:
    """What ``export -o >(wc -c)`` passes: /dev/fd/N, the write end of a pipe."""
    read_end, write_end = os.pipe()
    try:
        write_atomic(Path(f"/dev/fd/{write_end}"), "x" * 100)
        os.close(write_end)
        write_end = -1
        assert os.read(read_end, 1000) == b"x" * 100
    finally:
        os.close(read_end)
        if write_end >= 0:
            os.close(write_end)


def test_a_full_device_is_an_error_naming_it_and_stays_a_device(tmp_path: Path) -> None:
    node = tmp_path / "full"
    try:  # a private copy of /dev/full: the real one must never be at risk
        os.mknod(node, stat.S_IFCHR | 0o666, os.makedev(1, 7))
    except PermissionError:
        pytest.skip("creating a device node needs root")
    with pytest.raises(OutputError, match=rf"^cannot write {node}: No space left on device$"):
        write_atomic(node, "x" * 10_000)
    assert stat.S_ISCHR(os.lstat(node).st_mode)


def test_a_directory_or_a_read_only_place_is_an_error_naming_the_path(tmp_path: Path) -> None:
    with pytest.raises(OutputError, match=rf"^cannot write {tmp_path}: it is a directory; "):
        write_atomic(tmp_path, "x")
    locked = tmp_path / "locked"
    locked.mkdir()
    locked.chmod(0o500)
    try:
        if os.access(locked, os.W_OK):  # root ignores permissions: use a read-only place
            locked = Path("/proc/self")
        with pytest.raises(OutputError, match=rf"^cannot write {locked / 'out.json'}: "):
            write_atomic(locked / "out.json", "x")
    finally:
        (tmp_path / "locked").chmod(0o700)
