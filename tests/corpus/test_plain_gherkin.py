"""The quick reader of plain Gherkin (adjudicator/corpus/plain.py) reads every feature file of
the corpus, and whatever it reads it reads as gherkin-official does: for the corpus files and
thousands of mutations of them, parse_feature gives the same records (or the same error) with
the quick reader as without it, or the quick reader declines."""

import random
from pathlib import Path

import pytest

from adjudicator.corpus import feature
from adjudicator.corpus.load import feature_files
from adjudicator.corpus.plain import plain_document
from adjudicator.errors import CorpusError
from adjudicator.games import ROOT

FILES = [(slug, path) for slug, path in feature_files(ROOT)]

#: Lines a mutation may insert: every kind of line, inside and outside the plain subset.
LINES = ["", "   ", "# a comment", "#language: fr", "# language: en", "@x", "@a @b #c", "@a b",
         "@a@b", "@", "Background:", "Background: named", "Scenario: s", "Scenario:x", "Example: e",
         "Scenario Outline: o", "Examples:", "Rule: r", "Feature: f", "Business Need: b",
         "Given x", "When y", "Then z", "And w", "But v", "* star", "Given", "Givenx",
         "| a | b |", "| a |", "|a\\|b|c\\\\|", "| \\n x | \\y |", "|", "| a | b", "free text",
         '"""', "```", "  indented free text", "Given x | y", "\tGiven tab", "Then  spaced  ",
         "Given x\r", "When caf\u00e9", "Then\u00a0nbsp"]


def parsed(path: Path, slug: str, text: str, *, quick: bool, monkeypatch) -> object:
    """parse_feature's records (or its error's text) with or without the quick reader."""
    with monkeypatch.context() as patch:
        if not quick:
            patch.setattr(feature, "plain_document", lambda text: None)
        try:
            return feature.parse_feature(path, slug, text)
        except CorpusError as exc:
            return f"error: {exc}"


@pytest.mark.parametrize(("slug", "path"), FILES, ids=[p.name for _, p in FILES])
def test_every_corpus_file_is_plain_and_reads_as_gherkin_official_reads_it(slug, path, monkeypatch):
    text = feature.read_feature(path)
    assert plain_document(text) is not None
    assert parsed(path, slug, text, quick=True, monkeypatch=monkeypatch) == \
        parsed(path, slug, text, quick=False, monkeypatch=monkeypatch)


def mutated(lines: list[str], rng: random.Random) -> list[str]:
    out = list(lines)
    for _ in range(rng.randint(1, 3)):
        at = rng.randrange(len(out) + 1)
        kind = rng.randrange(6)
        if kind == 0 and out:
            del out[min(at, len(out) - 1)]
        elif kind == 1 and out:
            out.insert(at, out[min(at, len(out) - 1)])
        elif kind == 2 and len(out) > 1:
            i = min(at, len(out) - 2)
            out[i], out[i + 1] = out[i + 1], out[i]
        elif kind == 3 and out:
            i = min(at, len(out) - 1)
            out[i] = " " * rng.randrange(5) + out[i].strip() + " " * rng.randrange(2)
        else:
            out.insert(at, " " * rng.randrange(4) + rng.choice(LINES))
    return out


def test_mutations_read_alike_or_are_declined(monkeypatch):
    rng = random.Random(17)
    small = sorted(FILES, key=lambda f: f[1].stat().st_size)[:12]
    agreed = declined = 0
    for n in range(1500):
        slug, path = small[n % len(small)]
        lines = feature.read_feature(path).split("\n")[:30]
        text = "\n".join(mutated(lines, rng)) + rng.choice(["", "\n"])
        reference = parsed(path, slug, text, quick=False, monkeypatch=monkeypatch)
        if plain_document(text) is None:
            declined += 1
            continue
        assert parsed(path, slug, text, quick=True, monkeypatch=monkeypatch) == reference, text
        agreed += 1
    assert agreed > 600 and declined > 300
