"""The corpus linter: every problem at once, each with file:line.

Checks: a scenario without ``@id``; a duplicate ``@id``; two scenarios with one title in a
file (pytest-bdd silently keeps only the last); Scenario Outlines (ids must be stable per
case); unknown tag keys; malformed ``@ruleset`` ranges; a ``@rule`` missing from the game's
rule index; status tags (``@proposed``, ``@deferred``) that disagree with the index;
undefined or ambiguous steps; unknown cards; anything else that stops a scenario from
compiling; and a contradictions register (``fixtures/<game>/contested.toml``) out of step with
the ``@contested`` tags or the rule index.
"""

from __future__ import annotations

import gc
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

from adjudicator.corpus.case import compile_scenario
from adjudicator.corpus.feature import Scenario
from adjudicator.corpus.load import Corpus, Roots, as_roots, load_corpus
from adjudicator.errors import AdjudicatorError, location
from adjudicator.games import CorpusRoot, game
from adjudicator.rulesets import parse_range

VALUED_TAGS = {"id", "rule", "ruleset"}
FLAG_TAGS = {"contested", "proposed", "deferred", "example"}
STATUS_FLAGS = ("proposed", "deferred")


def lint(roots: Roots = None, games: list[str] | None = None) -> tuple[Corpus, list[str]]:
    """Lint the corpus (of the chosen roots by default; ids must be unique across them);
    returns it (parsed, with the cases that compiled) and the problems."""
    with _no_cycle_collection():
        return _lint(as_roots(roots), games)


@contextmanager
def _no_cycle_collection() -> Iterator[None]:
    """Compiling builds some hundred thousand small objects (parsed documents, boards, cases) and
    keeps most of them: the cycle collector would walk them again and again and find almost no
    garbage (a tenth of a compile's time, measured, and more the more the process holds, such as
    a larger vocabulary). It is paused for the compile and resumed after, when it collects
    whatever cycles the compile did leave."""
    was_enabled = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if was_enabled:
            gc.enable()


def _lint(chosen: tuple[CorpusRoot, ...], games: list[str] | None) -> tuple[Corpus, list[str]]:
    corpus = load_corpus(chosen, games, compile_cases=False)
    problems = list(corpus.problems)
    seen_ids: dict[str, str] = {}
    indexes: dict[str, object] = {}
    cards_ok: dict[str, bool] = {}
    for feature in corpus.features:
        titles: dict[str, int] = {}
        for sc in feature.scenarios:
            problems.extend(_tag_problems(sc, seen_ids))
            if sc.title in titles:
                problems.append(f"{sc.where}: scenario title {sc.title!r} repeats the one at line "
                                f"{titles[sc.title]} (pytest-bdd would silently drop one)")
            titles.setdefault(sc.title, sc.line)
            if sc.outline:
                problems.append(f"{sc.where}: Scenario Outlines are not supported; write one "
                                "scenario per case so each has its own @id")
            problems.extend(_rule_problems(sc, indexes))
            cards_load = _cards_load(sc.game, cards_ok, problems)
            try:
                corpus.cases.append(compile_scenario(sc, game(sc.game)))
            except AdjudicatorError as exc:
                if cards_load or not hasattr(exc, "problems"):  # card problems are listed once
                    problems.append(str(exc))
    problems.extend(_register_problems(corpus, chosen[0].path if len(chosen) == 1 else None))
    return corpus, problems


def _cards_load(slug: str, seen: dict[str, bool], problems: list[str]) -> bool:
    """Whether a game's card files load; if not, each of their problems is listed once."""
    if slug not in seen:
        try:
            game(slug).catalogue()
            seen[slug] = True
        except AdjudicatorError as exc:
            problems.extend(getattr(exc, "problems", None) or [str(exc)])
            seen[slug] = False
    return seen[slug]


def _register_problems(corpus: Corpus, root: Path | None) -> list[str]:
    """Each linted game's contradictions register (that of ``root``, else those of all the
    chosen roots) against its scenarios and rule index."""
    from adjudicator.rules import RuleIndex, RulesError
    from adjudicator.rules.contested import load_register, register_problems

    problems = []
    for slug in dict.fromkeys(f.game for f in corpus.features):
        scenarios = {sc.tag_values("id")[0]: sc for f in corpus.features if f.game == slug
                     for sc in f.scenarios if sc.tag_values("id")}
        try:
            conflicts = load_register(slug, root)
            rule_ids = set(RuleIndex.load(slug).rules)
        except RulesError as exc:
            problems.append(str(exc))
            continue
        problems.extend(register_problems(conflicts, rule_ids, scenarios, slug,
                                          complete=slug not in corpus.unparsed))
    return problems


def _tag_problems(sc: Scenario, seen_ids: dict[str, str]) -> list[str]:
    problems = []
    for tag in sc.tags:
        where = location(sc.path, tag.line)
        if tag.value is None and tag.key not in FLAG_TAGS:
            hint = " (did you mean @id:..., @rule:... or @ruleset:...?)" if tag.key in VALUED_TAGS else ""
            problems.append(f"{where}: unknown tag @{tag.name}{hint}; flags are "
                            f"{', '.join('@' + f for f in sorted(FLAG_TAGS))}")
        elif tag.value is not None and tag.key not in VALUED_TAGS:
            problems.append(f"{where}: unknown tag key {tag.key!r} in @{tag.name}; keys are "
                            f"{', '.join(sorted(VALUED_TAGS))}")
        elif tag.value == "":
            problems.append(f"{where}: tag @{tag.name} has an empty value")
        elif tag.key == "ruleset":
            try:
                parse_range(tag.value or "")
            except AdjudicatorError as exc:
                problems.append(f"{where}: {exc.message}")
    ids = sc.tag_values("id")
    if not ids:
        problems.append(f"{sc.where}: scenario {sc.title!r} has no @id tag")
    elif len(ids) > 1:
        problems.append(f"{sc.where}: scenario has {len(ids)} @id tags; exactly one is allowed")
    else:
        if ids[0] in seen_ids:
            problems.append(f"{sc.where}: duplicate @id:{ids[0]} (first used at {seen_ids[ids[0]]})")
        seen_ids.setdefault(ids[0], sc.where)
    if not sc.rules:
        problems.append(f"{sc.where}: scenario cites no @rule")
    return problems


def _rule_problems(sc: Scenario, indexes: dict[str, object]) -> list[str]:
    from adjudicator.rules import RuleIndex

    if sc.game not in indexes:
        indexes[sc.game] = RuleIndex.load(sc.game)
    index = indexes[sc.game]
    problems = []
    statuses = set()
    for rule_id in sc.rules:
        rule = index.get(rule_id)
        if rule is None:
            problems.append(f"{sc.where}: @rule:{rule_id} is not in the {sc.game} rule index "
                            f"(fixtures/{sc.game}/rules.toml)")
        else:
            statuses.add(rule.status)
    for flag in STATUS_FLAGS:
        cited = flag in statuses
        tagged = sc.has_flag(flag)
        if cited and not tagged:
            problems.append(f"{sc.where}: cites a {flag} rule but lacks the @{flag} tag")
        if tagged and not cited:
            problems.append(f"{sc.where}: tagged @{flag} but cites no {flag} rule")
    for rng in sc.tag_values("ruleset"):
        try:
            bounds = parse_range(rng)[1:]
        except AdjudicatorError:
            continue
        for bound in bounds:
            if bound not in index.rulesets:
                problems.append(f"{sc.where}: @ruleset:{rng} names {bound!r}, which is not a "
                                f"{sc.game} ruleset ({', '.join(index.rulesets)})")
    return problems
