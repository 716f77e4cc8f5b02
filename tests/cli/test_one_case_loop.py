"""The one-case loop (issue 17): ``adjudicator run --id X`` with a warm compiled-corpus cache
reads only what that case needs, and still sees every edit made between two runs: a feature
file, a card file, the rule index, the compiling code (tests/corpus/test_cache.py checks each
kind of file one by one, and an edit ``stat`` cannot see)."""

from __future__ import annotations

import importlib.util
import os
import subprocess
import sys
from pathlib import Path

import pytest

from adjudicator.games import PACKAGE_ROOT


@pytest.fixture(scope="module")
def corpus(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A corpus root of the first 12 real scenarios (all of No Dawn), and the real fixtures."""
    generator = PACKAGE_ROOT / "benchmarks" / "generate.py"
    spec = importlib.util.spec_from_file_location("bench_generate", generator)
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module
    spec.loader.exec_module(module)
    root = tmp_path_factory.mktemp("loop")
    module.generate(12, root)
    return root


def run_one(root: Path, case: str) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "ADJUDICATOR_ROOT": str(root), "ADJUDICATOR_CACHE_DIR": str(root / "cache")}
    return subprocess.run([sys.executable, "-m", "adjudicator.cli", "run", "-q", "--id", case],
                          capture_output=True, text=True, env=env, timeout=120)


def first_case(root: Path) -> tuple[Path, str]:
    path = sorted((root / "features").rglob("*.feature"))[0]
    case = next(line.split("@id:")[1].split()[0] for line in path.read_text().splitlines()
                if "@id:" in line)
    return path, case


def test_each_edit_between_two_runs_of_one_case_is_seen(corpus: Path) -> None:
    path, case = first_case(corpus)
    assert run_one(corpus, case).returncode == 0  # fills the cache
    assert run_one(corpus, case).returncode == 0  # from the cache

    text = path.read_text()
    block = text[text.index(f"@id:{case}"):]
    then = next(line for line in block.splitlines() if line.strip().startswith("Then "))
    path.write_text(text.replace(then, then.replace("Then ", "Then zqx ", 1), 1))
    edited = run_one(corpus, case)
    assert edited.returncode == 2 and "zqx" in edited.stderr, edited.stderr  # the edit, linted
    path.write_text(text)
    assert run_one(corpus, case).returncode == 0

    cards = sorted((corpus / "fixtures" / "nodawn" / "cards").glob("*.toml"))[0]
    kept = cards.read_text()
    cards.write_text(kept + "\n[broken\n")
    broken = run_one(corpus, case)
    assert broken.returncode == 2 and "invalid TOML" in broken.stderr, broken.stderr
    cards.write_text(kept)

    index = corpus / "fixtures" / "nodawn" / "rules.toml"
    kept = index.read_text()
    rule = block.split("@rule:")[1].split()[0]  # the first rule the case cites
    assert f'[rules."{rule}"]' in kept
    index.write_text(kept.replace(f'[rules."{rule}"]', f'[rules."{rule}-renamed"]', 1))
    stale = run_one(corpus, case)
    assert stale.returncode == 2 and f"@rule:{rule} is not in the" in stale.stderr, stale.stderr
    index.write_text(kept)
    assert run_one(corpus, case).returncode == 0
