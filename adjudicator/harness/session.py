"""Run one case's script against an engine, one operation at a time.

The CLI runner feeds a whole compiled case; the pytest-bdd binding feeds each step's
operations as the step runs. Both go through :class:`CaseSession`, so they cannot disagree.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from typing import Any, Protocol

from adjudicator.harness.expect import check

#: Outcomes of a case, in the order a summary lists them.
OUTCOMES = ("pass", "fail", "errored", "crashed", "timeout", "skipped", "unsupported")


class EngineClient(Protocol):
    """Anything that answers protocol messages: in-process engines and subprocesses alike."""

    def request(self, message: dict[str, Any]) -> dict[str, Any]: ...

    def restart(self) -> None: ...

    def close(self) -> None: ...


class CaseFailure(AssertionError):
    """A case did not pass; ``outcome`` says how (fail, errored, crashed, timeout, unsupported)."""

    def __init__(
        self,
        outcome: str,
        message: str,
        *,
        op: dict[str, Any] | None = None,
        expected: Any = None,
        observed: Any = None,
    ) -> None:
        super().__init__(message)
        self.outcome = outcome
        self.message = message
        self.op = op
        self.expected = expected
        self.observed = observed

    def __str__(self) -> str:
        text = self.message
        if self.op is not None:
            text = f"line {self.op.get('line')}: {self.op.get('step')}: {text}"
        if self.expected is not None or self.observed is not None:
            text += "\n" + render_diff(self.expected, self.observed)
        return text


def render_diff(expected: Any, observed: Any) -> str:
    """Expected vs observed, one value per line, as a reader compares them."""
    def show(v: Any) -> str:
        return json.dumps(v, ensure_ascii=False, sort_keys=True)

    return f"  expected: {show(expected)}\n  observed: {show(observed)}"


@dataclass
class CaseSession:
    """The live run of one case: starts the engine at the first action, checks each expect."""

    case: dict[str, Any]
    client: EngineClient
    ruleset: str
    setup: dict[str, Any] | None = None
    pending: list[dict[str, Any]] = field(default_factory=list)
    started: bool = False
    _observed: Any = None

    def run(self) -> None:
        """Feed the whole script, then finish."""
        self.setup = self.case["setup"]
        for op in self.case["script"]:
            self.feed(op)
        self.finish()

    def feed(self, op: dict[str, Any]) -> None:
        kind = op["op"]
        if kind == "act":
            self._act(op)
        elif kind == "choose":
            self.pending.append({"kind": op["decision"], "player": op["player"], "answer": op["answer"]})
        elif kind == "random":
            self.pending.append({"kind": op["decision"], "player": None, "answer": op["answer"]})
        elif kind == "expect":
            self._expect(op)
        else:
            raise CaseFailure("errored", f"unknown script op {kind!r}", op=op)

    def finish(self) -> None:
        if not self.started:
            self._start(None)
        if self.pending:
            raise CaseFailure("fail", "pinned decisions were never used: " + _decisions(self.pending))

    # -- internals -----------------------------------------------------------------------
    def _reply(self, message: dict[str, Any], op: dict[str, Any] | None) -> dict[str, Any]:
        reply = self.client.request(message)
        if "error" in reply:
            raise CaseFailure("errored", f"engine reported an error: {reply['error']}", op=op)
        return reply

    def _start(self, op: dict[str, Any] | None) -> None:
        assert self.setup is not None, "CaseSession needs a setup before the first action"
        self.started = True
        reply = self._reply(
            {
                "cmd": "start",
                "case": self.case.get("id"),
                "game": self.case["game"],
                "ruleset": self.ruleset,
                "state": self.setup["state"],
                "cards": self.setup["cards"],
            },
            op,
        )
        if "unsupported" in reply:
            raise CaseFailure("unsupported", f"engine does not support this case: {reply['unsupported']}")

    def observe(self, op: dict[str, Any] | None = None) -> Any:
        if not self.started:
            self._start(op)
        if self._observed is None:
            self._observed = self._reply({"cmd": "observe"}, op).get("state")
        return self._observed

    def _act(self, op: dict[str, Any]) -> None:
        if not self.started:
            self._start(op)
        refused_expected = op.get("expect") == "refused"
        before = self.observe(op) if refused_expected else None
        decisions, self.pending = self.pending, []
        self._observed = None
        reply = self._reply({"cmd": "act", "action": op["action"], "decisions": decisions}, op)
        outcome = reply.get("outcome")
        if outcome == "needs-decision":
            d = reply.get("decision", {})
            raise CaseFailure(
                "fail",
                f"the engine asked for a decision the scenario does not pin: {d.get('kind')!r}"
                f" by {d.get('player') or 'the environment'}, options {json.dumps(d.get('options'))}",
                op=op,
            )
        if outcome == "refused":
            if not refused_expected:
                raise CaseFailure("fail", f"the engine refused the action: {reply.get('reason')}", op=op)
            after = self.observe(op)
            if after != before:
                raise CaseFailure("fail", "the refused action changed the state", op=op,
                                  expected=before, observed=after)
            return
        if outcome != "done":
            raise CaseFailure("errored", f"engine replied with unknown outcome {outcome!r}", op=op)
        if refused_expected:
            raise CaseFailure("fail", "the rules forbid this action, but the engine carried it out", op=op)
        used = set(reply.get("used", []))
        unused = [d for i, d in enumerate(decisions) if i not in used]
        if unused:
            raise CaseFailure(
                "fail", "pinned decisions were not used by this action: " + _decisions(unused), op=op
            )

    def _expect(self, op: dict[str, Any]) -> None:
        state = self.observe(op)
        mismatch = check(op, state)
        if mismatch is not None:
            expected, observed = mismatch
            raise CaseFailure("fail", f"state at {op['path']} differs", op=op,
                              expected=expected, observed=observed)


def _decisions(decisions: list[dict[str, Any]]) -> str:
    return "; ".join(
        f"{d['kind']} by {d['player'] or 'the environment'} = {json.dumps(d['answer'])}" for d in decisions
    )
