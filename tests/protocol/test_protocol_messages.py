"""The message schemas, the validator's messages, and docs/protocol.md checked against both."""

from __future__ import annotations

import io
import json
import re
import sys
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from adjudicator import __version__
from adjudicator.games import game
from adjudicator.games.nodawn.core.state import new_state
from adjudicator.protocol.client import SubprocessClient
from adjudicator.protocol.messages import (
    COMMANDS,
    ProtocolViolation,
    schema,
    schema_names,
    validate_reply,
    validate_request,
    validator,
)
from adjudicator.protocol.serve import serve

DOC = Path(__file__).resolve().parents[2] / "docs" / "protocol.md"


def violation(check: Any, *args: Any) -> str:
    with pytest.raises(ProtocolViolation) as info:
        check(*args)
    return str(info.value)


# -- the schemas ---------------------------------------------------------------------------
def test_every_command_has_a_request_and_a_reply_schema_and_all_are_valid() -> None:
    expected = {f"{kind}-{cmd}" for cmd in COMMANDS for kind in ("request", "reply")}
    assert set(schema_names()) == expected | {"reply-error"}
    ids = [schema(name)["$id"] for name in schema_names()]
    assert len(set(ids)) == len(ids)
    for name in schema_names():
        validator(name)  # check_schema against draft 2020-12


@pytest.mark.parametrize(("cmd", "reply", "message"), [
    ("act", {"seq": 3, "outcome": "done"},
     "protocol violation at $.used: required field is missing (reply to 'act')"),
    ("act", {"seq": 3, "outcome": "refused"},
     "protocol violation at $.reason: required field is missing (reply to 'act')"),
    ("act", {"seq": 3, "outcome": "done", "used": [], "reason": "no"},
     "protocol violation at $.reason: field not allowed here with this outcome (reply to 'act')"),
    ("act", {"seq": 3, "outcome": "needs-decision", "decision": {"kind": "target", "player": "A"}},
     "protocol violation at $.decision.options: required field is missing (reply to 'act')"),
    ("act", {"seq": 3, "outcome": "done", "used": [-1]},
     "protocol violation at $.used[0]: -1 is less than the minimum of 0 (reply to 'act')"),
    ("observe", {"seq": 5, "state": [], "debug": 1},
     "protocol violation at $.debug: field not allowed here (extensions must start with 'x-') "
     "(reply to 'observe')"),
    ("start", {"seq": 2},
     "protocol violation at $.ok: required field is missing (reply to 'start')"),
    ("start", {"seq": 2, "ok": True, "unsupported": "no"},
     "protocol violation at $.ok: field not allowed here with this outcome (reply to 'start')"),
    ("hello", {"seq": 1, "protocol": 1, "engine": {"name": "x", "version": "1", "games": [],
                                                   "language": "c", "features": []}},
     "protocol violation at $.engine.games: [] should be non-empty (reply to 'hello')"),
    ("stop", {"seq": 0, "ok": True},
     "protocol violation at $.seq: 0 is less than the minimum of 1 (reply to 'stop')"),
    ("act", {"seq": 3, "error": ""},
     "protocol violation at $.error: '' should be non-empty (reply to 'act')"),
])
def test_reply_violations_name_the_json_path(cmd: str, reply: dict[str, Any], message: str) -> None:
    assert violation(validate_reply, cmd, reply) == message


@pytest.mark.parametrize(("cmd", "reply"), [
    ("act", {"seq": 3, "outcome": "done", "used": [0, 1], "x-trace": ["resolved"]}),
    ("act", {"seq": 3, "outcome": "needs-decision",
             "decision": {"kind": "shuffle", "player": None, "options": [["a", "b"], ["b", "a"]]}}),
    ("start", {"seq": 2, "unsupported": "no Night phase yet"}),
    ("observe", {"seq": None, "error": "invalid JSON: Expecting value"}),
    ("hello", {"seq": 1, "protocol": 1, "engine": {"name": "x", "version": "1", "games": ["rites"],
               "language": "go", "features": [], "homepage": "https://example.org", "extra": 1}}),
])
def test_valid_replies_pass(cmd: str, reply: dict[str, Any]) -> None:
    validate_reply(cmd, reply)


def test_request_violations_name_the_json_path() -> None:
    assert violation(validate_request, {"seq": 1, "cmd": "dance"}) == (
        "protocol violation at $.cmd: unknown command 'dance'; known: hello, start, act, observe, "
        "stop (request 'dance')")
    decisions = [{"kind": "discard", "answer": "x"}]
    assert violation(validate_request, {"seq": 4, "cmd": "act", "action": {},
                                        "decisions": decisions}) == (
        "protocol violation at $.decisions[0].player: required field is missing (request 'act')")
    assert violation(validate_reply, "act", ["done"]) == (
        "protocol violation at $: a reply must be a JSON object (reply to 'act')")


