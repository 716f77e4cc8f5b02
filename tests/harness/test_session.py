"""CaseSession: where a failure is reported, and what a refused action that changed the state
shows (issue 15, items 16 and 17)."""

from __future__ import annotations

import copy
from typing import Any

import pytest

from adjudicator.harness.expect import changed_paths
from adjudicator.harness.runner import run_case
from adjudicator.harness.session import SETUP_STEP, CaseFailure, CaseSession

STATE = {"players": {"Alice": {"vitae": 20, "zones": {"hand": ["A", "B"]}}}, "zones": {"stack": []}}
REFUSED = {"op": "act", "action": {"type": "pass", "player": "Alice"}, "expect": "refused",
           "line": 8, "step": "Then Alice cannot pass"}
CHECK = {"op": "expect", "path": "/players/Alice/vitae", "equals": 20, "line": 9,
         "step": "Then Alice has 20 Vitae"}


def case(*script: dict[str, Any]) -> dict[str, Any]:
    return {"id": "t-1", "game": "nodawn", "title": "T", "rules": ["117.1"],
            "source": {"file": "features/nodawn/t.feature", "line": 5},
            "setup": {"state": STATE, "cards": {}}, "script": list(script)}


class Client:
    """Refuses every act, yet changes the state as it does; ``start_error`` fails ``start``."""

    def __init__(self, start_error: str | None = None) -> None:
        self.state = copy.deepcopy(STATE)
        self.start_error = start_error

    def request(self, message: dict[str, Any]) -> dict[str, Any]:
        cmd = message["cmd"]
        if cmd == "start":
            return {"error": self.start_error} if self.start_error else {"ok": True}
        if cmd == "observe":
            return {"state": copy.deepcopy(self.state)}
        self.state["players"]["Alice"]["vitae"] = 17
        self.state["players"]["Alice"]["zones"]["hand"].pop()
        self.state["zones"]["stack"].append({"card": "X"})
        self.state["turn"] = {"priority": "Bob"}
        return {"outcome": "refused", "reason": "no"}

    def restart(self) -> None: ...

    def close(self) -> None: ...


def test_a_refused_action_that_changed_the_state_names_each_changed_path() -> None:
    with pytest.raises(CaseFailure) as info:
        CaseSession(case(REFUSED), Client(), "r1").run()
    failure = info.value
    paths = ["/players/Alice/vitae", "/players/Alice/zones/hand", "/zones/stack", "/turn"]
    assert failure.outcome == "fail"
    assert failure.message == "the refused action changed the state at " + ", ".join(paths)
    assert failure.expected == {paths[0]: 20, paths[1]: ["A", "B"], paths[2]: [],
                                paths[3]: "<nothing at /turn>"}
    assert failure.observed == {paths[0]: 17, paths[1]: ["A"], paths[2]: [{"card": "X"}],
                                paths[3]: {"priority": "Bob"}}
    assert '"/players/Alice/vitae": 20' in str(failure)  # rendered as other failures are


def test_one_changed_path_shows_its_values_as_a_state_check_does() -> None:
    before = {"a": {"b": [1, 2, {"c": 3}]}}
    after = {"a": {"b": [1, 2, {"c": 4}]}, "new/key": 1}
    assert changed_paths(before, after) == ["/a/b/2/c", "/new~1key"]
    assert changed_paths(before, copy.deepcopy(before)) == []


def test_a_failure_at_start_is_reported_at_the_setup_not_the_first_step() -> None:
    result = run_case(case(CHECK), Client(start_error="cannot load this board"), "r1")
    assert result.outcome == "errored"
    assert result.message == "case t-1: engine reported an error: cannot load this board"
    assert result.step == SETUP_STEP
    assert result.line == 5 and result.where == "features/nodawn/t.feature:5"
