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
#: Outcomes that blame the engine's behaviour rather than its rules; their messages name the case.
ENGINE_FAULTS = ("errored", "crashed", "timeout")
#: The outcomes an ``act`` reply may state (docs/protocol.md).
ACT_OUTCOMES = ("done", "refused", "needs-decision")
#: Characters of an engine's text quoted in a message.
QUOTE = 200


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
        """Feed the whole script, then finish; an engine fault's message names the case."""
        self.setup = self.case["setup"]
        try:
            for op in self.case["script"]:
                self.feed(op)
            self.finish()
        except CaseFailure as failure:
            prefix = f"case {self.case.get('id')}: "
            if failure.outcome in ENGINE_FAULTS and not failure.message.startswith(prefix):
                failure.message = prefix + failure.message
                failure.args = (failure.message,)
            raise

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
        try:
            reply = self.client.request(message)
        except CaseFailure as failure:
            if failure.op is None:
                failure.op = op  # the step the engine failed at
            raise
        if not isinstance(reply, dict):
            raise CaseFailure("errored", f"engine's reply to {message['cmd']!r} is not a JSON object: "
                              f"{_quote(reply)}", op=op)
        if "error" in reply:
            error = reply["error"]
            text = error if isinstance(error, str) and len(error) <= 2000 else _quote(error, 2000)
            raise CaseFailure("errored", f"engine reported an error: {text}", op=op)
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
            reply = self._reply({"cmd": "observe"}, op)
            if not isinstance(reply.get("state"), dict):
                raise CaseFailure("errored", "engine's reply to 'observe' has no 'state' object: "
                                  f"{_quote(reply)}", op=op)
            self._observed = reply["state"]
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
        _check_act_reply(reply, op)
        if outcome == "needs-decision":
            d = reply["decision"]
            raise CaseFailure(
                "fail",
                f"the engine asked for a decision the scenario does not pin: {d.get('kind')!r}"
                f" by {d.get('player') or 'the environment'}, options {_quote(d.get('options'))}",
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


def _quote(value: Any, limit: int = QUOTE) -> str:
    """An engine's value as it sent it, cut to ``limit`` characters."""
    try:
        text = json.dumps(value, ensure_ascii=False)
    except (TypeError, ValueError):
        text = repr(value)
    return text if len(text) <= limit else text[:limit] + f" ... ({len(text)} characters)"


def _check_act_reply(reply: dict[str, Any], op: dict[str, Any]) -> None:
    """The fields of an ``act`` reply the harness relies on have the shape docs/protocol.md gives."""
    outcome = reply.get("outcome")
    problem = None
    if outcome not in ACT_OUTCOMES:
        problem = f"unknown outcome {_quote(outcome)}; one of {', '.join(ACT_OUTCOMES)}"
    elif outcome == "needs-decision" and not isinstance(reply.get("decision"), dict):
        problem = "outcome 'needs-decision' without a 'decision' object"
    elif outcome == "done" and not _index_list(reply.get("used", [])):
        problem = "'used' is not a list of decision indexes"
    if problem:
        raise CaseFailure("errored", f"engine's reply to 'act' is malformed: {problem}: {_quote(reply)}",
                          op=op)


def _index_list(value: Any) -> bool:
    return isinstance(value, list) and all(type(i) is int for i in value)


def _decisions(decisions: list[dict[str, Any]]) -> str:
    return "; ".join(
        f"{d['kind']} by {d['player'] or 'the environment'} = {json.dumps(d['answer'])}" for d in decisions
    )
