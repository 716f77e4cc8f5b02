"""tools/mutation.py: module discovery, the seeded stratified sample, exclusions, the equivalents
register, outcome counting, bad input, and one session over a tiny fake package with a tiny
fake test command (seconds; the real engines are never mutated here)."""

from __future__ import annotations

import importlib.util
import json
import sqlite3
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from adjudicator.games import PACKAGE_ROOT, PLAYABLE

TOOLS = PACKAGE_ROOT / "tools"


def _load():
    spec = importlib.util.spec_from_file_location("mutation_tool", TOOLS / "mutation.py")
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module  # dataclasses look their module up while it executes
    spec.loader.exec_module(module)
    return module


mt = _load()


def mutant(module: str, i: int, operator: str = "NumberReplacer", target: str = "g") -> object:
    return mt.Mutant(target, module, operator, i, (i + 1, 4), (i + 1, 5), f"x = {i}", 0, f"job{module}{i}")


def population(counts: dict[str, int]) -> list:
    return [mutant(m, i) for m, n in counts.items() for i in range(n)]


# -- discovery --------------------------------------------------------------------------------
def test_engine_modules_skip_init_steps_and_pure_data(tmp_path: Path) -> None:
    game = tmp_path / "adjudicator" / "games" / "toy"
    (game / "steps").mkdir(parents=True)
    (game / "deep").mkdir()
    files = {
        "__init__.py": "def spec(): pass\n",
        "steps.py": "def step(): pass\n",
        "steps_more.py": "def step(): pass\n",
        "steps/__init__.py": "",
        "steps/cards.py": "def step(): pass\n",
        "data.py": "LIMIT = 3\nNAMES = {'a': 1}\n",
        "rules.py": "def limit():\n    return 3\n",
        "deep/combat.py": "class Fight:\n    pass\n",
        "lambdas.py": "KEY = lambda x: x\n",
    }
    for name, text in files.items():
        (game / name).write_text(text)
    assert mt.engine_modules(tmp_path, "toy") == [
        "adjudicator/games/toy/deep/combat.py",
        "adjudicator/games/toy/lambdas.py",
        "adjudicator/games/toy/rules.py",
    ]


def test_every_game_has_engine_modules_and_none_is_a_step_module() -> None:
    for game in PLAYABLE:
        modules = mt.engine_modules(PACKAGE_ROOT, game)
        assert f"adjudicator/games/{game}/engine.py" in modules
        assert not [m for m in modules if "/steps" in m or m.endswith("__init__.py")]


def test_modules_are_named_in_several_forms() -> None:
    guard = {"rites": ["adjudicator/games/rites/guard.py"]}
    for spec in ("rites/guard", "rites/guard.py", "rites.guard", "adjudicator/games/rites/guard.py"):
        assert mt.resolve_modules(PACKAGE_ROOT, [], [spec]) == guard
    assert mt.resolve_modules(PACKAGE_ROOT, ["rites"], ["guard"]) == guard
    everything = mt.resolve_modules(PACKAGE_ROOT, ["reign"], [])
    assert list(everything) == ["reign"] and everything["reign"] == mt.engine_modules(PACKAGE_ROOT, "reign")


def test_unknown_and_ambiguous_modules_are_errors() -> None:
    with pytest.raises(mt.UsageError, match=r"unknown module 'rites/nope'.*rites/guard"):
        mt.resolve_modules(PACKAGE_ROOT, [], ["rites/nope"])
    with pytest.raises(mt.UsageError, match=r"'engine' is ambiguous.*name the game"):
        mt.resolve_modules(PACKAGE_ROOT, [], ["engine"])
    with pytest.raises(mt.UsageError, match="unknown module 'guard'"):
        mt.resolve_modules(PACKAGE_ROOT, ["reign"], ["guard"])  # rites' module, reign selected
    with pytest.raises(mt.UsageError, match="no engine package"):
        mt.engine_modules(PACKAGE_ROOT, "chess")


