"""Run one case's script against an engine, one operation at a time.

The CLI runner feeds a whole compiled case; the pytest-bdd binding feeds each step's
operations as the step runs. Both go through :class:`CaseSession`, so they cannot disagree.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from typing import Any, Protocol

from adjudicator.harness.expect import changed_paths, check, value_at
from adjudicator.harness.offers import (
    decider,
    describe_taken,
    find_record,
    illegal_acceptance,
    offers_mismatch,
)

#: Outcomes of a case, in the order a summary lists them.
OUTCOMES = ("pass", "fail", "errored", "crashed", "timeout", "skipped", "unsupported")
#: Outcomes that blame the engine's behaviour rather than its rules; their messages name the case.
ENGINE_FAULTS = ("errored", "crashed", "timeout")
#: The outcomes an ``act`` reply may state (docs/protocol.md).
ACT_OUTCOMES = ("done", "refused", "needs-decision")
#: Characters of an engine's text quoted in a message.
QUOTE = 200
#: The first protocol version whose engines report the decisions they take (docs/protocol.md).
DECISIONS_PROTOCOL = 2


class EngineClient(Protocol):
    """Anything that answers protocol messages: in-process engines and subprocesses alike.

    ``games`` are the game slugs the engine listed in its ``hello`` (None while unknown)."""

    @property
    def protocol(self) -> int: ...

    @property
    def games(self) -> tuple[str, ...] | None: ...

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
    #: The decisions the last action took (with the refused one last), for offers and checkpoints.
    _taken: list[dict[str, Any]] = field(default_factory=list)
    _last_act: dict[str, Any] | None = None

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
        elif kind == "offers":
            self._offers(op)
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
        """Send the setup; a failure there is the setup's, not that of the step ``op`` that
        needed the engine started."""
        assert self.setup is not None, "CaseSession needs a setup before the first action"
        self.started = True
        self._check_game(setup_op(self.case))
        reply = self._reply(
            {
                "cmd": "start",
                "case": self.case.get("id"),
                "game": self.case["game"],
                "ruleset": self.ruleset,
                "state": self.setup["state"],
                "cards": self.setup["cards"],
                "plan": case_plan(self.case),
            },
            setup_op(self.case),
        )
        if "unsupported" in reply:
            raise CaseFailure("unsupported", f"engine does not support this case: {reply['unsupported']}")
        if self._protocol() < DECISIONS_PROTOCOL and needs_decision_records(self.case):
            raise CaseFailure(
                "unsupported",
                f"this case checks the decisions an action offers, which engines report from "
                f"protocol {DECISIONS_PROTOCOL}; the engine speaks protocol {self._protocol()}")

    def _protocol(self) -> int:
        return getattr(self.client, "protocol", DECISIONS_PROTOCOL)

    def _check_game(self, op: dict[str, Any]) -> None:
        """A case of a game the engine did not list in its hello is not sent: unsupported."""
        try:
            games = getattr(self.client, "games", None)
        except CaseFailure as failure:  # the engine could not say hello
            failure.op = failure.op or op
            raise
        if games is not None and self.case["game"] not in games:
            raise CaseFailure("unsupported", f"the engine plays {', '.join(games) or 'no game'} "
                              f"(its hello), not {self.case['game']}: the case was not sent")

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
        message: dict[str, Any] = {"cmd": "act", "action": op["action"], "decisions": decisions}
        if op.get("checkpoints") and self._protocol() >= DECISIONS_PROTOCOL:
            message["checkpoints"] = [{"kind": c["decision"], "player": c["player"]}
                                      for c in op["checkpoints"]]
        reply = self._reply(message, op)
        outcome = reply.get("outcome")
        _check_act_reply(reply, op, self._protocol())
        self._last_act = op
        self._taken = _taken(reply)
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
            _check_refusal_cause(op, reply)
            after = self.observe(op)
            if after != before:
                raise _changed_by_refusal(before, after, op)
            return
        if refused_expected:
            raise CaseFailure("fail", "the rules forbid this action, but the engine carried it out", op=op)
        for record in self._taken:
            problem = illegal_acceptance(record)
            if problem:
                raise CaseFailure("fail", problem, op=op)
        used = set(reply.get("used", []))
        unused = [d for i, d in enumerate(decisions) if i not in used]
        if unused:
            raise CaseFailure(
                "fail", "pinned decisions were not used by this action: " + _decisions(unused), op=op
            )

    def _record(self, op: dict[str, Any], at: dict[str, Any]) -> dict[str, Any]:
        """The decision of the last action that an offers op or a checkpoint names."""
        player = at.get("player")
        record = find_record(self._taken, at["decision"], player, at.get("nth", 1))
        if record is None:
            last = self._last_act or {}
            nth = at.get("nth", 1)
            which = f"no {at['decision']!r} decision" if nth in (1, -1) else \
                f"no {_ordinal(nth)} {at['decision']!r} decision"
            raise CaseFailure(
                "fail", f"the action at line {last.get('line')} took {which} by {decider(player)}; "
                f"{describe_taken(self._taken)}", op=op)
        return record

    def _offers(self, op: dict[str, Any]) -> None:
        if not self.started:
            self._start(op)
        mismatch = offers_mismatch(op, self._record(op, op))
        if mismatch is not None:
            expected, observed = mismatch
            raise CaseFailure("fail", f"{decider(op.get('player'))}'s {op['decision']!r} choice "
                              "offered other options", op=op, expected=expected, observed=observed)

    def _expect(self, op: dict[str, Any]) -> None:
        at = op.get("at")
        state = self.observe(op) if at is None else self._checkpoint(op, at)
        mismatch = check(op, state)
        if mismatch is not None:
            expected, observed = mismatch
            moment = "" if at is None else f" at {decider(at.get('player'))}'s {at['decision']!r} choice"
            raise CaseFailure("fail", f"state at {op['path']}{moment} differs", op=op,
                              expected=expected, observed=observed)

    def _checkpoint(self, op: dict[str, Any], at: dict[str, Any]) -> Any:
        """The state the engine reported at the moment the named decision was taken."""
        if not self.started:
            self._start(op)
        state = self._record(op, at).get("state")
        if not isinstance(state, dict):
            raise CaseFailure("errored", f"the engine reported no 'state' for the checkpoint at "
                              f"{decider(at.get('player'))}'s {at['decision']!r} decision, though the "
                              "act request asked for it (checkpoints)", op=op)
        return state


def setup_op(case: dict[str, Any]) -> dict[str, Any]:
    """Where a failure at ``start`` is reported: the scenario's setup, at its first line."""
    return {"line": case.get("source", {}).get("line"), "step": SETUP_STEP}


