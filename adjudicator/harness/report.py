"""Reports of a run: JSON lines (header, one line per case, footer), JUnit XML, and the
terminal summary per game and rule section."""

from __future__ import annotations

import contextlib
import hashlib
import json
from collections import Counter, defaultdict
from collections.abc import Sequence
from pathlib import Path
from typing import IO, TYPE_CHECKING, Any

from adjudicator import __version__
from adjudicator.files import OutputError
from adjudicator.harness.runner import CaseResult
from adjudicator.harness.session import OUTCOMES, render_diff

if TYPE_CHECKING:  # the XML library is imported only to write JUnit XML
    import xml.etree.ElementTree as ET

REPORT_FORMAT = 1


def corpus_version(roots: Path | Sequence[Path]) -> str:
    """A fingerprint of the corpus: every feature and fixture file's path (relative to its
    root, so a checkout and an installed package agree) and bytes; of several corpus roots,
    the fingerprints of each in order."""
    if not isinstance(roots, Path):
        if len(roots) == 1:
            return corpus_version(roots[0])
        joined = "+".join(corpus_version(root) for root in roots)
        return hashlib.sha256(joined.encode()).hexdigest()[:16]
    digest = hashlib.sha256()
    for folder in ("features", "fixtures"):
        for path in sorted((roots / folder).rglob("*")):
            if path.is_file():
                digest.update(path.relative_to(roots).as_posix().encode())
                digest.update(path.read_bytes())
    return digest.hexdigest()[:16]


def totals(results: list[CaseResult]) -> dict[str, int]:
    counts = Counter(r.outcome for r in results)
    return {o: counts.get(o, 0) for o in OUTCOMES} | {"total": len(results)}


class JsonLinesReport:
    """Writes the report as the run goes, so an interrupted run still leaves a valid file."""

    def __init__(self, path: Path, header: dict[str, Any]) -> None:
        self.path = path
        self.handle: IO[str] | None = None
        try:
            path.parent.mkdir(parents=True, exist_ok=True)
            self.handle = path.open("w", encoding="utf-8")
        except OSError as exc:
            raise self._error(exc) from None
        self._write({"type": "header", "format": REPORT_FORMAT, "adjudicator": __version__, **header})

    def _write(self, record: dict[str, Any]) -> None:
        """One line, flushed; a failed write (a full disk) ends the report with an OutputError."""
        if self.handle is None:
            return  # an earlier write failed: that error is the one reported
        try:
            self.handle.write(json.dumps(record, ensure_ascii=False, sort_keys=True) + "\n")
            self.handle.flush()
        except OSError as exc:
            with contextlib.suppress(OSError):
                self.handle.close()
            self.handle = None
            raise self._error(exc) from None

    def _error(self, exc: OSError) -> OutputError:
        return OutputError(f"cannot write the report {self.path}: {exc.strerror or exc}")

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
        if self.handle is not None:
            self.handle.close()
            self.handle = None


def junit_xml(results: list[CaseResult], seconds: float, *, interrupted: str | None = None,
              planned: int | None = None) -> str:
    """JUnit XML: one testsuite per game, one testcase per scenario id. A run cut short by
    ``interrupted`` (a signal name) lists the cases that ran and one errored testcase saying
    the run is incomplete, so that no CI reads it as green."""
    import xml.etree.ElementTree as ET

    root = ET.Element("testsuites", name="adjudicator", time=f"{seconds:.3f}")
    if interrupted:
        _incomplete(root, interrupted, len(results), planned)
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


def _incomplete(root: ET.Element, interrupted: str, ran: int, planned: int | None) -> None:
    """The testsuite that marks an interrupted run: one errored testcase."""
    import xml.etree.ElementTree as ET

    of = f" of {planned}" if planned is not None else ""
    message = (f"the run was interrupted by {interrupted} after {ran}{of} cases; "
               "the cases that did not run are not listed")
    suite = ET.SubElement(root, "testsuite", name="adjudicator", tests="1", failures="0",
                          errors="1", skipped="0")
    props = ET.SubElement(suite, "properties")
    ET.SubElement(props, "property", name="complete", value="false")
    ET.SubElement(props, "property", name="interrupted", value=interrupted)
    case = ET.SubElement(suite, "testcase", classname="adjudicator", name="run complete")
    ET.SubElement(case, "error", message=message, type="interrupted").text = message


def failure_text(r: CaseResult) -> str:
    """A failure as a reader wants it: id, rules, file:line, the step, and the diff."""
    lines = [f"{r.id} [{r.outcome}] {r.title}", f"  rules: {', '.join(r.rules)}", f"  at {r.where}"]
    if r.step:
        lines.append(f"  step: {r.step}")
    lines.append(f"  {r.message}")
    if r.expected is not None or r.observed is not None:
        lines.append(render_diff(r.expected, r.observed))
    return "\n".join(lines)