# -- sampling ---------------------------------------------------------------------------------
def test_allocation_is_stratified_and_sums_to_the_sample() -> None:
    counts = {"big": 90, "mid": 9, "one": 1, "none": 0}
    take = mt.allocate(counts, 20)
    assert sum(take.values()) == 20 and "none" not in take
    assert take["one"] == 1 and take["mid"] >= 1 and take["big"] > take["mid"]
    assert take == {"big": 17, "mid": 2, "one": 1}  # one each, then 17 left split 89:8 by largest remainder
    assert mt.allocate(counts, 0) == {"big": 90, "mid": 9, "one": 1}
    assert mt.allocate(counts, 500) == {"big": 90, "mid": 9, "one": 1}
    small = mt.allocate({"a": 10, "b": 10, "c": 10}, 2)  # fewer than the modules: by proportion
    assert sum(small.values()) == 2 and all(v <= 1 for v in small.values())


def test_the_sample_is_deterministic_and_follows_the_seed() -> None:
    mutants = population({"a.py": 40, "b.py": 25, "c.py": 3})
    first = mt.draw(mutants, 15, seed=13)
    assert first == mt.draw(list(reversed(mutants)), 15, seed=13)  # input order does not matter
    assert len(first) == 15 and {m.module for m in first} == {"a.py", "b.py", "c.py"}
    assert first != mt.draw(mutants, 15, seed=14)


def test_a_modules_sample_does_not_move_when_another_module_changes() -> None:
    before = mt.draw(population({"a.py": 40, "b.py": 20}), 12, seed=1)
    after = mt.draw(population({"a.py": 40, "b.py": 60}), 12, seed=1)
    a_before = [m for m in before if m.module == "a.py"]
    a_after = [m for m in after if m.module == "a.py"]
    ranked = sorted(population({"a.py": 40}), key=lambda m: m.rank(1))
    assert a_before == ranked[:len(a_before)] and a_after == ranked[:len(a_after)]


def test_the_schedule_spreads_every_module_over_the_run() -> None:
    sample = mt.draw(population({"a.py": 40, "b.py": 20, "c.py": 5}), 30, seed=3)
    order = mt.schedule(sample, seed=3)
    assert sorted(order, key=lambda m: m.job_id) == sorted(sample, key=lambda m: m.job_id)
    picks = {name: sum(1 for m in sample if m.module == name) for name in ("a.py", "b.py", "c.py")}
    for cut in (10, 15, 20):  # a run stopped after `cut` mutants has its share of each module
        for name, k in picks.items():
            assert abs(sum(1 for m in order[:cut] if m.module == name) - k * cut / 30) <= 1
    assert order == mt.schedule(list(reversed(sample)), seed=3)


def test_identify_orders_and_counts_identical_lines() -> None:
    class Spec:
        def __init__(self, path, op, occ, line):
            self.module_path, self.operator_name, self.occurrence = Path(path), op, occ
            self.start_pos, self.end_pos = (line, 4), (line, 5)

    source = "a = 1\nb = 1\na = 1\n"
    specs = [(f"j{occ + 1}", Spec("m.py", "core/NumberReplacer", occ, occ + 1)) for occ in (2, 0, 1)]
    found = mt.identify("g", specs, {"m.py": source})
    assert [(m.job_id, m.text, m.nth, m.operator) for m in found] == [
        ("j1", "a = 1", 0, "NumberReplacer"), ("j2", "b = 1", 0, "NumberReplacer"),
        ("j3", "a = 1", 1, "NumberReplacer")]


