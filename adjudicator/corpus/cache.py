"""The compiled-corpus cache: a repeated run or export does not parse or compile again.

What is kept is the result of a lint-clean :func:`~adjudicator.corpus.lint.lint` of a game
selection (parsed features and compiled cases), as JSON in ``<corpus root>/.adjudicator-cache/``
(``$ADJUDICATOR_CACHE_DIR`` overrides the folder; the corpus an installed package carries is
cached in the user's cache folder, see :func:`adjudicator.files.cache_dir`). One file per game
selection and set of corpus roots, replaced when its key changes, so the folder does not grow;
it is safe to delete at any time.

The key is a SHA-256 over everything a lint result depends on:

* every feature file of the selected games, in every corpus root (path and bytes);
* every fixture file of those games, ``fixtures/<game>/**`` of every root (rule index, cards,
  registers);
* the vocabulary: each step definition's kind, pattern and table, and the source of the code
  that compiles steps — the corpus package, the games' packages, card loading, the rule index
  and register, and the JSON Schemas (conservative: editing an engine file also recompiles);
* the adjudicator version, ``CASE_FORMAT`` and this cache's own format.

Only lint-clean results are stored, so problems are always found and reported by a real lint.
A missing, unreadable, corrupt or stale entry is a miss (the corpus is compiled again), never
an error; a cache folder that cannot be written is simply not used. :data:`STATS` counts hits,
misses and stores in this process, for tests and ``--no-cache`` comparisons.
"""

from __future__ import annotations

import hashlib
import json
from collections import Counter
from collections.abc import Iterable
from pathlib import Path
from typing import Any

from adjudicator import __version__
from adjudicator.corpus.case import CASE_FORMAT
from adjudicator.corpus.feature import FeatureFile, Scenario, Step, Tag
from adjudicator.corpus.load import Corpus, Roots, as_roots, feature_files
from adjudicator.files import cache_dir
from adjudicator.games import PLAYABLE, CorpusRoot, game

CACHE_FORMAT = 3

PACKAGE = Path(__file__).resolve().parents[1]
#: Parts of the package whose code never changes what a corpus compiles to.
_NOT_COMPILER = {"cli", "harness", "protocol", "testing", "__pycache__"}

#: Hits, misses and stores of this process (never timing: tests observe the cache through it).
STATS: Counter[str] = Counter()


def cached_lint(roots: Roots = None, games: list[str] | None = None, *, use_cache: bool = True
                ) -> tuple[Corpus, list[str]]:
    """:func:`lint` of the corpus under ``roots`` (by default the chosen corpus roots), from the
    cache when nothing it depends on has changed; a fresh lint-clean result is stored for next
    time."""
    from adjudicator.corpus.lint import lint

    chosen = as_roots(roots)
    if not use_cache:
        return lint(chosen, games)
    slugs = list(games or PLAYABLE)
    entry = cache_dir(chosen[0].path) / _entry_name(chosen, slugs)
    key = corpus_key(chosen, games)
    corpus = _read(entry, key)
    if corpus is not None:
        STATS["hit"] += 1
        return corpus, []
    STATS["miss"] += 1
    corpus, problems = lint(chosen, games)
    if not problems:
        _write(entry, key, corpus)
    return corpus, problems


def _entry_name(roots: tuple[CorpusRoot, ...], games: list[str]) -> str:
    """``lint-<games>.json`` for one root; with more, a hash of their paths added."""
    if len(roots) == 1:
        return f"lint-{'-'.join(games)}.json"
    paths = hashlib.sha256("\0".join(str(r.path) for r in roots).encode()).hexdigest()[:12]
    return f"lint-{'-'.join(games)}-{paths}.json"


# -- the key ----------------------------------------------------------------------------------
def corpus_key(roots: Roots, games: list[str] | None) -> str:
    """The content hash of a selection (``games`` None: every game): features, fixtures,
    vocabulary, versions."""
    chosen = as_roots(roots)
    files = feature_files(chosen, games)
    games = list(games or PLAYABLE)
    digest = hashlib.sha256()
    digest.update(json.dumps([CACHE_FORMAT, __version__, CASE_FORMAT, games,
                              [r.label for r in chosen]]).encode())
    for n, root in enumerate(chosen):
        digest.update(f"root {n}\0".encode())
        _add_files(digest, root.path, (path for _, r, path in files if r == root))
        for slug in games:
            _add_files(digest, root.path, sorted((root.path / "fixtures" / slug).rglob("*")))
    digest.update(vocabulary_fingerprint(games).encode())
    return digest.hexdigest()


