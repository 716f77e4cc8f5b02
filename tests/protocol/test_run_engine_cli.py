"""``adjudicator run --engine`` as a user runs it: environment and working directory of the
engine, ``--validate-protocol``, and interrupted runs (SIGINT, SIGTERM) that still leave a
valid report and no engine behind."""

from __future__ import annotations

import json
import os
import shlex
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest
from processes import alive, gone, recorded

from adjudicator.games import ROOT
from adjudicator.harness.report import read_report

ENGINES = Path(__file__).parent / "engines"
SELECTION = ["--game", "nodawn", "--rule", "704.5b"]  # two scenarios: quick runs


def engine(script: str, *args: str) -> str:
    """An ``--engine`` command line for a fake engine answering like the reference."""
    return shlex.join([sys.executable, str(ENGINES / f"{script}.py"), "--reference", *args])


def adjudicator(*args: str, env: dict[str, str] | None = None) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "adjudicator.cli", *args], cwd=ROOT, env=env,
                          capture_output=True, text=True, timeout=120)


def cases(report: Path) -> list[dict]:
    return read_report(report)[1]


# -- environment and working directory ----------------------------------------------------
def test_the_engine_gets_a_scrubbed_environment_and_the_chosen_directory(tmp_path: Path) -> None:
    report = tmp_path / "r.jsonl"
    env = {**os.environ, "SECRET_TOKEN": "hunter2", "VIRTUAL_ENV": "/somewhere", "LC_ALL": "C",
           "PASSED": "1", "ENGINE_A": "1", "ENGINE_B": "2"}
    out = adjudicator("run", "-q", *SELECTION, "--engine", engine("env_probe"), "--report", str(report),
                      "--engine-cwd", str(tmp_path), "--engine-env", "PROBE=a=b", "--pass-env", "PASSED",
                      "--pass-env", "ENGINE_*", env=env)
    assert out.returncode == 0, out.stderr
    probe = read_report(report)[0]["engine"]
    assert probe["x-cwd"] == str(tmp_path.resolve())
    assert probe["x-probe"] == "a=b"
    names = set(probe["x-env"])
    assert {"PATH", "LC_ALL", "PASSED", "ENGINE_A", "ENGINE_B", "PROBE"} <= names
    assert "SECRET_TOKEN" not in names and "VIRTUAL_ENV" not in names


@pytest.mark.parametrize(("option", "value", "words"), [
    ("--engine-cwd", "/nonexistent/dir", "the engine working directory '/nonexistent/dir' does not exist"),
    ("--engine-env", "NOEQUALS", "--engine-env takes KEY=VALUE, not 'NOEQUALS'"),
])
def test_bad_engine_options_are_clear_errors(option: str, value: str, words: str) -> None:
    out = adjudicator("run", "-q", *SELECTION, "--engine", engine("env_probe"), option, value)
    assert out.returncode == 2
    assert words in out.stderr and "Traceback" not in out.stderr


def test_the_installed_console_script_serves_in_the_scrubbed_environment(tmp_path: Path) -> None:
    script = Path(sys.executable).parent / "adjudicator"
    if not script.exists():
        pytest.skip("no console script beside this interpreter (not a venv install)")
    out = adjudicator("run", "-q", *SELECTION, "--engine", f"{shlex.quote(str(script))} serve nodawn")
    assert out.returncode == 0, out.stdout + out.stderr


def test_an_engine_failing_its_hello_stops_the_run_with_a_clear_error() -> None:
    out = adjudicator("run", "-q", *SELECTION, "--engine", engine("exit_at_hello"))
    assert out.returncode == 2
    assert "the engine failed its hello (crashed): engine exited with code 3" in out.stderr
    assert "cannot load the rules database" in out.stderr and "Traceback" not in out.stderr


def test_nothing_an_engine_sends_is_evaluated(tmp_path: Path) -> None:
    """A reply full of Python is quoted as data: no file appears, the case is just errored."""
    report, marker = tmp_path / "r.jsonl", tmp_path / "pwned"
    one = "nodawn-garethean-not-liquidated-at-ten"
    out = adjudicator("run", "-q", "--id", one, "--report", str(report),
                      "--engine", engine("wrong_shape", "--case", one))
    assert out.returncode == 1
    [case] = cases(report)
    assert case["outcome"] == "errored" and "__import__('os')" in case["message"]
    assert not marker.exists()


# -- --validate-protocol -------------------------------------------------------------------
def test_validate_protocol_reports_the_first_violation_with_its_json_path(tmp_path: Path) -> None:
    report = tmp_path / "r.jsonl"
    out = adjudicator("run", "-q", *SELECTION, "--engine", engine("missing_used"), "--report", str(report),
                      "--validate-protocol")
    assert out.returncode == 1
    found = [c for c in cases(report) if c["outcome"] != "skipped"]
    assert found and all(c["outcome"] == "errored" for c in found)
    for c in found:
        assert c["message"] == f"case {c['id']}: protocol violation at $.used: required field is " \
                               "missing (reply to 'act')"
        assert c["step"].startswith("When ")


# -- interrupted runs ------------------------------------------------------------------------
@pytest.mark.parametrize(("sig", "code", "name"), [(signal.SIGTERM, 143, "SIGTERM"),
                                                    (signal.SIGINT, 130, "SIGINT")])