# -- exclusions -------------------------------------------------------------------------------
def test_typing_only_code_and_identity_swaps_are_excluded() -> None:
    source = textwrap.dedent('''\
        from typing import TYPE_CHECKING
        if TYPE_CHECKING:
            import os
        def f(a: int | None, *, s: "▷" = "▷") -> dict[str, int] | None:
            x: int | None = a
            return x | 1
        ''')
    spans = mt.typing_spans(source)

    def at(line: int, text: str, operator: str = "ReplaceBinaryOperator_BitOr_Add") -> str | None:
        col = source.splitlines()[line - 1].index(text)
        return mt.exclusion(mt.Mutant("g", "m.py", operator, 0, (line, col), (line, col + 1), ""), spans)

    assert at(2, "TYPE_CHECKING", "AddNot") == "typing"
    assert at(4, "|") == "typing"
    assert at(4, "| None:") == "typing"  # the return annotation, after non-ASCII text
    assert at(5, "|") == "typing"
    assert at(6, "|") is None
    assert at(6, "|", "ReplaceComparisonOperator_Eq_Is") == "identity"
    assert mt.is_identity_swap("ReplaceComparisonOperator_NotEq_IsNot")
    assert mt.is_identity_swap("ReplaceComparisonOperator_Is_Eq")
    assert not mt.is_identity_swap("ReplaceComparisonOperator_Is_IsNot")
    assert not mt.is_identity_swap("ReplaceComparisonOperator_Is_Lt")
    assert not mt.is_identity_swap("ReplaceComparisonOperator_Eq_Lt")


# -- the register -----------------------------------------------------------------------------
def test_register_entries_load_and_bad_ones_name_file_and_line(tmp_path: Path) -> None:
    path = tmp_path / "eq.toml"
    path.write_text(textwrap.dedent('''\
        # comment
        [[equivalent]]
        module = "rites/table"
        operator = "core/NumberReplacer"
        line = "  if high == 0:  "
        reason = "high is never negative"

        [[equivalent]]
        module = "adjudicator/games/rites/turn.py"
        operator = "ReplaceFalseWithTrue"
        line = "x = False"
        nth = 1
        reason = "reset again before it is read"
        '''))
    first, second = mt.load_register(path).equivalents
    assert first.key == ("adjudicator/games/rites/table.py", "NumberReplacer", "if high == 0:", 0)
    assert first.where == f"{path}:2" and second.nth == 1 and second.where == f"{path}:8"
    assert mt.load_register(tmp_path / "missing.toml") == mt.Register()

    bad = {
        'module = "m"\noperator = "o"\nline = "l"\n': r"eq.toml:1: missing reason",
        'module = "m"\noperator = "o"\nline = "l"\nreason = "r"\nwhy = "x"\n': "unknown key 'why'",
        'module = "m"\noperator = "o"\nline = "l"\nreason = "r"\nnth = "1"\n': "'nth' must be a int",
        'module = "m"\noperator = "o"\nline = "l"\nreason = "r"\nnth = -1\n': "'nth' must be 0 or more",
    }
    for body, message in bad.items():
        path.write_text("[[equivalent]]\n" + body)
        with pytest.raises(mt.UsageError, match=message):
            mt.load_register(path)
    entry = '[[equivalent]]\nmodule = "m"\noperator = "o"\nline = "l"\nreason = "r"\n'
    path.write_text(entry + entry)
    with pytest.raises(mt.UsageError, match=r"eq.toml:6: the same equivalent entry is already at .*:1"):
        mt.load_register(path)
    path.write_text("[[equivalent]\n")
    with pytest.raises(mt.UsageError, match=r"eq.toml: .*line 1"):
        mt.load_register(path)
    path.write_text("[other]\n")
    with pytest.raises(mt.UsageError, match="unknown top-level key"):
        mt.load_register(path)


