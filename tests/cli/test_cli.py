"""Every CLI command end to end, as a user runs it (in a subprocess, from the project root)."""

import json
import subprocess
import sys
from pathlib import Path

import jsonschema
import pytest

from adjudicator.games import ROOT
from adjudicator.schema import load_schema, schema_registry


def adjudicator(*args: str, timeout: float = 120) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "adjudicator.cli", *args], cwd=ROOT,
                          capture_output=True, text=True, timeout=timeout)


def test_help_lists_commands():
    out = adjudicator("--help")
    assert out.returncode == 0
    for command in ("run", "serve", "export", "steps", "lint", "rules"):
        assert command in out.stdout


def test_run_in_process_passes_and_writes_reports(tmp_path):
    report, junit = tmp_path / "r.jsonl", tmp_path / "r.xml"
    out = adjudicator("run", "-q", "--report", str(report), "--junit", str(junit))
    assert out.returncode == 0, out.stdout + out.stderr
    lines = [json.loads(line) for line in report.read_text().splitlines()]
    assert lines[0]["type"] == "header" and lines[-1]["type"] == "footer"
    assert lines[-1]["complete"] is True
    cases = [x for x in lines if x["type"] == "case"]
    assert lines[-1]["totals"]["total"] == len(cases) > 0
    assert "<testsuites" in junit.read_text()
    assert "passed, 0 failed" in out.stdout


def test_subprocess_engine_gives_the_in_process_results(tmp_path):
    a, b = tmp_path / "a.jsonl", tmp_path / "b.jsonl"
    assert adjudicator("run", "-q", "--game", "nodawn", "--report", str(a)).returncode == 0
    engine = f"{sys.executable} -m adjudicator.cli serve nodawn"
    out = adjudicator("run", "-q", "--game", "nodawn", "--engine", engine, "--report", str(b))
    assert out.returncode == 0, out.stdout + out.stderr

    def outcomes(path: Path) -> dict:
        records = map(json.loads, path.read_text().splitlines())
        return {x["id"]: (x["outcome"], x.get("message")) for x in records if x["type"] == "case"}

    assert outcomes(a) == outcomes(b) and outcomes(a)


def test_rule_selection_is_exact():
    out = adjudicator("run", "-q", "--game", "nodawn", "--rule", "704.5e", "--report", "/dev/null")
    assert out.returncode == 0, out.stderr
    none = adjudicator("run", "-q", "--rule", "704.50")
    assert none.returncode == 2 and "no scenario matches" in none.stderr


def test_export_validates_against_its_schema(tmp_path):
    target = tmp_path / "cases.json"
    out = adjudicator("export", "-o", str(target))
    assert out.returncode == 0, out.stderr
    document = json.loads(target.read_text())
    validator = jsonschema.Draft202012Validator(load_schema("export.schema.json"), registry=schema_registry())
    assert list(validator.iter_errors(document)) == []
    assert {c["game"] for c in document["cases"]} >= {"nodawn"}


@pytest.mark.parametrize("game", ["nodawn", "nocturne", "reign", "rites"])
def test_steps_docs_are_current(game):
    out = adjudicator("steps", game, "--markdown")
    assert out.returncode == 0
    assert (ROOT / "docs" / "steps" / f"{game}.md").read_text() == out.stdout, (
        f"docs/steps/{game}.md is stale: run `adjudicator steps {game} --write`")


def test_lint_is_clean():
    out = adjudicator("lint")
    assert out.returncode == 0, out.stdout


def test_unknown_engine_command_is_a_clear_error():
    out = adjudicator("run", "-q", "--engine", "/nonexistent/engine")
    assert out.returncode != 0
    assert "Traceback" not in out.stderr


def test_unknown_ruleset_is_refused():
    out = adjudicator("run", "-q", "--game", "nodawn", "--ruleset", "1999-01-01")
    assert out.returncode == 2 and "unknown ruleset '1999-01-01'" in out.stderr


def test_rules_import_of_missing_file_is_clear(tmp_path):
    out = adjudicator("rules", "import", "nodawn", str(tmp_path / "missing.txt"),
                      "-o", str(tmp_path / "r.toml"))
    assert out.returncode == 2 and "missing.txt" in out.stderr and "Traceback" not in out.stderr
