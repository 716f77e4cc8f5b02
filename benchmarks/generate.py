"""Generate a synthetic corpus of N scenarios from the real one, deterministically.

The real scenarios (every feature file of every playable game) are copied round-robin — all
of copy 1, then all of copy 2, ... — until N scenarios are written. Within a copy the games'
files are interleaved in proportion to each game's scenarios, so any N has about the real
corpus's mix of games (a corpus of 1,000 drawn from a real one of 2,535 is not all No Dawn). Each
copy keeps its feature's header and Background and its steps unchanged, so it uses only the
real vocabulary and the real cards and runs (and passes) against the reference engines; its
``@id`` and title get a copy suffix so ids stay unique and titles stay unique per file.

The tree written is a corpus root: ``features/<game>/*.feature`` plus a copy of the real
``fixtures/`` (rule indexes and cards). Point the CLI at it with ``ADJUDICATOR_ROOT=DIR``;
``--pytest`` adds a conftest and a test module that bind it through pytest-bdd as
tests/test_corpus.py binds the real corpus.

    python benchmarks/generate.py 1000 /tmp/corpus-1k [--pytest]
"""

from __future__ import annotations

import argparse
import re
import shutil
import sys
import tomllib
from dataclasses import dataclass
from pathlib import Path

import tomli_w

PROJECT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(PROJECT))  # the games of this tree, not of another installed copy

from adjudicator.games import PLAYABLE  # noqa: E402

_TAG_LINE = re.compile(r"^\s*@")
_SCENARIO = re.compile(r"^(\s*Scenario:\s*)(.*?)\s*$")
_ID = re.compile(r"@id:(\S+)")

PYTEST_CONFTEST = '''"""Binds this generated corpus through pytest-bdd (written by benchmarks/generate.py)."""

pytest_plugins = ["adjudicator.testing.plugin"]
'''

#: The project's own pytest-bdd binding (tests/test_corpus.py), pointed at the generated tree:
#: the benchmark measures exactly what the test suite runs.
BINDING_SOURCE = PROJECT / "tests" / "test_corpus.py"


@dataclass(frozen=True)
class Template:
    """One real feature file split into its header (title, description, Background) and
    its scenario blocks (tag lines through the last step), each a list of lines."""

    game: str
    stem: str
    header: list[str]
    blocks: list[list[str]]


def split_feature(text: str) -> tuple[list[str], list[list[str]]]:
    """(header lines, scenario blocks): a block starts at the tag lines just above a Scenario."""
    lines = text.splitlines()
    starts = []
    for i, line in enumerate(lines):
        if _SCENARIO.match(line):
            start = i
            while start > 0 and _TAG_LINE.match(lines[start - 1]):
                start -= 1
            starts.append(start)
    if not starts:
        return lines, []
    blocks = [lines[a:b] for a, b in zip(starts, [*starts[1:], len(lines)], strict=True)]
    return lines[: starts[0]], blocks


def templates(project: Path = PROJECT) -> list[Template]:
    """The real feature files, split into blocks, with the games interleaved in proportion to
    their scenarios: each game's files in path order, spread over the whole list so that every
    prefix holds about each game's share of the real corpus (so a corpus smaller than the real
    one has the real one's mix of games, not its first game's files alone)."""
    placed: list[tuple[float, int, Template]] = []
    for rank, game in enumerate(PLAYABLE):
        files = []
        for path in sorted((project / "features" / game).rglob("*.feature")):
            header, blocks = split_feature(path.read_text(encoding="utf-8"))
            if blocks:
                files.append(Template(game, path.stem, header, blocks))
        total = sum(len(t.blocks) for t in files)
        before = 0
        for t in files:  # the middle of the file's share of its game, from 0 to 1
            placed.append(((before + len(t.blocks) / 2) / total, rank, t))
            before += len(t.blocks)
    return [t for _, _, t in sorted(placed, key=lambda p: (p[0], p[1]))]


def renamed(block: list[str], copy: int) -> list[str]:
    """A scenario block with a copy suffix on its ``@id`` and its title."""
    out = []
    for line in block:
        line = _ID.sub(lambda m: f"@id:{m.group(1)}-c{copy:04d}", line)
        m = _SCENARIO.match(line)
        if m:
            line = f"{m.group(1)}{m.group(2)} (copy {copy})"
        out.append(line)
    return out


def generate(count: int, out: Path, *, project: Path = PROJECT, pytest_binding: bool = False) -> int:
    """Write a corpus root of ``count`` scenarios under ``out`` (replacing its features/ and
    fixtures/); returns the number of feature files written."""
    if count < 1:
        raise ValueError("count must be at least 1")
    parts = templates(project)
    if not parts:
        raise ValueError(f"no scenarios under {project / 'features'}")
    for folder in ("features", "fixtures"):
        shutil.rmtree(out / folder, ignore_errors=True)
    shutil.copytree(project / "fixtures", out / "fixtures")
    written, files, copy = 0, 0, 0
    copies: dict[str, list[str]] = {}
    while written < count:
        copy += 1
        for t in parts:
            take = t.blocks[: count - written]
            if not take:
                break
            for block in take:
                for original in _ID.findall("\n".join(block)):
                    copies.setdefault(original, []).append(f"{original}-c{copy:04d}")
            body = [*t.header, *(line for block in take for line in renamed(block, copy))]
            path = out / "features" / t.game / f"{t.stem}-c{copy:04d}.feature"
            path.parent.mkdir(parents=True, exist_ok=True)
            path.write_text("\n".join(body).rstrip("\n") + "\n", encoding="utf-8")
            written += len(take)
            files += 1
    for slug in PLAYABLE:
        relist_contested(out / "fixtures" / slug / "contested.toml", copies)
    if pytest_binding:
        write_pytest_binding(out)
    return files


def relist_contested(register: Path, copies: dict[str, list[str]]) -> None:
    """Point a copied contradictions register (fixtures/<game>/contested.toml) at the copies
    of the scenarios it lists, so the generated corpus lints like the real one."""
    if not register.exists():
        return
    data = tomllib.loads(register.read_text(encoding="utf-8"))
    for conflict in data.get("conflicts", {}).values():
        if isinstance(conflict, dict) and isinstance(conflict.get("scenarios"), list):
            conflict["scenarios"] = [c for sid in conflict["scenarios"] for c in copies.get(sid, [])]
    register.write_text(tomli_w.dumps(data), encoding="utf-8")


def write_pytest_binding(out: Path) -> None:
    """A conftest and a test module so ``pytest`` in ``out`` runs the generated corpus."""
    (out / "conftest.py").write_text(PYTEST_CONFTEST, encoding="utf-8")
    module = BINDING_SOURCE.read_text(encoding="utf-8")
    if 'scenarios("../features")' not in module:
        raise SystemExit(f"{BINDING_SOURCE} no longer binds scenarios(\"../features\"); update generate.py")
    (out / "test_generated_corpus.py").write_text(
        module.replace('scenarios("../features")', 'scenarios("features")'), encoding="utf-8")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("count", type=int, help="number of scenarios, e.g. 1000")
    parser.add_argument("out", type=Path, help="directory to write the corpus root into")
    parser.add_argument("--pytest", action="store_true", help="also write a pytest-bdd binding")
    args = parser.parse_args(argv)
    files = generate(args.count, args.out, pytest_binding=args.pytest)
    print(f"wrote {args.count} scenarios in {files} feature files under {args.out}", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
