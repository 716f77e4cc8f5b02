"""Expectations baselines: saving, judging, and every malformed file as a clear error."""

from __future__ import annotations

from pathlib import Path

import pytest

from adjudicator.errors import AdjudicatorError
from adjudicator.harness.expectations import judge, load_expectations, save_expectations
from adjudicator.harness.runner import CaseResult


def result(cid: str, outcome: str, message: str = "") -> CaseResult:
    return CaseResult(cid, "nodawn", cid, ["119.1"], {"file": "f", "line": 1}, outcome, message)


RESULTS = [result("a", "pass"), result("b", "fail", "expected 20, got 19\nmore"),
           result("c", "crashed", "engine exited"), result("d", "skipped", "outside ruleset")]


def test_save_writes_every_failing_case_with_a_short_reason(tmp_path) -> None:
    path = tmp_path / "engine.toml"
    assert save_expectations(path, RESULTS, "my-engine 1.0") == 2
    loaded = load_expectations(path)
    assert set(loaded) == {"b", "c"}
    assert loaded["b"].outcome == "fail" and loaded["b"].reason == "expected 20, got 19"


def test_save_keeps_hand_written_reasons_issue_urls_and_unselected_entries(tmp_path) -> None:
    path = tmp_path / "engine.toml"
    path.write_text('format = 1\n[cases.b]\noutcome = "fail"\nreason = "known: no cascade"\n'
                    'issue_url = "https://example.org/1"\n[cases.z]\noutcome = "timeout"\n')
    save_expectations(path, RESULTS, "e")
    loaded = load_expectations(path)
    assert loaded["b"].reason == "known: no cascade" and loaded["b"].issue_url == "https://example.org/1"
    assert loaded["z"].outcome == "timeout" and set(loaded) == {"b", "c", "z"}


def test_judge_sorts_expected_new_changed_unexpected_and_stale() -> None:
    expectations = load_from({"b": "fail", "c": "fail", "a": "fail", "gone": "errored"})
    verdict = judge(RESULTS, expectations, {"a", "b", "c", "d"})
    assert verdict.expected == ["b"]
    assert verdict.new_failures == [("c", "expected fail, got crashed: engine exited")]
    assert verdict.unexpected_passes == ["a"] and verdict.unknown_ids == ["gone"]
    assert not verdict.ok(strict=False)


def test_only_expected_failures_pass_and_strict_fails_on_unexpected_passes() -> None:
    results = [result("a", "pass"), result("b", "fail", "x")]
    verdict = judge(results, load_from({"a": "fail", "b": "fail"}), {"a", "b"})
    assert verdict.ok(strict=False) and not verdict.ok(strict=True)
    assert judge(results, load_from({"b": "fail"}), {"a", "b"}).ok(strict=True)


def load_from(outcomes: dict[str, str]) -> dict:
    from adjudicator.harness.expectations import Expectation

    return {cid: Expectation(o) for cid, o in outcomes.items()}


@pytest.mark.parametrize("text, message", [
    ("format = 1\n[cases.b\n", "malformed TOML"),
    ('[cases.b]\noutcome = "fail"\n', "expected format = 1"),
    ('format = 1\n[cases.b]\noutcome = "pass"\n', "outcome must be one of fail"),
    ('format = 1\n[cases.b]\noutcome = "fail"\nissue = "x"\n', "unknown key(s) issue"),
    ('format = 1\n[cases.b]\noutcome = "fail"\nreason = 3\n', "reason must be a string"),
    ('format = 1\ncases = 3\n', "[cases] must be a table"),
    ('format = 1\nengines = "x"\n', "unknown top-level key(s) engines"),
])
def test_malformed_expectation_files_are_clear_errors(tmp_path, text, message) -> None:
    path = tmp_path / "e.toml"
    path.write_text(text)
    with pytest.raises(AdjudicatorError) as err:
        load_expectations(path)
    assert message in str(err.value) and str(path) in str(err.value)


def test_a_missing_file_is_a_clear_error(tmp_path: Path) -> None:
    with pytest.raises(AdjudicatorError, match="expectations file not found"):
        load_expectations(tmp_path / "missing.toml")
