"""The shape of the No Dawn engine (docs/architecture.md, "A game engine: core and rule
modules"): which module may import which, no import cycle, every rule module in the plugin
list, keywords and their modules agreeing with the rulebook's numbers, small modules."""

from __future__ import annotations

import ast
import re
from pathlib import Path

import nodawn_kit
import pytest

from adjudicator.games.nodawn.core.keywords import KEYWORDS
from adjudicator.games.nodawn.core.registry import HookList, order_modules
from adjudicator.games.nodawn.plugins import RULES

PACKAGE = "adjudicator.games.nodawn"
ROOT = Path(__file__).resolve().parents[2]
SOURCE = ROOT / "adjudicator" / "games" / "nodawn"
ARCHITECTURE = ROOT / "docs" / "architecture.md"
MAX_LINES = 350

#: Modules other rule modules may build on; they import only the core and each other.
FOUNDATIONS = {"concepts.vitae", "concepts.counters", "concepts.damage", "concepts.drawing",
               "zones.shelter", "combat.record", "spells.continuous"}
RULE_PACKAGES = {"concepts", "zones", "turn", "combat", "spells", "keyword_actions",
                 "keyword_abilities", "state_checks", "world_cycle"}
#: The layer contract: what each layer's modules may import inside the No Dawn package.
MAY_IMPORT = {
    "package": set(),
    "core": {"core"},
    "foundations": {"core", "foundations"},
    "rule modules": {"core", "foundations"},
    "plugin list": {"core", "foundations", "rule modules"},
    "engine assembly": {"core", "plugin list"},
    "vocabulary": {"core", "vocabulary"},
}


def layer_of(module: str) -> str:
    """The layer of a module named relative to the package ("" for its __init__)."""
    top = module.split(".")[0]
    if module == "":
        return "package"
    if top == "core":
        return "core"
    if module in FOUNDATIONS:
        return "foundations"
    if top in RULE_PACKAGES:
        return "rule modules"
    return {"plugins": "plugin list", "engine": "engine assembly", "steps": "vocabulary"}[top]


def modules() -> dict[str, Path]:
    """Every module of the package, by its name relative to the package."""
    found = {}
    for path in SOURCE.rglob("*.py"):
        name = ".".join(path.relative_to(SOURCE).with_suffix("").parts)
        found[name.removesuffix("__init__").rstrip(".")] = path
    return found


def imports_of(path: Path, known: set[str]) -> set[str]:
    """The package's modules a file imports — at module level, inside functions or under
    TYPE_CHECKING alike; importing a subpackage counts as importing its __init__."""
    out: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text())):
        targets: list[str] = []
        if isinstance(node, ast.Import):
            targets = [a.name for a in node.names]
        elif isinstance(node, ast.ImportFrom) and node.module and not node.level:
            targets = [node.module] + [f"{node.module}.{a.name}" for a in node.names]
        for target in targets:
            if target == PACKAGE or target.startswith(PACKAGE + "."):
                name = target[len(PACKAGE) + 1:]
                if name in known:
                    out.add(name)
    return out


def graph() -> dict[str, set[str]]:
    found = modules()
    return {name: imports_of(path, set(found)) - {name} for name, path in found.items()}


def contract_breaches(edges: dict[str, set[str]]) -> list[str]:
    """Every import the layer contract forbids, as "a -> b (layer -> layer)"."""
    breaches = []
    for source, targets in sorted(edges.items()):
        for target in sorted(targets):
            if layer_of(target) not in MAY_IMPORT[layer_of(source)]:
                breaches.append(f"{source} -> {target} ({layer_of(source)} -> {layer_of(target)})")
    return breaches


def cycles(edges: dict[str, set[str]]) -> list[list[str]]:
    """The import cycles among these modules (each a path that comes back to its start)."""
    found: list[list[str]] = []
    state: dict[str, int] = {}

    def visit(node: str, path: list[str]) -> None:
        state[node] = 1
        for nxt in sorted(edges.get(node, ())):
            if state.get(nxt) == 1:
                found.append(path[path.index(nxt):] + [nxt])
            elif nxt not in state:
                visit(nxt, path + [nxt])
        state[node] = 2

    for node in sorted(edges):
        if node not in state:
            visit(node, [node])
    return found


