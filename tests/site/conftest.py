"""The site is built once per test session, from the real corpus and two fabricated reports:
"Engine A" fails one No Dawn scenario (with a diff) and skips one; "Engine B" ran only part of
No Dawn, with one crash. Expected figures in the tests are computed from these fabrications."""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

import pytest

from adjudicator.corpus.load import load_corpus
from adjudicator.games import GAME_SLUGS, ROOT
from adjudicator.site.build import build

#: The scenario that Engine A fails; it cites 704.5e (the issue's permalink example).
FAILING = "nodawn-wrath-cascade-seven"
SKIPPED = "nodawn-wrath-cascade-twelve"
CRASHED = "nodawn-sba-vigor-zero"


def _case(s: Any, outcome: str, **extra: Any) -> dict[str, Any]:
    return {"type": "case", "id": s.id, "game": s.game, "title": s.title, "rules": s.rules,
            "source": {"file": str(s.path), "line": s.line}, "outcome": outcome, "ruleset": "x",
            "seconds": 0.001, **extra}


def write_report(path: Path, engine: str, cases: list[dict[str, Any]]) -> Path:
    header = {"type": "header", "format": 1, "engine": {"name": engine, "version": "1.0"},
              "rulesets": {"nodawn": "2026-10-07"}, "corpus_version": "test"}
    totals = {"pass": sum(c["outcome"] == "pass" for c in cases), "total": len(cases)}
    footer = {"type": "footer", "totals": totals, "seconds": 0.1, "complete": True}
    lines = [header, *cases, footer]
    path.write_text("".join(json.dumps(x) + "\n" for x in lines), encoding="utf-8")
    return path


@pytest.fixture(scope="session")
def fabricated() -> dict[str, Any]:
    """The fabricated reports' special cases, and the function that writes a report."""
    return {"failing": FAILING, "skipped": SKIPPED, "crashed": CRASHED, "write_report": write_report}


@pytest.fixture(scope="session")
def scenarios() -> list[Any]:
    return load_corpus(ROOT, compile_cases=False).scenarios


@pytest.fixture(scope="session")
def reports(tmp_path_factory: pytest.TempPathFactory, scenarios: list[Any]) -> list[Path]:
    folder = tmp_path_factory.mktemp("reports")
    a = []
    for s in scenarios:
        if s.id == FAILING:
            a.append(_case(s, "fail", message="Alice's Wrath: expected 2, observed 7",
                           step="Then Alice has 2 Wrath and 1 Corruption", line=14,
                           expected={"wrath": 2, "corruption": 1},
                           observed={"wrath": 7, "corruption": 0}))
        elif s.id == SKIPPED:
            a.append(_case(s, "skipped", message="outside ruleset"))
        else:
            a.append(_case(s, "pass"))
    nodawn = [s for s in scenarios if s.game == "nodawn"]
    b = [_case(s, "crashed", message="engine process died") if s.id == CRASHED else _case(s, "pass")
         for s in nodawn[: len(nodawn) // 2]]
    if CRASHED not in {c["id"] for c in b}:
        b.append(_case(next(s for s in nodawn if s.id == CRASHED), "crashed", message="engine died"))
    return [write_report(folder / "a.jsonl", "Engine A", a),
            write_report(folder / "b.jsonl", "Engine B", b)]


@pytest.fixture(scope="session")
def site(tmp_path_factory: pytest.TempPathFactory, reports: list[Path]) -> Path:
    """The whole site: every game, both reports."""
    out = tmp_path_factory.mktemp("site") / "site"
    build(out, ["nodawn", "nocturne", *(g for g in GAME_SLUGS if g not in ("nodawn", "nocturne"))],
          reports)
    return out


#: A made-up No Dawn rulebook in the importer's format (never the real one: tests commit no
#: rulebook text). Its rule 704.5e is made the reviewed text of a copied index; 704.5 is not.
SYNTHETIC_NODAWN = """\
Synthetic Rules for a Test
Introduction
This synthetic document exists only for the site's tests.
1. Game Concepts
100. General
100.1. Players take turns in this made-up sentence.
2. Parts of a Card
200. General
3. Card Types
300. General
4. Zones
400. General
5. Turn Structure
500. General
6. Spells, Abilities, and Effects
600. General
7. Additional Rules
704. State-Based Actions
704.5. Made-up checks happen here, over and over.
704.5e Made-up cascade: a zebraquux counts its marbles, then counts again.
"""
#: A word of the synthetic text that no real file holds: where it appears, the text went.
MARKER = "zebraquux"
#: The scenario the learner site's copy of the corpus tags @example.
EXAMPLE = "nodawn-wrath-cascade-seven"


@pytest.fixture(scope="session")
def learner_site(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Any]:
    """A No Dawn site built from a copy of the corpus (one scenario tagged @example) with the
    synthetic rulebook: 704.5e's text matches the copied index's fingerprint, 704.5's does not."""
    import shutil
    from dataclasses import replace

    from adjudicator.rules import RuleIndex, import_rulebook, write_index

    root = tmp_path_factory.mktemp("learner-root")
    for folder in ("features/nodawn", "fixtures/nodawn"):
        shutil.copytree(ROOT / folder, root / folder)
    for other in (root / "features" / "nodawn").glob("*.feature"):  # only EXAMPLE is tagged here
        other.write_text(re.sub(r" @example\b", "", other.read_text(encoding="utf-8")), encoding="utf-8")
    feature = root / "features" / "nodawn" / "122-wrath-cascade.feature"
    text = feature.read_text(encoding="utf-8")
    feature.write_text(text.replace(f"@id:{EXAMPLE}", f"@id:{EXAMPLE} @example"), encoding="utf-8")
    rulebook = tmp_path_factory.mktemp("rulebook") / "my-nodawn-rules.txt"
    rulebook.write_text(SYNTHETIC_NODAWN, encoding="utf-8")
    synthetic = import_rulebook("nodawn", SYNTHETIC_NODAWN, rulebook.name)
    index_file = root / "fixtures" / "nodawn" / "rules.toml"
    index = RuleIndex.from_file(index_file)
    index.rules["704.5e"] = replace(index.rules["704.5e"], fingerprint=synthetic.rules["704.5e"].fingerprint)
    write_index(index, index_file)
    out = tmp_path_factory.mktemp("learner-site") / "site"
    build(out, ["nodawn"], [], root=root, rulebooks={"nodawn": rulebook})
    return {"site": out, "root": root, "rulebook": rulebook, "marker": MARKER, "example": EXAMPLE}
