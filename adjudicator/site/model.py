"""What the site is built from: per game, the rule index, scenarios and their compiled cases,
cards, contested notes, the "start here" path and (with ``--rulebook``) the reader's rulebook;
per report, the engine that ran and each case's outcome.

Everything is gathered once here; the page modules only read it.
"""

from __future__ import annotations

import re
from collections import Counter, defaultdict
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from adjudicator.corpus.feature import FeatureFile, Scenario
from adjudicator.errors import AdjudicatorError
from adjudicator.rules import Rule, RuleIndex, rule_matches
from adjudicator.rules.contested import Conflict, load_register
from adjudicator.site import paths
from adjudicator.site.rulebook import Rulebook, read_rulebook
from adjudicator.site.start import StartStep, start_path

QUOTED = re.compile(r'"([^"]+)"')
#: Outcomes that say nothing about conformance (the case does not apply to that ruleset).
NOT_APPLICABLE = ("skipped",)


@dataclass
class EngineRun:
    """One report: the engine that produced it and its case lines keyed by (game, scenario id)."""

    name: str
    slug: str
    path: Path
    header: dict[str, Any]
    footer: dict[str, Any] | None
    cases: dict[tuple[str, str], dict[str, Any]]

    def outcome(self, game: str, scenario_id: str) -> str | None:
        case = self.cases.get((game, scenario_id))
        return case.get("outcome") if case else None

    def games(self) -> list[str]:
        return sorted({g for g, _ in self.cases})


@dataclass
class GameData:
    """One game's rules, scenarios and cards, with the cross references the pages need."""

    slug: str
    name: str
    index: RuleIndex
    scenarios: list[Scenario]
    cards: dict[str, dict[str, Any]]
    contested: list[Conflict]
    playable: bool
    unit_of: dict[str, str] = field(default_factory=dict)
    by_rule: dict[str, list[Scenario]] = field(default_factory=dict)
    card_slugs: dict[str, str] = field(default_factory=dict)
    card_uses: dict[str, list[Scenario]] = field(default_factory=dict)
    notes_by_rule: dict[str, list[Conflict]] = field(default_factory=dict)
    cases: dict[str, dict[str, Any]] = field(default_factory=dict)  # scenario id -> compiled case
    book: Rulebook | None = None  # the reader's rulebook, with --rulebook
    start: list[StartStep] = field(default_factory=list)
    card_rules: dict[str, list[str]] = field(default_factory=dict)  # rule id -> cards it defines
    feature_notes: dict[str, str] = field(default_factory=dict)  # rule id -> a feature's summary
    unit_features: dict[str, list[FeatureFile]] = field(default_factory=dict)  # page -> its features

    def units(self) -> list[Rule]:
        """The rules that have a page (groups or sections), in document order."""
        return [self.index.rules[u] for u in dict.fromkeys(self.unit_of.values())]

    def rules_on(self, unit: str) -> list[Rule]:
        """The rules shown on ``unit``'s page, in document order (the unit itself first)."""
        return [r for r in self.index if self.unit_of[r.id] == unit]

    def rule_href(self, rule_id: str) -> str | None:
        unit = self.unit_of.get(rule_id)
        return paths.rule_href(self.slug, unit, rule_id) if unit else None

    def covered_by(self, rule: Rule) -> list[Rule]:
        """The rules a section, group or rule stands for, in document order: a section's every
        rule, otherwise the rule and everything nested under it."""
        if rule.kind == "section":
            return [r for r in self.index if r.section == rule.id]
        return [rule, *(r for r in self.index if r.id != rule.id and rule_matches(rule.id, r.id))]

    def first_scenario(self, rule: Rule) -> Scenario | None:
        """The first scenario of the first rule (in document order) that ``rule`` stands for."""
        for r in self.covered_by(rule):
            if r.id in self.by_rule:
                return self.by_rule[r.id][0]
        return None

    def summary(self, rule_id: str) -> str:
        """The project's own words for a rule: the summary of the card it defines, else the
        description of the feature written for it; "" when there is neither. (A scenario's own
        description is shown with that scenario.)"""
        for name in self.card_rules.get(rule_id, []):
            text = self.cards[name].get("summary")
            if isinstance(text, str) and text:
                return text
        return self.feature_notes.get(rule_id, "")

    def counted(self, section: str) -> list[Rule]:
        """The rules of a section a reader expects a scenario for: every rule not marked
        untestable, and any heading that a scenario cites."""
        return [r for r in self.index if r.section == section
                and ((r.kind == "rule" and not r.untestable) or r.id in self.by_rule)]


