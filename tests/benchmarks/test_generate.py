"""Smoke tests of the benchmark suite (the benchmarks themselves are not part of the test
run): the generator is deterministic and writes a corpus that lints (run.py: test_run.py)."""

import hashlib
import importlib.util
import sys
from pathlib import Path

from adjudicator.corpus.lint import lint
from adjudicator.games import PACKAGE_ROOT

BENCHMARKS = PACKAGE_ROOT / "benchmarks"


def _generator():
    spec = importlib.util.spec_from_file_location("bench_generate", BENCHMARKS / "generate.py")
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module  # dataclasses look their module up while it executes
    spec.loader.exec_module(module)
    return module


def digest(root: Path) -> str:
    h = hashlib.sha256()
    for path in sorted(root.rglob("*")):
        if path.is_file():
            h.update(str(path.relative_to(root)).encode() + b"\0" + path.read_bytes())
    return h.hexdigest()


def test_the_generator_is_deterministic_and_its_corpus_lints(tmp_path):
    generate = _generator().generate
    files = generate(200, tmp_path / "a", pytest_binding=True)
    generate(200, tmp_path / "b", pytest_binding=True)
    assert digest(tmp_path / "a") == digest(tmp_path / "b")
    assert files > 2 and (tmp_path / "a" / "test_generated_corpus.py").exists()
    corpus, problems = lint(tmp_path / "a")
    assert problems == []
    assert len(corpus.cases) == 200
    assert len({c["id"] for c in corpus.cases}) == 200


def test_past_the_real_corpus_the_copies_start_again_and_cover_every_game(tmp_path):
    from adjudicator.corpus.load import load_corpus
    from adjudicator.games import PLAYABLE

    real = len(load_corpus(PACKAGE_ROOT, compile_cases=False).scenarios)
    _generator().generate(real + 3, tmp_path)
    scenarios = load_corpus(tmp_path, compile_cases=False).scenarios
    ids = [s.tag_values("id")[0] for s in scenarios]
    assert len(ids) == len(set(ids)) == real + 3
    assert sum(i.endswith("-c0002") for i in ids) == 3
    assert {s.game for s in scenarios} == set(PLAYABLE)


def test_copies_keep_the_steps_and_change_only_id_and_title(tmp_path):
    module = _generator()
    header, blocks = module.split_feature(
        "Feature: F\n\n  Background:\n    Given g\n\n  @id:x @rule:1\n  Scenario: T\n    When w\n")
    assert header[0] == "Feature: F" and len(blocks) == 1
    assert module.renamed(blocks[0], 7) == ["  @id:x-c0007 @rule:1", "  Scenario: T (copy 7)", "    When w"]


def test_a_corpus_smaller_than_the_real_one_has_its_mix_of_games(tmp_path):
    """Every game's share of a generated corpus is its share of the real one, to within one
    feature file: a 1,000-scenario corpus once held No Dawn alone, the game with the costliest
    engine, so the benchmarks measured one game instead of the corpus."""
    from collections import Counter

    from adjudicator.corpus.load import load_corpus

    real = load_corpus(PACKAGE_ROOT, compile_cases=False).scenarios
    want = Counter(s.game for s in real)
    largest = max(len(t.blocks) for t in _generator().templates())
    count = len(real) // 3
    _generator().generate(count, tmp_path)
    got = Counter(s.game for s in load_corpus(tmp_path, compile_cases=False).scenarios)
    assert sum(got.values()) == count
    for slug, n in want.items():
        assert abs(got[slug] - n * count / len(real)) <= largest, (slug, got, want)
