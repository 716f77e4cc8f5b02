"""Coverage: rules cited by their own id, per section and group; untestable rules apart."""

from __future__ import annotations

import json

from adjudicator.rules import RuleIndex
from adjudicator.rules.coverage import corpus_coverage, coverage, render_json, render_markdown
from adjudicator.rules.model import Rule


def rule(rid: str, kind: str = "rule", parent: str | None = None, section: str = "1",
         status: str = "ratified", untestable: str = "") -> Rule:
    return Rule(rid, kind, rid.upper() if kind != "rule" else "", parent, section, status, (),
                "0" * 16, 1, untestable)


INDEX = RuleIndex("lorem", "lorem.txt", ("current",), {r.id: r for r in [
    rule("1", "section", None), rule("1.1", parent="1"),
    rule("100", "group", "1"), rule("100.1", parent="100"), rule("100.1a", parent="100.1"),
    rule("100.2", parent="100", status="proposed"), rule("100.3", parent="100", untestable="reserved"),
    rule("101", "group", "1"), rule("101.1", parent="101", status="deferred"),
]})


def test_rules_count_only_when_cited_by_their_own_id() -> None:
    result = coverage(INDEX, ["100.1a", "100.1a", "101", "1.1"], scenarios=3)
    rows = {r.id: r for r in result.rows}
    assert result.total.rules == 5 and result.total.cited == 2 and result.total.untestable == 1
    assert rows["100"].tally.cited == 1 and rows["100"].uncited == ["100.1", "100.2"]
    assert rows["100"].untestable == {"100.3": "reserved"}
    assert rows["101"].heading_citations == 1 and rows["101"].tally.cited == 0
    assert rows["1"].tally.rules == 1 and rows["1"].tally.cited == 1


def test_counts_by_status_and_json_shape() -> None:
    result = coverage(INDEX, ["100.2"])
    data = json.loads(render_json([result]))["games"][0]
    assert data["total"]["by_status"] == {"ratified": {"cited": 0, "rules": 3},
                                          "proposed": {"cited": 1, "rules": 1},
                                          "deferred": {"cited": 0, "rules": 1}}
    group = next(r for r in data["rows"] if r["id"] == "100")
    assert group["untestable_rules"] == {"100.3": "reserved"} and group["uncited"] == ["100.1", "100.1a"]


def test_markdown_lists_uncited_and_untestable_apart() -> None:
    text = render_markdown([coverage(INDEX, [])])
    assert "0 of 5 testable rules cited" in text
    assert "* `100`: 100.1, 100.1a, 100.2" in text and "* `100.3`: reserved" in text


def test_the_real_corpus_is_counted_for_every_game() -> None:
    results = {g.game: g for g in corpus_coverage(["nodawn", "reign", "rites", "nocturne"])}
    assert results["nodawn"].total.cited >= 100 and results["nodawn"].scenarios >= 90
    assert all(results[g].total.rules > 0 for g in ("reign", "rites", "nocturne"))
    assert all(g.total.cited <= g.total.rules for g in results.values())
    assert results["nodawn"].total.untestable >= 1
