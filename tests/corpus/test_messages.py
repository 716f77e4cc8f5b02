"""``adjudicator run --messages``: a Cucumber Messages stream that Cucumber's tools accept.

Each line is validated against the message types of the cucumber-messages package (every key
known, every required field present, every value of its declared type, every enum value one of
the protocol's), and the stream as a whole as Cucumber's consumers read it: its order, and every
id it refers to defined before it is used. The validator is first shown to accept the streams of
Cucumber's own Compatibility Kit, so it is no stricter than Cucumber; then the run's statuses are
checked against its JSON-lines report, case by case.
"""

from __future__ import annotations

import dataclasses
import enum
import json
import sys
import types
import typing
from importlib import metadata
from pathlib import Path
from typing import Any

import pytest
from cucumber_compatibility_kit import CompatibilityKit
from cucumber_messages import Envelope, message_converter

from adjudicator.cli import main

HINTS: dict[type, dict[str, Any]] = {}


def check_type(value: Any, hint: Any, where: str) -> None:
    """``value`` as the message types declare it; AssertionError naming the JSON path."""
    origin = typing.get_origin(hint)
    if origin in (typing.Union, types.UnionType):
        options = [h for h in typing.get_args(hint) if h is not type(None)]
        assert value is not None or len(options) < len(typing.get_args(hint)), f"{where}: null"
        if value is not None:
            check_type(value, options[0], where)
    elif origin is list:
        assert isinstance(value, list), f"{where}: not a list"
        for n, item in enumerate(value):
            check_type(item, typing.get_args(hint)[0], f"{where}[{n}]")
    elif dataclasses.is_dataclass(hint):
        check_object(value, hint, where)
    elif isinstance(hint, type) and issubclass(hint, enum.Enum):
        assert value in {m.value for m in hint}, f"{where}: {value!r} is not a {hint.__name__}"
    elif hint is bool:
        assert isinstance(value, bool), f"{where}: not a boolean"
    elif hint in (int, float):
        assert isinstance(value, int | float) and not isinstance(value, bool), f"{where}: not a number"
    elif hint is str:
        assert isinstance(value, str), f"{where}: not a string"


def check_object(value: Any, cls: type, where: str) -> None:
    assert isinstance(value, dict), f"{where}: not an object"
    if cls not in HINTS:
        HINTS[cls] = typing.get_type_hints(cls, vars(sys.modules[cls.__module__]))
    fields = {f.name: f for f in dataclasses.fields(cls)}
    camel = {message_converter_name(name): name for name in fields}
    unknown = set(value) - set(camel)
    assert not unknown, f"{where}: unknown keys {sorted(unknown)} for {cls.__name__}"
    for key, name in camel.items():
        field = fields[name]
        required = field.default is dataclasses.MISSING and field.default_factory is dataclasses.MISSING
        if key not in value:
            assert not required, f"{where}: {cls.__name__} lacks its required {key!r}"
            continue
        check_type(value[key], HINTS[cls][name], f"{where}.{key}")


def message_converter_name(snake: str) -> str:
    head, *rest = snake.split("_")
    return head + "".join(part.title() for part in rest)


def validate_stream(lines: list[str]) -> list[dict[str, Any]]:
    """Every line an Envelope of exactly one message, typed as declared and surviving the
    package's own conversion unchanged; ids defined before they are referred to."""
    envelopes = []
    for n, line in enumerate(lines, 1):
        data = json.loads(line)
        assert isinstance(data, dict) and len(data) == 1, f"line {n}: not one message"
        check_object(data, Envelope, f"line {n}")
        assert message_converter.to_dict(message_converter.from_dict(data, Envelope)) == data, f"line {n}"
        envelopes.append(data)
    check_references(envelopes)
    return envelopes


def check_references(envelopes: list[dict[str, Any]]) -> None:
    kinds = [next(iter(e)) for e in envelopes]
    assert kinds[0] == "meta" and kinds.count("meta") == 1
    assert kinds[-1] == "testRunFinished" and kinds.count("testRunStarted") == 1
    sources, pickle_steps, definitions, cases, started = set(), {}, set(), {}, {}
    for kind, envelope in zip(kinds, envelopes, strict=True):
        body = envelope[kind]
        if kind == "source":
            sources.add(body["uri"])
        elif kind == "gherkinDocument":
            assert body["uri"] in sources
        elif kind == "pickle":
            assert body["uri"] in sources
            pickle_steps[body["id"]] = {s["id"] for s in body["steps"]}
        elif kind == "stepDefinition":
            definitions.add(body["id"])
        elif kind == "testCase":
            assert body["pickleId"] in pickle_steps, f"testCase {body['id']}: no pickle {body['pickleId']}"
            for step in body["testSteps"]:
                assert step.get("pickleStepId") in pickle_steps[body["pickleId"]] or "hookId" in step
                assert set(step.get("stepDefinitionIds", [])) <= definitions
            cases[body["id"]] = [s["id"] for s in body["testSteps"]]
        elif kind == "testCaseStarted":
            assert body["testCaseId"] in cases
            started[body["id"]] = {"steps": cases[body["testCaseId"]], "open": None, "done": []}
        elif kind in ("testStepStarted", "testStepFinished"):
            run = started[body["testCaseStartedId"]]
            assert body["testStepId"] in run["steps"]
            if kind == "testStepStarted":
                assert run["open"] is None
                run["open"] = body["testStepId"]
            else:
                assert run["open"] == body["testStepId"]
                run["open"] = None
                run["done"].append(body["testStepId"])
        elif kind == "testCaseFinished":
            run = started[body["testCaseStartedId"]]
            assert run["open"] is None and run["done"] == run["steps"]


