"""Compare two JSON-lines reports: ``adjudicator compare OLD.jsonl NEW.jsonl``.

Per scenario id: **regressed** (passed, now does not), **fixed** (did not pass, now passes),
**changed** (another outcome kind, e.g. fail -> crashed; a skip starting or ending; or the same
failing outcome with a different message), **added** and **removed**. Two runs under different
``--ruleset`` values compare the same way, so a designer sees which outcomes an amendment moves.
"""

from __future__ import annotations

import json
from collections import Counter
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from adjudicator.harness.report import read_run

KINDS = ("regressed", "fixed", "changed", "added", "removed")


@dataclass(frozen=True)
class Move:
    """How one scenario's outcome moved between the two reports."""

    id: str
    kind: str
    old: str | None
    new: str | None
    note: str = ""

    def to_json(self) -> dict[str, Any]:
        return {"id": self.id, "kind": self.kind, "old": self.old, "new": self.new, "note": self.note}


@dataclass
class Comparison:
    old_header: dict[str, Any]
    new_header: dict[str, Any]
    moves: list[Move]
    unchanged: int
    partial: list[str]  # which reports were cut short

    @property
    def regressions(self) -> int:
        return sum(m.kind == "regressed" for m in self.moves)

    def counts(self) -> dict[str, int]:
        c = Counter(m.kind for m in self.moves)
        return {k: c.get(k, 0) for k in KINDS} | {"unchanged": self.unchanged}

    def to_json(self) -> dict[str, Any]:
        return {"old": _describe(self.old_header), "new": _describe(self.new_header),
                "partial": self.partial, "moves": [m.to_json() for m in self.moves],
                "counts": self.counts()}


def _describe(header: dict[str, Any]) -> dict[str, Any]:
    engine = header.get("engine") or {}
    return {"engine": engine.get("name") if isinstance(engine, dict) else str(engine),
            "rulesets": header.get("rulesets"), "corpus_version": header.get("corpus_version")}


def classify(cid: str, old: dict[str, Any] | None, new: dict[str, Any] | None) -> Move | None:
    """The move of one id, or None when its outcome (and message) stayed the same."""
    if old is None:
        return Move(cid, "added", None, new["outcome"] if new else None)
    if new is None:
        return Move(cid, "removed", old["outcome"], None)
    before, after = old["outcome"], new["outcome"]
    if before == after:
        if before in ("pass", "skipped") or old.get("message") == new.get("message"):
            return None
        return Move(cid, "changed", before, after, f"now: {_first_line(new.get('message'))}")
    if before == "pass" and after != "skipped":
        return Move(cid, "regressed", before, after, _first_line(new.get("message")))
    if after == "pass" and before != "skipped":
        return Move(cid, "fixed", before, after)
    return Move(cid, "changed", before, after, _first_line(new.get("message")))


def _first_line(message: Any) -> str:
    text = str(message or "").strip()
    line = text.splitlines()[0] if text else ""
    return line if len(line) <= 140 else line[:139] + "\u2026"


def compare_reports(old_path: Path, new_path: Path, notes: list[str] | None = None) -> Comparison:
    """Read both runs (a report, or a folder of one run's shard reports; errors name the file
    and line) and classify every id."""
    old_header, old_cases, old_footer = read_run(old_path, notes)
    new_header, new_cases, new_footer = read_run(new_path, notes)
    olds = {c["id"]: c for c in old_cases}
    news = {c["id"]: c for c in new_cases}
    moves, unchanged = [], 0
    for cid in list(olds) + [i for i in news if i not in olds]:
        move = classify(cid, olds.get(cid), news.get(cid))
        if move is None:
            unchanged += 1
        else:
            moves.append(move)
    partial = [str(p) for p, footer in ((old_path, old_footer), (new_path, new_footer))
               if footer is None or not footer.get("complete", True)]
    return Comparison(old_header, new_header, moves, unchanged, partial)


def render_text(c: Comparison) -> str:
    """Per-id lines grouped by kind, then the counts as a summary."""
    lines = []
    old, new = _describe(c.old_header), _describe(c.new_header)
    for label, d in (("old", old), ("new", new)):
        lines.append(f"{label}: {d['engine']}, rulesets {d['rulesets']}, corpus {d['corpus_version']}")
    for path in c.partial:
        lines.append(f"warning: {path} is partial (the run was cut short); ids missing from it "
                     "show as added or removed")
    for kind in KINDS:
        for m in (m for m in c.moves if m.kind == kind):
            arrow = f"{m.old or '-'} \u2192 {m.new or '-'}"
            note = f"  {m.note}" if m.note else ""
            lines.append(f"{kind:<9} {m.id}  {arrow}{note}")
    counts = c.counts()
    lines.append(", ".join(f"{n} {k}" for k, n in counts.items()))
    return "\n".join(lines)


def render_json(c: Comparison) -> str:
    return json.dumps(c.to_json(), indent=1, ensure_ascii=False)