def label(rule: Rule) -> str:
    """How a rule group or section is named: '704 State-Based Actions', 'Night Phase'."""
    if rule.title and not re.search(r"\d", rule.id):
        return rule.title
    return f"{rule.id} {rule.title}".strip()


def is_example(s: Scenario) -> bool:
    """Whether a scenario restates one of the rulebook's own worked examples (``@example``)."""
    return s.has_flag("example")


def unit_for(index: RuleIndex, rule: Rule, by_group: bool) -> str:
    """The page a rule is shown on: its nearest group (when the game pages by group), else its
    section."""
    if by_group:
        for r in [rule, *index.ancestors(rule.id)]:
            if r.kind == "group":
                return r.id
    return rule.section


def load_game(slug: str, root: Path | None, features: list[FeatureFile] | None = None,
              cases: dict[str, dict[str, Any]] | None = None, rulebook: Path | None = None) -> GameData:
    """Gather one game from its feature files (none for a game with no corpus: every rule is a
    gap) and their compiled ``cases`` by scenario id, with the fixtures under ``root`` (None:
    those of the chosen corpus roots); ``rulebook`` is the reader's document of the game, read
    for its rules' text."""

    from adjudicator.games import GAME_NAMES, PLAYABLE, index_root

    index = RuleIndex.load(slug, root)
    playable = slug in PLAYABLE
    cards = _catalogue(slug, root) if playable else {}
    name = GAME_NAMES.get(slug, slug)
    features = features or []
    scenarios = [s for f in features for s in f.scenarios]
    data = GameData(slug, name, index, scenarios, cards, load_register(slug, root),
                    playable)
    by_group = slug in paths.GROUP_PAGES
    data.unit_of = {r.id: unit_for(index, r, by_group) for r in index}
    _check_pages(data)
    by_rule: dict[str, list[Scenario]] = defaultdict(list)
    for s in scenarios:
        for rule_id in s.rules:
            by_rule[rule_id].append(s)
    data.by_rule = dict(by_rule)
    data.card_slugs = paths.unique_slugs(list(cards))
    data.card_uses = _card_uses(scenarios, cards)
    notes: dict[str, list[Conflict]] = defaultdict(list)
    for note in data.contested:
        for rule_id in note.rules:
            notes[rule_id].append(note)
    data.notes_by_rule = dict(notes)
    data.cases = cases or {}
    data.card_rules = _card_rules(cards)
    data.feature_notes = _feature_notes(features)
    data.unit_features = _unit_features(data, features)
    data.start = start_path(slug, root or index_root(slug), index, set(data.by_rule))
    if rulebook is not None:
        data.book = read_rulebook(slug, rulebook, index)
    return data


def _feature_notes(features: list[FeatureFile]) -> dict[str, str]:
    """Rule id -> the description of the first feature whose own tags cite it."""
    out: dict[str, str] = {}
    for f in features:
        if f.description:
            for tag in f.tags:
                if tag.key == "rule" and tag.value:
                    out.setdefault(tag.value, f.description)
    return out


def _unit_features(data: GameData, features: list[FeatureFile]) -> dict[str, list[FeatureFile]]:
    """Page (rule group or section) -> the described features whose scenarios mostly show its
    rules (counting each scenario's first rule on a page), in corpus order."""
    out: dict[str, list[FeatureFile]] = defaultdict(list)
    for f in features:
        units = Counter(data.unit_of[r] for s in f.scenarios
                        for r in s.rules[:1] if r in data.unit_of)
        if f.description and units:
            out[units.most_common(1)[0][0]].append(f)
    return dict(out)


