"""A crash while writing an expectations file, a rule index or any atomically written file
leaves the previous file exactly as it was, and no temporary file behind."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from adjudicator.files import write_atomic
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
