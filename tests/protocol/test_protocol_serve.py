"""``serve``: a reference engine behind the stdio protocol, in memory and as a real process."""

from __future__ import annotations

import io
import json
import sys
from pathlib import Path
from typing import Any

import pytest

from adjudicator.errors import AdjudicatorError
from adjudicator.games.nodawn.core.state import new_state
from adjudicator.protocol.client import InProcessClient, SubprocessClient
from adjudicator.protocol.serve import main, serve, serve_engine

ROOT = Path(__file__).resolve().parents[2]
MASTER = {"name": "Test Master", "type": "Master", "initial_vitae": 20, "enlightenment": 1,
          "attack": 2}


def start_message() -> dict[str, Any]:
    """A duel between Alice and Bob in Alice's first main phase, Alice holding priority."""
    return {"cmd": "start", "case": "serve-test", "game": "nodawn", "ruleset": "2026-08-02",
            "state": new_state(["Alice", "Bob"], [MASTER, MASTER]),
            "cards": {"Test Master": MASTER}}


PASS = {"cmd": "act", "action": {"type": "pass", "player": "Alice"}, "decisions": []}


def served(lines: list[str], engine: Any = None) -> tuple[int, list[dict[str, Any]]]:
    """Feed lines to serve (nodawn, or the given engine); its exit status and replies."""
    stdin, stdout = io.StringIO("".join(line + "\n" for line in lines)), io.StringIO()
    if engine is None:
        return serve("nodawn", stdin, stdout), replies_in(stdout)
    return serve_engine(engine, stdin, stdout), replies_in(stdout)


def replies_in(stdout: io.StringIO) -> list[dict[str, Any]]:
    return [json.loads(line) for line in stdout.getvalue().splitlines()]


def numbered(seq: int, message: dict[str, Any]) -> str:
    return json.dumps({"seq": seq, **message})


def test_a_session_in_memory_echoes_seq_and_stops_at_stop() -> None:
    status, replies = served([
        numbered(1, {"cmd": "hello", "protocol": 2}),
        numbered(2, start_message()),
        numbered(3, PASS),
        numbered(4, PASS),
        numbered(5, {"cmd": "observe"}),
        numbered(6, {"cmd": "stop"}),
        numbered(7, {"cmd": "observe"}),  # after stop: never read
    ])
    assert status == 0
    assert [r["seq"] for r in replies] == [1, 2, 3, 4, 5, 6]
    assert replies[0]["protocol"] == 2 and replies[0]["engine"]["games"] == ["nodawn"]
    assert replies[1] == {"seq": 2, "ok": True}
    assert replies[2] == {"seq": 3, "outcome": "done", "used": [], "decisions": []}
    assert replies[3]["outcome"] == "refused" and "priority" in replies[3]["reason"]
    assert replies[4]["state"]["turn"]["priority"] == "Bob"
    assert replies[5] == {"seq": 6, "ok": True}


def test_bad_lines_get_error_replies_with_null_seq_and_serving_goes_on() -> None:
    status, replies = served(["this is not json", "[1, 2]", "", "   ",
                              numbered(1, {"cmd": "hello", "protocol": 2})])
    assert status == 0  # end of input
    assert replies[0]["seq"] is None and replies[0]["error"].startswith("invalid JSON: ")
    assert replies[1] == {"seq": None, "error": "a request must be a JSON object, not an array"}
    assert replies[2]["seq"] == 1 and "engine" in replies[2]


def test_end_of_input_ends_serving_with_status_zero() -> None:
    assert served([]) == (0, [])


class Exploding:
    """An engine object with a bug in act and a reply JSON cannot carry in observe."""

    def handle(self, message: dict[str, Any]) -> Any:
        if message["cmd"] == "act":
            raise ZeroDivisionError("division by zero")
        if message["cmd"] == "observe":
            return {"state": {"cards": {"a", "b"}}}
        return {"ok": True}


def test_engine_exceptions_become_error_replies_and_serving_goes_on(
    capsys: pytest.CaptureFixture[str],
) -> None:
    _, replies = served([numbered(1, PASS), numbered(2, {"cmd": "observe"}),
                         numbered(3, {"cmd": "stop"})], Exploding())
    assert replies[0] == {"seq": 1, "error": "internal error in the engine: "
                                             "ZeroDivisionError: division by zero"}
    assert replies[1]["seq"] == 2 and "not JSON-encodable" in replies[1]["error"]
    assert replies[2] == {"seq": 3, "ok": True}
    assert "Traceback" in capsys.readouterr().err  # the traceback goes to stderr


def test_binary_streams_are_served_as_utf8() -> None:
    stdin = io.BytesIO((numbered(1, {"cmd": "hello", "protocol": 2}) + "\n").encode())
    stdout = io.BytesIO()
    assert serve("nodawn", stdin, stdout) == 0
    assert json.loads(stdout.getvalue())["seq"] == 1


