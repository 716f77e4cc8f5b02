"""The compiled-corpus cache: a repeated run or export does not parse or compile again.

What is kept is the result of a lint-clean :func:`~adjudicator.corpus.lint.lint` of a game
selection (parsed features and compiled cases), in ``<corpus root>/.adjudicator-cache/``
(``$ADJUDICATOR_CACHE_DIR`` overrides the folder; the corpus an installed package carries is
cached in the user's cache folder, see :func:`adjudicator.files.cache_dir`). One file per game
selection and set of corpus roots, replaced when its key changes, so the folder does not grow;
it is safe to delete at any time.

The key is a SHA-256 over everything a lint result depends on:

* every feature file of the selected games, in every corpus root (path and content);
* every fixture file of those games, ``fixtures/<game>/**`` of every root (rule index, cards,
  registers), and the other files beside their features (the rule lock);
* the source of the code that compiles steps, and so of every step definition — the corpus
  package, the games' packages, card loading, the rule index and register, and the JSON Schemas
  (conservative: editing an engine file also recompiles);
* the adjudicator version, ``CASE_FORMAT`` and this cache's own format.

The files' hashes are remembered by their ``stat`` (:mod:`adjudicator.corpus.digests`), so a
look-up reads only the files that changed. An entry is JSON lines: a header with the key, the
CRC-32 of the rest and the length in bytes of every later line; the features; the cases' heads
(what a selection reads of each case); then one case a line. :class:`CachedCorpus` maps the
file and decodes each part when it is first asked for, so a run of one case decodes the heads
and that case only (:meth:`Corpus.hydrate`).

Only lint-clean results are stored, so problems are always found and reported by a real lint.
A missing, unreadable, corrupt or stale entry is a miss (the corpus is compiled again), never
an error; a cache folder that cannot be written is simply not used. :data:`STATS` counts hits,
misses and stores in this process, for tests and ``--no-cache`` comparisons.
"""

from __future__ import annotations

import hashlib
import json
import mmap
import os
import zlib
from collections import Counter
from collections.abc import Iterable
from pathlib import Path
from typing import Any

from adjudicator import __version__
from adjudicator.corpus.case import CASE_FORMAT
from adjudicator.corpus.digests import Digests
from adjudicator.corpus.feature import FeatureFile, Scenario, Step, Tag
from adjudicator.corpus.load import Corpus, Roots, as_roots
from adjudicator.files import cache_dir
from adjudicator.games import PLAYABLE, CorpusRoot

CACHE_FORMAT = 4

PACKAGE = Path(__file__).resolve().parents[1]
#: Parts of the package whose code never changes what a corpus compiles to.
_NOT_COMPILER = frozenset({"cli", "harness", "protocol", "testing", "__pycache__", "shipped"})

NEWLINE = ord("\n")

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
    """``lint-<games>.jsonl`` for one root; with more, a hash of their paths added."""
    if len(roots) == 1:
        return f"lint-{'-'.join(games)}.jsonl"
    paths = hashlib.sha256("\0".join(str(r.path) for r in roots).encode()).hexdigest()[:12]
    return f"lint-{'-'.join(games)}-{paths}.jsonl"


# -- the key ----------------------------------------------------------------------------------
def corpus_key(roots: Roots, games: list[str] | None) -> str:
    """The content hash of a selection (``games`` None: every game): features, fixtures, the
    compiling code, versions. Every file under each root's ``features/<game>/`` and
    ``fixtures/<game>/`` counts (feature files, rule locks, indexes, cards, registers), and
    whether each of those folders exists (a selection naming a game without one is an error)."""
    chosen = as_roots(roots)
    games = list(games or PLAYABLE)
    digests = Digests(cache_dir(chosen[0].path) / "digests.json")
    digest = hashlib.sha256()
    digest.update(json.dumps([CACHE_FORMAT, __version__, CASE_FORMAT, games,
                              [r.label for r in chosen]]).encode())
    for n, root in enumerate(chosen):
        digest.update(f"root {n}\0".encode())
        for slug in games:
            for part in ("features", "fixtures"):
                folder = os.path.join(root.path, part, slug)
                digest.update(f"{part}/{slug} {os.path.isdir(folder)}\n".encode())
                _add_files(digest, digests, str(root.path), _files_under(folder))
    _add_files(digest, digests, str(PACKAGE), _compiler_sources())
    digests.save()
    return digest.hexdigest()


def _files_under(folder: str, skip: frozenset[str] = frozenset(),
                 suffixes: tuple[str, ...] = ()) -> list[str]:
    """Every file under ``folder`` (none if it is missing), in a stable order, leaving out the
    folders named in ``skip`` and, given ``suffixes``, the files not ending in one of them."""
    found = []
    for top, folders, names in os.walk(folder):
        folders[:] = sorted(f for f in folders if f not in skip)
        found.extend(os.path.join(top, name) for name in sorted(names)
                     if not suffixes or name.endswith(suffixes))
    return found