def test_outside_entries_exclude_a_functions_mutants(tmp_path: Path) -> None:
    path = tmp_path / "eq.toml"
    path.write_text('[[outside]]\nmodule = "rites/state"\nfunction = "check"\nreason = "impossible Givens"\n'
                    '\n[[outside]]\nmodule = "rites/state"\nfunction = "gone"\nreason = "r"\n')
    check, gone = mt.load_register(path).outside
    assert (check.module, check.function) == ("adjudicator/games/rites/state.py", "check")
    assert check.where == f"{path}:1"

    def at(function: str, module: str = "adjudicator/games/rites/state.py") -> object:
        return mt.Mutant("rites", module, "AddNot", 0, (1, 0), (1, 1), "", function=function)

    assert check.covers(at("check")) and check.covers(at("check.inner"))
    assert not check.covers(at("checker")) and not check.covers(at("check", "adjudicator/games/rites/x.py"))
    assert mt.exclusion(at("check"), [], [check]) == "outside" and mt.exclusion(at(""), [], [check]) is None
    notes = mt.register_notes([], [at("check")], mt.Register(outside=[check, gone]), {check.module})
    assert notes["stale"] == [f"{path}:6: adjudicator/games/rites/state.py has no function gone with mutants"]
    path.write_text('[[outside]]\nmodule = "m"\nfunction = "f"\n')
    with pytest.raises(mt.UsageError, match=r"eq.toml:1: missing reason"):
        mt.load_register(path)


def test_mutants_know_their_function() -> None:
    source = textwrap.dedent('''\
        X = 1
        @decorated
        class Table:
            def choose(self):
                def inner():
                    return 2
                return 3
        def top():
            return 4
        ''')
    defs = mt.definitions(source)
    assert [mt.enclosing(defs, n) for n in (1, 2, 3, 4, 6, 7, 9)] == [
        "", "Table", "Table", "Table.choose", "Table.choose.inner", "Table.choose", "top"]


def test_the_projects_register_loads() -> None:
    register = mt.load_register(mt.REGISTER)
    for entry in [*register.equivalents, *register.outside]:
        assert entry.reason and entry.module.startswith("adjudicator/games/")


# -- outcomes and counts ----------------------------------------------------------------------
def test_cosmic_ray_results_are_classified() -> None:
    assert mt.classify("normal", "killed", "killed-by x fail: y") == "killed"
    assert mt.classify("normal", "killed", "timeout") == "timeout"
    assert mt.classify("normal", "survived", "passed 3") == "survived"
    assert mt.classify("normal", "incompetent", "") == "incompetent"
    assert mt.classify("exception", "incompetent", "Traceback") == "incompetent"
    assert mt.classify("abnormal", None, None) == "incompetent"
    assert mt.classify("no-test", None, None) == "no-test"
    assert mt.killed_by("package /x\nkilled-by rites-guard-1 fail: expected 2") == "rites-guard-1 fail"
    assert mt.killed_by("load-failed\nTraceback") == "load"
    assert mt.killed_by("timeout") == ""
    diff = "--- mutation diff ---\n--- a/m.py\n+++ b/m.py\n@@ -1 +1 @@\n-x = 1\n+x = 2\n"
    assert mt.mutated_line(diff) == "x = 2"
    removed = "--- a/m.py\n+++ b/m.py\n@@ -1,2 +1 @@\n-@cache\n def f():\n"
    assert mt.mutated_line(removed) == "(removed) @cache"