def _card_rules(cards: dict[str, dict[str, Any]]) -> dict[str, list[str]]:
    """Rule id -> the cards whose definition names it as their own (``rule``/``rules``)."""
    out: dict[str, list[str]] = defaultdict(list)
    for name, card in cards.items():
        cited = [card["rule"]] if isinstance(card.get("rule"), str) else card.get("rules", [])
        for rule_id in cited if isinstance(cited, list) else []:
            out[rule_id].append(name)
    return dict(out)


def _catalogue(slug: str, root: Path | None) -> dict[str, dict[str, Any]]:
    """The card definitions under ``root`` (the game's cached catalogue of the chosen corpus
    roots for None or the default root)."""
    from adjudicator.cards import Catalogue
    from adjudicator.games import ROOT, game

    spec = game(slug)
    if root is None or root == ROOT:
        return spec.catalogue().cards
    return Catalogue.load(slug, root / "fixtures" / slug / "cards", spec.card_schema).cards


def _check_pages(data: GameData) -> None:
    """Two pages on one file would break permalinks; refuse rather than overwrite."""
    seen: dict[str, str] = {}
    for unit in dict.fromkeys(data.unit_of.values()):
        stem = paths.file_stem(unit).lower()  # case-insensitive file systems too
        if stem in seen:
            raise AdjudicatorError(f"{data.slug}: rules {seen[stem]!r} and {unit!r} would share "
                                   f"the page {stem}.html")
        seen[stem] = unit


def card_names_in(scenario: Scenario, cards: dict[str, Any]) -> list[str]:
    """The card names a scenario's steps and tables mention, in order of first mention."""
    found: list[str] = []
    for step in scenario.steps:
        found += [n for n in QUOTED.findall(step.text) if n in cards]
        for row in step.table or ():
            for cell in row:
                text = cell.strip().strip('"')
                found += [text] if text in cards else [n for n in QUOTED.findall(cell) if n in cards]
    return list(dict.fromkeys(found))


def _card_uses(scenarios: list[Scenario], cards: dict[str, Any]) -> dict[str, list[Scenario]]:
    uses: dict[str, list[Scenario]] = defaultdict(list)
    for s in scenarios:
        for name in card_names_in(s, cards):
            uses[name].append(s)
    return dict(uses)


def load_runs(report_paths: list[Path]) -> list[EngineRun]:
    """Read each report (a bad line is an error naming file:line); engines named alike get -2, -3."""
    from adjudicator.harness.report import read_run

    runs: list[EngineRun] = []
    taken: set[str] = set()
    for path in report_paths:
        if not path.exists():
            raise AdjudicatorError("report not found", where=str(path))
        header, cases, footer = read_run(path)  # a folder: the reports of one run's shards
        engine = header.get("engine")
        name = engine.get("name") if isinstance(engine, dict) else None
        name = str(name or path.stem)
        base = paths.slug(name) or "engine"
        engine_slug, n = base, 1
        while engine_slug in taken:
            n += 1
            engine_slug = f"{base}-{n}"
        taken.add(engine_slug)
        by_case = {}
        for line_no, case in enumerate(cases, 1):
            if not isinstance(case.get("id"), str) or not isinstance(case.get("game"), str):
                raise AdjudicatorError(f"case record {line_no} has no string id and game", where=str(path))
            by_case[(case["game"], case["id"])] = case
        runs.append(EngineRun(name, engine_slug, path, header, footer, by_case))
    return runs


def rate(outcomes: list[str | None]) -> tuple[int, int]:
    """(passed, counted) over outcomes: skipped cases (another ruleset) and cases not run don't count."""
    counted = [o for o in outcomes if o is not None and o not in NOT_APPLICABLE]
    return sum(o == "pass" for o in counted), len(counted)


def rule_passes(run: EngineRun, game: str, scenarios: list[Scenario]) -> bool:
    """A rule passes for an engine when every scenario of it that ran passed, and one did."""
    passed, counted = rate([run.outcome(game, s.id or "") for s in scenarios])
    return counted > 0 and passed == counted