def _check_format(header: dict[str, Any], where: str) -> None:
    """A header of a report format this version reads (docs/troubleshooting.md)."""
    from adjudicator.errors import AdjudicatorError

    found = header.get("format")
    if type(found) is not int or found != REPORT_FORMAT:
        stated = "no format" if found is None else f"format {json.dumps(found)}"
        raise AdjudicatorError(f"the report header states {stated}; this adjudicator "
                               f"({__version__}) reads report format {REPORT_FORMAT} only",
                               where=where)


def _check_case(record: dict[str, Any], where: str) -> None:
    """A case line has the fields every reader of a report relies on."""
    from adjudicator.errors import AdjudicatorError

    for key in ("id", "outcome"):
        if not isinstance(record.get(key), str):
            raise AdjudicatorError(f"case record without a string {key!r}", where=where)
    if record["outcome"] not in OUTCOMES:
        raise AdjudicatorError(f"case {record['id']!r}: unknown outcome {record['outcome']!r}; "
                               f"one of {', '.join(OUTCOMES)}", where=where)


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
        where = f"{path}:{n}"
        if kind == "header":
            _check_format(record, where)
            header = record
        elif kind == "case":
            _check_case(record, where)
            cases.append(record)
        elif kind == "footer":
            footer = record
        else:
            raise AdjudicatorError(f"unknown record type {kind!r}", where=f"{path}:{n}")
    if header is None:
        raise AdjudicatorError("report has no header line", where=str(path))
    return header, cases, footer


#: What the reports of the shards of one run must agree on.
SHARD_AGREES = ("corpus_version", "engine", "rulesets", "selection")


def read_run(path: Path, notes: list[str] | None = None,
             ) -> tuple[dict[str, Any], list[dict[str, Any]], dict[str, Any] | None]:
    """A run's header, cases and footer from one report, or from a folder of the reports of its
    shards (``run --shard K/N --report DIR/K.jsonl``, every ``*.jsonl`` in it), read as the one
    run they split: they must agree on the corpus, engine, rulesets and selection, hold shards of
    the same N, each once, and no case twice. Shards missing make the run partial (a note, and a
    footer with ``complete`` false)."""
    from adjudicator.errors import AdjudicatorError

    if not path.is_dir():
        return read_report(path, notes)
    files = sorted(path.glob("*.jsonl"))
    if not files:
        raise AdjudicatorError("a folder of shard reports holds no *.jsonl report", where=str(path))
    parts = [(file, *read_report(file, notes)) for file in files]
    first_file, header = parts[0][0], parts[0][1]
    shards: dict[int, Path] = {}
    count = None
    for file, other, _, _ in parts:
        for key in SHARD_AGREES:
            if other.get(key) != header.get(key):
                raise AdjudicatorError(f"{file} and {first_file} are not shards of one run: their "
                                       f"{key} differ", where=str(path))
        shard = _shard_of(other, file)
        if count is not None and shard[1] != count:
            raise AdjudicatorError(f"{file} is shard {shard[0]}/{shard[1]}, the others are of "
                                   f"{count}", where=str(path))
        count = shard[1]
        if shard[0] in shards:
            raise AdjudicatorError(f"{file} and {shards[shard[0]]} are both shard {shard[0]}/{count}",
                                   where=str(path))
        shards[shard[0]] = file
    cases, seen = [], {}
    for file, _, part, _ in parts:
        for case in part:
            if case["id"] in seen:
                raise AdjudicatorError(f"case {case['id']} is in both {seen[case['id']]} and {file}",
                                       where=str(path))
            seen[case["id"]] = file
            cases.append(case)
    missing = sorted(set(range(1, (count or 0) + 1)) - set(shards))
    if missing and notes is not None:
        notes.append(f"{path}: shards {', '.join(f'{k}/{count}' for k in missing)} are missing")
    footers = [f for *_, f in parts]
    complete = not missing and all(f is not None and f.get("complete", True) for f in footers)
    totals: Counter[str] = Counter()
    for footer in footers:
        totals.update((footer or {}).get("totals", {}))
    merged = {**header, "shard": None, "shards": [f"{k}/{count}" for k in sorted(shards)],
              "cases": sum(p[1].get("cases", 0) for p in parts)}
    seconds = sum((f or {}).get("seconds", 0) for f in footers)
    return merged, cases, {"type": "footer", "totals": dict(totals), "seconds": seconds,
                           "complete": complete}


def _shard_of(header: dict[str, Any], file: Path) -> tuple[int, int]:
    """(K, N) of a shard report's ``shard`` ``"K/N"``; an error for a report of a whole run."""
    from adjudicator.errors import AdjudicatorError

    text = header.get("shard")
    head, _, tail = str(text).partition("/")
    if not (isinstance(text, str) and head.isdigit() and tail.isdigit()):
        raise AdjudicatorError("is the report of a whole run, not of a shard (--shard K/N); a folder "
                               "of reports holds the shards of one run", where=str(file))
    return int(head), int(tail)
