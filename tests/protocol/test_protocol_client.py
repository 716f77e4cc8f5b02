"""The subprocess and in-process clients against well- and ill-behaved engines.

Every fake engine in tests/protocol/engines/ misbehaves in exactly one way; each test
checks the outcome the harness records, that the message names what went wrong, and
that no engine process outlives ``close()``.
"""

from __future__ import annotations

import sys
import time
from pathlib import Path
from typing import Any

import pytest
from processes import alive, gone

from adjudicator.errors import AdjudicatorError, ProtocolError
from adjudicator.harness.session import CaseFailure, CaseSession
from adjudicator.protocol.client import InProcessClient, SubprocessClient, split_command

ENGINES = Path(__file__).parent / "engines"
STATE = {"players": {"alice": {"life": 20}}}
START = {"cmd": "start", "case": "t-1", "game": "nodawn", "ruleset": "r1", "state": STATE,
         "cards": {}}
ACT = {"cmd": "act", "action": {"type": "pass", "player": "alice"}, "decisions": []}


def fake(name: str, **options: Any) -> SubprocessClient:
    """A client for tests/protocol/engines/<name>.py with a short timeout."""
    options.setdefault("timeout", 2.0)
    options.setdefault("grace", 0.3)
    args = options.pop("args", [])
    return SubprocessClient([sys.executable, str(ENGINES / f"{name}.py"), *args], **options)


def failure(client: SubprocessClient, *messages: dict[str, Any]) -> tuple[CaseFailure, int]:
    """Send messages until one fails; the failure and the pid of the engine that failed."""
    client.hello()
    pid = client.pid
    assert pid is not None
    with pytest.raises(CaseFailure) as info:
        for message in messages:
            client.request(message)
    return info.value, pid


# -- command lines ----------------------------------------------------------------------
def test_split_command_splits_like_a_posix_shell() -> None:
    assert split_command("adjudicator serve 'no dawn'") == ["adjudicator", "serve", "no dawn"]


@pytest.mark.parametrize(("cmd", "words"), [("", "empty"), ("   ", "empty"),
                                            ("engine 'unclosed", "No closing quotation")])
def test_split_command_rejects_unusable_commands(cmd: str, words: str) -> None:
    with pytest.raises(AdjudicatorError, match=words):
        split_command(cmd)


def test_a_missing_program_is_a_clear_error() -> None:
    client = SubprocessClient(["/nonexistent/engine-binary", "--serve"])
    with pytest.raises(AdjudicatorError, match="cannot start the engine /nonexistent/engine-bin"):
        client.hello()


# -- a well-behaved engine ----------------------------------------------------------------
def test_a_session_round_trip_returns_replies_without_seq() -> None:
    with fake("stderr_noise") as client:
        hello = client.hello()
        assert hello["protocol"] == 1 and hello["engine"]["name"] == "fake"
        assert client.request(START) == {"ok": True}
        decisions = [{"kind": "target", "player": "alice", "answer": "bob"}]
        assert client.request({**ACT, "decisions": decisions}) == {"outcome": "done", "used": [0]}
        assert client.request({"cmd": "observe"}) == {"state": STATE}
        pid = client.pid
    assert pid is not None and gone(pid)


def test_stderr_noise_is_drained_and_never_blocks_the_engine() -> None:
    client = fake("stderr_noise", timeout=5.0)
    try:
        for _ in range(3):  # 100 KB of stderr per message, beyond any pipe buffer
            assert client.request(START) == {"ok": True}
            assert client.request({"cmd": "observe"}) == {"state": STATE}
    finally:
        client.close()


def test_close_stops_the_engine_and_its_children() -> None:
    client = fake("spawns_child")
    client.request(START)
    child = client.request({"cmd": "observe"})["state"]["child"]
    pid = client.pid
    assert pid is not None and alive(child)
    client.close()
    assert gone(pid) and gone(child)


def test_close_kills_an_engine_that_ignores_stop_and_sigterm() -> None:
    client = fake("ignores_stop")
    client.hello()
    pid = client.pid
    assert pid is not None
    started = time.monotonic()
    client.close()
    assert gone(pid)
    assert time.monotonic() - started < 2.0


def test_close_twice_and_before_any_request_is_harmless() -> None:
    client = fake("stderr_noise")
    client.close()
    client.hello()
    client.close()
    client.close()
    assert client.pid is None