#: The step a failure at ``start`` is reported at.
SETUP_STEP = "(setup: the board the Given steps build, sent in 'start')"
#: Differing paths a refused-but-changed failure shows at most.
SHOWN_PATHS = 10


def _changed_by_refusal(before: Any, after: Any, op: dict[str, Any]) -> CaseFailure:
    """A refused action changed the state: the failure names the paths that changed and shows
    their values before (expected) and after (observed), as other state failures do."""
    paths = changed_paths(before, after)
    shown = paths[:SHOWN_PATHS]
    more = f" (and {len(paths) - len(shown)} more)" if len(paths) > len(shown) else ""
    if len(shown) == 1:
        expected, observed = value_at(before, shown[0]), value_at(after, shown[0])
    else:
        expected = {p: value_at(before, p) for p in shown}
        observed = {p: value_at(after, p) for p in shown}
    return CaseFailure("fail", f"the refused action changed the state at {', '.join(shown)}{more}",
                       op=op, expected=expected, observed=observed)


def _quote(value: Any, limit: int = QUOTE) -> str:
    """An engine's value as it sent it, cut to ``limit`` characters."""
    try:
        text = json.dumps(value, ensure_ascii=False)
    except (TypeError, ValueError):
        text = repr(value)
    return text if len(text) <= limit else text[:limit] + f" ... ({len(text)} characters)"


def _check_act_reply(reply: dict[str, Any], op: dict[str, Any], protocol: int) -> None:
    """The fields of an ``act`` reply the harness relies on have the shape docs/protocol.md gives."""
    outcome = reply.get("outcome")
    problem = None
    if outcome not in ACT_OUTCOMES:
        problem = f"unknown outcome {_quote(outcome)}; one of {', '.join(ACT_OUTCOMES)}"
    elif outcome == "needs-decision" and not isinstance(reply.get("decision"), dict):
        problem = "outcome 'needs-decision' without a 'decision' object"
    elif outcome == "done" and not _index_list(reply.get("used", [])):
        problem = "'used' is not a list of decision indexes"
    elif protocol >= DECISIONS_PROTOCOL:
        problem = _records_problem(reply, outcome)
    if problem:
        raise CaseFailure("errored", f"engine's reply to 'act' is malformed: {problem}: {_quote(reply)}",
                          op=op)


