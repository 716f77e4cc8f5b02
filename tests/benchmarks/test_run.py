"""benchmarks/run.py: a bad command line is refused with a message naming the option (exit 2),
the sign test decides a target only when the rounds allow it, and a short real run prints both
tables and exits with the status its verdicts call for."""

from __future__ import annotations

import importlib.util
import json
import subprocess
import sys

import pytest

from adjudicator.games import PACKAGE_ROOT

RUN = PACKAGE_ROOT / "benchmarks" / "run.py"


def run_py(*args: str, timeout: float = 60) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, str(RUN), *args], capture_output=True, text=True,
                          timeout=timeout)


@pytest.fixture(scope="module")
def bench():
    spec = importlib.util.spec_from_file_location("bench_run", RUN)
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module  # dataclasses look their module up while it executes
    spec.loader.exec_module(module)
    return module


def test_help_explains_every_option_and_the_exit_status():
    out = run_py("--help")
    assert out.returncode == 0, out.stderr
    for option in ("--quick", "--rounds", "--max-rounds", "--budget", "--only", "--keep",
                   "--report", "--loop-id", "--loop-rule"):
        assert option in out.stdout
    assert "inconclusive" in out.stdout and "Exit status" in out.stdout


@pytest.mark.parametrize(("args", "says"), [
    (["--rounds", "3"], "--rounds 3: at least 5 rounds"),
    (["--rounds", "0"], "argument --rounds: expected a whole number above 0, got '0'"),
    (["--rounds", "five"], "argument --rounds: expected a whole number above 0, got 'five'"),
    (["--max-rounds", "4"], "--max-rounds 4 is below --rounds 5"),
    (["--budget", "0"], "argument --budget: expected a number of seconds above 0"),
    (["--budget", "nan"], "argument --budget: expected a number of seconds above 0"),
    (["--only", "speed"], "argument --only: invalid choice: 'speed'"),
    (["--report", "."], "--report .: is a folder"),
    (["--frobnicate"], "unrecognized arguments: --frobnicate"),
])
def test_a_bad_command_line_is_refused_before_anything_runs(args, says):
    out = run_py(*args)
    assert out.returncode == 2
    assert says in out.stderr and "Traceback" not in out.stderr
    assert out.stdout == ""


def test_keep_naming_a_file_is_refused(tmp_path):
    blocker = tmp_path / "file"
    blocker.write_text("")
    out = run_py("--keep", str(blocker))
    assert out.returncode == 2 and f"--keep {blocker}: not a folder" in out.stderr


@pytest.mark.parametrize(("met", "rounds", "expected"), [
    (5, 5, "holds"), (0, 5, "fails"), (4, 5, "undecided"), (1, 5, "undecided"),
    (7, 8, "holds"), (1, 8, "fails"), (6, 8, "undecided"), (0, 0, "undecided"),
])
def test_the_sign_test_decides_only_lopsided_rounds(bench, met, rounds, expected):
    figures = [1.0] * met + [3.0] * (rounds - met)
    assert bench.verdict(figures, lambda f: f <= 2.0) == expected


def test_a_target_undecided_after_every_round_is_inconclusive(bench):
    target = bench.Target("t", "loop", "<= 2", lambda f: f <= 2.0, str, [1.0, 3.0] * 4)
    assert target.state == "undecided"
    assert target.spread() == "2.0 [1.0 .. 3.0]"


def test_a_short_real_run_prints_both_tables_and_its_verdicts(tmp_path):
    """The one-case loop only, on the real corpus: quick, and every path of a run is taken
    (rounds, progress, tables, the report file, the exit status)."""
    report = tmp_path / "report.json"
    out = run_py("--only", "loop", "--rounds", "5", "--max-rounds", "5", "--report", str(report),
                 timeout=300)
    assert out.returncode in (0, 1, 3), out.stderr
    assert "Measurements" in out.stdout and "Targets" in out.stdout
    assert "round 5 of 5" in out.stderr  # progress
    data = json.loads(report.read_text())
    verdicts = {t["name"].split(":")[0]: t for t in data["targets"]}
    assert set(verdicts) == {"one-case loop", "small selection"}
    assert all(len(t["figures"]) == 5 for t in verdicts.values())
    states = {t["verdict"] for t in verdicts.values()}
    assert out.returncode == (1 if "fails" in states else 3 if "undecided" in states else 0)


