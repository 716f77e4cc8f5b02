"""The "start here" path of a game's home page: the rulebook's parts in the order a beginner meets
them, kept by hand in ``fixtures/<game>/start-here.toml`` (one ``[[step]]`` per part: ``rule``, a
rule id of the index, and ``learn``, what it teaches in the project's own words).

A game without the file gets its sections in document order, those with a scenario first.
"""

from __future__ import annotations

import tomllib
from dataclasses import dataclass
from pathlib import Path

from adjudicator.errors import AdjudicatorError
from adjudicator.rules import RuleIndex

FILE = "start-here.toml"
_KEYS = {"rule", "learn"}


@dataclass(frozen=True)
class StartStep:
    """One stop of the path: a rule id with a page or an anchor, and what a reader learns there."""

    rule: str
    learn: str = ""


def start_path(slug: str, root: Path, index: RuleIndex, cited: set[str]) -> list[StartStep]:
    """The game's path: from its ``start-here.toml`` when there is one, else its sections (the
    ones with scenarios, in document order)."""
    path = root / "fixtures" / slug / FILE
    if not path.is_file():
        sections = index.sections()
        return [StartStep(s.id) for s in sections
                if any(r.section == s.id for r in index if r.id in cited)]
    try:
        data = tomllib.loads(path.read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError, tomllib.TOMLDecodeError) as exc:
        raise AdjudicatorError(f"cannot read the start-here path: {exc}", where=str(path)) from None
    steps = data.get("step")
    if set(data) - {"step"} or not isinstance(steps, list) or not steps:
        raise AdjudicatorError("expected one or more [[step]] tables and nothing else", where=str(path))
    out = []
    for n, step in enumerate(steps, 1):
        where = f"{path} (step {n})"
        if not isinstance(step, dict) or set(step) - _KEYS or not isinstance(step.get("rule"), str):
            raise AdjudicatorError("a step has a string `rule` and an optional string `learn`, "
                                   "nothing else", where=where)
        if step["rule"] not in index:
            raise AdjudicatorError(f"rule {step['rule']!r} is not in the {slug} rule index", where=where)
        if not isinstance(step.get("learn", ""), str):
            raise AdjudicatorError("`learn` must be a string", where=where)
        out.append(StartStep(step["rule"], step.get("learn", "")))
    return out
