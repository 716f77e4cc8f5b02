"""Bad corpus input: each defect is one clear problem at file:line, and a corpus that does not
lint is refused by ``adjudicator run`` with every problem listed at once.

Covers what tests/corpus/test_lint.py does not: card files (invalid TOML, unknown keys,
duplicate names) and impossible board states, which the compile step rejects by loading the
board into the game's reference engine (schema and the game's own invariants, not per card).
"""

from __future__ import annotations

import copy
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from adjudicator.cards import Catalogue
from adjudicator.corpus.case import CaseBuilder, check_board
from adjudicator.corpus.lint import lint
from adjudicator.errors import CorpusError
from adjudicator.games import ROOT, game

HEADER = "Feature: F\n\n  Background:\n    Given a No Dawn duel between Alice and Bob\n\n"


def feature(tmp_path: Path, body: str) -> Path:
    folder = tmp_path / "features" / "nodawn"
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "x.feature").write_text(HEADER + body, encoding="utf-8")
    return tmp_path


def load_cards(folder: Path) -> list[str]:
    with pytest.raises(CorpusError) as info:
        Catalogue.load("nodawn", folder, "nodawn-card.schema.json")
    return info.value.problems  # type: ignore[attr-defined]


# -- card files ---------------------------------------------------------------------------
def test_card_files_report_every_problem_at_file_and_line(tmp_path: Path) -> None:
    (tmp_path / "a.toml").write_text(
        '# cards\n["Iron Column"]\ntype = "Entity"\ncolour = "red"\n\n'
        '[Plain]\ntype = "Entity"\ncost = { vitae = 2, blood = 1 }\n\n'
        '["Odd"]\ntype = "Sorcery"\n', encoding="utf-8")
    (tmp_path / "b.toml").write_text('["Plain"]\ntype = "Entity"\n', encoding="utf-8")
    (tmp_path / "c.toml").write_text('["Broken"]\ntype = \n', encoding="utf-8")
    found = load_cards(tmp_path)
    a, b, c = (str(tmp_path / n) for n in ("a.toml", "b.toml", "c.toml"))
    assert found[0].startswith(f"{a}:2: card 'Iron Column': unknown key 'colour' (allowed: ")
    assert found[1].startswith(f"{a}:6: card 'Plain': cost: unknown key 'blood' (allowed: ")
    assert found[2].startswith(f"{a}:10: card 'Odd': type: 'Sorcery' is not one of")
    assert found[3] == f"{b}:1: card 'Plain' is already defined in {a}:6"
    assert found[4].startswith(f"{c}:2: invalid TOML: ")
    assert len(found) == 5


def test_a_card_leaving_out_what_its_type_always_prints_is_refused(tmp_path: Path) -> None:
    (tmp_path / "a.toml").write_text(
        '["Bare Haven"]\ntype = "Haven"\nwards = 1\n\n'
        '["Bare Companion"]\ntype = "Companion"\nattack = 1\n\n'
        '["Bare Master"]\ntype = "Master"\n\n'
        '["Bare Dice"]\ntype = "Caprice"\ncost = { vitae = 0 }\nblood_seal = 1\n'
        'effects = [{ effect = "roll-die", table = [] }]\n', encoding="utf-8")
    found = load_cards(tmp_path)
    a = str(tmp_path / "a.toml")
    for line, name, key in ((1, "Bare Haven", "rooms"), (5, "Bare Companion", "vigor"),
                            (9, "Bare Master", "enlightenment"), (12, "Bare Dice", "sides")):
        assert any(p.startswith(f"{a}:{line}: card '{name}'") and repr(key) in p for p in found), found


def test_the_real_card_files_load() -> None:
    for slug in ("nodawn", "nocturne"):
        assert len(game(slug).catalogue().cards) > 10


# -- impossible board states ----------------------------------------------------------------
def test_a_negative_count_is_refused_at_the_given_that_set_it(tmp_path: Path) -> None:
    body = ("  @id:a @rule:118.6\n  Scenario: S\n    Given Alice has 2 Wrath\n"
            "    And Alice has already spent -2 Master Vitae this turn\n"
            "    When Alice passes\n    Then Alice has 2 Wrath\n")
    _, found = lint(feature(tmp_path, body), ["nodawn"])
    assert len(found) == 1, found
    assert "x.feature:9: impossible board state: impossible state: Alice's master_vitae_spent " \
           "is negative" in found[0]


