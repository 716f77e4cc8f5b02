"""The committed rule indexes (fixtures/<game>/rules.toml) load and hang together."""

from __future__ import annotations

import pytest

from adjudicator.rules import IMPORTERS, RuleIndex


@pytest.mark.parametrize("game", sorted(IMPORTERS))
def test_committed_index_is_sane(game: str) -> None:
    index = RuleIndex.load(game)
    assert index.game == game and len(index) > 50
    assert index.sections() and index.rulesets == tuple(sorted(index.rulesets))
    for rule in index:
        assert rule.parent is None or rule.parent in index, rule.id
        assert index.get(rule.section).kind == "section", rule.id  # type: ignore[union-attr]
        if rule.kind == "section":
            assert rule.parent is None and rule.section == rule.id
        if rule.status == "base":
            assert rule.source and rule.line == 0, rule.id
        else:
            assert rule.line > 0, rule.id
    lines = [r.line for r in index if r.status != "base"]
    assert lines == sorted(lines)  # document order


def test_known_citations_resolve() -> None:
    nodawn = RuleIndex.load("nodawn")
    assert {"704.5e", "104.2c", "122.2c", "702.50"} <= set(nodawn.rules)
    assert nodawn.get("104.2c").title == "Ascension through Damnation"  # type: ignore[union-attr]
    assert [r.id for r in nodawn.matching("704.5")][:2] == ["704.5", "704.5a"]
    assert {"S.8", "6.2"} <= set(RuleIndex.load("reign").rules)
    assert {"guard.3", "card:hypernova"} <= set(RuleIndex.load("rites").rules)
    nocturne = set(RuleIndex.load("nocturne").rules)
    assert {"night-phase", "heirlooms", "card:vampire", "hex:locusts", "state:deluded",
            "boon:the-earths-gift", "heirloom:cursed-gold", "special:bat",
            "base:setup"} <= nocturne
