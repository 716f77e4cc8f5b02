"""Find, parse and compile the corpus: features/<game>/**/*.feature."""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from adjudicator.corpus.case import compile_scenario
from adjudicator.corpus.feature import FeatureFile, Scenario, parse_feature, read_feature
from adjudicator.errors import AdjudicatorError
from adjudicator.files import relative
from adjudicator.games import PLAYABLE, ROOT, game


@dataclass
class Corpus:
    """Parsed feature files, compiled cases, and every problem found on the way."""

    features: list[FeatureFile] = field(default_factory=list)
    cases: list[dict[str, Any]] = field(default_factory=list)
    problems: list[str] = field(default_factory=list)
    #: Games with a feature file that did not parse: their scenario ids are not all known.
    unparsed: set[str] = field(default_factory=set)

    @property
    def scenarios(self) -> list[Scenario]:
        return [s for f in self.features for s in f.scenarios]

    @property
    def heads(self) -> list[dict[str, Any]]:
        """What a selection looks at of each case (all of it here; a corpus read from the
        cache gives each case but its setup and script)."""
        return self.cases

    def hydrate(self, heads: list[dict[str, Any]]) -> list[dict[str, Any]]:
        """The whole cases of some of :attr:`heads`, in the order given."""
        return heads


def feature_files(root: Path, games: list[str] | None = None) -> list[tuple[str, Path]]:
    """(game, path) for every feature file, in a stable order."""
    found = []
    for slug in games or PLAYABLE:
        folder = root / "features" / slug
        found.extend((slug, p) for p in sorted(folder.rglob("*.feature")))
    return found


def load_corpus(root: Path = ROOT, games: list[str] | None = None, compile_cases: bool = True) -> Corpus:
    """Parse (and compile) everything, collecting all problems rather than stopping at one."""
    corpus = Corpus()
    for slug, path in feature_files(root, games):
        shown = relative(path, root) if root == ROOT else path
        try:
            feature = parse_feature(shown, slug, read_feature(path, shown))
        except AdjudicatorError as exc:
            corpus.problems.append(str(exc))
            corpus.unparsed.add(slug)
            continue
        corpus.features.append(feature)
        if not compile_cases:
            continue
        spec = game(slug)
        for scenario in feature.scenarios:
            try:
                corpus.cases.append(compile_scenario(scenario, spec))
            except AdjudicatorError as exc:
                corpus.problems.append(str(exc))
    return corpus