def cck_streams() -> list[Path]:
    return sorted(p for folder in CompatibilityKit().gherkin() for p in folder.glob("*.ndjson"))


@pytest.mark.parametrize("stream", cck_streams(), ids=lambda p: p.stem)
def test_the_validator_accepts_cucumbers_own_reference_streams(stream: Path) -> None:
    validate_stream(stream.read_text(encoding="utf-8").splitlines())


def test_the_validator_refuses_what_cucumber_would_not_read() -> None:
    meta = {"meta": {"protocolVersion": "1", "implementation": {"name": "x"}, "runtime": {"name": "y"},
                     "os": {"name": "z"}, "cpu": {"name": "w"}}}
    finished = {"testRunFinished": {"success": True, "timestamp": {"seconds": 0, "nanos": 0}}}
    started = {"testRunStarted": {"timestamp": {"seconds": 0, "nanos": 0}}}
    good = [meta, started, finished]
    validate_stream([json.dumps(m) for m in good])
    bad_cases = [
        {"meta": {**meta["meta"], "colour": "red"}},  # an unknown key
        {"meta": {k: v for k, v in meta["meta"].items() if k != "cpu"}},  # a required field missing
        {"testRunStarted": {"timestamp": {"seconds": "0", "nanos": 0}}},  # a string for a number
    ]
    for bad in bad_cases:
        stream = [bad, started, finished] if "meta" in bad else [meta, bad, finished]
        with pytest.raises(AssertionError):
            validate_stream([json.dumps(m) for m in stream])
    case = {"testCase": {"id": "c", "pickleId": "nope", "testSteps": []}}
    with pytest.raises(AssertionError, match="no pickle"):
        validate_stream([json.dumps(m) for m in (meta, started, case, finished)])


FAILING = """\
Feature: An engine author's own scenario, written wrong on purpose

  Background:
    Given a No Dawn duel between Alice and Bob

  @id:mine-wrong-vitae @rule:122.2c
  Scenario: A deliberately wrong expectation fails at its Then
    Given Alice has 4 Wrath and 0 Corruption
    And Alice has "Test Caprice ▷+3" in hand
    When Alice casts "Test Caprice ▷+3"
    Then Alice has 3 Wrath and 1 Corruption
"""


def test_a_run_writes_a_stream_cucumbers_tools_read_with_the_reports_outcomes(
        tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("ADJUDICATOR_CACHE_DIR", str(tmp_path / "cache"))
    mine = tmp_path / "mine"
    (mine / "features" / "nodawn").mkdir(parents=True)
    (mine / "features" / "nodawn" / "mine.feature").write_text(FAILING, encoding="utf-8")
    stream, report = tmp_path / "run.ndjson", tmp_path / "run.jsonl"
    tags = "@rule:122 or @id:nodawn-garethean-ascends-at-ten-before-amendment or @rule:wound.1"
    code = main(["run", "-q", "--corpus", str(mine), "--tags", tags,
                 "--engine", f"{sys.executable} -m adjudicator.cli serve nodawn", "--game", "nodawn",
                 "--game", "rites", "--messages", str(stream), "--report", str(report)])
    capsys.readouterr()
    assert code == 1  # the deliberately wrong scenario
    envelopes = validate_stream(stream.read_text(encoding="utf-8").splitlines())
    assert envelopes[0]["meta"]["protocolVersion"] == metadata.version("cucumber-messages")
    cases = [json.loads(line) for line in report.read_text(encoding="utf-8").splitlines()][1:-1]
    statuses: dict[str, list[dict[str, Any]]] = {}
    owner = {e["testCaseStarted"]["id"]: e["testCaseStarted"]["testCaseId"]
             for e in envelopes if "testCaseStarted" in e}
    for e in envelopes:
        if "testStepFinished" in e:
            body = e["testStepFinished"]
            statuses.setdefault(owner[body["testCaseStartedId"]], []).append(body["testStepResult"])
    assert set(statuses) == {c["id"] for c in cases}
    seen = set()
    for case in cases:
        steps = [s["status"] for s in statuses[case["id"]]]
        seen.add(case["outcome"])
        if case["outcome"] == "pass":
            assert set(steps) == {"PASSED"}
        elif case["outcome"] in ("skipped", "unsupported"):
            assert set(steps) == {"SKIPPED"}
            assert statuses[case["id"]][0]["message"].startswith(f"{case['outcome']}: ")
        else:
            failed = steps.index("FAILED")
            assert steps == ["PASSED"] * failed + ["FAILED"] + ["SKIPPED"] * (len(steps) - failed - 1)
    assert {"pass", "fail", "skipped", "unsupported"} <= seen
    wrong = [s["status"] for s in statuses["mine-wrong-vitae"]]
    assert wrong == ["PASSED", "PASSED", "PASSED", "PASSED", "FAILED"]  # Background, 2 Givens, When, Then
    uris = {e["source"]["uri"] for e in envelopes if "source" in e}
    assert f"{mine}/features/nodawn/mine.feature" in uris
    assert envelopes[-1]["testRunFinished"]["success"] is False
