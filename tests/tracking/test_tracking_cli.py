"""The rule-tracking commands end to end, as a designer or engine author runs them."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from adjudicator.games import PACKAGE_ROOT

from .test_rules_diff import NEW, OLD

FEATURE = """Feature: a tiny corpus

  Background:
    Given a No Dawn duel between Alice and Bob

  @id:tiny-right @rule:119.1
  Scenario: the right opening Vitae
    Then Alice has 20 Vitae

  @id:tiny-wrong @rule:119.1
  Scenario: a deliberately wrong expectation
    Then Alice has 19 Vitae
"""


def adjudicator(*args: str, root: Path | None = None) -> subprocess.CompletedProcess:
    env = dict(os.environ)
    env.pop("ADJUDICATOR_ROOT", None)
    if root is not None:
        env["ADJUDICATOR_ROOT"] = str(root)
    return subprocess.run([sys.executable, "-m", "adjudicator.cli", *args], cwd=root or PACKAGE_ROOT,
                          capture_output=True, text=True, timeout=120, env=env)


@pytest.fixture
def tiny(tmp_path: Path) -> Path:
    """A corpus root with the real No Dawn fixtures and two scenarios, one failing."""
    shutil.copytree(PACKAGE_ROOT / "fixtures" / "nodawn", tmp_path / "fixtures" / "nodawn")
    (tmp_path / "fixtures" / "nodawn" / "contested.toml").unlink()
    (tmp_path / "features" / "nodawn").mkdir(parents=True)
    (tmp_path / "features" / "nodawn" / "tiny.feature").write_text(FEATURE)
    return tmp_path


def test_save_expectations_then_a_run_with_only_expected_failures_exits_zero(tiny) -> None:
    baseline = tiny / "engine.toml"
    first = adjudicator("run", "-q", "--save-expectations", str(baseline), root=tiny)
    assert first.returncode == 1 and "wrote 1 expected failures" in first.stderr
    assert 'outcome = "fail"' in baseline.read_text() and "[cases.tiny-wrong]" in baseline.read_text()
    again = adjudicator("run", "-q", "--expectations", str(baseline), "--strict", root=tiny)
    assert again.returncode == 0, again.stdout + again.stderr
    assert "1 expected failures, 0 new, 0 unexpected passes" in again.stdout


def test_a_new_failure_or_a_strict_unexpected_pass_exits_non_zero(tiny) -> None:
    baseline = tiny / "engine.toml"
    baseline.write_text('format = 1\n[cases.tiny-right]\noutcome = "fail"\n')
    out = adjudicator("run", "-q", "--expectations", str(baseline), root=tiny)
    assert out.returncode == 1 and "new failure: tiny-wrong: fail:" in out.stdout
    baseline.write_text('format = 1\n[cases.tiny-right]\noutcome = "fail"\n'
                        '[cases.tiny-wrong]\noutcome = "fail"\n')
    assert adjudicator("run", "-q", "--expectations", str(baseline), root=tiny).returncode == 0
    strict = adjudicator("run", "-q", "--expectations", str(baseline), "--strict", root=tiny)
    assert strict.returncode == 1 and "unexpected pass: tiny-right" in strict.stdout


def test_a_malformed_expectations_file_stops_the_run_before_it_starts(tiny) -> None:
    baseline = tiny / "engine.toml"
    baseline.write_text('format = 1\n[cases.tiny-right]\noutcome = "fail"\nwhy = "x"\n')
    out = adjudicator("run", "-q", "--expectations", str(baseline), "--report", str(tiny / "r.jsonl"),
                      root=tiny)
    assert out.returncode == 2 and f"{baseline}: case 'tiny-right': unknown key(s) why" in out.stderr
    assert not (tiny / "r.jsonl").exists() and "Traceback" not in out.stderr


def test_compare_exits_one_on_a_regression(tiny, tmp_path) -> None:
    old, new = tiny / "old.jsonl", tiny / "new.jsonl"
    adjudicator("run", "-q", "--report", str(old), root=tiny)
    (tiny / "features" / "nodawn" / "tiny.feature").write_text(
        FEATURE.replace("Alice has 20 Vitae", "Alice has 21 Vitae").replace("19 Vitae", "20 Vitae"))
    adjudicator("run", "-q", "--report", str(new), root=tiny)
    out = adjudicator("compare", str(old), str(new))
    assert out.returncode == 1, out.stdout + out.stderr
    assert "regressed tiny-right" in out.stdout and "fixed     tiny-wrong" in out.stdout
    same = adjudicator("compare", str(old), str(old), "--format", "json")
    assert same.returncode == 0 and json.loads(same.stdout)["counts"]["unchanged"] == 2


def test_rules_diff_reports_then_update_rewrites_only_the_index(tiny) -> None:
    (tiny / "old.txt").write_text(OLD)
    (tiny / "new.txt").write_text(NEW)
    before = {p: p.read_bytes() for p in (tiny / "features").rglob("*.*")}
    out = adjudicator("rules", "diff", "nodawn", "old.txt", "new.txt", root=tiny)
    assert out.returncode == 0, out.stderr
    assert "renumbered (1):\n  100.1b  (100.1b \u2192 100.1c)" in out.stdout
    index = tiny / "fixtures" / "nodawn" / "rules.toml"
    untouched = index.read_bytes()
    assert b"100.1c" not in untouched
    upd = adjudicator("rules", "diff", "nodawn", "old.txt", "new.txt", "--update", root=tiny)
    assert upd.returncode == 0 and '[rules."100.1c"]' in index.read_text()
    assert {p: p.read_bytes() for p in (tiny / "features").rglob("*.*")} == before


def test_rules_diff_on_a_broken_rulebook_is_one_clear_error(tiny) -> None:
    (tiny / "old.txt").write_text(OLD)
    (tiny / "bad.txt").write_text(OLD + "\n100.1a Again.\n")
    out = adjudicator("rules", "diff", "nodawn", "old.txt", "bad.txt", root=tiny)
    assert out.returncode == 2 and out.stderr.startswith("adjudicator: error: bad.txt:")
    assert "Traceback" not in out.stderr


def test_review_clears_lint_warnings_and_strict_lint_fails_on_them(tiny) -> None:
    warned = adjudicator("lint", root=tiny)
    assert warned.returncode == 0 and "has never been reviewed" in warned.stdout
    assert adjudicator("lint", "--strict", root=tiny).returncode == 1
    rev = adjudicator("rules", "review", "--rule", "119", root=tiny)
    assert rev.returncode == 0 and "2 lock entries updated" in rev.stderr
    clean = adjudicator("lint", "--strict", root=tiny)
    assert clean.returncode == 0 and clean.stdout == ""
    assert adjudicator("rules", "review", root=tiny).returncode == 2


def test_coverage_and_contested_on_the_real_corpus() -> None:
    table = adjudicator("coverage", "--game", "nodawn")
    assert table.returncode == 0 and "testable rules cited" in table.stdout
    data = json.loads(adjudicator("coverage", "--format", "json").stdout)
    assert [g["game"] for g in data["games"]] == ["nodawn", "reign", "rites", "nocturne"]
    md = adjudicator("coverage", "--game", "nocturne", "--format", "markdown")
    assert md.stdout.startswith("# Rule coverage") and "### Uncited rules" in md.stdout
    listing = adjudicator("contested", "--game", "nodawn")
    assert listing.returncode == 0 and "nodawn-ascension-threshold" in listing.stdout
    assert "A Reign of Kings: " in adjudicator("contested", "--game", "reign").stdout
