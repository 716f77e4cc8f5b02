"""The JavaScript example engine (examples/engines/js/, Node, no dependencies) against the Rites
corpus: a real protocol-2 client in another language. It passes the number of cases its README
states, declines every other one up front as unsupported (using the plan that ``start`` carries),
fails none, and its committed expectations file holds exactly the run's baseline."""

from __future__ import annotations

import json
import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from adjudicator.harness.expectations import load_expectations

EXAMPLE = Path(__file__).resolve().parents[2] / "examples" / "engines" / "js"
NODE = shutil.which("node")
ENV = {k: v for k, v in os.environ.items() if k != "ADJUDICATOR_ROOT"}

pytestmark = pytest.mark.skipif(NODE is None, reason="node is not on PATH: the JavaScript example "
                                "engine runs wherever Node.js is installed (.ci/run installs it)")


def stated_counts() -> tuple[int, int]:
    """The passed and unsupported counts the example's README states."""
    text = (EXAMPLE / "README.md").read_text(encoding="utf-8")
    found = re.search(r"passes \*\*(\d+)\*\* .*?declines \*\*(\d+)\*\*", text, re.S)
    assert found, "examples/engines/js/README.md states no counts"
    return int(found[1]), int(found[2])


def run_example(tmp_path: Path, *extra: str) -> tuple[subprocess.CompletedProcess[str], dict]:
    report = tmp_path / "run.jsonl"
    out = subprocess.run(
        [sys.executable, "-m", "adjudicator.cli", "run", "-q", "--game", "rites", "--engine",
         f"{NODE} engine.js", "--engine-cwd", str(EXAMPLE), "--validate-protocol",
         "--report", str(report), *extra],
        capture_output=True, text=True, timeout=300, env=ENV | {"ADJUDICATOR_CACHE_DIR": str(tmp_path)})
    lines = [json.loads(line) for line in report.read_text(encoding="utf-8").splitlines()]
    return out, lines[-1]["totals"]


def test_the_js_engine_passes_what_its_readme_states_and_declines_the_rest(tmp_path: Path) -> None:
    passed, declined = stated_counts()
    out, totals = run_example(tmp_path, "--expectations", str(EXAMPLE / "expectations.toml"),
                              "--strict")
    assert out.returncode == 0, out.stdout[-3000:] + out.stderr
    assert (totals["pass"], totals["unsupported"]) == (passed, declined), totals
    assert totals["total"] == passed + declined  # nothing failed, errored or crashed
    assert f"{passed} passed, 0 failed, 0 skipped, {declined} unsupported" in out.stdout


def test_the_expectations_file_is_the_runs_baseline(tmp_path: Path) -> None:
    """Regenerating the baseline gives the committed file's cases and outcomes."""
    fresh = tmp_path / "fresh.toml"
    out, _ = run_example(tmp_path, "--save-expectations", str(fresh))
    assert out.returncode == 0, out.stderr
    committed = load_expectations(EXAMPLE / "expectations.toml")
    regenerated = load_expectations(fresh)
    assert {k: e.outcome for k, e in committed.items()} == {k: e.outcome for k, e in regenerated.items()}
    assert {e.outcome for e in committed.values()} == {"unsupported"}