def test_an_unknown_game_is_an_error_before_serving() -> None:
    with pytest.raises(AdjudicatorError, match="unknown game 'chess'"):
        serve("chess", io.StringIO(), io.StringIO())


def test_main_reports_an_unknown_game_and_exits_2(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["chess"]) == 2
    assert "unknown game 'chess'" in capsys.readouterr().err
    assert main([]) == 2


def run_session(client: Any) -> list[dict[str, Any]]:
    replies = [client.request(start_message()), client.request(PASS), client.request(PASS),
               client.request({"cmd": "observe"})]
    client.close()
    return replies


def test_a_real_subprocess_gives_exactly_the_in_process_replies() -> None:
    from adjudicator.games import game

    argv = [sys.executable, "-m", "adjudicator.protocol.serve", "nodawn"]
    process = SubprocessClient(argv, cwd=str(ROOT), env={"PYTHONPATH": str(ROOT)}, validate=True,
                               timeout=5.0)
    assert process.hello()["engine"]["name"] == "adjudicator-reference"
    pid = process.pid
    over_the_wire = run_session(process)
    in_process = run_session(InProcessClient(game("nodawn").new_engine(), validate=True))
    assert over_the_wire == in_process
    assert over_the_wire[1] == {"outcome": "done", "used": [], "decisions": []}
    assert over_the_wire[2]["outcome"] == "refused"
    assert pid is not None and process.pid is None
    assert not Path(f"/proc/{pid}").exists()  # stopped and reaped


CHATTY = """
import sys
from adjudicator.protocol.serve import serve_engine

class Chatty:
    def handle(self, message):
        print("debugging", message["cmd"])  # must not reach the protocol stream
        if message["cmd"] == "hello":
            return {"engine": {"name": "chatty", "version": "1", "games": ["nodawn"],
                               "language": "python", "features": []}}
        return {"ok": True}

sys.exit(serve_engine(Chatty()))
"""


def test_an_engine_printing_to_stdout_does_not_corrupt_the_protocol() -> None:
    client = SubprocessClient([sys.executable, "-c", CHATTY], cwd=str(ROOT),
                              env={"PYTHONPATH": str(ROOT)}, validate=True, timeout=5.0)
    try:
        assert client.hello()["engine"]["name"] == "chatty"
        assert client.request({"cmd": "stop"}) == {"ok": True}
    finally:
        client.close()


# -- a null ruleset, a deeply nested request (issue 15, items 5 and 11) ----------------------
@pytest.mark.parametrize("slug", ["nodawn", "reign", "rites", "nocturne"])
def test_a_null_ruleset_means_the_newest_and_plays_every_case_as_it(slug: str) -> None:
    """Null in ``start`` is the engine's default, the newest ruleset of the index: every case
    that holds under it gives the same outcome with null as with the ruleset named."""
    from adjudicator.corpus.load import load_corpus
    from adjudicator.games import game
    from adjudicator.harness.runner import run_case
    from adjudicator.harness.session import CaseFailure, CaseSession
    from adjudicator.rules import RuleIndex
    from adjudicator.rulesets import in_range

    newest = RuleIndex.load(slug).default_ruleset
    cases = load_corpus(ROOT, [slug]).cases
    engine = game(slug).new_engine()
    assert engine.default_ruleset == newest  # the engine's constant keeps up with the index
    assert engine.handle({"cmd": "start", "game": slug, "ruleset": None,
                          **cases[0]["setup"]}) == {"ok": True}
    assert engine.ruleset == newest
    client = InProcessClient(engine)
    for case in cases:
        if not in_range(case.get("ruleset"), newest):
            continue
        named = run_case(case, client, newest)
        try:
            CaseSession(case, client, None).run()  # type: ignore[arg-type]
            outcome = "pass"
        except CaseFailure as failure:
            outcome = failure.outcome
        assert outcome == named.outcome, (case["id"], named.message)


def test_a_ruleset_of_the_wrong_type_is_an_error_reply() -> None:
    _, replies = served([numbered(1, {**start_message(), "ruleset": 5})])
    assert replies == [{"seq": 1, "error": "start: ruleset must be a string or null, not 5"}]


def test_a_request_nested_too_deeply_gets_an_error_reply_and_serving_goes_on() -> None:
    deep = "[" * 100_000 + "]" * 100_000
    status, replies = served([f'{{"seq": 1, "cmd": "start", "state": {deep}}}',
                              numbered(2, {"cmd": "hello", "protocol": 1})])
    assert status == 0
    assert replies[0] == {"seq": None, "error": "invalid JSON: nested too deeply to read"}
    assert replies[1]["seq"] == 2 and "engine" in replies[1]