def test_an_interrupted_run_leaves_a_valid_partial_report_and_no_engine(
    tmp_path: Path, sig: int, code: int, name: str,
) -> None:
    report, pids = tmp_path / "r.jsonl", tmp_path / "pids"
    cmd = [sys.executable, "-m", "adjudicator.cli", "run", "-q", "--game", "nodawn", "--report",
           str(report), "--junit", str(tmp_path / "r.xml"),
           "--engine", engine("slow", "--delay", "0.05", "--pids", str(pids))]
    run = subprocess.Popen(cmd, cwd=ROOT, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    try:
        deadline = time.monotonic() + 60
        while time.monotonic() < deadline and len(_lines(report)) < 3:  # header and two cases
            time.sleep(0.05)
        run.send_signal(sig)
        _, err = run.communicate(timeout=30)
    finally:
        if run.poll() is None:
            run.kill()
    assert run.returncode == code, err
    assert "Traceback" not in err
    header, done, footer = read_report(report)
    assert header["type"] == "header" and len(done) >= 2
    assert footer is not None and footer["complete"] is False and footer["interrupted"] == name
    assert footer["totals"]["total"] == len(done) < header["cases"]
    assert recorded(pids) and all(gone(p) for p in recorded(pids)), [p for p in recorded(pids) if alive(p)]
    junit = (tmp_path / "r.xml").read_text()  # the JUnit of what ran, marked incomplete
    assert junit.count("<testcase ") == len(done) + 1
    assert f"the run was interrupted by {name} after {len(done)} of {header['cases']} cases" in junit


#: Seconds a run may take to end after a signal or a dead worker: workers get a few seconds to
#: close their engines before they are killed. A bound on a hang, not a benchmark.
PROMPTLY = 12.0


def _parallel_run(tmp_path: Path) -> tuple[subprocess.Popen, Path]:
    """``run -j 2`` against a slow engine (with a report and JUnit), once both workers' engines
    have started; (the run, the pids file). The first pid is the main process's hello probe."""
    pids = tmp_path / "pids"
    cmd = [sys.executable, "-m", "adjudicator.cli", "run", "-q", "--game", "nodawn", "-j", "2",
           "--report", str(tmp_path / "r.jsonl"), "--junit", str(tmp_path / "r.xml"),
           "--engine", engine("slow", "--delay", "0.3", "--pids", str(pids))]
    run = subprocess.Popen(cmd, cwd=ROOT, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    deadline = time.monotonic() + 60
    while time.monotonic() < deadline and len(recorded(pids)) < 3 and run.poll() is None:
        time.sleep(0.05)
    assert len(recorded(pids)) == 3, run.communicate(timeout=30)
    return run, pids


def _ended(run: subprocess.Popen) -> tuple[str, float]:
    """Wait (boundedly) for the run to end; its stderr and the seconds it took."""
    started = time.monotonic()
    try:
        _, err = run.communicate(timeout=60)
    finally:
        if run.poll() is None:
            run.kill()
    return err, time.monotonic() - started


@pytest.mark.parametrize(("sig", "code", "name"), [(signal.SIGTERM, 143, "SIGTERM"),
                                                    (signal.SIGINT, 130, "SIGINT")])
def test_a_parallel_run_ends_promptly_on_a_signal_with_both_reports(
    tmp_path: Path, sig: int, code: int, name: str,
) -> None:
    run, pids = _parallel_run(tmp_path)
    probe = recorded(pids)[0]
    assert gone(probe, within=2.0)  # the hello probe does not idle through the whole run
    run.send_signal(sig)
    err, seconds = _ended(run)
    assert run.returncode == code and seconds < PROMPTLY, (seconds, err)
    assert "Traceback" not in err
    header, done, footer = read_report(tmp_path / "r.jsonl")
    assert footer is not None and footer["complete"] is False and footer["interrupted"] == name
    junit = (tmp_path / "r.xml").read_text()
    assert f"the run was interrupted by {name} after {len(done)} of {header['cases']} cases" in junit
    assert all(gone(p) for p in recorded(pids)), [p for p in recorded(pids) if alive(p)]


def test_a_parallel_run_whose_worker_dies_stops_promptly_with_an_error(tmp_path: Path) -> None:
    run, pids = _parallel_run(tmp_path)
    engines = recorded(pids)[1:]
    worker = int(Path(f"/proc/{engines[0]}/stat").read_text().rsplit(")", 1)[1].split()[1])
    assert worker != run.pid
    os.kill(worker, signal.SIGKILL)  # as the OOM killer would
    err, seconds = _ended(run)
    assert run.returncode == 2 and seconds < PROMPTLY, (seconds, err)
    assert err.strip().endswith("adjudicator: error: a worker process of the parallel run was "
                                "killed by SIGKILL before finishing its cases (out of memory?); "
                                "rerun, with -j 1 to see the case it stopped at"), err
    assert all(gone(p, within=5.0) for p in engines), [p for p in engines if alive(p)]


def _lines(path: Path) -> list[str]:
    try:
        return [line for line in path.read_text().split("\n") if line.endswith("}")]
    except FileNotFoundError:
        return []


def test_a_report_cut_mid_line_is_read_with_a_note(tmp_path: Path) -> None:
    report = tmp_path / "r.jsonl"
    header = {"type": "header", "format": 1, "cases": 2}
    case = {"type": "case", "id": "a", "outcome": "pass"}
    cut = '{"type": "case", "id": "b", "out'
    report.write_text(json.dumps(header) + "\n" + json.dumps(case) + "\n" + cut)
    notes: list[str] = []
    _, found, footer = read_report(report, notes)
    assert [c["id"] for c in found] == ["a"] and footer is None
    assert notes == [f"{report}:3: the last line is cut short (the run was interrupted mid-write); "
                     "it is left out"]


def test_a_corrupt_line_in_the_middle_is_an_error_at_file_and_line(tmp_path: Path) -> None:
    from adjudicator.errors import AdjudicatorError

    report = tmp_path / "r.jsonl"
    report.write_text('{"type": "header", "format": 1}\n{"type": "ca\n{"type": "footer"}\n')
    with pytest.raises(AdjudicatorError, match=rf"^{report}:2: not a JSON line"):
        read_report(report)
