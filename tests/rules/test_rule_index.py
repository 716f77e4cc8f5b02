"""RuleIndex: matching, TOML round trip, preservation of hand-kept data, and load errors."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import pytest

from adjudicator.errors import AdjudicatorError
from adjudicator.rules import Rule, RuleIndex, RuleIndexError, rule_matches, write_index

FP = "0123456789abcdef"


def rule(rid: str, kind: str = "rule", parent: str | None = None, section: str = "1",
         **extra: object) -> Rule:
    fields: dict[str, object] = {"id": rid, "kind": kind, "title": "", "parent": parent,
                                 "section": section, "status": "ratified", "amended": (),
                                 "fingerprint": FP, "line": 1}
    fields.update(extra)
    return Rule(**fields)  # type: ignore[arg-type]


def sample() -> RuleIndex:
    rules = [
        rule("1", "section", title="Lorem Concepts"),
        rule("100", "group", "1", title="General"),
        rule("100.1", parent="100", line=5),
        rule("100.1a", parent="100.1", status="proposed", line=7),
        rule("100.1b", parent="100.1", amended=("2030-01-02", "2030-02-03"), line=9),
        rule("100.2", parent="100", title="The drop", status="deferred", line=11),
    ]
    return RuleIndex("lorem", "lorem.txt", ("2030-01-02", "2030-02-03"), {r.id: r for r in rules})


@pytest.mark.parametrize(("selector", "rule_id", "expected"), [
    ("704.5e", "704.5e", True),
    ("704.5", "704.5", True),
    ("704.5", "704.5a", True),
    ("704", "704.5e", True),
    ("704", "704.5", True),
    ("7", "704", False),  # a section is not a prefix of its group numbers
    ("704.5", "704.50", False),
    ("70", "704", False),
    ("704.5a", "704.5", False),
    ("704.5a", "704.5ab", False),
    ("guard", "guard", True),
    ("guard", "guard.3", True),
    ("guard", "guardian", False),
    ("guard.3", "guard.31", False),
    ("card:vampire", "card:vampire", True),
    ("card:vampire", "card:vampire.1", True),
    ("card:vampire", "card:vampire-bat", False),
    ("card:", "card:vampire", False),
    ("S.1", "S.10", False),
    ("S.1", "S.1", True),
    ("", "704", False),
])
def test_rule_matches(selector: str, rule_id: str, expected: bool) -> None:
    assert rule_matches(selector, rule_id) is expected


def test_queries() -> None:
    index = sample()
    assert len(index) == 6 and "100.1a" in index and "999" not in index
    assert index.get("100.2").title == "The drop"  # type: ignore[union-attr]
    assert index.get("nope") is None
    assert [r.id for r in index.sections()] == ["1"]
    assert [r.id for r in index.children("100.1")] == ["100.1a", "100.1b"]
    assert [r.id for r in index.matching("100.1")] == ["100.1", "100.1a", "100.1b"]
    assert [r.id for r in index.ancestors("100.1a")] == ["100.1", "100", "1"]
    assert [r.id for r in index] == list(index.rules)
    assert index.default_ruleset == "2030-02-03"


def test_round_trip(tmp_path: Path) -> None:
    index = sample()
    path = tmp_path / "fixtures" / "lorem" / "rules.toml"
    write_index(index, path)
    loaded = RuleIndex.load("lorem", root=tmp_path)
    assert loaded == index
    assert list(loaded.rules) == list(index.rules)  # document order survives
    assert [p.name for p in path.parent.iterdir()] == ["rules.toml"]  # no temp file left behind


def test_toml_layout_is_small_and_deterministic(tmp_path: Path) -> None:
    path = tmp_path / "rules.toml"
    write_index(sample(), path)
    first = path.read_text(encoding="utf-8")
    write_index(sample(), path)
    assert path.read_text(encoding="utf-8") == first
    assert first.startswith("[index]\ngame = \"lorem\"\n")
    assert "format = 1" in first and '[rules."100.1a"]' in first
    assert "untestable" not in first and "source" not in first
    assert first.count("amended") == 1  # empty lists are omitted


def test_reimport_keeps_untestable_and_base_entries(tmp_path: Path) -> None:
    path = tmp_path / "rules.toml"
    index = sample()
    hand = dict(index.rules)
    hand["100.1b"] = replace(hand["100.1b"], untestable="definition only")
    hand["base"] = rule("base", "section", section="base", status="base", line=0,
                        title="Base game", source="Base rules")
    hand["base:setup"] = rule("base:setup", parent="base", section="base", status="base",
                              line=0, title="Setup", source="Base rules")
    hand["100.9"] = replace(hand["100.1"], id="100.9", untestable="gone from the document")
    write_index(RuleIndex(index.game, index.document, index.rulesets, hand), path)

    write_index(sample(), path)  # a re-import: the document's rules only
    again = RuleIndex.from_file(path)
    assert again.rules["100.1b"].untestable == "definition only"
    assert again.rules["base:setup"].source == "Base rules"
    assert again.rules["base:setup"].status == "base"
    assert list(again.rules)[-2:] == ["base", "base:setup"]
    assert "100.9" not in again  # a rule that left the document leaves the index


def test_overwriting_another_games_index_is_refused(tmp_path: Path) -> None:
    path = tmp_path / "rules.toml"
    write_index(sample(), path)
    other = RuleIndex("ipsum", "ipsum.txt", ("current",), sample().rules)
    with pytest.raises(RuleIndexError, match="not overwriting"):
        write_index(other, path)


def test_missing_index_names_the_file(tmp_path: Path) -> None:
    with pytest.raises(RuleIndexError) as err:
        RuleIndex.load("lorem", root=tmp_path)
    assert str(tmp_path / "fixtures" / "lorem" / "rules.toml") in str(err.value)
    assert isinstance(err.value, AdjudicatorError)


def test_malformed_toml_names_the_file_and_the_problem(tmp_path: Path) -> None:
    path = tmp_path / "fixtures" / "lorem" / "rules.toml"
    path.parent.mkdir(parents=True)
    path.write_text("[index\ngame = 1\n", encoding="utf-8")
    with pytest.raises(RuleIndexError) as err:
        RuleIndex.load("lorem", root=tmp_path)
    assert str(path) in str(err.value) and "malformed TOML" in str(err.value)


@pytest.mark.parametrize(("edit", "problem"), [
    (lambda t: t.replace("format = 1", "format = 7"), "format must be 1"),
    (lambda t: t.replace('kind = "group"', 'kind = "chapter"'), "kind must be one of"),
    (lambda t: t.replace('status = "deferred"', 'status = "maybe"'), "status must be one of"),
    (lambda t: t.replace('parent = "100.1"', 'parent = "100.7"', 1), "is not in the index"),
    (lambda t: t.replace("line = 11", "line = 11\nuntestabel = \"typo\""), "unknown key"),
    (lambda t: t.replace(f'fingerprint = "{FP}"', 'fingerprint = "xyz"', 1), "16 hex digits"),
    (lambda t: t.replace("line = 11", "line = \"eleven\""), "line must be an integer"),
    (lambda t: t.replace('parent = "1"', 'parent = "100.1a"', 1),
     r"parent cycle: '100' -> '100.1a' -> '100.1' -> '100'; each rule's parent must enclose it"),
    (lambda t: t.replace('parent = "100"', 'parent = "100.1"', 1), r"parent cycle: '100.1' -> '100.1'"),
])
def test_invalid_entries_are_reported(tmp_path: Path, edit, problem: str) -> None:
    path = tmp_path / "rules.toml"
    write_index(sample(), path)
    path.write_text(edit(path.read_text(encoding="utf-8")), encoding="utf-8")
    with pytest.raises(RuleIndexError, match=problem) as err:
        RuleIndex.from_file(path)
    assert str(path) in str(err.value)


def test_load_checks_the_game(tmp_path: Path) -> None:
    write_index(sample(), tmp_path / "fixtures" / "ipsum" / "rules.toml")
    with pytest.raises(RuleIndexError, match="expected 'ipsum'"):
        RuleIndex.load("ipsum", root=tmp_path)


def test_a_built_index_is_kept_and_a_corrupt_or_stale_entry_is_built_again(tmp_path, monkeypatch):
    """The next process reads the index built from the same content instead of parsing and
    checking the TOML again; anything wrong with what was kept means building it again."""
    from adjudicator.rules import index as index_module

    def fresh() -> None:  # as in a new process
        monkeypatch.setattr(index_module, "_PARSED", {})
        monkeypatch.setattr(index_module, "_BUILT", {})

    monkeypatch.setenv("ADJUDICATOR_CACHE_DIR", str(tmp_path))
    fresh()
    first = RuleIndex.load("reign")
    entry = tmp_path / "index-reign-rules.built"
    assert entry.is_file()
    fresh()
    monkeypatch.setattr(index_module.tomllib, "loads", lambda text: pytest.fail("parsed again"))
    kept = RuleIndex.load("reign")
    assert kept == first and kept.rules == first.rules and kept.default_ruleset == first.default_ruleset
    monkeypatch.undo()
    monkeypatch.setenv("ADJUDICATOR_CACHE_DIR", str(tmp_path))
    for damage in (b"not marshal", b""):
        entry.write_bytes(damage)
        fresh()
        assert RuleIndex.load("reign").rules == first.rules
        assert entry.read_bytes() not in (b"not marshal", b"")  # built and kept again
    stale = index_module.marshal.loads(entry.read_bytes())
    stale[0][0] = "0" * 64  # of other content
    entry.write_bytes(index_module.marshal.dumps(stale))
    fresh()
    assert RuleIndex.load("reign").rules == first.rules
    assert index_module.marshal.loads(entry.read_bytes())[0][0] != "0" * 64


def test_an_index_that_does_not_load_is_never_kept(tmp_path, monkeypatch):
    from adjudicator.rules import index as index_module

    monkeypatch.setattr(index_module, "_PARSED", {})
    monkeypatch.setattr(index_module, "_BUILT", {})
    (tmp_path / "fixtures" / "lorem").mkdir(parents=True)
    bad = tmp_path / "fixtures" / "lorem" / "rules.toml"
    bad.write_text('[index]\nformat = 1\ngame = "lorem"\ndocument = "x"\nrulesets = []\n')
    cache = tmp_path / "cache"
    monkeypatch.setenv("ADJUDICATOR_CACHE_DIR", str(cache))
    for _ in range(2):
        with pytest.raises(RuleIndexError, match="rulesets"):
            RuleIndex.load("lorem", root=tmp_path)
    assert not list(cache.glob("*.built")) if cache.exists() else True


def test_ancestors_end_at_a_parent_cycle_instead_of_looping() -> None:
    """An index built in code is not validated; its walk upwards still ends."""

    class Bounded(dict):
        """Rules that fail the test, instead of letting it hang, once looked up too often."""

        lookups = 0

        def get(self, key, default=None):  # type: ignore[override]
            self.lookups += 1
            assert self.lookups < 100, "ancestors() loops"
            return super().get(key, default)

    rules = Bounded(sample().rules | {"100": rule("100", "group", "100.1a")})
    index = RuleIndex("lorem", "lorem.txt", ("2030-01-02",), rules)
    assert [r.id for r in index.ancestors("100.1a")] == ["100.1", "100"]


def test_lint_and_coverage_refuse_a_parent_cycle_naming_both_rules(tmp_path: Path) -> None:
    import os
    import shutil
    import subprocess
    import sys

    from adjudicator.games import PACKAGE_ROOT

    for part in ("fixtures", "features"):
        shutil.copytree(PACKAGE_ROOT / part / "nocturne", tmp_path / part / "nocturne")
    index = tmp_path / "fixtures" / "nocturne" / "rules.toml"
    text = index.read_text(encoding="utf-8")
    for a, b in (("intro.1", "intro.2"), ("intro.2", "intro.1")):
        head = f'[rules."{a}"]\nkind = "rule"\ntitle = ""\nparent = "intro"'
        assert head in text
        text = text.replace(head, head.replace('parent = "intro"', f'parent = "{b}"'))
    index.write_text(text, encoding="utf-8")
    env = {**os.environ, "ADJUDICATOR_ROOT": str(tmp_path)}
    for command in (["lint"], ["coverage", "--game", "nocturne"]):
        out = subprocess.run([sys.executable, "-m", "adjudicator.cli", *command], cwd=tmp_path,
                             env=env, capture_output=True, text=True, timeout=60)
        assert out.returncode == 2 and "Traceback" not in out.stderr, out.stderr
        assert out.stderr == (f"adjudicator: error: {index}: parent cycle: 'intro.1' -> 'intro.2' "
                              "-> 'intro.1'; each rule's parent must enclose it\n")
