"""``adjudicator run`` refuses bad options and unwritable outputs with one clear line before
anything runs (issue 15: items 4, 7, 8, 11), and ``export -o`` writes through what is not a
regular file (item 6)."""

from __future__ import annotations

import os
import subprocess
import sys
import time
from pathlib import Path

import pytest

from adjudicator.cli import main
from adjudicator.games import ROOT

ONE = ["--id", "nodawn-wrath-cascade-seven"]


@pytest.fixture(autouse=True)
def _private_cache(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("ADJUDICATOR_CACHE_DIR", str(tmp_path / "cache"))


def run_error(capsys: pytest.CaptureFixture[str], *args: str) -> str:
    """Run ``adjudicator run ARGS``: it must stop with status 2; its stderr."""
    try:
        code = main(["run", "-q", *args])
    except SystemExit as stop:  # argparse
        code = stop.code
    err = capsys.readouterr().err
    assert code == 2, err
    assert "Traceback" not in err
    return err


def test_an_empty_engine_command_is_an_error_not_the_in_process_engine(capsys) -> None:
    err = run_error(capsys, *ONE, "--engine", "")
    assert err == "adjudicator: error: the engine command is empty; give the program to run\n"


@pytest.mark.parametrize("value", ["0", "-5", "nan", "inf", "-inf", "1e9", "soon"])
def test_a_timeout_must_be_positive_finite_and_at_most_a_day(capsys, value: str) -> None:
    err = run_error(capsys, *ONE, f"--timeout={value}")
    assert (f"error: argument --timeout: expected a number of seconds above 0 and at most 86400, "
            f"got {value!r}") in err


def test_a_ruleset_for_an_unknown_game_is_an_error(capsys) -> None:
    err = run_error(capsys, *ONE, "--ruleset", "chess=2026-08-02")
    assert err == ("adjudicator: error: --ruleset chess=2026-08-02: unknown game 'chess'; games "
                   "are nocturne, nodawn, reign, rites\n")


def test_a_ruleset_for_a_game_outside_the_selection_is_checked_too(capsys) -> None:
    err = run_error(capsys, *ONE, "--ruleset", "reign=1999-01-01")
    assert "adjudicator: error: unknown ruleset '1999-01-01' for reign; known: " in err


@pytest.mark.parametrize(("first", "second"), [("--report", "--junit"),
                                                ("--junit", "--save-expectations"),
                                                ("--report", "--save-expectations")])
def test_two_outputs_on_one_file_are_refused(capsys, tmp_path: Path, first: str, second: str) -> None:
    same = tmp_path / "out.txt"
    err = run_error(capsys, *ONE, first, str(same), second, str(same))
    assert err == (f"adjudicator: error: {first} and {second} name the same file {same}; give "
                   "each its own path\n")
    assert not same.exists()


def test_an_output_over_the_expectations_read_is_refused(capsys, tmp_path: Path) -> None:
    baseline = tmp_path / "engine.toml"
    baseline.write_text("format = 1\n")
    link = tmp_path / "link.toml"
    link.symlink_to(baseline)
    err = run_error(capsys, *ONE, "--expectations", str(baseline), "--report", str(link))
    assert "--expectations and --report name the same file" in err
    assert baseline.read_text() == "format = 1\n"


def test_reading_and_saving_one_baseline_and_two_outputs_to_dev_null_are_fine(capsys, tmp_path) -> None:
    baseline = tmp_path / "engine.toml"
    baseline.write_text("format = 1\n")
    assert main(["run", "-q", *ONE, "--expectations", str(baseline), "--save-expectations",
                 str(baseline), "--report", os.devnull, "--junit", os.devnull]) == 0
    assert "format = 1" in baseline.read_text()
    capsys.readouterr()


def test_a_report_into_a_directory_is_an_error(capsys, tmp_path: Path) -> None:
    err = run_error(capsys, *ONE, "--report", str(tmp_path))
    assert err == f"adjudicator: error: --report {tmp_path}: is a directory; give a file name\n"


def test_a_report_on_a_read_only_place_or_a_full_disk_is_an_error(capsys, tmp_path: Path) -> None:
    err = run_error(capsys, *ONE, "--report", "/proc/self/report.jsonl")
    assert err.startswith("adjudicator: error: cannot write the report /proc/self/report.jsonl: ")
    full = tmp_path / "full"
    try:  # a private /dev/full
        os.mknod(full, 0o20666, os.makedev(1, 7))
    except PermissionError:
        return
    err = run_error(capsys, *ONE, "--report", str(full))
    assert err == f"adjudicator: error: cannot write the report {full}: No space left on device\n"
    err = run_error(capsys, *ONE, "--junit", str(full))
    assert err == f"adjudicator: error: cannot write {full}: No space left on device\n"


def export(*args: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "adjudicator.cli", "export", "--game", "rites", *args],
                          cwd=ROOT, capture_output=True, text=True, timeout=120)


def test_export_into_a_directory_is_an_error(tmp_path: Path) -> None:
    out = export("-o", str(tmp_path))
    assert out.returncode == 2 and "Traceback" not in out.stderr
    assert out.stderr == (f"adjudicator: error: cannot write {tmp_path}: it is a directory; "
                          "give a file name\n")


def test_export_writes_through_a_link_and_into_a_shell_process_substitution(tmp_path: Path) -> None:
    target = tmp_path / "cases.json"
    link = tmp_path / "latest.json"
    link.symlink_to(target)
    assert export("-o", str(link)).returncode == 0
    assert link.is_symlink() and target.read_text().startswith("{")
    out = subprocess.run(["bash", "-c", f"{sys.executable} -m adjudicator.cli export --game rites "
                          "-o >(wc -c > counted); wait"], cwd=tmp_path, capture_output=True,
                         text=True, timeout=120, env={**os.environ, "ADJUDICATOR_ROOT": str(ROOT)})
    assert out.returncode == 0 and "Traceback" not in out.stderr, out.stderr
    counted = tmp_path / "counted"
    deadline = time.monotonic() + 10  # an older bash does not wait for ``>(...)``
    while time.monotonic() < deadline and not (counted.exists() and counted.read_text().strip()):
        time.sleep(0.05)
    assert int(counted.read_text()) == len(target.read_bytes())
