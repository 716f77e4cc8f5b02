"""The compiled-corpus cache: a repeat hits, any edit to a feature, fixture, lock or the
compiling code misses (an edit ``stat`` cannot see too), a corrupt entry is ignored, a
selection decodes only its cases, and lint problems are never served from it."""

import importlib.util
import json
import sys
from pathlib import Path

import pytest

from adjudicator import files
from adjudicator.corpus import cache
from adjudicator.corpus.lint import lint
from adjudicator.games import ROOT


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


EDITS = ["feature", "card file", "rule index", "rule lock", "register", "compiling code"]


@pytest.mark.parametrize("edit", EDITS)
def test_an_edit_invalidates_the_entry(root, edit, monkeypatch, tmp_path_factory):
    code = tmp_path_factory.mktemp("code") / "steps.py"  # stands for a step module's source
    code.write_text("steps = 1\n")
    sources = cache._compiler_sources()
    monkeypatch.setattr(cache, "_compiler_sources", lambda: [*sources, str(code)])
    cache.cached_lint(root)
    path = {"feature": feature_of(root),
            "card file": sorted((root / "fixtures" / "nodawn" / "cards").glob("*.toml"))[0],
            "rule index": root / "fixtures" / "nodawn" / "rules.toml",
            "rule lock": root / "features" / "nodawn" / "rules.lock.toml",
            "register": root / "fixtures" / "nodawn" / "contested.toml",
            "compiling code": code}[edit]
    path.write_text((path.read_text() if path.exists() else "") + "\n# edited\n")
    before = counts()
    cache.cached_lint(root)
    assert delta(before) == (0, 1, 1)
    before = counts()
    cache.cached_lint(root)
    assert delta(before) == (1, 0, 0)


def test_an_edit_that_stat_cannot_see_is_still_seen(root, monkeypatch):
    """A file rewritten with the same size within one tick of the file system's clock looks
    unchanged to ``stat``; a hash taken that soon after the file changed is not trusted."""
    import os

    from adjudicator.corpus import digests

    path = feature_of(root)
    path.touch()  # changed just now, then hashed at once
    cache.cached_lint(root)
    text = path.read_text()
    real_stat = os.stat
    frozen = {str(path): real_stat(path)}

    def stat(target, *args, **kwargs):  # the feature file's stat never moves
        return frozen.get(str(target)) or real_stat(target, *args, **kwargs)

    monkeypatch.setattr(digests.os, "stat", stat)
    path.write_text(text.replace("Scenario: ", "Scenario:X", 1))  # the same size
    assert len(path.read_text()) == len(text)
    before = counts()
    corpus, _ = cache.cached_lint(root)
    assert delta(before)[1] == 1  # a miss: the file was read again
    assert any(s.title.startswith("X") for s in corpus.scenarios)


def test_a_settled_file_is_not_read_again(root, monkeypatch):
    from adjudicator.corpus import digests

    monkeypatch.setattr(digests, "SETTLED_NS", 0)
    cache.cached_lint(root)
    key = cache.corpus_key(root, None)
    monkeypatch.setattr(digests, "open", lambda path, *_: pytest.fail(f"{path} read again"),
                        raising=False)
    assert cache.corpus_key(root, None) == key


def test_a_selection_decodes_only_its_cases_and_they_equal_a_fresh_compile(root):
    cache.cached_lint(root)
    corpus, _ = cache.cached_lint(root)
    assert isinstance(corpus, cache.CachedCorpus)
    heads = corpus.heads
    assert all("setup" not in h and "script" not in h for h in heads)
    chosen = corpus.hydrate([heads[3], heads[0]])
    assert corpus._cases is None  # nothing else was decoded
    fresh = lint(root)[0].cases
    assert chosen == [fresh[3], fresh[0]]
    assert corpus.hydrate(heads) == corpus.cases == fresh
    assert [h["id"] for h in heads] == [c["id"] for c in fresh]


