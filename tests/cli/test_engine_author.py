"""The engine author's path (issue 14): tag expressions, shards, unsupported as its own count
and a run that executed nothing, the plan at ``start``, games an engine does not play, the
rulesets in the export."""

from __future__ import annotations

import json
import subprocess
import sys
import textwrap
import xml.etree.ElementTree as ET
from pathlib import Path
from typing import Any

import pytest

from adjudicator.cli import main
from adjudicator.cli.common import EXIT_NOTHING_RAN
from adjudicator.corpus.load import load_corpus
from adjudicator.games import ROOT
from adjudicator.harness.select import case_tags, parse_tags, select, shard_of
from adjudicator.harness.session import case_plan
from adjudicator.rules import RuleIndex

SERVE_NODAWN = f"{sys.executable} -m adjudicator.cli serve nodawn"


@pytest.fixture(scope="module")
def _cache_folder(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return tmp_path_factory.mktemp("cache")


@pytest.fixture(autouse=True)
def _private_cache(_cache_folder: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """A cache of this module's own (the checkout's is left alone), shared by its tests."""
    monkeypatch.setenv("ADJUDICATOR_CACHE_DIR", str(_cache_folder))


@pytest.fixture(scope="module")
def cases() -> list[dict[str, Any]]:
    return load_corpus(ROOT).cases


def cli(capsys: pytest.CaptureFixture[str], *args: str) -> tuple[int, str, str]:
    try:
        code = main(list(args))
    except SystemExit as stop:
        code = stop.code
    out = capsys.readouterr()
    return code, out.out, out.err


def report_lines(path: Path) -> tuple[dict[str, Any], list[dict[str, Any]], dict[str, Any]]:
    lines = [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines()]
    return lines[0], lines[1:-1], lines[-1]


# -- tag expressions -------------------------------------------------------------------------------
def test_a_tag_expression_selects_as_rule_and_tag_do(cases) -> None:
    expression = parse_tags("@rule:704.5 and not @contested")
    chosen = {c["id"] for c in select(cases, expression=expression)}
    by_rule = {c["id"] for c in select(cases, rules=["704.5"]) if "contested" not in c["tags"]}
    assert chosen == by_rule and chosen
    either = {c["id"] for c in select(cases, expression=parse_tags("@rule:guard or @rule:wound"))}
    assert either == {c["id"] for c in select(cases, rules=["guard", "wound"])}


def test_rule_tags_count_for_the_rules_above_them() -> None:
    tags = case_tags({"id": "x", "rules": ["704.5e", "card:vampire.1"], "ruleset": ">=2026-08-02",
                      "tags": ["contested"]})
    assert tags == ["@id:x", "@rule:704", "@rule:704.5", "@rule:704.5e", "@rule:card:vampire",
                    "@rule:card:vampire.1", "@ruleset:>=2026-08-02", "@contested"]


@pytest.mark.parametrize(("text", "says"), [
    ("@a and", "is not a tag expression"),
    ("@a @b", "is not a tag expression"),
    ("contested", "tags start with @ (write @contested)"),
    ("  ", "the tag expression is empty"),
])
def test_a_bad_tag_expression_is_a_clear_error(capsys, text: str, says: str) -> None:
    for command in (["run", "-q"], ["export", "-o", "/dev/null"]):
        code, _, err = cli(capsys, *command, "--tags", text)
        assert code == 2 and says in err and "Traceback" not in err, err


def test_export_takes_a_tag_expression_and_lists_the_rulesets(capsys, tmp_path: Path, cases) -> None:
    out = tmp_path / "cases.json"
    code, _, err = cli(capsys, "export", "--tags", "@rule:wound and not @rule:guard", "-o", str(out))
    assert code == 0, err
    document = json.loads(out.read_text(encoding="utf-8"))
    wanted = {c["id"] for c in cases if "@rule:wound" in case_tags(c) and "@rule:guard" not in case_tags(c)}
    assert {c["id"] for c in document["cases"]} == wanted
    index = RuleIndex.load("rites")
    assert document["rulesets"] == {"rites": {"ids": list(index.rulesets), "default": "current"}}
    code, _, err = cli(capsys, "export", "--tags", "@rule:no-such-rule", "-o", str(out))
    assert code == 2 and "no scenario matches the selection" in err


def test_the_export_lists_every_games_rulesets_and_default() -> None:
    from adjudicator.corpus.export import rulesets_of

    rulesets = rulesets_of(["nodawn", "reign", "rites", "nocturne"])
    for game in ("nodawn", "reign", "rites", "nocturne"):
        index = RuleIndex.load(game)
        assert rulesets[game] == {"ids": list(index.rulesets), "default": index.rulesets[-1]}
    assert rulesets["nocturne"]["default"] == "current" and len(rulesets["nodawn"]["ids"]) > 1


# -- shards ----------------------------------------------------------------------------------------
def test_a_case_stays_in_its_shard_however_the_selection_changes(cases) -> None:
    ids = [c["id"] for c in cases]
    assert {shard_of(i, 4) for i in ids} == {1, 2, 3, 4}
    assert all(shard_of(i, 4) == shard_of(i, 4) for i in ids[:50])  # deterministic
    counts = [sum(shard_of(i, 4) == k for i in ids) for k in (1, 2, 3, 4)]
    assert min(counts) > len(ids) / 8  # a hash, roughly even


def test_the_shards_reports_together_equal_one_full_run(capsys, tmp_path: Path) -> None:
    full = tmp_path / "full.jsonl"
    assert cli(capsys, "run", "-q", "--game", "rites", "--report", str(full))[0] == 0
    folder = tmp_path / "shards"
    for k in (1, 2, 3):
        code, out, err = cli(capsys, "run", "-q", "--game", "rites", "--shard", f"{k}/3",
                             "--report", str(folder / f"{k}.jsonl"))
        assert code == 0, err
    header, whole, footer = report_lines(full)
    parts = [report_lines(folder / f"{k}.jsonl") for k in (1, 2, 3)]
    assert [p[0]["shard"] for p in parts] == ["1/3", "2/3", "3/3"]
    def plain(records: list[dict[str, Any]]) -> dict[str, dict[str, Any]]:
        return {r["id"]: {k: v for k, v in r.items() if k != "seconds"} for r in records}
    joined = [r for p in parts for r in p[1]]
    assert len(joined) == len(whole) and plain(joined) == plain(whole)
    summed = {k: sum(p[2]["totals"][k] for p in parts) for k in footer["totals"]}
    assert summed == footer["totals"]
    code, out, err = cli(capsys, "compare", str(full), str(folder))
    assert code == 0 and "0 regressed, 0 fixed, 0 changed, 0 added, 0 removed" in out, out + err
    (folder / "3.jsonl").unlink()
    code, out, err = cli(capsys, "compare", str(full), str(folder))
    assert "shards 3/3 are missing" in err and "removed" in out
    assert f"warning: {folder} is partial" in out


def test_a_folder_that_is_not_one_runs_shards_is_an_error(capsys, tmp_path: Path) -> None:
    folder = tmp_path / "mixed"
    cli(capsys, "run", "-q", "--game", "rites", "--shard", "1/2", "--report", str(folder / "a.jsonl"))
    cli(capsys, "run", "-q", "--game", "rites", "--shard", "1/2", "--report", str(folder / "b.jsonl"))
    code, _, err = cli(capsys, "compare", str(folder / "a.jsonl"), str(folder))
    assert code == 2 and "are both shard 1/2" in err
    (folder / "b.jsonl").unlink()
    cli(capsys, "run", "-q", "--game", "reign", "--shard", "2/2", "--report", str(folder / "b.jsonl"))
    code, _, err = cli(capsys, "compare", str(folder / "a.jsonl"), str(folder))
    assert code == 2 and "are not shards of one run" in err
    cli(capsys, "run", "-q", "--game", "rites", "--report", str(folder / "b.jsonl"))
    code, _, err = cli(capsys, "compare", str(folder / "a.jsonl"), str(folder))
    assert code == 2 and "not of a shard" in err
    empty = tmp_path / "empty"
    empty.mkdir()
    code, _, err = cli(capsys, "compare", str(folder / "a.jsonl"), str(empty))
    assert code == 2 and "holds no *.jsonl report" in err


@pytest.mark.parametrize("shard", ["0/3", "4/3", "1/0", "a/b", "3"])
def test_a_bad_shard_is_a_clear_error(capsys, shard: str) -> None:
    code, _, err = cli(capsys, "run", "-q", "--shard", shard)
    assert code == 2 and "expected K/N with 1 <= K <= N" in err


def test_an_empty_shard_executes_nothing_and_says_so(capsys, tmp_path: Path, cases) -> None:
    one = next(c for c in cases if c["game"] == "rites")["id"]
    empty = next(k for k in (1, 2) if shard_of(one, 2) != k)
    report = tmp_path / "r.jsonl"
    code, _, err = cli(capsys, "run", "-q", "--id", one, "--shard", f"{empty}/2", "--report", str(report))
    assert code == EXIT_NOTHING_RAN and f"shard {empty}/2 holds none of the selected cases" in err
    assert report_lines(report)[2]["totals"]["total"] == 0


# -- unsupported, and a run that executed nothing --------------------------------------------------
def test_unsupported_is_its_own_count_everywhere(capsys, tmp_path: Path) -> None:
    report, junit = tmp_path / "r.jsonl", tmp_path / "r.xml"
    code, out, err = cli(capsys, "run", "-q", "--engine", SERVE_NODAWN, "--game", "nodawn", "--game",
                         "rites", "--rule", "122", "--rule", "guard", "--report", str(report),
                         "--junit", str(junit))
    assert code == 0, out + err
    _, records, footer = report_lines(report)
    unsupported = [r for r in records if r["outcome"] == "unsupported"]
    assert unsupported and {r["game"] for r in unsupported} == {"rites"}
    assert all("not sent" in r["message"] for r in unsupported)
    assert footer["totals"]["unsupported"] == len(unsupported) and footer["totals"]["skipped"] == 0
    passed = footer["totals"]["pass"]
    assert f"{passed} passed, 0 failed, 0 skipped, {len(unsupported)} unsupported" in out
    assert "unsupported" in out.split("Results by game")[1].splitlines()[2]  # a column of the table
    suite = next(s for s in ET.parse(junit).getroot() if s.get("name") == "rites")
    skipped = [c.find("skipped") for c in suite]
    assert all(s is not None and s.get("type") == "unsupported" and "plays nodawn" in s.get("message")
               for s in skipped)
    assert suite.get("skipped") == str(len(unsupported))


def test_a_run_in_which_no_case_was_executed_does_not_exit_0(capsys) -> None:
    code, out, err = cli(capsys, "run", "-q", "--engine", SERVE_NODAWN, "--game", "rites", "--rule", "guard")
    assert code == EXIT_NOTHING_RAN == 5
    assert "no case was executed" in err and "unsupported" in err
    assert ", 0 skipped, " in out


# -- the plan at start -----------------------------------------------------------------------------
RECORDER = textwrap.dedent("""\
    import json, sys
    log = open(sys.argv[1], "a")
    for line in sys.stdin:
        msg = json.loads(line)
        if msg["cmd"] == "hello":
            reply = {"protocol": 2, "engine": {"name": "recorder", "version": "1", "games": ["rites"],
                                              "language": "python", "features": []}}
        elif msg["cmd"] == "start":
            log.write(json.dumps(msg) + "\\n"); log.flush()
            reply = {"unsupported": "declined from the plan: " + ",".join(msg["plan"]["actions"])}
        else:
            reply = {"ok": True}
        print(json.dumps({"seq": msg["seq"], **reply}), flush=True)
""")


def test_start_carries_the_plan_so_an_engine_can_decline_up_front(capsys, tmp_path: Path, cases) -> None:
    script, log = tmp_path / "recorder.py", tmp_path / "starts.jsonl"
    script.write_text(RECORDER, encoding="utf-8")
    code, out, err = cli(capsys, "run", "-q", "--engine", f"{sys.executable} {script} {log}",
                         "--validate-protocol", "--game", "rites", "--game", "reign", "--rule", "guard",
                         "--rule", "6.2", "--report", str(tmp_path / "r.jsonl"))
    assert code == EXIT_NOTHING_RAN, out + err
    starts = [json.loads(line) for line in log.read_text(encoding="utf-8").splitlines()]
    by_id = {c["id"]: c for c in cases}
    assert starts and {s["game"] for s in starts} == {"rites"}  # reign was never sent
    for start in starts:
        assert start["plan"] == case_plan(by_id[start["case"]])
    guard = next(s for s in starts if "guard" in s["plan"]["decisions"])
    assert "play" in guard["plan"]["actions"] or "activate" in guard["plan"]["actions"]
    _, records, _ = report_lines(tmp_path / "r.jsonl")
    assert {r["game"] for r in records} == {"rites", "reign"}
    assert all(r["outcome"] == "unsupported" for r in records)


def test_the_plan_names_actions_decisions_and_checks() -> None:
    case = {"script": [
        {"op": "choose", "decision": "discard", "player": "Alice", "answer": ["X"]},
        {"op": "random", "decision": "shuffle", "answer": ["A", "B"]},
        {"op": "act", "action": {"type": "cast"}, "checkpoints": [{"decision": "target", "player": "Bob"}]},
        {"op": "expect", "path": "/x", "equals": 1, "at": {"decision": "target", "player": "Bob"}},
        {"op": "offers", "decision": "gain", "player": "Alice", "exactly": []},
        {"op": "act", "action": {"type": "pass"}, "expect": "refused",
         "refuses": {"decision": "block", "player": "Bob"}},
    ]}
    assert case_plan(case) == {"actions": ["cast", "pass"],
                               "decisions": ["block", "discard", "gain", "shuffle", "target"],
                               "checks": ["checkpoints", "offers", "refusals"]}


def test_pytest_takes_tags_and_shards_as_run_does(tmp_path: Path, cases) -> None:
    def collected(*options: str) -> set[str]:
        out = subprocess.run([sys.executable, "-m", "pytest", "--collect-only", "-q", "-p", "no:randomly",
                              "tests/test_corpus.py", *options], cwd=ROOT, capture_output=True,
                             text=True, timeout=300)
        assert out.returncode == 0, out.stdout[-2000:] + out.stderr
        return {line for line in out.stdout.splitlines() if "::" in line}
    expression = "@rule:704.5 and not @contested"
    half = collected(f"--tags={expression}", "--shard=2/2")
    chosen = [c for c in select(cases, expression=parse_tags(expression)) if shard_of(c["id"], 2) == 2]
    assert len(half) == len(chosen) > 0  # the same scenarios as `run --tags ... --shard 2/2`


# -- the docs say what the code does ---------------------------------------------------------------
DOCS = ROOT / "docs"


def test_protocol_md_lists_every_games_rulesets_and_default() -> None:
    text = (DOCS / "protocol.md").read_text(encoding="utf-8")
    table = text.split("### Rulesets", 1)[1].split("\n\n", 3)[2]
    for game in ("nodawn", "reign", "rites", "nocturne"):
        index = RuleIndex.load(game)
        row = next(line for line in table.splitlines() if line.startswith(f"| `{game}` |"))
        ids_cell, default_cell = row.split(" | ")[1:3]
        assert all(f"`{r}`" in ids_cell for r in index.rulesets), row
        assert default_cell.strip(" |") == f"`{index.default_ruleset}`", row


@pytest.mark.parametrize("option", ["--corpus", "--corpus-only", "--tags", "--shard", "--messages"])
def test_every_new_option_is_in_the_help_and_the_docs(capsys, option: str) -> None:
    with pytest.raises(SystemExit):
        main(["run", "--help"])
    assert option in capsys.readouterr().out
    documented = [name for name in ("protocol.md", "cases.md", "troubleshooting.md")
                  if option in (DOCS / name).read_text(encoding="utf-8")]
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    assert documented and option in readme, (option, documented)


def test_run_help_says_what_a_run_that_executed_nothing_exits_with(capsys) -> None:
    with pytest.raises(SystemExit):
        main(["run", "--help"])
    assert "5 when no case was executed" in " ".join(capsys.readouterr().out.split())
    troubleshooting = (DOCS / "troubleshooting.md").read_text(encoding="utf-8")
    assert "**5 when no case was executed at all**" in troubleshooting