def test_an_absolute_target_leaves_out_the_rounds_of_a_busy_machine(bench):
    """A plain timing slowed by other work decides nothing: with the busy rounds left out,
    five quiet ones that meet the target hold, and too few quiet ones are inconclusive."""
    target = bench.Target("loop", "loop", "<= 0.25 s", lambda f: f <= 0.25, str, absolute=True)
    target.figures = [0.2] * 5 + [0.9] * 3
    target.contended = [False] * 5 + [True] * 3
    assert target.state == "holds" and target.count() == "5 of 5 met (3 busy, left out)"
    target.contended = [True] * 4 + [False] * 4
    assert target.state == "undecided"
    ratio = bench.Target("ratio", "bdd", ">= 10x", lambda f: f >= 10, str,
                         [12.0] * 5, contended=[True] * 5)
    assert ratio.state == "holds"  # both sides of a ratio share the busy machine


def test_the_cpu_share_of_a_process_is_its_cpu_time_over_its_wall_time(bench):
    assert bench.Run(2.0, 10.0, {}, 1.5).share == 0.75
    busy = bench.measured([sys.executable, "-c", "import time; time.sleep(0.3)"], None)
    assert busy.share < bench.MIN_SHARE  # a sleeping process had no CPU


@pytest.mark.parametrize(("figures", "expected"), [
    ([0.0] * 5, "holds"),                      # flat
    ([0.3, -0.3, 0.0, 0.01, -0.02, 0.02, 0.0, -0.01, 0.03, 0.0], "holds"),  # two strays of ten
    ([0.5] * 5, "fails"),                      # clearly above the band
    ([-0.5] * 5, "fails"),                     # clearly below it
    ([0.3, -0.3] * 4, "undecided"),            # scattered on both sides: noise, not a verdict
    ([0.0] * 4, "undecided"),                  # too few rounds
    ([], "undecided"),
])
def test_a_band_is_decided_by_two_one_sided_sign_tests(bench, figures, expected):
    assert bench.band_verdict(figures, -0.1, 0.1) == expected


def test_a_drift_target_is_a_band(bench):
    target = bench.drift_target(300, 1000)
    target.figures = [0.3, -0.3] * 10  # most rounds outside the band, on both sides
    assert target.state == "undecided"  # counting rounds inside it would have said fails
    target.figures = [0.25] * 10
    assert target.state == "fails"


def test_a_round_may_give_several_figures(bench):
    """A process that measures several inner rounds gives one figure each."""
    arm = bench.Arm("vocabulary round", [], None)
    arm.runs.append(bench.Run(1.0, 10.0, {"+0": [1.0, 2.0], "+0_wall": [1.0, 2.0],
                                          "+300": [1.0, 2.2], "+300_wall": [1.0, 2.2],
                                          "+1000": [1.0, 2.0], "+1000_wall": [1.0, 2.0]}, 1.0))
    arm.once = lambda: None
    comparison = bench.Comparison("v", "vocabulary", [arm], [(bench.drift_target(300, 1000),
                                                            bench.drift_of(300))])
    comparison.round()
    target = comparison.targets[0][0]
    assert target.figures == pytest.approx([0.0, 0.1]) and target.contended == [False, False]


def test_cpu_seconds_of_another_process_come_from_its_schedstat():
    import os
    import time

    spec = importlib.util.spec_from_file_location("bench_measure", PACKAGE_ROOT / "benchmarks" / "measure.py")
    measure = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(measure)
    busy = subprocess.Popen([sys.executable, "-c", "import time\nt = time.process_time()\n"
                             "while time.process_time() - t < 0.4: pass\nimport sys; sys.stdin.read()"],
                            stdin=subprocess.PIPE)
    try:
        clock = measure.Clock(busy.pid)
        time.sleep(0.6)
        wall, cpu = clock.stop()
        assert 0.6 <= wall < 5
        assert measure.task_cpu(busy.pid) > 0.1 and cpu > 0.1  # its spinning counts
        assert measure.task_cpu(os.getpid()) > 0
    finally:
        busy.communicate(b"")


def test_no_round_starts_that_the_budget_has_no_room_for(bench, tmp_path):
    """A round is not started when the time left is shorter than the comparison's last round."""
    import time

    chosen = bench.settings(["--budget", "10"])
    suite = bench.Suite(chosen, tmp_path, time.perf_counter() - 8)  # 8 of 10 s gone
    comparison = bench.Comparison("c", "loop", [], [])
    assert not suite.spent(comparison)  # no round yet: nothing to go by
    comparison.last_seconds = 1.0
    assert not suite.spent(comparison)
    comparison.last_seconds = 3.0
    assert suite.spent(comparison)
    late = bench.Suite(chosen, tmp_path, time.perf_counter() - 11)
    assert late.spent(bench.Comparison("d", "loop", [], []))
