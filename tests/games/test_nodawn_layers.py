"""The shape of the No Dawn engine (docs/architecture.md, "A game engine: core and rule
modules"): which module may import which, no import cycle, every rule module in the plugin
list, keywords and their modules agreeing with the rulebook's numbers, small modules."""

from __future__ import annotations

import ast
import importlib
import re
from pathlib import Path

import nodawn_kit

from adjudicator.games.nodawn.core import events
from adjudicator.games.nodawn.core.keywords import KEYWORDS
from adjudicator.games.nodawn.core.registry import HookList, Registry, order_modules
from adjudicator.games.nodawn.plugins import RULES

PACKAGE = "adjudicator.games.nodawn"
ROOT = Path(__file__).resolve().parents[2]
SOURCE = ROOT / "adjudicator" / "games" / "nodawn"
ARCHITECTURE = ROOT / "docs" / "architecture.md"
MAX_LINES = 350
RULE_ORDER = {m.__name__.removeprefix(PACKAGE + "."): i for i, m in enumerate(RULES)}

#: Modules other rule modules may build on; they import only the core and each other.
FOUNDATIONS = ("concepts.vitae", "concepts.counters", "concepts.damage", "concepts.drawing",
               "zones.shelter", "combat.record", "spells.continuous")
RULE_PACKAGES = ("concepts", "card_types", "zones", "turn", "combat", "spells", "keyword_actions",
                 "keyword_abilities", "state_checks", "world_cycle", "additional", "game_modes")
#: The layer contract, bottom first: each layer's modules, what they are, and the layers they may
#: import inside the No Dawn package — their own only where it is listed.
LAYERS = {
    "package": ("`__init__`", "the game's GameSpec", ()),
    "core": ("`core/`", "names no rule: state, objects, events, hook points, stack, turn, priority",
             ("core",)),
    "foundations": (", ".join(f"`{m.replace('.', '/')}`" for m in FOUNDATIONS),
                    "what rule modules build on: Vitae, counters, damage, drawing, the Shelter, the "
                    "combat record, continuous effects", ("core", "foundations")),
    "rule modules": ("every other module of " + ", ".join(f"`{p}/`" for p in RULE_PACKAGES),
                     "one rule group each; none imports another", ("core", "foundations")),
    "plugin list": ("`plugins`", "every rule module, in registration order",
                    ("core", "foundations", "rule modules")),
    "engine assembly": ("`engine`", "the protocol entry", ("core", "plugin list")),
    "vocabulary": ("`steps/`", "the step phrases, one module per rule area", ("core", "vocabulary")),
}
MAY_IMPORT = {name: set(layer[2]) for name, layer in LAYERS.items()}


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
    """Each keyword ability is defined once, in keyword_abilities/<its name>.py (a hyphen an
    underscore), whose docstring
    opens with the keyword's rule; every keyword a No Dawn card lists is defined."""
    for keyword in KEYWORDS.values():
        assert keyword.module == f"{PACKAGE}.keyword_abilities.{keyword.name.lower().replace('-', '_')}"
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


# -- the documentation ---------------------------------------------------------------------------
def layer_table() -> str:
    """The contract as docs/architecture.md shows it."""
    rows = ["| Layer | Modules | May import (its own layer only where listed) |", "|---|---|---|"]
    for name, (where, about, may) in LAYERS.items():
        rows.append(f"| **{name}** — {about} | {where} | {', '.join(may) or '—'} |")
    return "\n".join(rows)


def layer_picture() -> str:
    """The layers as a Mermaid graph: an arrow to each other layer a layer may import."""
    ids = {name: name.replace(" ", "_") for name in LAYERS}
    lines = ["```mermaid", "flowchart BT"]
    lines += [f'  {ids[name]}["{name}: {where.replace("`", "")}"]' for name, (where, _, _) in LAYERS.items()]
    for name, (_, _, may) in LAYERS.items():
        lines += [f"  {ids[name]} --> {ids[target]}" for target in may if target != name]
    lines.append("```")
    return "\n".join(lines)


def _owned_registries() -> list[tuple[str, object]]:
    """The core's hook lists and registries, each under the module that creates it."""
    found = []
    for name, path in sorted(modules().items()):
        if layer_of(name) != "core":
            continue
        module = importlib.import_module(f"{PACKAGE}.{name}" if name else PACKAGE)
        for node in ast.parse(path.read_text()).body:
            target = node.target if isinstance(node, ast.AnnAssign) else (
                node.targets[0] if isinstance(node, ast.Assign) else None)
            value = getattr(module, target.id, None) if isinstance(target, ast.Name) else None
            if isinstance(target, ast.Name) and isinstance(value, (HookList, Registry)):
                found.append((f"{name.removeprefix('core.')}.{target.id}", value))
    return found


def _filed_by(items: object) -> str:
    """The rule modules that filed these functions, in plugin-list order."""
    names = []
    for item in items:  # type: ignore[attr-defined]
        fn = item if callable(item) else next(v for v in vars(item).values() if callable(v))
        names.append(fn.__module__.removeprefix(PACKAGE + "."))
    ranked = sorted(dict.fromkeys(names), key=lambda m: RULE_ORDER.get(m, -1))
    return ", ".join(f"`{m}`" for m in ranked) or "—"


def hook_table() -> str:
    """What the core offers the rule modules, and who files there (read from the live registries)."""
    rows = ["| Where (in `core/`) | What is filed there | Filed by |", "|---|---|---|"]
    for where, registry in _owned_registries():
        if isinstance(registry, HookList):
            rows.append(f"| `{where}` | {registry.name} | {_filed_by(registry)} |")
            continue
        assert isinstance(registry, Registry)
        if where == "events.WATCHERS":
            defined = list(vars(events))
            for kind in sorted(registry, key=lambda k: defined.index(k.__name__)):  # type: ignore[union-attr]
                doc = (kind.__doc__ or "").split("\n\n")[0].replace("``", "`")  # type: ignore[union-attr]
                rows.append(f"| `events.{kind.__name__}` | watchers: {' '.join(doc.split())} | "  # type: ignore[union-attr]
                            f"{_filed_by(registry.all(kind))} |")
            continue
        filed = [fn for key in registry for fn in registry.all(key)]
        rows.append(f"| `{where}` | {registry.name} | {_filed_by(filed)} |")
    return "\n".join(rows)


def test_docs_show_the_no_dawn_shape() -> None:
    text = ARCHITECTURE.read_text(encoding="utf-8")
    hint = "docs/architecture.md is out of date: paste what `python tests/games/test_nodawn_layers.py` prints"
    assert layer_table() in text, hint
    assert layer_picture() in text, hint
    assert hook_table() in text, hint


if __name__ == "__main__":
    print(layer_picture())
    print()
    print(layer_table())
    print()
    print(hook_table())