def test_every_import_keeps_the_layer_contract() -> None:
    assert contract_breaches(graph()) == []


def test_the_contract_check_catches_a_rule_module_importing_a_sibling() -> None:
    edges = graph()
    edges["keyword_abilities.reach"] = edges["keyword_abilities.reach"] | {"keyword_abilities.flying"}
    edges["core.stack"] = edges["core.stack"] | {"spells.casting"}
    assert contract_breaches(edges) == [
        "core.stack -> spells.casting (core -> rule modules)",
        "keyword_abilities.reach -> keyword_abilities.flying (rule modules -> rule modules)"]


def test_no_import_cycle_and_a_cycle_is_caught() -> None:
    edges = graph()
    assert cycles(edges) == []
    edges["core.objects"] = edges["core.objects"] | {"core.stack"}
    assert cycles(edges) and all(c[0] == c[-1] for c in cycles(edges))


def test_the_plugin_list_holds_every_rule_module_once() -> None:
    listed = [m.__name__[len(PACKAGE) + 1:] for m in RULES]
    assert len(listed) == len(set(listed))
    rule_modules = {m for m in modules() if layer_of(m) in ("rule modules", "foundations")
                    and "." in m}
    assert set(listed) == rule_modules


def test_each_rule_module_opens_with_its_rule_ids() -> None:
    for name, path in modules().items():
        if layer_of(name) in ("rule modules", "foundations") and "." in name:
            doc = ast.get_docstring(ast.parse(path.read_text())) or ""
            assert re.match(r"\d{3}(\.\d+[a-z]?)?\b", doc), f"{name}: {doc[:60]!r}"


def test_keywords_and_their_modules_agree() -> None:
    """Each keyword ability is defined once, in keyword_abilities/<its name>.py, whose docstring
    opens with the keyword's rule; every keyword a No Dawn card lists is defined."""
    for keyword in KEYWORDS.values():
        assert keyword.module == f"{PACKAGE}.keyword_abilities.{keyword.name.lower()}"
        doc = ast.get_docstring(ast.parse(modules()[keyword.module[len(PACKAGE) + 1:]].read_text()))
        assert doc and doc.startswith(keyword.rule.rstrip("abcdefghijklmnopqrstuvwxyz") + " "), keyword
    listed = {kw.split(" ")[0] for card in nodawn_kit.CARDS.values() for kw in card.get("keywords", [])}
    assert listed - set(KEYWORDS) == set()


def test_modules_stay_small() -> None:
    sizes = {name: len(path.read_text().splitlines()) for name, path in modules().items()}
    assert {n: s for n, s in sizes.items() if s > MAX_LINES} == {}


def test_hooks_run_in_plugin_list_order_whatever_the_import_order() -> None:
    hooks: HookList = HookList("test")

    def later() -> str:
        return "later"

    def earlier() -> str:
        return "earlier"

    later.__module__, earlier.__module__ = "rules.b", "rules.a"
    hooks.register(later)
    hooks.register(earlier)
    try:
        order_modules(["rules.a", "rules.b"])
        assert [fn() for fn in hooks] == ["earlier", "later"]
    finally:
        order_modules([m.__name__ for m in RULES])


@pytest.mark.skipif(not ARCHITECTURE.exists(), reason="docs/architecture.md is not written yet")
def test_the_documented_table_is_the_contract() -> None:
    """docs/architecture.md's table of the No Dawn layers says what MAY_IMPORT says."""
    text = ARCHITECTURE.read_text()
    section = text[text.index("## A game engine: core and rule modules"):]
    section = section[:section.find("\n## ", 1)] if "\n## " in section[1:] else section
    rows = {}
    for line in section.splitlines():
        cells = [c.strip() for c in line.strip().strip("|").split("|")]
        if len(cells) == 3 and cells[0] in MAY_IMPORT:
            rows[cells[0]] = {c.strip() for c in cells[2].split(",") if c.strip() not in ("", "nothing")}
    assert rows == MAY_IMPORT