def _compiler_sources() -> list[str]:
    """The package's code and data that compiling a corpus runs or reads."""
    return _files_under(str(PACKAGE), _NOT_COMPILER, (".py", ".json", ".toml"))


def _add_files(digest: Any, digests: Digests, root: str, paths: Iterable[str]) -> None:
    """Each regular file's name (relative to ``root``) and content hash into ``digest``."""
    prefix = root.rstrip(os.sep) + os.sep
    for path in paths:
        content = digests.of(path)
        if content is None:
            continue
        name = path[len(prefix):] if path.startswith(prefix) else path
        digest.update(f"{name.replace(os.sep, '/')}\0{content}\n".encode())


# -- storing ---------------------------------------------------------------------------------
def _read(entry: Path, key: str) -> Corpus | None:
    """The cached corpus, or None for anything but a sound entry with this key."""
    try:
        with open(entry, "rb") as handle:
            data = mmap.mmap(handle.fileno(), 0, access=mmap.ACCESS_READ)
        end = data.find(b"\n")
        header = json.loads(data[:end])
        if header.get("format") != CACHE_FORMAT or header.get("key") != key:
            return None
        lengths = [header["features"], header["heads"], *header["cases"]]
        if any(type(n) is not int or n < 0 for n in lengths):
            return None
        spans, at = [], end + 1
        for length in lengths:
            spans.append((at, at + length))
            at += length + 1
        if at != len(data) or _crc32_after(data, end + 1) != header["crc32"] \
                or any(data[stop] != NEWLINE for _, stop in spans):
            return None
        return CachedCorpus(data, spans)
    except (OSError, ValueError, TypeError, KeyError, AttributeError):
        return None


def _crc32_after(data: mmap.mmap, start: int) -> int:
    """The CRC-32 of the mapped entry from ``start`` on, read in place (a slice of the mapping
    would copy the whole body first)."""
    with memoryview(data) as whole, whole[start:] as body:
        return zlib.crc32(body)


def _write(entry: Path, key: str, corpus: Corpus) -> None:
    """Store a lint-clean corpus; a folder that cannot be written is not an error."""
    from adjudicator.files import write_atomic
    from adjudicator.harness.select import SELECTED_BY

    def line(value: Any) -> bytes:
        return json.dumps(value, ensure_ascii=False, separators=(",", ":")).encode("utf-8")

    try:
        heads = [{k: case[k] for k in SELECTED_BY if k in case} for case in corpus.cases]
        parts = [line([_feature_json(f) for f in corpus.features]), line(heads),
                 *map(line, corpus.cases)]
        body = b"".join(part + b"\n" for part in parts)
        header = line({"format": CACHE_FORMAT, "key": key, "crc32": zlib.crc32(body),
                       "features": len(parts[0]), "heads": len(parts[1]),
                       "cases": [len(p) for p in parts[2:]]})
        write_atomic(entry, header + b"\n" + body)
        entry.with_suffix(".json").unlink(missing_ok=True)  # the single-JSON entry of format 3
    except (OSError, TypeError, ValueError):
        return
    STATS["store"] += 1


class CachedCorpus(Corpus):
    """A lint-clean corpus read back from the cache, each part decoded when first asked for:
    the features, the case heads (:attr:`heads`: what a selection reads of each case, see
    :data:`~adjudicator.harness.select.SELECTED_BY`), the cases (all, or :meth:`hydrate` the
    ones a selection chose). The entry is mapped, not read: a part is read from the file when
    decoded (the mapping holds the entry as it was opened, whatever replaces it since). Its
    CRC-32 and line lengths were checked when it was opened, so every part decodes."""

    def __init__(self, data: mmap.mmap, spans: list[tuple[int, int]]) -> None:  # noqa: D107
        self._data = data
        self._spans = spans  # features, heads, then each case
        self._decoded: dict[str, Any] = {}
        self._cases: list[dict[str, Any]] | None = None
        self.problems: list[str] = []
        self.unparsed: set[str] = set()

    def _load(self, n: int) -> Any:
        start, end = self._spans[n]
        return json.loads(self._data[start:end])

    @property
    def features(self) -> list[FeatureFile]:  # type: ignore[override]
        if "features" not in self._decoded:
            self._decoded["features"] = [_feature(f) for f in self._load(0)]
        return self._decoded["features"]

    @property
    def heads(self) -> list[dict[str, Any]]:
        if "heads" not in self._decoded:
            self._decoded["heads"] = self._load(1)
        return self._decoded["heads"]

    @property
    def cases(self) -> list[dict[str, Any]]:  # type: ignore[override]
        if self._cases is None:
            self._cases = [self._load(n) for n in range(2, len(self._spans))]
        return self._cases

    def hydrate(self, heads: list[dict[str, Any]]) -> list[dict[str, Any]]:
        where = {id(head): n for n, head in enumerate(self.heads)}
        if self._cases is not None:
            return [self._cases[where[id(head)]] for head in heads]
        return [self._load(where[id(head)] + 2) for head in heads]


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