def vocabulary_fingerprint(games: Iterable[str]) -> str:
    """A hash of the step definitions (kind, pattern, table) and of the compiling code."""
    digest = hashlib.sha256()
    for slug in games:
        for d in game(slug).vocabulary().defs:
            digest.update(f"{slug}\0{d.kind}\0{d.pattern}\0{d.table}\0{d.origin}\n".encode())
    _add_files(digest, PACKAGE, _compiler_sources())
    return digest.hexdigest()


def _compiler_sources() -> list[Path]:
    found = []
    for path in sorted(PACKAGE.rglob("*")):
        parts = path.relative_to(PACKAGE).parts
        if path.suffix in (".py", ".json", ".toml") and not _NOT_COMPILER.intersection(parts):
            found.append(path)
    return found


def _add_files(digest: Any, root: Path, paths: Iterable[Path]) -> None:
    for path in paths:
        if not path.is_file():
            continue
        try:
            name = path.relative_to(root).as_posix()
        except ValueError:
            name = path.as_posix()
        data = path.read_bytes()
        digest.update(f"{name}\0{len(data)}\0".encode())
        digest.update(data)


# -- storing ---------------------------------------------------------------------------------
def _read(entry: Path, key: str) -> Corpus | None:
    """The cached corpus, or None for anything but a sound entry with this key."""
    try:
        data = json.loads(entry.read_text(encoding="utf-8"))
        if data.get("format") != CACHE_FORMAT or data.get("key") != key:
            return None
        return Corpus(features=[_feature(f) for f in data["features"]], cases=data["cases"])
    except (OSError, ValueError, TypeError, KeyError, AttributeError):
        return None


def _write(entry: Path, key: str, corpus: Corpus) -> None:
    """Store a lint-clean corpus; a folder that cannot be written is not an error."""
    from adjudicator.files import write_atomic

    document = {"format": CACHE_FORMAT, "key": key,
                "features": [_feature_json(f) for f in corpus.features], "cases": corpus.cases}
    try:
        text = json.dumps(document, ensure_ascii=False, separators=(",", ":"))
        write_atomic(entry, text)
    except (OSError, TypeError, ValueError):
        return
    STATS["store"] += 1


def _feature_json(f: FeatureFile) -> dict[str, Any]:
    return {"path": str(f.path), "game": f.game, "title": f.title, "tags": _tags_json(f.tags),
            "scenarios": [_scenario_json(s) for s in f.scenarios], "description": f.description,
            "root": None if f.root is None else str(f.root)}


def _scenario_json(s: Scenario) -> dict[str, Any]:
    return {"game": s.game, "path": str(s.path), "line": s.line, "title": s.title,
            "description": s.description, "feature": s.feature, "tags": _tags_json(s.tags),
            "steps": [[st.kind, st.keyword, st.text, st.line, st.table] for st in s.steps],
            "outline": s.outline}


def _tags_json(tags: list[Tag]) -> list[list[Any]]:
    return [[t.name, t.line] for t in tags]


def _feature(data: dict[str, Any]) -> FeatureFile:
    return FeatureFile(Path(data["path"]), data["game"], data["title"], _tags(data["tags"]),
                       [_scenario(s) for s in data["scenarios"]], data["description"],
                       None if data["root"] is None else Path(data["root"]))


def _scenario(s: dict[str, Any]) -> Scenario:
    steps = [Step(kind, keyword, text, line, None if table is None else tuple(map(tuple, table)))
             for kind, keyword, text, line, table in s["steps"]]
    return Scenario(s["game"], Path(s["path"]), s["line"], s["title"], s["description"], s["feature"],
                    _tags(s["tags"]), steps, s["outline"])


def _tags(raw: list[list[Any]]) -> list[Tag]:
    return [Tag(name, line) for name, line in raw]
