"""Rule coverage: which rules of a game's index the corpus cites, per section and rule group.

The unit is a rule (``kind = "rule"``). A rule is covered when a scenario cites it by its own id;
citing a group or a section (``@rule:704``, ``@rule:card:vampire``) is counted apart, as a
heading citation, and covers none of the rules inside it. Rules marked ``untestable`` in the
index are reported apart and never counted in the denominator.
"""

from __future__ import annotations

import json
from collections import defaultdict
from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import Any

from .index import RuleIndex
from .model import Rule

STATUS_ORDER = ("ratified", "proposed", "deferred", "base")


@dataclass
class Tally:
    """Counts for one section, group or game."""

    rules: int = 0
    cited: int = 0
    by_status: dict[str, list[int]] = field(default_factory=dict)  # status -> [cited, rules]
    untestable: int = 0

    def add(self, rule: Rule, is_cited: bool) -> None:
        if rule.untestable:
            self.untestable += 1
            return
        self.rules += 1
        self.cited += is_cited
        counts = self.by_status.setdefault(rule.status, [0, 0])
        counts[0] += is_cited
        counts[1] += 1

    @property
    def percent(self) -> float:
        return 100.0 * self.cited / self.rules if self.rules else 0.0

    def to_json(self) -> dict[str, Any]:
        return {"rules": self.rules, "cited": self.cited, "untestable": self.untestable,
                "by_status": {s: {"cited": c, "rules": n}
                              for s, (c, n) in sorted(self.by_status.items(), key=_status_key)}}


def _status_key(item: tuple[str, Any]) -> int:
    return STATUS_ORDER.index(item[0]) if item[0] in STATUS_ORDER else len(STATUS_ORDER)


@dataclass
class Row:
    """One section or rule group: its tally, uncited and untestable rules, heading citations."""

    id: str
    kind: str
    title: str
    section: str
    tally: Tally = field(default_factory=Tally)
    uncited: list[str] = field(default_factory=list)
    untestable: dict[str, str] = field(default_factory=dict)
    heading_citations: int = 0


@dataclass
class GameCoverage:
    """Coverage of one game's rule index by its corpus."""

    game: str
    total: Tally
    rows: list[Row]
    scenarios: int

    def to_json(self) -> dict[str, Any]:
        return {"game": self.game, "scenarios": self.scenarios, "total": self.total.to_json(),
                "rows": [{"id": r.id, "kind": r.kind, "title": r.title, "section": r.section,
                          **r.tally.to_json(), "heading_citations": r.heading_citations,
                          "uncited": r.uncited, "untestable_rules": r.untestable}
                         for r in self.rows]}


def group_of(index: RuleIndex, rule: Rule) -> Rule:
    """The nearest enclosing group of ``rule``, else its section (where it is counted)."""
    for ancestor in index.ancestors(rule.id):
        if ancestor.kind == "group":
            return ancestor
    return index.rules[rule.section]


def coverage(index: RuleIndex, citations: Iterable[str], scenarios: int = 0) -> GameCoverage:
    """Tally ``index`` against the rule ids the corpus cites (one item per citation)."""
    counts: dict[str, int] = defaultdict(int)
    for rule_id in citations:
        counts[rule_id] += 1
    rows: dict[str, Row] = {}
    for entry in index:
        if entry.kind != "rule":
            rows[entry.id] = Row(entry.id, entry.kind, entry.title, entry.section,
                                 heading_citations=counts.get(entry.id, 0))
    total = Tally()
    for rule in index:
        if rule.kind != "rule":
            continue
        row = rows[group_of(index, rule).id]
        is_cited = counts.get(rule.id, 0) > 0
        row.tally.add(rule, is_cited)
        total.add(rule, is_cited)
        if rule.untestable:
            row.untestable[rule.id] = rule.untestable
        elif not is_cited:
            row.uncited.append(rule.id)
    kept = [r for r in rows.values() if r.tally.rules or r.tally.untestable or r.heading_citations]
    return GameCoverage(index.game, total, kept, scenarios)


