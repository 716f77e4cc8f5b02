"""Corpus roots (issue 14): ``--corpus DIR`` adds a root laid out like the shipped corpus (or, with
``--corpus-only``, replaces it) on every command that reads the corpus; a missing, empty or
misspelled corpus, given with ``--corpus`` or ``$ADJUDICATOR_ROOT``, is an error naming what was
expected, never a silent zero, and a missing root is never created."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from adjudicator.cli import main
from adjudicator.games import ROOT

#: Every command that reads the corpus, with what it needs besides the corpus options.
READERS = {
    "run": ["run", "-q"],
    "export": ["export", "-o", "{tmp}/cases.json"],
    "lint": ["lint"],
    "coverage": ["coverage"],
    "contested": ["contested"],
    "review": ["rules", "review", "--all"],
    "docs": ["docs", "-o", "{tmp}/site"],
}

MINE = """\
Feature: An engine author's own No Dawn scenarios

  Background:
    Given a No Dawn duel between Alice and Bob

  @id:mine-own-card-wrath @rule:122.2c
  Scenario: A card of my own kit casts like any other
    Given Alice has 4 Wrath and 0 Corruption
    And Alice has "My Wrath Caprice" in hand
    When Alice casts "My Wrath Caprice"
    Then Alice has 2 Wrath and 1 Corruption
