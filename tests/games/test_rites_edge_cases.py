"""docs/games/rites-edge-cases.md stays honest: every entry of the Rites rule index has its
section, and every scenario id it names exists in the corpus."""

from __future__ import annotations

import re
import tomllib

from adjudicator.games import ROOT

DOC = ROOT / "docs" / "games" / "rites-edge-cases.md"


def _scenario_ids() -> set[str]:
    ids: set[str] = set()
    for path in (ROOT / "features" / "rites").glob("*.feature"):
        ids.update(re.findall(r"@id:(\S+)", path.read_text(encoding="utf-8")))
    return ids


def _entries() -> set[str]:
    with (ROOT / "fixtures" / "rites" / "rules.toml").open("rb") as f:
        rules = tomllib.load(f)["rules"]
    return {rid for rid, rule in rules.items() if rule["kind"] == "section"}


def test_every_entry_has_its_edge_cases():
    text = DOC.read_text(encoding="utf-8")
    headed = set(re.findall(r"^### .+ \(`([^`]+)`\)$", text, flags=re.MULTILINE))
    assert headed == _entries()


def test_every_scenario_named_exists():
    text = DOC.read_text(encoding="utf-8")
    named = set(re.findall(r"`(rites-[a-z0-9-]+)`", text))
    assert named and not named - _scenario_ids(), sorted(named - _scenario_ids())


def test_every_row_names_a_scenario_or_says_why_not():
    for line in DOC.read_text(encoding="utf-8").splitlines():
        if line.startswith("| ") and not line.startswith(("| edge case", "|---")):
            cell = line.rstrip(" |").rsplit("|", 1)[1]
            assert "`rites-" in cell or cell.strip().startswith(("n/a:", "not modelled")), line
