"""Comparing two reports: per-id moves, summary counts, malformed and truncated reports."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from adjudicator import __version__
from adjudicator.errors import AdjudicatorError
from adjudicator.harness.compare import classify, compare_reports, render_text


def write(path: Path, outcomes: dict[str, tuple[str, str]], footer: bool = True,
          rulesets: dict | None = None) -> Path:
    lines = [{"type": "header", "format": 1, "engine": {"name": "e"}, "rulesets": rulesets or {},
              "corpus_version": "v"}]
    lines += [{"type": "case", "id": cid, "outcome": o, "message": m} for cid, (o, m) in outcomes.items()]
    if footer:
        lines.append({"type": "footer", "complete": True})
    path.write_text("".join(json.dumps(x) + "\n" for x in lines))
    return path


@pytest.mark.parametrize("old, new, kind", [
    ("pass", "fail", "regressed"), ("pass", "crashed", "regressed"), ("fail", "pass", "fixed"),
    ("fail", "crashed", "changed"), ("pass", "skipped", "changed"), ("skipped", "fail", "changed"),
    ("skipped", "pass", "changed"),
])
def test_each_transition_is_classified(old, new, kind) -> None:
    move = classify("x", {"outcome": old, "message": ""}, {"outcome": new, "message": "m"})
    assert move is not None and move.kind == kind


def test_same_outcome_is_unchanged_unless_the_failure_message_moved() -> None:
    assert classify("x", {"outcome": "pass"}, {"outcome": "pass"}) is None
    assert classify("x", {"outcome": "fail", "message": "a"}, {"outcome": "fail", "message": "a"}) is None
    move = classify("x", {"outcome": "fail", "message": "a"}, {"outcome": "fail", "message": "b"})
    assert move is not None and move.kind == "changed" and move.note == "now: b"


def test_a_comparison_lists_ids_then_counts(tmp_path) -> None:
    old = write(tmp_path / "old.jsonl", {"a": ("pass", ""), "b": ("fail", "x"), "gone": ("pass", "")},
                rulesets={"nodawn": "2026-07-28"})
    new = write(tmp_path / "new.jsonl", {"a": ("fail", "boom"), "b": ("pass", ""), "new": ("pass", "")},
                rulesets={"nodawn": "2026-10-07"})
    result = compare_reports(old, new)
    assert result.regressions == 1
    assert result.counts() == {"regressed": 1, "fixed": 1, "changed": 0, "added": 1, "removed": 1,
                               "unchanged": 0}
    lines = render_text(result).splitlines()
    assert lines[0].startswith("old: e, rulesets {'nodawn': '2026-07-28'}")
    assert lines[2].startswith("regressed a  pass \u2192 fail  boom")
    assert lines[-1] == "1 regressed, 1 fixed, 0 changed, 1 added, 1 removed, 0 unchanged"


def test_a_truncated_report_is_compared_with_a_warning(tmp_path) -> None:
    old = write(tmp_path / "old.jsonl", {"a": ("pass", "")})
    new = write(tmp_path / "new.jsonl", {"a": ("pass", "")}, footer=False)
    result = compare_reports(old, new)
    assert result.partial == [str(new)] and "is partial" in render_text(result)


@pytest.mark.parametrize("text, message", [
    ('{"type": "case", "id": "a", "outcome": "pass"}\n', "report has no header line"),
    ('{"type": "header", "format": 99}\n', "bad.jsonl:1: the report header states format 99; "
     f"this adjudicator ({__version__}) reads report format 1 only"),
    ('{"type": "header"}\n', "bad.jsonl:1: the report header states no format;"),
    ('{"type": "header", "format": 1}\n{"type": "case", "id": "a"}\n',
     "bad.jsonl:2: case record without a string 'outcome'"),
    ('{"type": "header", "format": 1}\n{"type": "case", "id": "a", "outcome": "meh"}\n',
     "bad.jsonl:2: case 'a': unknown outcome 'meh'; one of pass, fail,"),
    ('{"type": "header", "format": 1}\n{"type": "cas\n{"type": "footer"}\n', "not a JSON line"),
    ('{"type": "header", "format": 1}\n{"type": "weird"}\n', "unknown record type 'weird'"),
])
def test_malformed_reports_are_clear_errors_naming_the_file(tmp_path, text, message) -> None:
    bad = tmp_path / "bad.jsonl"
    bad.write_text(text)
    good = write(tmp_path / "good.jsonl", {})
    with pytest.raises(AdjudicatorError) as err:
        compare_reports(good, bad)
    assert message in str(err.value) and str(bad) in str(err.value)


def test_a_missing_report_is_a_clear_error(tmp_path) -> None:
    good = write(tmp_path / "good.jsonl", {})
    with pytest.raises(AdjudicatorError, match="nope.jsonl"):
        compare_reports(good, tmp_path / "nope.jsonl")
