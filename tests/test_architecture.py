"""The package's shape, checked: no import cycle anywhere in adjudicator/, the layer contract of
docs/architecture.md (which part may import which) holds, and each game engine keeps its core
free of rule modules.

The import graph is read from the source with ast, so it holds every import a reader sees: at
module level, inside functions, under ``TYPE_CHECKING``. ``from pkg import name`` imports
``pkg`` (its ``__init__`` runs) and, when ``name`` is a module, ``pkg.name`` too. A name that
reaches ``importlib`` as data (the game registry loading ``adjudicator.games.<slug>``) is not an
import: that is how a registry looks things up without depending on them.

``python tests/test_architecture.py`` prints the layer table and the Mermaid picture that
docs/architecture.md must contain (a test compares them).
"""

from __future__ import annotations

import ast
from dataclasses import dataclass
from pathlib import Path

import pytest

PACKAGE = Path(__file__).resolve().parents[1] / "adjudicator"
DOC = PACKAGE.parent / "docs" / "architecture.md"


# -- the import graph ------------------------------------------------------------------------------
def module_files(root: Path) -> dict[str, Path]:
    """Every module of the package under ``root`` by dotted name (a package by its own name)."""
    found: dict[str, Path] = {}
    for path in sorted(root.rglob("*.py")):
        parts = path.relative_to(root.parent).with_suffix("").parts
        if parts[-1] == "__init__":
            parts = parts[:-1]
        found[".".join(parts)] = path
    return found


def imported_names(module: str, path: Path) -> set[str]:
    """The dotted names an import statement of this module names, anywhere in the file."""
    tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
    package = module if path.name == "__init__.py" else module.rpartition(".")[0]
    names: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            names.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                parts = package.split(".")
                parts = parts[: len(parts) - node.level + 1]
                base = ".".join([*parts, base] if base else parts)
            names.add(base)
            names.update(f"{base}.{alias.name}" for alias in node.names)
    return names


def import_graph(root: Path) -> dict[str, set[str]]:
    """Module -> the package's modules it imports (never itself)."""
    files = module_files(root)
    return {m: {n for n in imported_names(m, p) if n in files and n != m} for m, p in files.items()}


