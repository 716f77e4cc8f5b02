"""docs/games/reign-edge-cases.md lists the edge cases of each rule entry with the scenarios
that cover them: every scenario it names exists, and every scenario added for an edge case is
listed there."""

from __future__ import annotations

import re
from pathlib import Path

from adjudicator.corpus.load import load_corpus

DOC = Path(__file__).resolve().parents[2] / "docs" / "games" / "reign-edge-cases.md"


def test_the_edge_case_list_names_every_scenario_and_only_real_ones():
    named = set(re.findall(r"`(reign-[a-z0-9-]+)`", DOC.read_text(encoding="utf-8")))
    ids = {s.id for s in load_corpus(games=["reign"], compile_cases=False).scenarios}
    assert named, "the list names no scenario"
    assert named <= ids, sorted(named - ids)
    assert ids <= named, f"scenarios missing from {DOC.name}: {sorted(ids - named)}"