"""


@pytest.fixture(scope="module")
def _cache_folder(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return tmp_path_factory.mktemp("cache")


@pytest.fixture(autouse=True)
def _private_cache(_cache_folder: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """A cache of this module's own (the checkout's is left alone), shared by its tests."""
    monkeypatch.setenv("ADJUDICATOR_CACHE_DIR", str(_cache_folder))


def cli(capsys: pytest.CaptureFixture[str], *args: str) -> tuple[int, str, str]:
    try:
        code = main(list(args))
    except SystemExit as stop:
        code = stop.code
    out = capsys.readouterr()
    return code, out.out, out.err


def author_root(tmp_path: Path, feature: str = MINE) -> Path:
    """A corpus root with one scenario and one card of its own (a copy of a kit card's data)."""
    from adjudicator.games import game

    root = tmp_path / "mine"
    (root / "features" / "nodawn").mkdir(parents=True)
    (root / "features" / "nodawn" / "mine.feature").write_text(feature, encoding="utf-8")
    cards = root / "fixtures" / "nodawn" / "cards"
    cards.mkdir(parents=True)
    caprice = dict(game("nodawn").catalogue().get("Test Caprice ▷+3"))
    caprice.pop("name")
    import tomli_w
    (cards / "mine.toml").write_text(tomli_w.dumps({"My Wrath Caprice": caprice}), encoding="utf-8")
    return root


def standalone(root: Path) -> Path:
    """The root made a corpus of its own: No Dawn's rule index and card files copied in."""
    shutil.copy(ROOT / "fixtures" / "nodawn" / "rules.toml", root / "fixtures" / "nodawn")
    for cards in (ROOT / "fixtures" / "nodawn" / "cards").glob("*.toml"):
        shutil.copy(cards, root / "fixtures" / "nodawn" / "cards")
    return root


def test_an_added_root_runs_beside_the_shipped_corpus_with_its_own_cards(capsys, tmp_path: Path) -> None:
    root = author_root(tmp_path)
    report = tmp_path / "r.jsonl"
    code, out, err = cli(capsys, "run", "-q", "--corpus", str(root), "--game", "nodawn", "--rule", "122",
                         "--report", str(report))
    assert code == 0, out + err
    lines = [json.loads(line) for line in report.read_text(encoding="utf-8").splitlines()]
    records = {r["id"]: r for r in lines if r["type"] == "case"}
    assert records["mine-own-card-wrath"]["outcome"] == "pass"
    assert records["mine-own-card-wrath"]["source"]["file"] == f"{root}/features/nodawn/mine.feature"
    assert "nodawn-wrath-cascade-seven" in records  # the shipped corpus too
    assert lines[0]["corpus"] == [str(ROOT), str(root)]
    code, _, err = cli(capsys, "run", "-q", "--corpus", str(root), "--corpus-only")
    assert code == 2 and f"{root}/fixtures/nodawn/rules.toml: rule index not found" in err
    standalone(root)
    code, out, err = cli(capsys, "run", "-q", "--corpus", str(root), "--corpus-only")
    assert code == 0 and "1 passed, 0 failed" in out, out + err
    code, _, err = cli(capsys, "lint", "--corpus", str(root), "--corpus-only")
    assert code == 0 and "1 scenarios, no problems" in err


def test_ids_are_unique_across_roots(capsys, tmp_path: Path) -> None:
    root = author_root(tmp_path, MINE.replace("@id:mine-own-card-wrath", "@id:nodawn-wrath-cascade-seven"))
    code, out, _ = cli(capsys, "lint", "--corpus", str(root))
    assert code == 1
    assert (f"{root}/features/nodawn/mine.feature:7: duplicate @id:nodawn-wrath-cascade-seven (first used "
            "at features/nodawn/122-wrath-cascade.feature:") in out
    code, _, err = cli(capsys, "run", "-q", "--corpus", str(root))
    assert code == 2 and "duplicate @id:nodawn-wrath-cascade-seven" in err


def test_a_card_defined_in_two_roots_is_an_error(capsys, tmp_path: Path) -> None:
    root = author_root(tmp_path)
    mine = root / "fixtures" / "nodawn" / "cards" / "mine.toml"
    mine.write_text(mine.read_text(encoding="utf-8").replace("My Wrath Caprice", "Test Caprice ▷+3"),
                    encoding="utf-8")
    code, out, _ = cli(capsys, "lint", "--corpus", str(root))
    assert code == 1 and "card 'Test Caprice ▷+3' is already defined in" in out


def test_two_roots_with_different_rule_indexes_are_refused(capsys, tmp_path: Path) -> None:
    root = standalone(author_root(tmp_path))
    index = root / "fixtures" / "nodawn" / "rules.toml"
    index.write_text((ROOT / "fixtures" / "nodawn" / "rules.toml").read_text(encoding="utf-8") + "\n",
                     encoding="utf-8")
    code, _, err = cli(capsys, "run", "-q", "--corpus", str(root))
    assert code == 2 and "a run has one rule index per game" in err and "--corpus-only" in err
    code, out, err = cli(capsys, "run", "-q", "--corpus", str(root), "--corpus-only")
    assert code == 0, out + err  # alone, it brings its own index


def test_a_root_without_a_rule_index_for_its_game_says_which_file(capsys, tmp_path: Path) -> None:
    root = author_root(tmp_path)
    code, _, err = cli(capsys, "lint", "--corpus", str(root), "--corpus-only", "--game", "rites")
    assert code == 2 and "no corpus root has a features/rites/ folder" in err


def bad_roots(tmp_path: Path) -> dict[str, tuple[Path, str]]:
    """Corpus roots that are not corpora, and what the error must say about each."""
    typo = tmp_path / "typo"
    (typo / "features" / "nocture").mkdir(parents=True)
    (typo / "features" / "nocture" / "heirlooms.feature").write_text("Feature: x\n", encoding="utf-8")
    upper = tmp_path / "upper"
    (upper / "features" / "nocturne").mkdir(parents=True)
    (upper / "features" / "nocturne" / "HEIRLOOMS.FEATURE").write_text("Feature: x\n", encoding="utf-8")
    empty_features = tmp_path / "hollow"
    (empty_features / "features" / "nodawn").mkdir(parents=True)
    (tmp_path / "empty").mkdir()
    (tmp_path / "a-file").write_text("", encoding="utf-8")
    return {
        "missing": (tmp_path / "missing", "does not exist"),
        "not a folder": (tmp_path / "a-file", "is not a folder"),
        "empty": (tmp_path / "empty", "has no features/ folder"),
        "no feature file": (empty_features, "holds no feature file (features/<game>/*.feature)"),
        "misspelled game": (typo, "'nocture' is not a game (did you mean features/nocturne/?)"),
        "upper-case suffix": (upper, "HEIRLOOMS.FEATURE: feature files are named *.feature (lower case)"),
    }


@pytest.mark.parametrize("kind", ["missing", "not a folder", "empty", "no feature file", "misspelled game",
                                  "upper-case suffix"])
@pytest.mark.parametrize("command", list(READERS))
def test_a_bad_corpus_root_is_an_error_on_every_command(capsys, tmp_path: Path, kind: str,
                                                       command: str) -> None:
    root, says = bad_roots(tmp_path)[kind]
    args = [a.format(tmp=tmp_path) for a in READERS[command]]
    code, out, err = cli(capsys, *args, "--corpus", str(root))
    assert code == 2, out + err
    assert says in err and "a corpus root holds features/<game>/*.feature" in err and "Traceback" not in err
    assert not (root / ".adjudicator-cache").exists()


@pytest.mark.parametrize("kind", ["missing", "empty"])
@pytest.mark.parametrize("command", ["run", "lint", "export", "review", "coverage"])
def test_adjudicator_root_naming_no_corpus_is_an_error_and_is_never_created(tmp_path: Path, kind: str,
                                                                          command: str) -> None:
    root = tmp_path / "corpus"
    if kind == "empty":
        root.mkdir()
    env = {k: v for k, v in os.environ.items() if k != "ADJUDICATOR_CACHE_DIR"}
    env["ADJUDICATOR_ROOT"] = str(root)
    args = [a.format(tmp=tmp_path) for a in READERS[command]]
    out = subprocess.run([sys.executable, "-m", "adjudicator.cli", *args], cwd=tmp_path, env=env,
                         capture_output=True, text=True, timeout=120)
    assert out.returncode == 2, out.stdout + out.stderr
    expected = "does not exist" if kind == "missing" else "has no features/ folder"
    assert f"$ADJUDICATOR_ROOT ({root}) {expected}" in out.stderr
    assert root.exists() == (kind == "empty")
    assert not (root / ".adjudicator-cache").exists()


def test_corpus_only_needs_a_corpus(capsys) -> None:
    code, _, err = cli(capsys, "lint", "--corpus-only")
    assert code == 2 and "--corpus-only needs at least one --corpus DIR" in err


def test_the_same_root_twice_is_an_error(capsys, tmp_path: Path) -> None:
    root = author_root(tmp_path)
    code, _, err = cli(capsys, "lint", "--corpus", str(root), "--corpus", str(root))
    assert code == 2 and "is given twice" in err


def test_a_root_keeps_its_own_lock_file(capsys, tmp_path: Path) -> None:
    root = author_root(tmp_path)
    code, _, err = cli(capsys, "lint", "--corpus", str(root))
    assert code == 0 and "1 never reviewed" in err  # the shipped corpus is all reviewed
    code, out, err = cli(capsys, "rules", "review", "mine-own-card-wrath", "--corpus", str(root))
    assert code == 0 and "mine-own-card-wrath: reviewed against 122.2c" in out
    assert (root / "features" / "nodawn" / "rules.lock.toml").is_file()
    assert not (root / "features" / "rites").exists()
    code, _, err = cli(capsys, "lint", "--corpus", str(root), "--strict")
    assert code == 0 and "warning" not in err


def test_an_added_root_shows_in_the_site_and_coverage(capsys, tmp_path: Path) -> None:
    root = standalone(author_root(tmp_path))
    code, out, err = cli(capsys, "coverage", "--corpus", str(root), "--corpus-only", "--format", "json")
    assert code == 0, err
    (nodawn,) = json.loads(out)["games"]
    assert nodawn["game"] == "nodawn" and nodawn["scenarios"] == 1
    site = tmp_path / "site"
    code, _, err = cli(capsys, "docs", "--corpus", str(root), "--corpus-only", "--game", "nodawn",
                       "-o", str(site))
    assert code == 0, err
    assert "mine-own-card-wrath" in (site / "nodawn" / "122.html").read_text(encoding="utf-8")