json_values = st.recursive(
    st.none() | st.booleans() | st.integers() | st.text(max_size=5),
    lambda inner: st.lists(inner, max_size=3) | st.dictionaries(st.text(max_size=8), inner,
                                                                 max_size=3),
    max_leaves=8,
)
reply_like = st.fixed_dictionaries(
    {}, optional={"seq": json_values | st.integers(), "outcome": st.sampled_from(
        ["done", "refused", "needs-decision", "other"]), "used": json_values,
        "reason": json_values, "decision": json_values, "state": json_values, "ok": json_values},
)


@settings(max_examples=100, deadline=None)
@given(cmd=st.sampled_from(COMMANDS), reply=reply_like)
def test_the_validator_only_ever_raises_protocol_violations(cmd: str, reply: dict) -> None:
    try:
        validate_reply(cmd, reply)
    except ProtocolViolation as exc:
        assert exc.path.startswith("$") and str(exc).startswith("protocol violation at $")


# -- docs/protocol.md ----------------------------------------------------------------------
def doc_blocks(language: str) -> list[str]:
    return re.findall(rf"```{language}\n(.*?)```", DOC.read_text(encoding="utf-8"), re.S)


def exchanges() -> list[list[tuple[str, dict[str, Any]]]]:
    """Every block of `>` / `<` lines in the protocol document."""
    found = []
    for block in doc_blocks("text"):
        lines = [(line[0], json.loads(line[2:])) for line in block.splitlines()
                 if line[:2] in ("> ", "< ")]
        if lines:
            found.append(lines)
    return found


def test_every_message_in_the_documentation_is_valid() -> None:
    blocks = exchanges()
    assert len(blocks) >= 2
    for lines in blocks:
        cmd = ""
        for direction, message in lines:
            if direction == ">":
                validate_request(message)
                cmd = message["cmd"]
            else:
                validate_reply(cmd, message)


def test_the_worked_exchange_is_what_the_reference_engine_says() -> None:
    (session,) = [b for b in exchanges() if b[0][1].get("cmd") == "hello"]
    requests = [m for d, m in session if d == ">"]
    documented = [m for d, m in session if d == "<"]
    stdin = io.StringIO("".join(json.dumps(r) + "\n" for r in requests))
    stdout = io.StringIO()
    serve("nodawn", stdin, stdout)
    replies = [json.loads(line) for line in stdout.getvalue().splitlines()]
    documented[0]["engine"]["version"] = __version__
    assert replies == documented, "docs/protocol.md's worked exchange is out of date"


def test_the_decisions_exchange_is_what_the_reference_engine_says() -> None:
    """docs/protocol.md, *Checkpoints*: a cleanup discard asked, an illegal answer refused, a
    legal one done — replayed through `adjudicator serve nodawn` after the hello and the start
    the document leaves out (Alice in her end step with four Test Rite 2 and four Test Rite 5)."""
    (session,) = [b for b in exchanges() if b[0][1].get("seq") == 3 and b[0][1].get("cmd") == "act"]
    catalogue = game("nodawn").catalogue().cards
    cards = {name: catalogue[name] for name in ("Test Master", "Test Rite 2", "Test Rite 5")}
    state = new_state(["Alice", "Bob"], [cards["Test Master"]] * 2)
    state["turn"].update(phase="ending", step="end")
    state["players"]["Alice"]["zones"]["hand"] = [{"card": c} for c in
                                                  ["Test Rite 2"] * 4 + ["Test Rite 5"] * 4]
    opening = [{"seq": 1, "cmd": "hello", "protocol": 2},
               {"seq": 2, "cmd": "start", "case": None, "game": "nodawn", "ruleset": None,
                "state": state, "cards": cards}]
    requests = opening + [m for d, m in session if d == ">"]
    documented = [m for d, m in session if d == "<"]
    stdin = io.StringIO("".join(json.dumps(r) + "\n" for r in requests))
    stdout = io.StringIO()
    serve("nodawn", stdin, stdout)
    replies = [json.loads(line) for line in stdout.getvalue().splitlines()][len(opening):]
    assert replies == documented, "docs/protocol.md's decisions exchange is out of date"


def test_the_documented_skeleton_engine_speaks_the_protocol(tmp_path: Path) -> None:
    (source,) = doc_blocks("python")
    script = tmp_path / "skeleton.py"
    script.write_text(source, encoding="utf-8")
    client = SubprocessClient([sys.executable, str(script)], validate=True, timeout=5.0)
    try:
        assert client.hello()["engine"]["name"] == "skeleton"
        start = {"cmd": "start", "case": "c", "game": "nodawn", "ruleset": None,
                 "state": {"turn": 1}, "cards": {}}
        assert client.request(start) == {"ok": True}
        reply = client.request({"cmd": "act", "action": {"type": "pass"}, "decisions": []})
        assert reply["outcome"] == "refused"
        assert client.request({"cmd": "observe"}) == {"state": {"turn": 1}}
        assert client.request({**start, "game": "reign"})["unsupported"]
    finally:
        client.close()
