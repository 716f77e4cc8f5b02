"""Run cases against an engine, case by case, and collect one result per case.

A crash, hang or malformed reply costs only that case: the client is restarted and the
run goes on. Cases outside the selected ruleset are skipped with the reason.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Iterable
from dataclasses import asdict, dataclass, field
from typing import Any

from adjudicator.harness.session import CaseFailure, CaseSession, EngineClient
from adjudicator.rulesets import in_range

RESTART_AFTER = ("crashed", "timeout", "errored")


@dataclass
class CaseResult:
    """What happened to one case: its outcome and, when it did not pass, why."""

    id: str
    game: str
    title: str
    rules: list[str]
    source: dict[str, Any]
    outcome: str
    message: str = ""
    line: int | None = None
    step: str | None = None
    expected: Any = None
    observed: Any = None
    seconds: float = 0.0
    ruleset: str = ""
    extra: dict[str, Any] = field(default_factory=dict)

    def to_json(self) -> dict[str, Any]:
        data = asdict(self)
        data.pop("extra")
        if self.outcome == "pass":
            for key in ("message", "line", "step", "expected", "observed"):
                data.pop(key)
        return {"type": "case", **data}

    @property
    def where(self) -> str:
        return f"{self.source['file']}:{self.line or self.source['line']}"


def run_case(case: dict[str, Any], client: EngineClient, ruleset: str) -> CaseResult:
    """One case through a CaseSession; never raises for anything the engine does."""
    result = CaseResult(case["id"], case["game"], case["title"], case["rules"], case["source"],
                        "pass", ruleset=ruleset)
    started = time.perf_counter()
    if not in_range(case.get("ruleset"), ruleset):
        result.outcome = "skipped"
        result.message = f"outside ruleset {ruleset} (scenario holds for {case['ruleset']})"
        return result
    try:
        CaseSession(case, client, ruleset).run()
    except CaseFailure as failure:
        result.outcome = failure.outcome
        result.message = failure.message
        if failure.op is not None:
            result.line = failure.op.get("line")
            result.step = failure.op.get("step")
        result.expected, result.observed = failure.expected, failure.observed
    result.seconds = time.perf_counter() - started
    return result


def run_cases(
    cases: Iterable[dict[str, Any]],
    client_for: Callable[[str], EngineClient],
    rulesets: dict[str, str],
    on_result: Callable[[CaseResult], None] | None = None,
) -> list[CaseResult]:
    """Run every case with the client for its game; restart a client after a fault."""
    results = []
    for case in cases:
        client = client_for(case["game"])
        result = run_case(case, client, rulesets[case["game"]])
        if result.outcome in RESTART_AFTER:
            client.restart()
        results.append(result)
        if on_result:
            on_result(result)
    return results