# -- misbehaving engines --------------------------------------------------------------------
def test_an_engine_exiting_at_hello_is_crashed_with_its_exit_code_and_stderr() -> None:
    client = fake("exit_at_hello")
    with pytest.raises(CaseFailure) as info:
        client.request(START)  # hello comes first, inside this case
    assert info.value.outcome == "crashed"
    assert "exited with code 3 before replying to 'hello' (seq 1)" in info.value.message
    assert "cannot load the rules database" in info.value.message
    assert client.pid is None
    client.close()


def test_an_explicit_hello_that_fails_is_a_clear_error_outside_any_case() -> None:
    client = fake("exit_at_hello")
    with pytest.raises(AdjudicatorError) as info:
        client.hello()
    assert not isinstance(info.value, CaseFailure)
    assert str(info.value).startswith("the engine failed its hello (crashed): engine exited with "
                                      "code 3 before replying to 'hello' (seq 1)")
    assert client.pid is None


def test_an_engine_crashing_mid_case_is_crashed_and_quotes_the_traceback() -> None:
    client = fake("crash_mid_case")
    fault, pid = failure(client, START, ACT)
    assert fault.outcome == "crashed"
    assert "exited with code 1 before replying to 'act' (seq 3)" in fault.message
    assert "RuntimeError: boom while acting" in fault.message
    assert gone(pid)
    client.close()


def test_a_hanging_engine_times_out_and_is_killed() -> None:
    client = fake("hang", timeout=0.5)
    fault, pid = failure(client, START, ACT)
    assert fault.outcome == "timeout"
    assert "did not reply to 'act' (seq 3) within 0.5 s" in fault.message
    assert gone(pid)
    client.close()


def test_a_non_json_reply_is_errored_and_quoted() -> None:
    client = fake("non_json")
    fault, pid = failure(client, START, {"cmd": "observe"})
    assert fault.outcome == "errored"
    assert "replied to 'observe' (seq 3) with a line that is not JSON" in fault.message
    assert "'state looks fine to me'" in fault.message
    assert gone(pid)
    client.close()


def test_stdout_noise_before_a_reply_is_errored_and_quoted() -> None:
    client = fake("stdout_noise")
    fault, pid = failure(client, START, ACT)
    assert fault.outcome == "errored"
    assert "replied to 'act' (seq 3) with a line that is not JSON" in fault.message
    assert "'DEBUG: resolving the action now'" in fault.message
    assert "write logs to stderr" in fault.message
    assert gone(pid)
    client.close()


def test_stdout_noise_after_a_reply_fails_the_next_request_unsent() -> None:
    client = fake("stdout_noise", args=["--when", "after"])
    client.request(START)
    assert client.request(ACT)["outcome"] == "done"
    time.sleep(0.2)  # let the unasked line arrive
    with pytest.raises(CaseFailure) as info:
        client.request({"cmd": "observe"})
    assert info.value.outcome == "errored"
    assert "engine wrote to stdout before 'observe' (seq 4) was sent: " \
           "'DEBUG: resolving the action now'; it may have been written after the reply to " \
           "'act' (seq 3) of case t-1; stdout carries" in info.value.message
    client.close()


def test_a_partial_line_then_exit_is_crashed_and_quoted() -> None:
    client = fake("partial_line", args=["--then", "exit"])
    fault, _ = failure(client, START, ACT)
    assert fault.outcome == "crashed"
    assert "exited with code 0 before replying to 'act' (seq 3); it had written 25 bytes " \
           "without ending the line: '{\"seq\": 3, \"outcome\": \"do'" in fault.message
    client.close()


def test_a_reply_with_the_wrong_seq_is_errored() -> None:
    client = fake("wrong_seq")
    fault, _ = failure(client, START, ACT)
    assert fault.outcome == "errored"
    assert "replied to 'act' (seq 3) with seq 4, expected 3" in fault.message
    assert '"seq": 4' in fault.message  # the offending line is quoted
    client.close()


def test_a_line_over_the_size_cap_is_errored() -> None:
    client = fake("huge_line", max_line=4096)
    fault, _ = failure(client, START, {"cmd": "observe"})
    assert fault.outcome == "errored"
    assert "a line longer than 4096 bytes" in fault.message
    assert "xxxx" in fault.message and len(fault.message) < 1000
    client.close()


def test_another_protocol_version_is_refused() -> None:
    client = fake("other_protocol")
    with pytest.raises(ProtocolError, match="states protocol 3; this harness speaks protocol 1 or 2"):
        client.hello()
    assert client.pid is None
    client.close()


# -- recovery --------------------------------------------------------------------------------
def test_restart_after_a_crash_gives_a_fresh_engine_that_says_hello_again() -> None:
    client = fake("crash_mid_case")
    fault, first = failure(client, START, ACT)
    assert fault.outcome == "crashed"
    client.restart()
    assert client.pid not in (None, first)
    assert client.request(START) == {"ok": True}
    assert client.request({"cmd": "observe"}) == {"state": STATE}
    client.close()


