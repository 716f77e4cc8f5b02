"""Reports of a run: JSON lines (header, one line per case, footer), JUnit XML, and the
terminal summary per game and rule section."""

from __future__ import annotations

import hashlib
import json
import xml.etree.ElementTree as ET
from collections import Counter, defaultdict
from pathlib import Path
from typing import Any

from adjudicator import __version__
from adjudicator.harness.runner import CaseResult
from adjudicator.harness.session import OUTCOMES, render_diff

REPORT_FORMAT = 1


def corpus_version(root: Path) -> str:
    """A fingerprint of the corpus: every feature and fixture file's path and bytes."""
    digest = hashlib.sha256()
    for folder in ("features", "fixtures"):
        for path in sorted((root / folder).rglob("*")):
            if path.is_file():
                digest.update(str(path.relative_to(root)).encode())
                digest.update(path.read_bytes())
    return digest.hexdigest()[:16]


def totals(results: list[CaseResult]) -> dict[str, int]:
    counts = Counter(r.outcome for r in results)
    return {o: counts.get(o, 0) for o in OUTCOMES} | {"total": len(results)}


class JsonLinesReport:
    """Writes the report as the run goes, so an interrupted run still leaves a valid file."""

    def __init__(self, path: Path, header: dict[str, Any]) -> None:
        path.parent.mkdir(parents=True, exist_ok=True)
        self.handle = path.open("w", encoding="utf-8")
        self._write({"type": "header", "format": REPORT_FORMAT, "adjudicator": __version__, **header})

    def _write(self, record: dict[str, Any]) -> None:
        self.handle.write(json.dumps(record, ensure_ascii=False, sort_keys=True) + "\n")
        self.handle.flush()

    def add(self, result: CaseResult) -> None:
        self._write(result.to_json())

    def close(self, results: list[CaseResult], seconds: float, complete: bool = True,
              interrupted: str | None = None) -> None:
        """Write the footer: totals, and whether every case ran (``interrupted`` names the
        signal that cut the run short, e.g. ``SIGTERM``)."""
        footer = {"type": "footer", "totals": totals(results), "seconds": round(seconds, 3),
                  "complete": complete and interrupted is None}
        if interrupted:
            footer["interrupted"] = interrupted
        self._write(footer)
        self.handle.close()


def junit_xml(results: list[CaseResult], seconds: float) -> str:
    """JUnit XML: one testsuite per game, one testcase per scenario id."""
    root = ET.Element("testsuites", name="adjudicator", time=f"{seconds:.3f}")
    by_game: dict[str, list[CaseResult]] = defaultdict(list)
    for r in results:
        by_game[r.game].append(r)
    for game, rs in by_game.items():
        counts = Counter(r.outcome for r in rs)
        suite = ET.SubElement(
            root, "testsuite", name=game, tests=str(len(rs)),
            failures=str(counts["fail"]),
            errors=str(counts["errored"] + counts["crashed"] + counts["timeout"]),
            skipped=str(counts["skipped"] + counts["unsupported"]),
        )
        for r in rs:
            case = ET.SubElement(suite, "testcase", classname=f"{game}.{Path(r.source['file']).stem}",
                                 name=f"{r.id}: {r.title}", file=r.source["file"],
                                 line=str(r.line or r.source["line"]), time=f"{r.seconds:.4f}")
            if r.outcome == "pass":
                continue
            text = failure_text(r)
            tag = {"fail": "failure", "skipped": "skipped", "unsupported": "skipped"}.get(r.outcome, "error")
            node = ET.SubElement(case, tag, message=f"{r.outcome}: {r.message}"[:500],
                                 type=r.outcome)
            node.text = text
    ET.indent(root)
    return ET.tostring(root, encoding="unicode", xml_declaration=True) + "\n"


def failure_text(r: CaseResult) -> str:
    """A failure as a reader wants it: id, rules, file:line, the step, and the diff."""
    lines = [f"{r.id} [{r.outcome}] {r.title}", f"  rules: {', '.join(r.rules)}", f"  at {r.where}"]
    if r.step:
        lines.append(f"  step: {r.step}")
    lines.append(f"  {r.message}")
    if r.expected is not None or r.observed is not None:
        lines.append(render_diff(r.expected, r.observed))
    return "\n".join(lines)


def read_report(path: Path, notes: list[str] | None = None,
                ) -> tuple[dict[str, Any], list[dict[str, Any]], dict[str, Any] | None]:
    """Header, case lines and footer of a JSON-lines report (footer None if the run was cut).

    A last line cut short (no newline, not JSON: the machine stopped mid-write) is left out
    and noted in ``notes``; any other line that is not JSON is an error at file:line.
    """
    from adjudicator.errors import AdjudicatorError

    header, cases, footer = None, [], None
    try:
        lines = path.read_text(encoding="utf-8", errors="replace").split("\n")
    except OSError as exc:
        raise AdjudicatorError(f"cannot read the report: {exc.strerror or exc}", where=str(path)) from None
    for n, line in enumerate(lines, 1):
        if not line.strip():
            continue
        try:
            record = json.loads(line)
        except json.JSONDecodeError as exc:
            if n == len(lines):  # the only line without a newline after it
                if notes is not None:
                    notes.append(f"{path}:{n}: the last line is cut short (the run was "
                                 "interrupted mid-write); it is left out")
                break
            raise AdjudicatorError(f"not a JSON line: {exc.msg}", where=f"{path}:{n}") from None
        kind = record.get("type") if isinstance(record, dict) else None
        if kind == "header":
            header = record
        elif kind == "case":
            cases.append(record)
        elif kind == "footer":
            footer = record
        else:
            raise AdjudicatorError(f"unknown record type {kind!r}", where=f"{path}:{n}")
    if header is None:
        raise AdjudicatorError("report has no header line", where=str(path))
    return header, cases, footer