def test_a_corrupt_entry_is_ignored_and_replaced(root):
    cache.cached_lint(root)
    (entry,) = (root / files.CACHE_DIR_NAME).glob("lint-*")
    entry.write_text('{"format": 1, "key": "')
    before = counts()
    corpus, problems = cache.cached_lint(root)
    assert (problems, len(corpus.cases)) == ([], 12)
    assert delta(before) == (0, 1, 1)
    key = cache.corpus_key(root, None)  # the key cached_lint(root) uses
    entry.write_text(json.dumps({"format": cache.CACHE_FORMAT, "key": key, "cases": 3}) + "\n[]\n[]\n{}")
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


def test_the_real_step_modules_and_rule_code_are_part_of_the_key():
    """An edit of a step module recompiles because every step module (the shared core ones and
    each game's) and the rule index code are among the sources the key hashes; the harness,
    protocol and CLI, which never change what a case compiles to, are not."""
    package = Path(cache.PACKAGE)
    sources = {Path(p).relative_to(package).as_posix() for p in cache._compiler_sources()}
    assert {"corpus/core_steps.py", "corpus/decision_steps.py", "corpus/case.py",
            "corpus/vocabulary.py", "rules/index.py", "cards.py"} <= sources
    for slug in cache.PLAYABLE:
        assert any(s.startswith(f"games/{slug}/") and "step" in s for s in sources), slug
    assert not any(s.split("/")[0] in ("cli", "harness", "protocol", "testing") for s in sources)
    assert not any("__pycache__" in s for s in sources)


@pytest.mark.parametrize("change", ["new feature file", "feature file removed",
                                    "empty game folder added", "new card file"])
def test_files_that_come_or_go_invalidate_the_entry(root, change):
    cache.cached_lint(root)
    feature = feature_of(root)
    if change == "new feature file":
        (feature.parent / "zz-copy.feature").write_text(
            feature.read_text().replace("@id:", "@id:zz-"), encoding="utf-8")
    elif change == "feature file removed":
        feature.unlink()
    elif change == "empty game folder added":  # a selection of that game is then no error
        (root / "features" / "rites").mkdir()
    else:
        (root / "fixtures" / "nodawn" / "cards" / "zz.toml").write_text("", encoding="utf-8")
    before = counts()
    cache.cached_lint(root)
    assert delta(before)[1] == 1  # a miss: compiled again


def test_a_second_corpus_root_has_its_own_entry(root, tmp_path_factory):
    from adjudicator.games import CorpusRoot

    other = tmp_path_factory.mktemp("other")
    (other / "features" / "nodawn").mkdir(parents=True)
    first = (CorpusRoot(root),)
    both = (CorpusRoot(root), CorpusRoot(other, str(other)))
    assert cache.corpus_key(first, None) != cache.corpus_key(both, None)
    assert cache._entry_name(first, ["nodawn"]) != cache._entry_name(both, ["nodawn"])


@pytest.mark.parametrize("damage", ["truncated", "a byte more", "lengths that do not add up",
                                    "a changed byte", "no header"])
def test_a_damaged_entry_is_a_miss_never_an_error(root, damage):
    cache.cached_lint(root)
    (entry,) = (root / files.CACHE_DIR_NAME).glob("lint-*")
    data = entry.read_bytes()
    header, _, body = data.partition(b"\n")
    fields = json.loads(header)
    if damage == "truncated":
        data = data[:-2]
    elif damage == "a byte more":
        data += b"x"
    elif damage == "lengths that do not add up":
        fields["cases"][0] += 1
        fields["cases"][1] -= 1
        data = json.dumps(fields).encode() + b"\n" + body
    elif damage == "a changed byte":  # the first byte of the first case: no longer JSON
        start = len(header) + 1 + fields["features"] + 1 + fields["heads"] + 1
        data = data[:start] + b"]" + data[start + 1:]
    else:
        data = body
    entry.write_bytes(data)
    before = counts()
    corpus, problems = cache.cached_lint(root)
    assert (problems, len(corpus.cases), delta(before)) == ([], 12, (0, 1, 1))
