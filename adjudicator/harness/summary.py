"""What the terminal shows during and after a run: a progress bar, then a table per game and
rule section (passed / failed / errored / skipped / unsupported), then each failure with its diff."""

from __future__ import annotations

import sys
from collections import Counter, defaultdict
from typing import TYPE_CHECKING, Any

from rich.console import Console
from rich.table import Table

from adjudicator.harness.report import failure_text
from adjudicator.harness.runner import CaseResult

if TYPE_CHECKING:  # rich's progress bar is imported only when a bar is shown
    from rich.progress import Progress as RichProgress

BAD = ("fail", "errored", "crashed", "timeout")


class Progress:
    """A progress bar on stderr when it is a terminal; silent otherwise."""

    def __init__(self, total: int, enabled: bool = True) -> None:
        self.enabled = enabled and sys.stderr.isatty()
        self.total = total
        self.bad = 0
        self._bar: RichProgress | None = None

    def __enter__(self) -> Progress:
        if self.enabled:
            from rich.progress import BarColumn, MofNCompleteColumn, TextColumn, TimeElapsedColumn
            from rich.progress import Progress as RichProgress

            self._bar = RichProgress(
                TextColumn("[bold]running[/]"), BarColumn(), MofNCompleteColumn(),
                TextColumn("{task.fields[bad]} not passing"), TimeElapsedColumn(),
                console=Console(stderr=True), transient=True,
            )
            self._bar.__enter__()
            self._task = self._bar.add_task("run", total=self.total, bad=0)
        return self

    def advance(self, result: CaseResult) -> None:
        if result.outcome in BAD:
            self.bad += 1
        if self._bar is not None:
            self._bar.update(self._task, advance=1, bad=self.bad)

    def __exit__(self, *exc: Any) -> None:
        if self._bar is not None:
            self._bar.__exit__(*exc)


def section_of(game: str, rule_id: str, indexes: dict[str, Any]) -> str:
    """'7 Additional Rules' for 704.5e: the rule's top-level section in the game's index."""
    from adjudicator.rules import RuleIndex

    if game not in indexes:
        try:
            indexes[game] = RuleIndex.load(game)
        except Exception:  # a summary never fails for want of an index
            indexes[game] = None
    index = indexes[game]
    rule = index.get(rule_id) if index else None
    if rule is None:
        return rule_id.split(".")[0]
    section = index.get(rule.section)
    title = section.title if section else ""
    if not rule.section[:1].isdigit():
        return title or rule.section
    return f"{rule.section} {title}".strip()


def print_summary(results: list[CaseResult], seconds: float, hello: dict[str, Any]) -> bool:
    """Print the per-section table and failures; True when nothing failed."""
    console = Console(highlight=False)
    indexes: dict[str, Any] = {}
    rows: dict[tuple[str, str], Counter] = defaultdict(Counter)
    for r in results:
        sections = {section_of(r.game, rule, indexes) for rule in r.rules} or {"(no rule)"}
        for s in sections:
            rows[(r.game, s)][r.outcome] += 1
    table = Table(title="Results by game and rule section (a case counts in each section it cites)")
    for col in ("game", "section", "passed", "failed", "errored", "skipped", "unsupported"):
        table.add_column(col, justify="right" if col not in ("game", "section") else "left")
    for (game, section), c in sorted(rows.items(), key=lambda kv: (kv[0][0], _natural(kv[0][1]))):
        table.add_row(game, section, str(c["pass"]), str(c["fail"]),
                      str(c["errored"] + c["crashed"] + c["timeout"]),
                      str(c["skipped"]), str(c["unsupported"]))
    console.print(table)
    failures = [r for r in results if r.outcome in BAD]
    for r in failures:
        console.print(failure_text(r), markup=False)
        console.print()
    totals = Counter(r.outcome for r in results)
    engine = hello.get("engine", {}).get("name", "engine")
    console.print(
        f"{totals['pass']} passed, {len(failures)} failed, {totals['skipped']} skipped, "
        f"{totals['unsupported']} unsupported — {len(results)} cases against {engine} in "
        f"{seconds:.2f}s",
        markup=False,
    )
    return not failures


def _natural(section: str) -> tuple[int, str]:
    head = section.split(" ")[0]
    return (int(head) if head.isdigit() else 10_000, section)