def test_restart_does_not_raise_when_the_fresh_engine_fails_hello() -> None:
    client = fake("exit_at_hello")
    client.restart()  # the harness restarts between cases; nothing must escape
    with pytest.raises(CaseFailure) as info:
        client.request(START)  # the next case records the failure
    assert info.value.outcome == "crashed"
    client.close()


def test_a_request_after_a_failure_starts_a_fresh_engine() -> None:
    client = fake("wrong_seq")
    failure(client, START, ACT)
    assert client.request(START) == {"ok": True}
    client.close()


def test_a_case_session_records_a_crash_as_crashed() -> None:
    act = {"op": "act", "action": ACT["action"], "line": 7, "step": "When alice passes"}
    case = {"id": "c1", "game": "nodawn", "setup": {"state": STATE, "cards": {}}, "script": [act]}
    client = fake("crash_mid_case")
    with pytest.raises(CaseFailure) as info:
        CaseSession(case, client, "r1").run()
    assert info.value.outcome == "crashed"
    client.close()


# -- validation ------------------------------------------------------------------------------
def test_validation_names_the_json_path_of_a_missing_field() -> None:
    client = fake("missing_used", validate=True)
    client.request(START)
    with pytest.raises(CaseFailure) as info:
        client.request(ACT)
    assert info.value.outcome == "errored"
    assert info.value.message == "protocol violation at $.used: required field is missing " \
                                 "(reply to 'act')"
    client.close()


def test_without_validation_the_same_reply_passes_through() -> None:
    with fake("missing_used") as client:
        client.request(START)
        assert client.request(ACT) == {"outcome": "done"}


def test_validation_checks_requests_before_sending() -> None:
    with fake("stderr_noise", validate=True) as client:
        with pytest.raises(CaseFailure) as info:
            client.request({"cmd": "act", "decisions": []})
        assert info.value.outcome == "errored"
        assert "protocol violation at $.action: required field is missing (request 'act')" \
            in info.value.message
        assert client.request({"cmd": "observe"}) == {"state": {}}  # same engine, next seq


# -- in process ------------------------------------------------------------------------------
class Echo:
    """A minimal engine object: remembers the state it was started with."""

    def __init__(self) -> None:
        self.state: Any = None

    def handle(self, message: dict[str, Any]) -> dict[str, Any]:
        cmd = message["cmd"]
        if cmd == "hello":
            return {"engine": {"name": "echo", "version": "1", "games": ["nodawn"],
                               "language": "python", "features": []}}
        if cmd == "start":
            self.state = message["state"]
            return {"ok": True}
        if cmd == "observe":
            return {"state": self.state}
        if cmd == "act":
            if message["action"].get("type") == "explode":
                raise KeyError("explode")
            return {"outcome": "done"}  # no "used": a protocol violation
        return {"ok": True}


def test_in_process_messages_cross_a_json_round_trip() -> None:
    engine = Echo()
    client = InProcessClient(engine)
    state = {"order": ("a", "b"), 1: "one"}
    client.request({**START, "state": state})
    assert engine.state == {"order": ["a", "b"], "1": "one"}  # what JSON would deliver
    observed = client.request({"cmd": "observe"})["state"]
    observed["order"].append("c")
    assert engine.state["order"] == ["a", "b"]  # the reply is a copy
    assert client.hello() == {"protocol": 2, "engine": engine.handle({"cmd": "hello"})["engine"]}


def test_in_process_engine_exceptions_become_error_replies() -> None:
    client = InProcessClient(Echo())
    reply = client.request({**ACT, "action": {"type": "explode"}})
    assert reply == {"error": "internal error in the engine: KeyError: 'explode'"}
    assert client.last_traceback is not None and "KeyError" in client.last_traceback


def test_in_process_validation_fails_like_the_subprocess_path() -> None:
    client = InProcessClient(Echo(), validate=True)
    client.request(START)
    with pytest.raises(CaseFailure) as info:
        client.request(ACT)
    assert info.value.message == "protocol violation at $.used: required field is missing " \
                                 "(reply to 'act')"


def test_in_process_unencodable_requests_are_errored() -> None:
    client = InProcessClient(Echo())
    with pytest.raises(CaseFailure) as info:
        client.request({**START, "state": {"bad": {1, 2}}})
    assert info.value.outcome == "errored"
    assert "cannot encode the 'start' request" in info.value.message