def cycles(graph: dict[str, set[str]]) -> list[list[str]]:
    """The strongly connected components of more than one module (Tarjan's algorithm, without
    recursion), each sorted, largest first: every import cycle lies inside one of them."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found: list[list[str]] = []
    for start in sorted(graph):
        if start in index:
            continue
        work = [(start, iter(sorted(graph[start])))]
        index[start] = low[start] = len(index)
        stack.append(start)
        on_stack.add(start)
        while work:
            node, targets = work[-1]
            step = next(targets, None)
            if step is not None:
                if step not in index:
                    index[step] = low[step] = len(index)
                    stack.append(step)
                    on_stack.add(step)
                    work.append((step, iter(sorted(graph.get(step, ())))))
                elif step in on_stack:
                    low[node] = min(low[node], index[step])
                continue
            work.pop()
            if work:
                low[work[-1][0]] = min(low[work[-1][0]], low[node])
            if low[node] == index[node]:
                component = []
                while True:
                    member = stack.pop()
                    on_stack.discard(member)
                    component.append(member)
                    if member == node:
                        break
                if len(component) > 1:
                    found.append(sorted(component))
    return sorted(found, key=lambda c: (-len(c), c))


def a_loop(graph: dict[str, set[str]], component: list[str]) -> list[str]:
    """One concrete loop through a component, for the failure message: a -> b -> ... -> a."""
    members = set(component)
    start = component[0]
    paths = {start: [start]}
    queue = [start]
    while queue:
        node = queue.pop(0)
        for target in sorted(graph[node] & members):
            if target == start:
                return [*paths[node], start]
            if target not in paths:
                paths[target] = [*paths[node], target]
                queue.append(target)
    return component


# -- the contract ----------------------------------------------------------------------------------
@dataclass(frozen=True)
class Layer:
    """A part of the package: its modules (``a.b`` is that module, ``a.b.*`` every module below
    ``a.b``; an exact name wins over a ``.*``, a longer ``.*`` over a shorter) and the layers
    its modules may import besides their own."""

    modules: tuple[str, ...]
    may_import: tuple[str, ...]
    about: str


#: The layer contract, bottom first; docs/architecture.md shows the same table and picture.
LAYERS: dict[str, Layer] = {
    "foundation": Layer(
        ("adjudicator", "adjudicator.errors", "adjudicator.files", "adjudicator.schema",
         "adjudicator.rulesets"),
        (),
        "errors, atomic files and the cache folder, JSON Schemas, ruleset ranges, the version"),
    "engine interface": Layer(
        ("adjudicator.engine", "adjudicator.cards"),
        ("foundation",),
        "what every reference engine implements (actions, decisions, refusals, the base Table) "
        "and the card catalogue"),
    "corpus language": Layer(
        ("adjudicator.corpus", "adjudicator.corpus.feature", "adjudicator.corpus.vocabulary",
         "adjudicator.corpus.case", "adjudicator.corpus.core_steps", "adjudicator.corpus.decision_steps"),
        ("foundation", "engine interface"),
        "Gherkin parsing, the step vocabulary machinery, the case compiler, the core and decision "
        "steps"),
    "game registry": Layer(
        ("adjudicator.games",),
        ("foundation", "engine interface", "corpus language"),
        "the games there are, the corpus roots (shipped, $ADJUDICATOR_ROOT, --corpus) and their "
        "checks, GameSpec (a game's vocabulary, catalogue and engine, loaded by name)"),
    "rule index": Layer(
        ("adjudicator.rules", "adjudicator.rules.*"),
        ("foundation", "game registry"),
        "rulebook importers, the rule index and the contested register (the corpus root from "
        "the registry)"),
    "game engines": Layer(
        ("adjudicator.games.*",),
        ("foundation", "engine interface", "corpus language", "game registry"),
        "one package per game: core, rule modules, step vocabulary, engine assembly"),
    "harness": Layer(
        ("adjudicator.harness", "adjudicator.harness.*"),
        ("foundation", "rule index"),
        "running compiled cases against an engine client, selection (tags, shards), reports, "
        "comparisons, expectations"),
    "corpus tools": Layer(
        ("adjudicator.corpus.*",),
        ("foundation", "rule index", "corpus language", "game registry", "harness"),
        "loading and linting the whole corpus, its cache, export, lock, step reference and Cucumber "
        "Messages"),
    "rule reports": Layer(
        ("adjudicator.rules.coverage", "adjudicator.rules.diff"),
        ("foundation", "rule index", "game registry", "corpus tools"),
        "coverage and rulebook diffs: the rule index read against the corpus"),
    "protocol": Layer(
        ("adjudicator.protocol", "adjudicator.protocol.*"),
        ("foundation", "game registry", "harness"),
        "the JSON-lines engine protocol: messages, the client, `serve`"),
    "testing": Layer(
        ("adjudicator.testing", "adjudicator.testing.*"),
        ("foundation", "rule index", "corpus language", "game registry", "harness", "protocol"),
        "the pytest plugin and pytest-bdd binding of the corpus"),
    "site": Layer(
        ("adjudicator.site", "adjudicator.site.*"),
        ("foundation", "rule index", "engine interface", "corpus language", "game registry",
         "harness", "corpus tools"),
        "the rules-by-example site and dashboard"),
    "cli": Layer(
        ("adjudicator.cli", "adjudicator.cli.*"),
        ("foundation", "rule index", "game registry", "harness", "corpus tools", "rule reports",
         "protocol", "site"),
        "the `adjudicator` command"),
}

@dataclass(frozen=True)
class GameShape:
    """How a game package is laid out (docs/architecture.md, "A game package"): the core
    modules name no rule module; rule modules import the core and, where needed, rule modules
    below them; ``engine`` assembles core and rules; the vocabulary (``steps``, a module or a
    package) builds boards from the core alone. A core entry ``pkg.*`` is every module of the
    subpackage ``pkg``; ``by_package`` shows the game's rule packages in the table, not each
    module."""

    core: tuple[str, ...]
    engine: str = "engine"
    steps: str = "steps"
    by_package: bool = False

    def is_core(self, module: str) -> bool:
        return module in self.core or any(
            p.endswith(".*") and module.startswith(p[:-1]) for p in self.core)


GAME_SHAPES: dict[str, GameShape] = {
    "reign": GameShape(core=("concepts", "state", "timing", "winning", "rounds")),
    "rites": GameShape(core=("table", "state", "effects", "turn")),
    "nocturne": GameShape(core=("table", "state", "play", "scoring", "setup", "turn")),
    "nodawn": GameShape(core=("core", "core.*"), by_package=True),
}


def layer_of(module: str) -> str | None:
    """The layer a module belongs to under the contract's matching rule, or None."""
    exact = [name for name, layer in LAYERS.items() if module in layer.modules]
    if exact:
        return exact[0]
    best: tuple[int, str] | None = None
    for name, layer in LAYERS.items():
        for pattern in layer.modules:
            wider = pattern.endswith(".*") and module.startswith(pattern[:-1])
            if wider and (best is None or len(pattern) > best[0]):
                best = (len(pattern), name)
    return best[1] if best else None


