"""Find, parse and compile the corpus: features/<game>/**/*.feature under each corpus root."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from adjudicator.corpus.case import compile_scenario
from adjudicator.corpus.feature import FeatureFile, Scenario, parse_feature, read_feature
from adjudicator.errors import AdjudicatorError
from adjudicator.games import PLAYABLE, ROOT, CorpusRoot, check_root, corpus_roots, game

#: Where a corpus is read from: the chosen roots (None), one folder, or roots.
Roots = Path | Sequence[CorpusRoot] | None


def as_roots(roots: Roots) -> tuple[CorpusRoot, ...]:
    """The corpus roots meant: the chosen ones (``--corpus``, :func:`corpus_roots`) for None;
    one folder, checked, shown relative to itself when it is the default root."""
    if roots is None:
        return corpus_roots()
    if isinstance(roots, Path):
        root = CorpusRoot(roots, "" if roots == ROOT else str(roots))
        check_root(root)
        return (root,)
    return tuple(roots)


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
        """What a selection looks at of each case: the whole cases here; a corpus read from the
        cache gives only the fields a selection reads (``harness.select.SELECTED_BY``)."""
        return self.cases

    def hydrate(self, heads: list[dict[str, Any]]) -> list[dict[str, Any]]:
        """The whole cases of some of :attr:`heads`, in the order given."""
        return heads

    def scenarios_under(self, root: Path) -> list[Scenario]:
        """The scenarios of the feature files read from one corpus root."""
        return [s for f in self.features if f.root == root for s in f.scenarios]


def feature_files(roots: Roots, games: list[str] | None = None
                  ) -> list[tuple[str, CorpusRoot, Path]]:
    """(game, root, path) for every feature file, game by game, root by root, in a stable
    order. A game named in ``games`` that no root has a features/ folder for is an error."""
    chosen = as_roots(roots)
    found = []
    for slug in games or PLAYABLE:
        folders = [(root, root.path / "features" / slug) for root in chosen]
        folders = [(root, folder) for root, folder in folders if folder.is_dir()]
        if games and not folders:
            raise AdjudicatorError(f"no corpus root has a features/{slug}/ folder (roots: "
                                   f"{', '.join(r.describe() for r in chosen)})")
        for root, folder in folders:
            found.extend((slug, root, p) for p in sorted(folder.rglob("*.feature")))
    return found


def load_corpus(roots: Roots = None, games: list[str] | None = None,
                compile_cases: bool = True) -> Corpus:
    """Parse (and compile) everything, collecting all problems rather than stopping at one."""
    corpus = Corpus()
    for slug, root, path in feature_files(roots, games):
        shown = root.shown(path)
        try:
            feature = parse_feature(shown, slug, read_feature(path, shown))
        except AdjudicatorError as exc:
            corpus.problems.append(str(exc))
            corpus.unparsed.add(slug)
            continue
        feature.root = root.path
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