def test_aggregation_counts_every_outcome_and_scores_without_equivalents() -> None:
    m = mutant("a.py", 0)
    register = {m.key: mt.Equivalent("a.py", "NumberReplacer", "x = 0", "why", 0, "eq.toml:2")}
    outcomes = ["killed"] * 6 + ["timeout"] * 2 + ["survived"] * 2 + ["incompetent", "not-run"]
    rows = [mt.row(mutant("a.py", i + 1), o, reached=i != 8) for i, o in enumerate(outcomes)]
    rows.append(mt.row(m, "survived", register=register))
    rows.append(mt.row(mutant("b.py", 0), "killed", output="killed-by c1 fail: no"))
    pop = {"g": {"a.py": {"mutants": 20, "excluded": 3}, "b.py": {"mutants": 5, "excluded": 0},
                 "c.py": {"mutants": 2, "excluded": 2}}}
    counts = mt.aggregate(rows, pop)["g"]
    a = counts["modules"]["a.py"]
    assert (a["sampled"], a["killed"], a["timeout"], a["survived"], a["equivalent"], a["incompetent"],
            a["not-run"]) == (13, 6, 2, 2, 1, 1, 1)
    assert a["unreached"] == 1  # one of the two survivors sits on a line the corpus never runs
    assert a["score"] == 0.8  # (6 + 2) / (6 + 2 + 2)
    assert counts["modules"]["c.py"]["score"] is None
    total = counts["total"]
    assert (total["mutants"], total["excluded"], total["sampled"], total["killed"]) == (27, 5, 14, 7)
    assert total["score"] == round(9 / 11, 4)
    assert rows[-2]["outcome"] == "equivalent" and rows[-2]["equivalent"]["reason"] == "why"
    assert rows[-1]["killed_by"] == "c1 fail"


def test_register_notes_name_stale_and_killed_entries() -> None:
    alive, gone = mutant("a.py", 0), mutant("a.py", 1)
    entries = [mt.Equivalent("a.py", "NumberReplacer", "x = 0", "r", 0, "eq:2"),
               mt.Equivalent("a.py", "NumberReplacer", "x = 9", "r", 0, "eq:8"),
               mt.Equivalent("z.py", "NumberReplacer", "x = 9", "r", 0, "eq:14")]
    rows = [mt.row(alive, "killed", register={e.key: e for e in entries})]
    notes = mt.register_notes(rows, [alive, gone], mt.Register(entries), {"a.py"})
    assert notes["stale"] == ["eq:8: a.py NumberReplacer `x = 9` matches no mutant"]  # z.py was not run
    assert notes["killed"] == ["eq:2: a.py:1 is killed now"]


def test_a_saved_report_renders_as_markdown_and_bad_reports_are_errors(tmp_path: Path) -> None:
    rows = [mt.row(mutant("adjudicator/games/g/a.py", 0, target="g"), "survived",
                   diff="--- a/x\n+++ b/x\n@@ -1 +1 @@\n-x = 0\n+x = 1\n", reached=False),
            mt.row(mutant("adjudicator/games/g/a.py", 1, target="g"), "killed")]
    pop = {"g": {"adjudicator/games/g/a.py": {"mutants": 4, "excluded": 1}}}
    report = {"format": mt.REPORT_FORMAT, "tool": "cosmic-ray 8", "source": {"commit": "abc", "dirty": False},
              "settings": {"sample": 2, "seed": 1, "jobs": 1}, "seconds": 3.0, "complete": True,
              "counts": mt.aggregate(rows, pop),
              "register": {"stale": [], "killed": []}, "mutants": rows}
    text = mt.markdown(report)
    assert "**g**: 1 survivors" in text and "| g | 4 |" in text
    assert "| g | 4 |" not in mt.markdown(report, ("survivors",))
    assert "survivors" not in mt.markdown(report, ("tables",))
    assert "| g | 4 | 1 | 2 | 1 | 0 | 1 | 1 | 0 | 0 | 0 | 50.0% |" in text
    assert "| `a.py` | 4 | 1 | 2 |" in text
    assert "- `g/a.py:1` NumberReplacer: `x = 0` → `x = 1` (never reached)" in text
    path = tmp_path / "r.json"
    path.write_text(json.dumps(report))
    assert mt.load_report(path)["counts"] == report["counts"]
    path.write_text("{\n oops")
    with pytest.raises(mt.UsageError, match=r"r.json:2: not a JSON report"):
        mt.load_report(path)
    path.write_text("{}")
    with pytest.raises(mt.UsageError, match="not a mutation report"):
        mt.load_report(path)


