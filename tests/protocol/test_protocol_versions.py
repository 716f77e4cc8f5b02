"""An engine that speaks protocol 1 against this protocol-2 harness: every case that needs no
decision records runs as before, and the cases that check decisions are unsupported, with the
reason (docs/protocol.md, *From protocol 1 to 2*)."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

from adjudicator.harness.report import read_report
from adjudicator.harness.session import needs_decision_records

ENGINE = Path(__file__).parent / "engines" / "protocol_one.py"


def test_a_protocol_1_engine_runs_every_case_it_can_and_declines_the_rest(tmp_path: Path) -> None:
    report = tmp_path / "r.jsonl"
    cases = tmp_path / "cases.json"
    adjudicator = [sys.executable, "-m", "adjudicator.cli"]
    subprocess.run([*adjudicator, "export", "--game", "nocturne", "-o", str(cases)], check=True,
                   capture_output=True)
    done = subprocess.run([*adjudicator, "run", "--game", "nocturne", "-q", "--report", str(report),
                           "--engine", f"{sys.executable} {ENGINE}", "--pass-env", "PYTHONPATH"],
                          capture_output=True, text=True)
    assert done.returncode == 0, done.stdout + done.stderr
    needing = {c["id"] for c in json.loads(cases.read_text())["cases"] if needs_decision_records(c)}
    assert needing, "the Nocturne corpus checks decisions (offers, checkpoints, refused answers)"
    _, lines, footer = read_report(report)
    outcomes = {line["id"]: line["outcome"] for line in lines}
    assert {i for i, o in outcomes.items() if o == "unsupported"} == needing
    assert {o for i, o in outcomes.items() if i not in needing} <= {"pass", "skipped"}
    unsupported = next(line for line in lines if line["outcome"] == "unsupported")
    assert "the engine speaks protocol 1" in unsupported["message"]
    assert footer is not None and footer["complete"] is True
