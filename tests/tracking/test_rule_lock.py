"""Rule locks: lint warns when a cited rule changed since the scenario's review; review records it."""

from __future__ import annotations

from pathlib import Path

import pytest

from adjudicator.corpus.load import load_corpus
from adjudicator.corpus.lock import load_lock, lock_path, lock_warnings, review
from adjudicator.errors import AdjudicatorError
from adjudicator.rules import RuleIndex

FEATURE = """Feature: F
  Background:
    Given a No Dawn duel between Alice and Bob

  @id:lock-a @rule:119.1 @rule:104.2c
  Scenario: A
    Then Alice has 20 Vitae

  @id:lock-b @rule:119.1
  Scenario: B
    Then Alice has 20 Vitae
"""


@pytest.fixture
def root(tmp_path: Path) -> Path:
    (tmp_path / "features" / "nodawn").mkdir(parents=True)
    (tmp_path / "features" / "nodawn" / "a.feature").write_text(FEATURE, encoding="utf-8")
    return tmp_path


def scenarios(root: Path) -> list:
    return load_corpus(root, ["nodawn"], compile_cases=False).scenarios


def test_unreviewed_scenarios_warn_and_review_records_current_fingerprints(root) -> None:
    warnings = lock_warnings(scenarios(root), root)
    assert len(warnings) == 2 and all("has never been reviewed" in w for w in warnings)
    changed = review(scenarios(root), None, set(), root, today="2026-11-29")
    assert changed == ["lock-a: reviewed against 119.1, 104.2c", "lock-b: reviewed against 119.1"]
    lock = load_lock("nodawn", root)
    index = RuleIndex.load("nodawn")
    assert lock.entries["lock-a"].rules == {"119.1": index.rules["119.1"].fingerprint,
                                            "104.2c": index.rules["104.2c"].fingerprint}
    assert lock_warnings(scenarios(root), root) == []
    assert review(scenarios(root), None, set(), root) == []  # idempotent: nothing moved


def test_a_changed_rule_warns_on_every_scenario_citing_it_with_file_and_line(root) -> None:
    review(scenarios(root), None, set(), root, today="2026-11-01")
    path = lock_path("nodawn", root)
    current = RuleIndex.load("nodawn").rules["119.1"].fingerprint
    path.write_text(path.read_text().replace(current, "0123456789abcdef"))
    warnings = lock_warnings(scenarios(root), root)
    assert [w.split(": warning: ")[0] for w in warnings] == [
        f"{root}/features/nodawn/a.feature:6", f"{root}/features/nodawn/a.feature:10"]
    assert "rule 119.1 changed since lock-a was reviewed on 2026-11-01" in warnings[0]
    assert "adjudicator rules review lock-a" in warnings[0]
    review(scenarios(root), {"lock-a"}, set(), root)
    assert len(lock_warnings(scenarios(root), root)) == 1  # lock-b still to review


def test_a_new_citation_and_a_stale_entry_warn_and_prune_drops_it(root) -> None:
    review(scenarios(root), None, set(), root)
    feature = root / "features" / "nodawn" / "a.feature"
    feature.write_text(FEATURE.replace("@id:lock-b @rule:119.1", "@id:lock-c @rule:119.1 @rule:104.2c"))
    warnings = lock_warnings(scenarios(root), root)
    assert any("lock entry for lock-b, which is not a scenario any more" in w for w in warnings)
    assert any("lock-c has never been reviewed" in w for w in warnings)
    changed = review(scenarios(root), {"lock-c"}, {"nodawn"}, root)
    assert "lock-b: dropped from the lock (no such scenario)" in changed
    assert set(load_lock("nodawn", root).entries) == {"lock-a", "lock-c"}


def test_reviewing_an_unknown_id_is_an_error(root) -> None:
    with pytest.raises(AdjudicatorError, match="no scenario with id nope"):
        review(scenarios(root), {"nope"}, set(), root)


@pytest.mark.parametrize("text, message", [
    ("format = 1\ngame = \"nodawn\"\n[scenarios\n", "malformed TOML"),
    ("format = 1\ngame = \"nocturne\"\n", "expected format = 1 and game = 'nodawn'"),
    ('format = 1\ngame = "nodawn"\n[scenarios.lock-a]\nreviewed = 3\nrules = {}\n', "scenario 'lock-a'"),
])
def test_a_malformed_lock_is_a_clear_error_naming_the_file(root, text, message) -> None:
    lock_path("nodawn", root).write_text(text)
    with pytest.raises(AdjudicatorError) as err:
        lock_warnings(scenarios(root), root)
    assert message in str(err.value) and "rules.lock.toml" in str(err.value)


def test_the_committed_corpus_is_fully_reviewed() -> None:
    assert lock_warnings(load_corpus(compile_cases=False).scenarios) == []


def test_a_review_in_a_read_only_checkout_is_an_error_naming_the_lock(root, monkeypatch) -> None:
    """(issue 15, item 11) EROFS from the file system becomes one clear error, no traceback."""
    import errno
    import tempfile

    from adjudicator.files import OutputError

    def read_only(*args: object, **kwargs: object) -> None:
        raise OSError(errno.EROFS, "Read-only file system")

    monkeypatch.setattr(tempfile, "mkstemp", read_only)
    with pytest.raises(OutputError) as err:
        review(scenarios(root), None, set(), root)
    assert isinstance(err.value, AdjudicatorError)
    assert str(err.value) == f"cannot write {lock_path('nodawn', root)}: Read-only file system"
