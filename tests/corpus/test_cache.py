"""The compiled-corpus cache: a repeat hits, any edit to a feature, fixture or the vocabulary
misses, a corrupt entry is ignored, and lint problems are never served from it."""

import importlib.util
import json
import sys
from pathlib import Path

import pytest

from adjudicator import files
from adjudicator.corpus import cache
from adjudicator.corpus.lint import lint
from adjudicator.corpus.vocabulary import StepDef
from adjudicator.games import ROOT, game


def _generator():
    spec = importlib.util.spec_from_file_location("bench_generate", ROOT / "benchmarks" / "generate.py")
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module  # dataclasses look their module up while it executes
    spec.loader.exec_module(module)
    return module


@pytest.fixture
def root(tmp_path: Path) -> Path:
    """A small corpus root: the first 12 real scenarios of each game, and the real fixtures."""
    _generator().generate(12, tmp_path)
    return tmp_path


def counts() -> tuple[int, int, int]:
    return cache.STATS["hit"], cache.STATS["miss"], cache.STATS["store"]


def delta(before: tuple[int, int, int]) -> tuple[int, int, int]:
    return tuple(a - b for a, b in zip(counts(), before, strict=True))


def test_a_repeated_lint_is_served_from_the_cache_and_equals_a_fresh_one(root):
    before = counts()
    first, problems = cache.cached_lint(root)
    assert problems == []
    assert delta(before) == (0, 1, 1)
    before = counts()
    again, problems = cache.cached_lint(root)
    assert problems == []
    assert delta(before) == (1, 0, 0)
    fresh, _ = lint(root)
    assert again.cases == fresh.cases == first.cases
    assert again.features == fresh.features
    assert len(again.cases) == 12


def feature_of(root: Path) -> Path:
    return sorted((root / "features").rglob("*.feature"))[0]


@pytest.mark.parametrize("edit", ["feature", "fixture", "vocabulary"])
def test_an_edit_invalidates_the_entry(root, edit, monkeypatch):
    cache.cached_lint(root)
    if edit == "feature":
        path = feature_of(root)
        path.write_text(path.read_text() + "\n# edited\n")
    elif edit == "fixture":
        card = sorted((root / "fixtures" / "nodawn" / "cards").glob("*.toml"))[0]
        card.write_text(card.read_text() + "\n# edited\n")
    else:
        vocabulary = game("nodawn").vocabulary()
        extra = StepDef("given", "an inert phrase zqx", "m", "an inert phrase zqx", lambda case: None)
        monkeypatch.setattr(vocabulary, "defs", [*vocabulary.defs, extra])
    before = counts()
    cache.cached_lint(root)
    assert delta(before) == (0, 1, 1)


def test_a_corrupt_entry_is_ignored_and_replaced(root):
    cache.cached_lint(root)
    (entry,) = (root / files.CACHE_DIR_NAME).iterdir()
    entry.write_text('{"format": 1, "key": "')
    before = counts()
    corpus, problems = cache.cached_lint(root)
    assert (problems, len(corpus.cases)) == ([], 12)
    assert delta(before) == (0, 1, 1)
    key = cache.corpus_key(root, None)  # the key cached_lint(root) uses
    entry.write_text(json.dumps({"format": cache.CACHE_FORMAT, "key": key, "features": 3}))
    corpus, problems = cache.cached_lint(root)
    assert (problems, len(corpus.cases)) == ([], 12)
    assert delta(before) == (0, 2, 2)


def test_problems_are_reported_as_by_lint_and_never_stored(root):
    path = feature_of(root)
    path.write_text(path.read_text().replace("Given ", "Given zqx ", 2))
    expected = lint(root)[1]
    assert expected
    for _ in range(2):
        before = counts()
        assert cache.cached_lint(root)[1] == expected
        assert delta(before) == (0, 1, 0)


def test_no_cache_and_an_unwritable_folder_still_lint(root, monkeypatch):
    before = counts()
    corpus, problems = cache.cached_lint(root, use_cache=False)
    assert (problems, len(corpus.cases), delta(before)) == ([], 12, (0, 0, 0))
    blocker = root / "not-a-folder"
    blocker.write_text("")
    monkeypatch.setenv(files.CACHE_DIR_VARIABLE, str(blocker))
    corpus, problems = cache.cached_lint(root)
    assert (problems, len(corpus.cases), delta(before)) == ([], 12, (0, 1, 0))
