"""Expectations (baselines): the cases an engine is known to fail, so only new failures break.

``adjudicator run --save-expectations FILE`` writes every case that did not pass (and was not
skipped) with its outcome and a short reason; ``--expectations FILE`` judges a run against it:

* a case failing with the recorded outcome is an **expected failure**;
* a case failing that is not recorded, or fails with another outcome, is a **new failure**;
* a recorded case that now passes is an **unexpected pass** (an error with ``--strict``, so
  stale entries get pruned), and so is an entry whose id is not in the corpus at all.

File format (TOML, see ``docs/rule-changes.md``)::

    format = 1
    [cases."nodawn-foo"]
    outcome = "fail"
    reason = "ignores the Wrath cascade"
    issue_url = "https://example.org/my-engine/issues/12"
"""

from __future__ import annotations

import tomllib
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import tomli_w

from adjudicator.errors import AdjudicatorError
from adjudicator.files import write_atomic
from adjudicator.harness.runner import CaseResult
from adjudicator.harness.session import OUTCOMES

FORMAT = 1
NEUTRAL = ("pass", "skipped")
FAILING = tuple(o for o in OUTCOMES if o not in NEUTRAL)
_KEYS = {"outcome", "reason", "issue_url"}
REASON_CHARS = 160


@dataclass(frozen=True)
class Expectation:
    """One case the engine is expected not to pass."""

    outcome: str
    reason: str = ""
    issue_url: str = ""


def load_expectations(path: Path) -> dict[str, Expectation]:
    """Read an expectations file; every mistake is an error naming the file (and line)."""
    try:
        data = tomllib.loads(path.read_text(encoding="utf-8"))
    except FileNotFoundError:
        raise AdjudicatorError("expectations file not found", where=str(path)) from None
    except (OSError, UnicodeDecodeError) as exc:
        raise AdjudicatorError(f"cannot read expectations: {exc}", where=str(path)) from None
    except tomllib.TOMLDecodeError as exc:
        raise AdjudicatorError(f"malformed TOML: {exc}", where=str(path)) from None
    if data.get("format") != FORMAT:
        raise AdjudicatorError(f"expected format = {FORMAT} at the top", where=str(path))
    unknown = set(data) - {"format", "engine", "cases"}
    if unknown:
        raise AdjudicatorError(f"unknown top-level key(s) {', '.join(sorted(unknown))}; "
                               "keys are format, engine, cases", where=str(path))
    cases = data.get("cases", {})
    if not isinstance(cases, dict):
        raise AdjudicatorError("[cases] must be a table of case ids", where=str(path))
    return {cid: _expectation(cid, entry, path) for cid, entry in cases.items()}


def _expectation(cid: str, entry: Any, path: Path) -> Expectation:
    def fail(problem: str) -> AdjudicatorError:
        return AdjudicatorError(f"case {cid!r}: {problem}", where=str(path))

    if not isinstance(entry, dict):
        raise fail("must be a table with outcome, reason, issue_url")
    unknown = set(entry) - _KEYS
    if unknown:
        raise fail(f"unknown key(s) {', '.join(sorted(unknown))}; keys are outcome, reason, issue_url")
    if entry.get("outcome") not in FAILING:
        raise fail(f"outcome must be one of {', '.join(FAILING)}, got {entry.get('outcome')!r}")
    for key in ("reason", "issue_url"):
        if not isinstance(entry.get(key, ""), str):
            raise fail(f"{key} must be a string")
    return Expectation(entry["outcome"], entry.get("reason", ""), entry.get("issue_url", ""))


def short_reason(result: CaseResult) -> str:
    """The first line of a failure message, cut to a readable length."""
    first = (result.message or result.outcome).strip().splitlines()[0] if result.message else result.outcome
    return first if len(first) <= REASON_CHARS else first[: REASON_CHARS - 1] + "\u2026"


def save_expectations(path: Path, results: list[CaseResult], engine: str) -> int:
    """Write every non-passing result; keep the reason and issue_url of entries still failing,
    and entries of cases this run did not select. Returns the number of entries written."""
    previous = load_expectations(path) if path.exists() else {}
    ran = {r.id for r in results}
    cases: dict[str, dict[str, str]] = {cid: _entry(e) for cid, e in previous.items() if cid not in ran}
    for r in results:
        if r.outcome in FAILING:
            old = previous.get(r.id)
            entry = Expectation(r.outcome, old.reason if old and old.reason else short_reason(r),
                                old.issue_url if old else "")
            cases[r.id] = _entry(entry)
    header = ("# Cases this engine is expected not to pass. Written by `adjudicator run "
              "--save-expectations`;\n# reason and issue_url may be edited by hand. "
              "See docs/rule-changes.md.\n")
    document = {"format": FORMAT, "engine": engine, "cases": dict(sorted(cases.items()))}
    write_atomic(path, header + tomli_w.dumps(document))
    return len(cases)


def _entry(e: Expectation) -> dict[str, str]:
    entry = {"outcome": e.outcome, "reason": e.reason}
    if e.issue_url:
        entry["issue_url"] = e.issue_url
    return entry


@dataclass
class Verdict:
    """A run judged against expectations."""

    expected: list[str] = field(default_factory=list)
    new_failures: list[tuple[str, str]] = field(default_factory=list)  # (id, description)
    unexpected_passes: list[str] = field(default_factory=list)
    unknown_ids: list[str] = field(default_factory=list)

    def ok(self, strict: bool) -> bool:
        return not self.new_failures and not (strict and (self.unexpected_passes or self.unknown_ids))

    def lines(self, strict: bool) -> list[str]:
        out = [f"expectations: {len(self.expected)} expected failures, {len(self.new_failures)} new, "
               f"{len(self.unexpected_passes)} unexpected passes"]
        out += [f"  new failure: {cid}: {what}" for cid, what in self.new_failures]
        label = "unexpected pass" + ("" if strict else " (prune it; --strict fails on it)")
        out += [f"  {label}: {cid}" for cid in self.unexpected_passes]
        out += [f"  stale entry: {cid} is not a scenario of the corpus" for cid in self.unknown_ids]
        return out


def judge(results: list[CaseResult], expectations: dict[str, Expectation],
          corpus_ids: set[str]) -> Verdict:
    """Sort the run's results into expected failures, new failures and unexpected passes."""
    verdict = Verdict()
    for r in results:
        known = expectations.get(r.id)
        if r.outcome in FAILING:
            if known is None:
                verdict.new_failures.append((r.id, f"{r.outcome}: {short_reason(r)}"))
            elif known.outcome != r.outcome:
                verdict.new_failures.append((r.id, f"expected {known.outcome}, got {r.outcome}: "
                                                   f"{short_reason(r)}"))
            else:
                verdict.expected.append(r.id)
        elif r.outcome == "pass" and known is not None:
            verdict.unexpected_passes.append(r.id)
    verdict.unknown_ids = sorted(set(expectations) - corpus_ids)
    return verdict