# -- the tests ---------------------------------------------------------------------------------
@pytest.fixture(scope="module")
def graph() -> dict[str, set[str]]:
    return import_graph(PACKAGE)


def test_no_import_cycle(graph):
    found = cycles(graph)
    assert not found, "import cycles (each loop shown once):\n" + "\n".join(
        f"  {len(c)} modules: {', '.join(c)}\n    e.g. {' -> '.join(a_loop(graph, c))}" for c in found)


def test_every_module_has_a_layer(graph):
    assert not [m for m in graph if layer_of(m) is None]


def test_imports_follow_the_layer_contract(graph):
    broken = sorted(f"{m} ({layer_of(m)}) -> {t} ({layer_of(t)})" for m, targets in graph.items()
                    for t in targets if layer_of(t) != layer_of(m)
                    and layer_of(t) not in LAYERS[str(layer_of(m))].may_import)
    assert not broken, "imports the layer contract does not allow:\n  " + "\n  ".join(broken)


def test_the_contract_is_listed_bottom_first():
    """Each layer may import only layers listed before it, so the contract has no cycle."""
    order = list(LAYERS)
    late = [(name, t) for i, (name, layer) in enumerate(LAYERS.items()) for t in layer.may_import
            if t not in order[:i]]
    assert not late


def game_modules(graph: dict[str, set[str]], slug: str) -> dict[str, set[str]]:
    """The game's own modules by short name (``steps.board``) -> the game modules they import."""
    prefix = f"adjudicator.games.{slug}."
    short = {m: m[len(prefix):] for m in graph if m.startswith(prefix)}
    return {s: {short[t] for t in graph[m] if t in short} for m, s in short.items()}


@pytest.mark.parametrize("slug", sorted(GAME_SHAPES))
def test_a_game_core_imports_no_rule_module(graph, slug):
    shape = GAME_SHAPES[slug]
    modules = game_modules(graph, slug)
    core = [m for m in modules if shape.is_core(m)]
    assert all(c in core or c.endswith(".*") for c in shape.core) and core, f"{slug}: no such core module"
    broken = sorted(f"{m} -> {t}" for m in core for t in modules[m] if not shape.is_core(t))
    assert not broken, f"{slug}'s core imports modules outside it: {broken}"