def builder(slug: str, opening: str) -> CaseBuilder:
    spec = game(slug)
    case = CaseBuilder(spec)
    definition, args = spec.vocabulary().resolve("given", opening, "test")
    definition.func(case, **args)
    return case


def test_damage_on_a_card_outside_play_is_refused() -> None:
    case = builder("nodawn", "a No Dawn duel between Alice and Bob")
    case.card("Iron Column")
    case.state["players"]["Alice"]["zones"]["hand"].append({"card": "Iron Column", "damage": 2})
    with pytest.raises(CorpusError) as info:
        check_board(case, "x.feature:7")
    assert str(info.value).startswith("x.feature:7: impossible board state: impossible state: "
                                      "'Iron Column' in Alice's hand carries battlefield status "
                                      "(damage) outside play (122.3)")


def test_a_card_in_two_zones_is_refused() -> None:
    case = builder("nocturne", 'a Dominion game between Alice and Bob with kingdom "Werewolf"')
    case.card("Lost in the Woods")
    for name in ("Alice", "Bob"):
        case.state["players"][name]["zones"]["states"].append({"card": "Lost in the Woods"})
    with pytest.raises(CorpusError, match=r"^x.feature:5: impossible board state: Lost in the Woods "
                       r"exists only once but is in 2 places: Alice's states, Bob's states$"):
        check_board(case, "x.feature:5")


def test_a_sound_board_passes_and_is_not_changed() -> None:
    case = builder("nodawn", "a No Dawn duel between Alice and Bob")
    before = copy.deepcopy(case.state)
    check_board(case, "x.feature:1")
    assert case.state == before


# -- run refuses a corpus that does not lint -----------------------------------------------------
def test_run_refuses_a_corpus_that_does_not_lint_listing_every_problem(tmp_path: Path) -> None:
    shutil.copytree(ROOT / "fixtures" / "nodawn" / "cards", tmp_path / "fixtures" / "nodawn" / "cards")
    shutil.copy(ROOT / "fixtures" / "nodawn" / "rules.toml", tmp_path / "fixtures" / "nodawn")
    (tmp_path / "fixtures" / "nodawn" / "cards" / "zz-bad.toml").write_text(
        '["Shiny"]\ntype = "Entity"\nsparkle = 3\n', encoding="utf-8")
    body = ("  @rule:119.1\n  Scenario: No id\n    Then Alice has 20 Vitae\n\n"
            "  @id:b @rule:nope\n  Scenario: Unknown rule\n    Then Alice has 20 Vitae\n\n"
            "  @id:b @rule:119.1 @wip\n  Scenario: Unknown tag\n    Then Alice has 20 Vitae\n")
    feature(tmp_path, body)
    env = {**os.environ, "ADJUDICATOR_ROOT": str(tmp_path)}
    out = subprocess.run([sys.executable, "-m", "adjudicator.cli", "run", "-q"], cwd=tmp_path, env=env,
                         capture_output=True, text=True, timeout=60)
    assert out.returncode == 2 and "Traceback" not in out.stderr
    err = out.stderr
    assert "the corpus does not lint (5 problems)" in err, err
    for expected in ("/fixtures/nodawn/cards/zz-bad.toml:1: card 'Shiny': unknown key 'sparkle'",
                     "features/nodawn/x.feature:7: scenario 'No id' has no @id tag",
                     "features/nodawn/x.feature:11: @rule:nope is not in the nodawn rule index",
                     "features/nodawn/x.feature:14: unknown tag @wip",
                     "features/nodawn/x.feature:15: duplicate @id:b (first used at "):
        assert expected in err, err


def test_compile_defects_of_several_scenarios_are_all_listed(tmp_path: Path) -> None:
    body = ("  @id:a @rule:119.1\n  Scenario: Undefined\n    Then Alice is happy\n\n"
            "  @id:b @rule:119.1\n  Scenario: Unknown card\n    Given Alice has \"Iron Colum\" in hand\n"
            "    Then Alice has 20 Vitae\n\n"
            "  @id:c @rule:118.6\n  Scenario: Impossible\n"
            "    Given Alice has already spent -1 Master Vitae this turn\n    Then Alice has 20 Vitae\n")
    _, found = lint(feature(tmp_path, body), ["nodawn"])
    assert [p.split(": ", 1)[0].rsplit("/", 1)[-1] for p in found] == \
        ["x.feature:8", "x.feature:12", "x.feature:17"], found
    assert "undefined then step" in found[0] and "unknown card 'Iron Colum'" in found[1]
    assert "impossible board state" in found[2]


