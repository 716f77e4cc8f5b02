"""The pytest-bdd binding: three generic steps run the same compiled case as the CLI.

At a scenario's first step the whole scenario is compiled with the game's vocabulary (one
definition of each phrase, shared with the CLI runner); each pytest-bdd step then feeds the
operations compiled from its own line to a :class:`CaseSession`, so a failure is reported
at the step that caused it, and the result cannot differ from ``adjudicator run``.
"""

from __future__ import annotations

from functools import cache
from pathlib import Path
from typing import Any

import pytest

from adjudicator.corpus.case import compile_scenario
from adjudicator.corpus.feature import Scenario, parse_feature, read_feature
from adjudicator.errors import AdjudicatorError
from adjudicator.files import relative
from adjudicator.games import ROOT, game
from adjudicator.harness.session import CaseSession
from adjudicator.rulesets import in_range


@cache
def _scenarios(path: str) -> dict[int, Scenario]:
    file = Path(path)
    slug = game_of(file)
    shown = relative(file, ROOT)
    feature = parse_feature(shown, slug, read_feature(file, shown))
    return {s.line: s for s in feature.scenarios}


def game_of(path: Path) -> str:
    """The game a feature file belongs to: its folder under features/."""
    parts = path.resolve().relative_to(ROOT / "features").parts
    return parts[0]


class LiveCase:
    """One scenario's case and session while pytest-bdd walks its steps."""

    def __init__(self, feature_path: str, line: int, ruleset: str | None) -> None:
        from adjudicator.protocol.client import InProcessClient

        scenario = _scenarios(feature_path)[line]
        spec = game(scenario.game)
        try:
            self.case = compile_scenario(scenario, spec)
        except AdjudicatorError as exc:
            pytest.fail(f"scenario does not compile: {exc}", pytrace=False)
        self.ruleset = ruleset or default_ruleset(scenario.game)
        if not in_range(self.case["ruleset"], self.ruleset):
            pytest.skip(f"outside ruleset {self.ruleset} (holds for {self.case['ruleset']})")
        self.session = CaseSession(self.case, InProcessClient(spec.new_engine()), self.ruleset)
        self.session.setup = self.case["setup"]
        self.current_line = 0
        self.done_lines: set[int] = set()

    def run_line(self, line: int) -> None:
        """Feed the ops compiled from the step on this line (a Background line runs once)."""
        if line in self.done_lines:
            return
        self.done_lines.add(line)
        for op in self.case["script"]:
            if op["line"] == line:
                self.session.feed(op)

    def finish(self) -> None:
        self.session.finish()


@cache
def default_ruleset(slug: str) -> str:
    from adjudicator.rules import RuleIndex

    return RuleIndex.load(slug).default_ruleset


def live_case(request: pytest.FixtureRequest, scenario: Any = None) -> LiveCase:
    """The LiveCase of the running scenario, created at its first step from pytest-bdd's
    scenario record (feature file and line)."""
    node: Any = request.node
    live = getattr(node, "_adjudicator_case", None)
    if live is None:
        if scenario is None:
            raise RuntimeError("the corpus steps run only inside a pytest-bdd scenario")
        path = scenario.feature.filename
        rulesets = request.config.getoption("adjudicator_ruleset") or []
        chosen = _chosen_ruleset(rulesets, game_of(Path(path)))
        live = LiveCase(path, scenario.line_number, chosen)
        node._adjudicator_case = live
    return live


def _chosen_ruleset(options: list[str], slug: str) -> str | None:
    for item in options:
        g, _, r = item.rpartition("=")
        if not g or g == slug:
            return r
    return None


def run_step(request: pytest.FixtureRequest) -> None:
    live = live_case(request)
    live.run_line(live.current_line)