@pytest.mark.parametrize("slug", sorted(GAME_SHAPES))
def test_a_game_vocabulary_builds_boards_from_the_core_alone(graph, slug):
    shape = GAME_SHAPES[slug]
    modules = game_modules(graph, slug)
    vocabulary = [m for m in modules if m == shape.steps or m.startswith(shape.steps + ".")]
    assert vocabulary
    broken = sorted(f"{m} -> {t}" for m in vocabulary for t in modules[m]
                    if not shape.is_core(t) and t not in vocabulary)
    assert not broken, f"{slug}'s step vocabulary imports rule modules: {broken}"


@pytest.mark.parametrize("slug", sorted(GAME_SHAPES))
def test_the_engine_assembles_every_rule_module(graph, slug):
    """A rule module registers what it adds when it is imported; one the engine never reaches
    would silently not apply."""
    shape = GAME_SHAPES[slug]
    modules = game_modules(graph, slug)
    reached, queue = {shape.engine}, [shape.engine]
    while queue:
        for target in modules[queue.pop()]:
            if target not in reached:
                reached.add(target)
                queue.append(target)
    vocabulary = {m for m in modules if m == shape.steps or m.startswith(shape.steps + ".")}
    assert not set(modules) - reached - vocabulary - {""}


def test_every_game_has_a_shape():
    from adjudicator.games import PLAYABLE

    assert set(PLAYABLE) == set(GAME_SHAPES)


# -- the checker checks --------------------------------------------------------------------------
def write_package(root: Path, files: dict[str, str]) -> Path:
    for name, text in files.items():
        path = root / name
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text, encoding="utf-8")
    return root / "pkg"


def test_the_checker_finds_a_deliberate_cycle(tmp_path):
    """A cycle through a function-local import, a TYPE_CHECKING import and a package __init__
    are all found; an acyclic neighbour is not reported."""
    pkg = write_package(tmp_path, {
        "pkg/__init__.py": "from pkg.a import thing\n",
        "pkg/a.py": "def thing():\n    from pkg.b import other\n    return other()\n",
        "pkg/b.py": "from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n    from pkg import c\n",
        "pkg/c.py": "from . import a\n",
        "pkg/d.py": "import pkg.e\n",
        "pkg/e.py": "import json\n",
        "pkg/sub/__init__.py": "",
        "pkg/sub/f.py": "from pkg import d\n",
    })
    graph = import_graph(pkg)
    assert graph["pkg.c"] == {"pkg", "pkg.a"}
    assert graph["pkg.sub.f"] == {"pkg", "pkg.d"}
    assert cycles(graph) == [["pkg", "pkg.a", "pkg.b", "pkg.c"]]
    assert a_loop(graph, cycles(graph)[0]) == ["pkg", "pkg.a", "pkg.b", "pkg"]


def test_the_checker_passes_an_acyclic_package(tmp_path):
    pkg = write_package(tmp_path, {
        "pkg/__init__.py": "",
        "pkg/a.py": "from pkg.b import x\n",
        "pkg/b.py": "x = 1\n",
    })
    assert cycles(import_graph(pkg)) == []


def test_the_layer_check_catches_an_upward_import():
    assert layer_of("adjudicator.harness.report") == "harness"
    assert layer_of("adjudicator.rules.diff") == "rule reports"
    assert layer_of("adjudicator.corpus.case") == "corpus language"
    assert layer_of("adjudicator.corpus.lint") == "corpus tools"
    assert layer_of("adjudicator.games") == "game registry"
    assert layer_of("adjudicator.games.reign.steps.board") == "game engines"
    assert "cli" not in LAYERS["harness"].may_import


# -- the documentation ---------------------------------------------------------------------------
def layer_table() -> str:
    rows = ["| Layer | Modules | May import |", "|---|---|---|"]
    for name, layer in LAYERS.items():
        modules = ", ".join(f"`{m}`" for m in layer.modules)
        rows.append(f"| **{name}** — {layer.about} | {modules} | "
                    f"{', '.join(layer.may_import) or '—'} |")
    return "\n".join(rows)