# -- the command line -------------------------------------------------------------------------
def test_bad_command_lines_are_one_line_errors(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    with pytest.raises(SystemExit) as exit_:
        mt.main(["run", "--game", "chess"])
    assert exit_.value.code == 2 and "invalid choice: 'chess'" in capsys.readouterr().err
    cases = {
        ("run", "--module", "rites/nope"): "unknown module 'rites/nope'",
        ("run", "--sample", "-1"): "--sample must be 0",
        ("run", "--jobs", "0"): "--jobs must be 1 or more",
        ("run", "--budget", "0"): "--budget must be a positive",
        ("run", "--nice", "30"): "--nice must be between 0 and 19",
        ("show", str(tmp_path / "none.json")): "cannot read report",
    }
    for argv, message in cases.items():
        assert mt.main(list(argv)) == 2
        err = capsys.readouterr().err
        assert err.startswith("mutation: error: ") and message in err and "Traceback" not in err


def test_a_missing_cosmic_ray_says_how_to_install_it(monkeypatch: pytest.MonkeyPatch,
                                                     capsys: pytest.CaptureFixture[str]) -> None:
    real_import = __import__

    def no_cosmic_ray(name, *args, **kwargs):
        if name.startswith("cosmic_ray"):
            raise ImportError(name)
        return real_import(name, *args, **kwargs)

    monkeypatch.setattr("builtins.__import__", no_cosmic_ray)
    assert mt.main(["run", "--game", "rites", "--nice", "0"]) == 2
    assert "pip install -e '.[mutation]'" in capsys.readouterr().err
    assert mt.main(["list", "--count"]) == 2
    assert "cosmic-ray is not installed" in capsys.readouterr().err


# -- a session over a fake package ------------------------------------------------------------
FAKE_MODULE = '''\
from __future__ import annotations


def double(x: int | None) -> int:
    return x * 2


def spin(flag):
    while flag:
        pass
    return 1
'''
#: The fake test command: it prints the root it tested (the session checks that) and asserts
#: what an input of 2 can see: ``x + 2`` and ``x ** 2`` give 4 too, so both survive.
FAKE_CHECK = '''\
import sys
sys.path.insert(0, sys.argv[1])
from calc.ops import double, spin
print("testing", sys.argv[1])
assert double(2) == 4
assert spin(False) == 1
'''


def fake_session(tmp_path: Path, sample: int, register: object, budget: float | None = None,
                 on_progress: object = None) -> tuple:
    pytest.importorskip("cosmic_ray", reason="cosmic-ray is the optional 'mutation' extra")
    source = tmp_path / "src"
    (source / "calc").mkdir(parents=True)
    (source / "calc" / "__init__.py").write_text("")
    (source / "calc" / "ops.py").write_text(FAKE_MODULE)
    (source / "check.py").write_text(FAKE_CHECK)
    target = mt.Target("calc", ("calc/ops.py",), (sys.executable, "{root}/check.py", "{root}"))
    settings = mt.Settings(sample=sample, seed=5, jobs=2, budget_seconds=budget, timeout_factor=5.0,
                           timeout_min=1.0, nice=0)
    session = mt.Session(source, ("calc", "check.py"), [target], settings, tmp_path / "session", register,
                         on_progress)
    report = session.run()
    assert (source / "calc" / "ops.py").read_text() == FAKE_MODULE  # the source was never touched
    return report, tmp_path / "session" / "calc.sqlite"


def test_a_session_counts_killed_survived_timeout_and_equivalent(tmp_path: Path) -> None:
    pow_mutant = mt.Equivalent("calc/ops.py", "ReplaceBinaryOperator_Mul_Pow", "return x * 2",
                               "squares and doubles agree on 2", 0, "eq.toml:1")
    report, database = fake_session(tmp_path, 0, mt.Register([pow_mutant]))
    rows = {(r["operator"], r["start"][0]): r for r in report["mutants"]}
    assert rows[("ReplaceBinaryOperator_Mul_Add", 5)]["outcome"] == "survived"
    assert rows[("ReplaceBinaryOperator_Mul_Pow", 5)]["outcome"] == "equivalent"
    assert rows[("AddNot", 9)]["outcome"] == "timeout"
    assert rows[("ReplaceBinaryOperator_Mul_Sub", 5)]["outcome"] == "killed"
    assert "+    return x - 2" in rows[("ReplaceBinaryOperator_Mul_Sub", 5)]["diff"]
    assert "a/calc/ops.py" in rows[("ReplaceBinaryOperator_Mul_Sub", 5)]["diff"]  # relative, not the copy
    total = report["counts"]["calc"]["total"]
    excluded = 11  # the eleven replacements of `|` in the annotation `int | None`
    assert total["excluded"] == excluded and total["sampled"] == total["mutants"] - excluded
    assert (total["survived"], total["equivalent"], total["timeout"]) == (1, 1, 1)
    assert total["killed"] == total["sampled"] - 3 and total["incompetent"] == total["not-run"] == 0
    assert report["complete"] and report["targets"]["calc"]["timeout"] >= 1.0
    with sqlite3.connect(database) as db:  # cosmic-ray's own session: every item has a result
        outcomes = dict(db.execute("select worker_outcome, count(*) from work_results group by 1").fetchall())
        items = db.execute("select count(*) from work_items").fetchone()[0]
    assert outcomes == {"SKIPPED": excluded, "NORMAL": total["sampled"]} and items == total["mutants"]


def test_a_sampled_session_runs_only_the_sample(tmp_path: Path) -> None:
    report, database = fake_session(tmp_path, 4, mt.Register())
    total = report["counts"]["calc"]["total"]
    assert total["sampled"] == len(report["mutants"]) == 4
    with sqlite3.connect(database) as db:
        skipped = db.execute("select output, count(*) from work_results where worker_outcome = 'SKIPPED' "
                             "group by 1").fetchall()
    assert dict(skipped) == {"excluded: typing": 11, "not sampled (seed 5)": total["mutants"] - 15}


# -- the runner (the test command of every mutant) --------------------------------------------
def test_the_runner_passes_the_unmutated_corpus_and_names_the_case_that_fails(tmp_path: Path) -> None:
    from adjudicator.corpus.cache import cached_lint
    from adjudicator.rules import RuleIndex

    corpus, problems = cached_lint(PACKAGE_ROOT, ["rites"])
    assert not problems
    ruleset = RuleIndex.load("rites").default_ruleset
    document = {"game": "rites", "ruleset": ruleset, "cases": corpus.cases[:3]}
    cases = tmp_path / "cases.json"

    def run(*more: str) -> subprocess.CompletedProcess:
        cases.write_text(json.dumps(document))
        argv = [sys.executable, str(TOOLS / "mutation_runner.py"), str(cases), str(PACKAGE_ROOT), *more]
        return subprocess.run(argv, capture_output=True, text=True, timeout=120, check=False)

    done = run("--lines", str(tmp_path / "lines.json"))
    assert done.returncode == 0, done.stdout + done.stderr
    assert f"package {PACKAGE_ROOT / 'adjudicator'}" in done.stdout and "passed 3" in done.stdout
    lines = json.loads((tmp_path / "lines.json").read_text())
    assert 1 in lines["adjudicator/games/rites/engine.py"]  # module code runs at import
    assert "adjudicator/harness/runner.py" not in lines  # only the game packages are traced
    second = document["cases"][1]
    alice = next(iter(second["setup"]["state"]["players"].values()))
    alice["health"] = "lots"  # not a state any engine takes
    done = run()
    assert done.returncode == 1 and f"killed-by {second['id']} errored" in done.stdout


def test_a_case_true_only_of_an_older_rulebook_runs_under_it() -> None:
    cases = [{"id": "any"}, {"id": "new", "ruleset": ">=2026-08-02"},
             {"id": "old", "ruleset": "<2026-08-02"}, {"id": "older", "ruleset": "<=2026-07-01"},
             {"id": "none", "ruleset": "<2020-01-01"}]
    under = mt.rulesets_under(cases, ["2026-08-02", "2026-07-01", "2026-07-28"])
    assert under == {"old": "2026-07-28", "older": "2026-07-01"}  # the newest each holds for


def test_the_runner_runs_an_older_rulesets_case_under_it(tmp_path: Path) -> None:
    from adjudicator.corpus.cache import cached_lint
    from adjudicator.rules import RuleIndex

    corpus, problems = cached_lint(PACKAGE_ROOT, ["nodawn"])
    assert not problems
    index = RuleIndex.load("nodawn")
    under = mt.rulesets_under(corpus.cases, index.rulesets)
    assert under, "the No Dawn corpus has scenarios true only of an older rulebook"
    old = next(c for c in corpus.cases if c["id"] in under)
    alice = next(iter(old["setup"]["state"]["players"].values()))
    alice["vitae"] = "lots"  # not a state any engine takes: the case fails if it runs at all
    cases = tmp_path / "cases.json"

    def run(document: dict) -> subprocess.CompletedProcess:
        cases.write_text(json.dumps(document))
        argv = [sys.executable, str(TOOLS / "mutation_runner.py"), str(cases), str(PACKAGE_ROOT)]
        return subprocess.run(argv, capture_output=True, text=True, timeout=120, check=False)

    newest = {"game": "nodawn", "ruleset": index.default_ruleset, "cases": [old]}
    skipped = run(newest)
    assert skipped.returncode == 0 and "passed 1" in skipped.stdout  # skipped, as adjudicator run would
    ran = run({**newest, "under": {old["id"]: under[old["id"]]}})
    assert ran.returncode == 1 and f"killed-by {old['id']} errored" in ran.stdout


def test_a_session_out_of_budget_reports_the_rest_as_not_run(tmp_path: Path) -> None:
    report, _ = fake_session(tmp_path, 4, mt.Register(), budget=1e-9)
    assert not report["complete"]
    assert [r["outcome"] for r in report["mutants"]] == ["not-run"] * 4
    assert report["counts"]["calc"]["total"]["not-run"] == 4


def test_a_mutant_is_reached_when_the_corpus_runs_any_of_its_lines(tmp_path: Path) -> None:
    session = mt.Session(tmp_path, (), [], mt.Settings(), tmp_path)
    one_line, two_lines = mutant("a.py", 4), mt.Mutant("g", "a.py", "AddNot", 0, (8, 3), (9, 5), "if (x and")
    assert session.reached(one_line) is None  # not traced
    session.lines_run["g"] = {"a.py": {9}}
    assert session.reached(one_line) is False and session.reached(two_lines) is True
    assert session.reached(mutant("b.py", 0)) is False  # a module the corpus never imports


def test_an_interrupted_session_finishes_the_running_mutants_and_reports(tmp_path: Path) -> None:
    calls = []

    def interrupt_once(row: dict, done: int, total: int) -> None:
        calls.append(done)
        if len(calls) == 1:
            raise KeyboardInterrupt  # as Ctrl-C (or SIGTERM, which the command line turns into it)

    report, database = fake_session(tmp_path, 6, mt.Register(), on_progress=interrupt_once)
    outcomes = [r["outcome"] for r in report["mutants"]]
    assert not report["complete"] and len(outcomes) == 6
    assert 1 <= len(calls) <= 2 and outcomes.count("not-run") == 6 - len(calls)  # the other job finished
    with sqlite3.connect(database) as db:
        normal = db.execute("select count(*) from work_results where worker_outcome = 'NORMAL'").fetchone()[0]
    assert normal == len(calls)