def corpus_coverage(games: list[str]) -> list[GameCoverage]:
    """Coverage of each game in ``games`` by the committed corpus."""
    from adjudicator.corpus.load import load_corpus
    from adjudicator.games import PLAYABLE

    playable = [g for g in games if g in PLAYABLE]
    corpus = load_corpus(games=playable, compile_cases=False) if playable else None
    result = []
    for game in games:
        scenarios = [s for s in corpus.scenarios if s.game == game] if corpus else []
        citations = [r for s in scenarios for r in dict.fromkeys(s.rules)]
        result.append(coverage(RuleIndex.load(game), citations, len(scenarios)))
    return result


# -- rendering -------------------------------------------------------------------------------
def _status_cells(tally: Tally) -> str:
    return ", ".join(f"{s} {c}/{n}" for s, (c, n) in sorted(tally.by_status.items(), key=_status_key))


def _label(row: Row) -> str:
    indent = "" if row.kind == "section" else "  "
    title = f" {row.title}" if row.title else ""
    return f"{indent}{row.id}{title}"[:48]


def render_json(results: list[GameCoverage]) -> str:
    return json.dumps({"format": 1, "games": [g.to_json() for g in results]}, indent=1,
                      ensure_ascii=False)


def render_markdown(results: list[GameCoverage]) -> str:
    out = ["# Rule coverage", ""]
    for g in results:
        t = g.total
        out += [f"## {g.game}", "",
                f"{t.cited} of {t.rules} testable rules cited ({t.percent:.1f}%) by {g.scenarios} "
                f"scenarios; {t.untestable} untestable. By status: {_status_cells(t)}.", "",
                "| section / group | rules | cited | % | by status | heading cited |",
                "|---|---:|---:|---:|---|---:|"]
        for r in g.rows:
            name = f"{'' if r.kind == 'section' else '&emsp;'}`{r.id}` {r.title}".rstrip()
            out.append(f"| {name} | {r.tally.rules} | {r.tally.cited} | {r.tally.percent:.0f} | "
                       f"{_status_cells(r.tally)} | {r.heading_citations or ''} |")
        out += ["", "### Uncited rules", ""]
        for r in g.rows:
            if r.uncited:
                out.append(f"* `{r.id}`: {', '.join(r.uncited)}")
        untestable = [(rid, why) for r in g.rows for rid, why in r.untestable.items()]
        if untestable:
            out += ["", "### Untestable (not counted)", ""]
            out += [f"* `{rid}`: {why}" for rid, why in untestable]
        out.append("")
    return "\n".join(out)


def print_table(results: list[GameCoverage], show_uncited: bool, console: Any = None) -> None:
    """Rich tables, one per game, with a totals line; ``show_uncited`` lists the gaps."""
    from rich.console import Console
    from rich.table import Table

    console = console or Console()
    for g in results:
        table = Table(title=f"{g.game}: rule coverage", title_justify="left")
        for name, justify in (("section / group", "left"), ("rules", "right"), ("cited", "right"),
                              ("%", "right"), ("by status (cited/rules)", "left"),
                              ("untestable", "right")):
            table.add_column(name, justify=justify)  # type: ignore[arg-type]
        for r in g.rows:
            table.add_row(_label(r), str(r.tally.rules), str(r.tally.cited),
                          f"{r.tally.percent:.0f}" if r.tally.rules else "-",
                          _status_cells(r.tally), str(r.tally.untestable or ""),
                          style="bold" if r.kind == "section" else None)
        console.print(table)
        t = g.total
        console.print(f"{g.game}: {t.cited} of {t.rules} testable rules cited ({t.percent:.1f}%) by "
                      f"{g.scenarios} scenarios; {t.untestable} untestable, reported apart; "
                      f"{_status_cells(t)}")
        if show_uncited:
            for r in g.rows:
                if r.uncited:
                    console.print(f"  uncited in {r.id}: {', '.join(r.uncited)}", soft_wrap=True)
        console.print()