def layer_picture() -> str:
    """The contract as a Mermaid graph: an arrow for each permission no other path implies."""
    ids = {name: name.replace(" ", "_") for name in LAYERS}
    permitted = {name: set(layer.may_import) for name, layer in LAYERS.items()}

    def reaches(a: str, b: str, skip: tuple[str, str]) -> bool:
        seen, queue = {a}, [a]
        while queue:
            node = queue.pop()
            for t in permitted[node]:
                if (node, t) != skip and t not in seen:
                    if t == b:
                        return True
                    seen.add(t)
                    queue.append(t)
        return False

    lines = ["```mermaid", "flowchart BT"]
    lines += [f'  {ids[n]}["{n}"]' for n in LAYERS]
    for name, layer in LAYERS.items():
        for target in layer.may_import:
            if not reaches(name, target, (name, target)):
                lines.append(f"  {ids[name]} --> {ids[target]}")
    lines.append("```")
    return "\n".join(lines)


def bottom_first(modules: dict[str, set[str]], names: list[str]) -> list[str]:
    """These modules, each after the ones it imports (ties by name)."""
    placed: list[str] = []
    waiting = sorted(names)
    while waiting:
        ready = [m for m in waiting if not (modules[m] & set(waiting)) - {m}]
        ready = ready or waiting[:1]  # a cycle, which test_no_import_cycle reports: keep going
        placed += ready
        waiting = [m for m in waiting if m not in ready]
    return placed


def by_package(modules: dict[str, set[str]], names: list[str]) -> str:
    """These modules as their top-level packages (`pkg/` with its module count) and modules,
    bottom first."""
    top = {m: m.partition(".")[0] for m in names}
    packages = {p: {top[t] for m in names if top[m] == p for t in modules[m] if t in top} - {p}
                for p in set(top.values())}
    shown = []
    for package in bottom_first(packages, list(packages)):
        count = sum(1 for m in names if top[m] == package and m != package)
        shown.append(f"`{package}/` ({count})" if count else f"`{package}.py`")
    return ", ".join(shown)


def game_table(graph: dict[str, set[str]]) -> str:
    """Each game package's shape as docs/architecture.md shows it, from GAME_SHAPES and the code."""
    rows = ["| Game | Core (names no rule module) | Rule modules, bottom first | Vocabulary | Assembly |",
            "|---|---|---|---|---|"]
    for slug, shape in GAME_SHAPES.items():
        modules = game_modules(graph, slug)
        vocabulary = sorted(m for m in modules if m == shape.steps or m.startswith(shape.steps + "."))
        core = [m for m in modules if shape.is_core(m)]
        rules = [m for m in modules if not shape.is_core(m) and m not in vocabulary
                 and m not in ("", shape.engine)]
        shown = [m.rpartition(".")[2] + ".py" if m != shape.steps else "" for m in vocabulary]
        steps = (f"`{shape.steps}/`: " + ", ".join(f"`{m}`" for m in shown if m)) if len(vocabulary) > 1 \
            else f"`{shape.steps}.py`"
        if shape.by_package:
            core_cell, rules_cell = by_package(modules, core), by_package(modules, rules)
        else:
            core_cell = ", ".join(f"`{m}.py`" for m in bottom_first(modules, core))
            rules_cell = ", ".join(f"`{m}.py`" for m in bottom_first(modules, rules))
        rows.append(f"| {slug} | {core_cell} | {rules_cell} | {steps} | `{shape.engine}.py` |")
    return "\n".join(rows)


def test_docs_show_the_contract(graph):
    text = DOC.read_text(encoding="utf-8")
    hint = "docs/architecture.md is out of date: paste what `python tests/test_architecture.py` prints"
    assert layer_table() in text, hint
    assert layer_picture() in text, hint
    assert game_table(graph) in text, hint


if __name__ == "__main__":
    print(layer_picture())
    print()
    print(layer_table())
    print()
    print(game_table(import_graph(PACKAGE)))
