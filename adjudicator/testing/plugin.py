"""pytest plugin for the corpus: ``ns:value`` tags become markers, ``--rule`` selects exactly.

* ``@rule:704.5e`` → ``pytest.mark.rule(id="704.5e")``; likewise ``id``, ``ruleset``; the
  feature's folder adds ``pytest.mark.game(id="nodawn")``; flags (``@contested``) are markers.
  All are registered, so ``--strict-markers`` passes.
* ``--rule 704.5`` keeps scenarios citing 704.5 or its sub-rules (704.5e) but not 704.50.
* ``-m "game(id='nocturne')"`` selects one game.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from adjudicator.rules import rule_matches

MARKERS = {
    "rule": "rule(id): the scenario cites this rule id",
    "game": "game(id): the scenario belongs to this game",
    "id": "id(id): the scenario's stable id",
    "ruleset": "ruleset(id): the ruleset range the scenario's outcome holds for",
    "contested": "the rulebook contradicts itself here; the description says which reading",
    "proposed": "cites a proposed rule",
    "deferred": "cites a deferred rule",
    "example": "restates one of the rulebook's worked examples",
    "corpus": "a scenario of the conformance corpus",
}


def pytest_addoption(parser: pytest.Parser) -> None:
    group = parser.getgroup("adjudicator", "conformance corpus")
    group.addoption("--rule", action="append", dest="adjudicator_rule", metavar="RULE",
                    help="run only scenarios citing RULE or its sub-rules (704.5 → 704.5e, not 704.50)")
    group.addoption("--ruleset", action="append", dest="adjudicator_ruleset", metavar="[GAME=]RULESET",
                    help="ruleset the corpus runs under (default: latest in the rule index)")


def pytest_configure(config: pytest.Config) -> None:
    for name, text in MARKERS.items():
        config.addinivalue_line("markers", f"{name}: {text}")


def pytest_bdd_apply_tag(tag: str, function: Any) -> Any:
    key, sep, value = tag.partition(":")
    if sep:
        return getattr(pytest.mark, key)(id=value)(function)
    return getattr(pytest.mark, key)(function)


def pytest_bdd_before_step(request: pytest.FixtureRequest, feature: Any, scenario: Any,
                           step: Any, step_func: Any) -> None:
    from adjudicator.testing.bdd import live_case

    live_case(request, scenario).current_line = step.line_number


def pytest_bdd_after_scenario(request: pytest.FixtureRequest, feature: Any, scenario: Any) -> None:
    live = getattr(request.node, "_adjudicator_case", None)
    if live is not None:
        live.finish()


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    from pytest_bdd.scenario import scenario_wrapper_template_registry as registry

    from adjudicator.testing.bdd import game_of

    for item in items:
        template = registry.get(getattr(item, "obj", None))
        if template is not None:
            item.add_marker(pytest.mark.game(id=game_of(Path(template.feature.filename))))
            item.add_marker(pytest.mark.corpus)
    selectors = config.getoption("adjudicator_rule")
    if not selectors:
        return
    keep, drop = [], []
    for item in items:
        rules = [m.kwargs.get("id", "") for m in item.iter_markers("rule")]
        (keep if any(rule_matches(s, r) for s in selectors for r in rules) else drop).append(item)
    if drop:
        config.hook.pytest_deselected(items=drop)
        items[:] = keep