def _records_problem(reply: dict[str, Any], outcome: Any) -> str | None:
    """What is wrong with a protocol-2 reply's decision records, if anything."""
    records = reply.get("decisions")
    if records is None:
        return f"a protocol {DECISIONS_PROTOCOL} '{outcome}' reply must list its 'decisions'" \
            if outcome == "done" else None
    if not isinstance(records, list):
        return "'decisions' is not a list"
    for i, record in enumerate(records):
        if not isinstance(record, dict) or not isinstance(record.get("kind"), str) \
                or not isinstance(record.get("options"), list) or "player" not in record:
            return f"decisions[{i}] is not a decision record {{kind, player, options, answer}}"
    return None


def _taken(reply: dict[str, Any]) -> list[dict[str, Any]]:
    """The decisions an act reply reports, the refused or asked-for one last."""
    records = reply.get("decisions")
    taken = [r for r in records if isinstance(r, dict)] if isinstance(records, list) else []
    if reply.get("outcome") == "refused" and isinstance(reply.get("decision"), dict):
        taken.append(reply["decision"])
    return taken


def _check_refusal_cause(op: dict[str, Any], reply: dict[str, Any]) -> None:
    """A refusal the scenario ties to a pinned answer must be a refusal of that answer."""
    cause = op.get("refuses")
    if cause is None:
        return
    refused = reply.get("decision")
    if not (isinstance(refused, dict) and refused.get("kind") == cause["decision"]
            and refused.get("player") == cause.get("player")):
        named = "no decision" if not isinstance(refused, dict) else \
            f"{refused.get('kind')!r} by {decider(refused.get('player'))}"
        raise CaseFailure(
            "fail", f"the engine refused the action, but not for {decider(cause.get('player'))}'s "
            f"{cause['decision']!r} answer (its refusal names {named}): {reply.get('reason')}", op=op)


def case_plan(case: dict[str, Any]) -> dict[str, list[str]]:
    """What a case will ask of the engine, sent in ``start`` (docs/protocol.md, *The plan*): the
    action types it acts with, the decision kinds it pins or checks, and which of the checks
    that need decision records (``offers``, ``checkpoints``, ``refusals``) it makes."""
    actions, decisions, checks = [], [], []
    for op in case["script"]:
        if op["op"] == "act":
            actions.append(op["action"].get("type"))
            if "refuses" in op:
                decisions.append(op["refuses"]["decision"])
                checks.append("refusals")
            for point in op.get("checkpoints", []):
                decisions.append(point["decision"])
                checks.append("checkpoints")
        elif op["op"] in ("choose", "random", "offers"):
            decisions.append(op["decision"])
            if op["op"] == "offers":
                checks.append("offers")
        elif op["op"] == "expect" and "at" in op:
            decisions.append(op["at"]["decision"])
            checks.append("checkpoints")
    return {"actions": _distinct(actions), "decisions": _distinct(decisions),
            "checks": _distinct(checks)}


def _distinct(names: list[Any]) -> list[str]:
    return sorted({n for n in names if isinstance(n, str)})


def needs_decision_records(case: dict[str, Any]) -> bool:
    """Whether a case checks the decisions actions take (offers, checkpoints, refused answers)."""
    return any(op["op"] == "offers" or "at" in op or "refuses" in op for op in case["script"])


_ORDINALS = {2: "second", 3: "third", 4: "fourth", 5: "fifth"}


def _ordinal(n: int) -> str:
    return _ORDINALS.get(n, f"{n}th")


def _index_list(value: Any) -> bool:
    return isinstance(value, list) and all(type(i) is int for i in value)


def _decisions(decisions: list[dict[str, Any]]) -> str:
    return "; ".join(
        f"{d['kind']} by {d['player'] or 'the environment'} = {json.dumps(d['answer'])}" for d in decisions
    )
