"""pytest plugin for the corpus: ``ns:value`` tags become markers, ``--rule`` selects exactly.

* ``@rule:704.5e`` → ``pytest.mark.rule(id="704.5e")``; likewise ``id``, ``ruleset``; the
  feature's folder adds ``pytest.mark.game(id="nodawn")``; flags (``@contested``) are markers.
  All are registered, so ``--strict-markers`` passes.
* ``--rule 704.5`` keeps scenarios citing 704.5 or its sub-rules (704.5e) but not 704.50.
* ``--tags "@rule:704.5 and not @contested"``: a Cucumber tag expression over each scenario's tags,
  as ``adjudicator run --tags`` reads it (tests that are not scenarios have no tags).
* ``--shard K/N`` keeps the K-th of N parts of the collected tests, split as ``adjudicator run
  --shard`` splits cases: a scenario by a hash of its ``@id``, any other test by its node id.
* ``-m "game(id='nocturne')"`` selects one game.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from adjudicator.errors import AdjudicatorError
from adjudicator.harness.select import Shard, TagExpression, parse_shard, parse_tags, tag_strings
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
    group.addoption("--tags", dest="adjudicator_tags", metavar="EXPR",
                    help='run only scenarios matching a Cucumber tag expression, e.g. "@rule:704.5 and '
                    'not @contested" (@rule:704.5 matches its sub-rules too)')
    group.addoption("--shard", dest="adjudicator_shard", metavar="K/N",
                    help="run only the K-th of N parts of the tests (scenarios split by a hash of their "
                    "@id, as `adjudicator run --shard` splits them)")


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
    tags, shard = _expression(config), _shard(config)
    selectors = config.getoption("adjudicator_rule")
    keep, drop = [], []
    for item in items:
        rules = [m.kwargs.get("id", "") for m in item.iter_markers("rule")]
        wanted = (not selectors or any(rule_matches(s, r) for s in selectors for r in rules))
        wanted = wanted and (tags is None or tags.matches(item_tags(item)))
        wanted = wanted and (shard is None or shard.holds(_shard_key(item)))
        (keep if wanted else drop).append(item)
    if drop:
        config.hook.pytest_deselected(items=drop)
        items[:] = keep


def item_tags(item: pytest.Item) -> list[str]:
    """A scenario's tags as a tag expression sees them, rebuilt from its markers."""
    values = {key: [m.kwargs.get("id", "") for m in item.iter_markers(key)]
              for key in ("id", "rule", "ruleset")}
    flags = [m.name for m in item.iter_markers() if m.name in FLAG_MARKERS]
    ident = values["id"][0] if values["id"] else None
    ruleset = values["ruleset"][0] if values["ruleset"] else None
    return tag_strings(ident, values["rule"], ruleset, flags)


#: Markers that stand for a scenario's flag tags.
FLAG_MARKERS = ("contested", "proposed", "deferred", "example")


def _shard_key(item: pytest.Item) -> str:
    ids = [m.kwargs.get("id", "") for m in item.iter_markers("id")]
    return ids[0] if ids else item.nodeid


def _expression(config: pytest.Config) -> TagExpression | None:
    text = config.getoption("adjudicator_tags")
    return None if text is None else _usage(parse_tags, text)


def _shard(config: pytest.Config) -> Shard | None:
    text = config.getoption("adjudicator_shard")
    return None if text is None else _usage(parse_shard, text)


def _usage(parse: Any, text: str) -> Any:
    try:
        return parse(text)
    except AdjudicatorError as exc:
        raise pytest.UsageError(str(exc)) from None