def test_nothing_in_a_feature_file_is_evaluated(tmp_path: Path) -> None:
    marker = tmp_path / "pwned"
    code = f"__import__('os').system('touch {marker}')"
    body = (f"  @id:a @rule:119.1\n  Scenario: S\n    Given Alice has \"{code}\" in hand\n"
            f"    Then Alice has {{{code}}} Vitae\n")
    _, found = lint(feature(tmp_path, body), ["nodawn"])
    assert found and "unknown card" in found[0]
    assert not marker.exists()


# -- encodings and long names (issue 15, items 12, 13, 15) -----------------------------------
def test_a_byte_that_is_not_utf8_is_a_problem_at_its_file_and_line(tmp_path: Path) -> None:
    root = feature(tmp_path, "  @id:a @rule:119.1\n  Scenario: S\n    Then Alice has 20 Vitae\n")
    path = root / "features" / "nodawn" / "x.feature"
    path.write_bytes(path.read_bytes().replace(b"Scenario: S", b"Scenario: caf\xe9"))
    _, found = lint(root, ["nodawn"])
    assert found == [f"{path}:7: not UTF-8: byte 0xe9 at column 16 (invalid continuation byte); "
                     "save the file as UTF-8"]


def test_a_byte_order_mark_is_accepted(tmp_path: Path) -> None:
    root = feature(tmp_path, "  @id:a @rule:119.1\n  Scenario: S\n    Then Alice has 20 Vitae\n")
    path = root / "features" / "nodawn" / "x.feature"
    path.write_bytes(b"\xef\xbb\xbf" + path.read_bytes())
    corpus, found = lint(root, ["nodawn"])
    assert found == [] and [c["id"] for c in corpus.cases] == ["a"]
    assert corpus.features[0].title == "F"


def test_a_huge_unknown_card_name_or_step_is_quoted_cut_short(tmp_path: Path) -> None:
    name = "Iron " + "x" * (1 << 20)
    body = (f"  @id:a @rule:119.1\n  Scenario: A\n    Given Alice has \"{name}\" in hand\n"
            f"    Then Alice has 20 Vitae\n\n"
            f"  @id:b @rule:119.1\n  Scenario: B\n    Then Alice is {name}\n")
    _, found = lint(feature(tmp_path, body), ["nodawn"])
    assert len(found) == 2 and all(len(p) < 600 for p in found), [len(p) for p in found]
    assert f"unknown card {name[:200]!r} ... ({len(name)} characters) in the nodawn" in found[0]
    assert f"undefined then step 'Alice is {name[:191]} ... ({len(name) + 9} characters)'" in found[1]


# -- one syntax error, one problem (issue 15, item 14) ---------------------------------------
def test_a_file_that_does_not_parse_brings_no_stale_lock_or_register_noise(tmp_path: Path) -> None:
    """Its scenarios are unknown while it does not parse: lint names the syntax error, not every
    lock entry and register entry of the scenarios it holds; warnings are counted by kind."""
    for part in ("fixtures", "features"):
        shutil.copytree(ROOT / part / "rites", tmp_path / part / "rites")
    folder = tmp_path / "features" / "rites"
    broken = folder / "allegiance-soul.feature"
    lines = broken.read_text(encoding="utf-8").split("\n")
    then = next(i for i, line in enumerate(lines) if line.strip().startswith("Then "))
    lines.insert(then + 1, "    Nonsense here")
    broken.write_text("\n".join(lines), encoding="utf-8")
    (folder / "zz-new.feature").write_text(
        "Feature: N\n\n  @id:never-reviewed @rule:guard\n  Scenario: N\n"
        "    Given a Rites duel between Alice and Bob\n    Then Alice has 40 health\n", encoding="utf-8")
    env = {**os.environ, "ADJUDICATOR_ROOT": str(tmp_path)}
    out = subprocess.run([sys.executable, "-m", "adjudicator.cli", "lint", "--game", "rites"],
                         cwd=tmp_path, env=env, capture_output=True, text=True, timeout=60)
    assert out.returncode == 1, out.stderr
    printed = out.stdout.splitlines()
    assert len(printed) == 2, printed
    assert printed[0].startswith(f"features/rites/allegiance-soul.feature:{then + 2}: expected: ")
    assert printed[1].startswith("features/rites/zz-new.feature:4: warning: never-reviewed has "
                                 "never been reviewed")
    assert out.stderr.strip().endswith("; 1 warnings (1 never reviewed)")
