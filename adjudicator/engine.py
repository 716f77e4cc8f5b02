"""What every reference engine shares: message dispatch, pinned decisions, transactional acts.

A reference engine subclasses :class:`ReferenceEngine` and implements ``load`` (canonical
state in), ``dump`` (canonical state out) and ``perform`` (one action by the game's rules).
``handle`` turns protocol messages (docs/protocol.md) into those calls, so the same object
serves in-process runs and ``adjudicator serve <game>``.
"""

from __future__ import annotations

import copy
import marshal
from collections.abc import Callable
from typing import Any, NoReturn

from adjudicator import __version__


class Refused(Exception):
    """The rules do not allow this action now; the state is left as it was.

    ``decision`` is the record of the decision whose pinned answer the rules forbid, when that
    is why (protocol 2: an answer outside the legal options is a refusal, not an error)."""

    def __init__(self, reason: str, decision: dict[str, Any] | None = None) -> None:
        super().__init__(reason)
        self.decision = decision


class NeedsDecision(Exception):
    """The action needs a decision that was not pinned."""

    def __init__(self, kind: str, player: str | None, options: list[Any], *,
                 low: int | None = None, high: int | None = None) -> None:
        super().__init__(kind)
        self.kind, self.player, self.options = kind, player, options
        self.low, self.high = low, high

    def record(self) -> dict[str, Any]:
        """The decision as a ``needs-decision`` reply names it."""
        return _record(self.kind, self.player, self.options, self.low, self.high)


class EngineFault(Exception):
    """The engine cannot carry on with this case (a state it cannot read, a bug)."""


def _record(kind: str, player: str | None, options: list[Any], low: int | None,
            high: int | None) -> dict[str, Any]:
    record: dict[str, Any] = {"kind": kind, "player": player, "options": list(options)}
    if low is not None:
        record["min"] = low
    if high is not None:
        record["max"] = high
    return record


class Decisions:
    """The decisions of one action: the pinned answers, consumed by kind and player in pinned
    order, and the record of every decision taken (docs/protocol.md, *Decisions*).

    ``checkpoints`` names decisions (``{"kind", "player"}``): the record of every decision of
    those kinds carries the canonical state at the moment it is taken, which ``snapshot`` gives.
    """

    def __init__(self, pinned: list[dict[str, Any]],
                 checkpoints: list[dict[str, Any]] | None = None,
                 snapshot: Callable[[], dict[str, Any]] | None = None) -> None:
        self.pinned = pinned
        self.used: list[int] = []
        self.records: list[dict[str, Any]] = []
        self._checkpoints = list(checkpoints or [])
        self._snapshot = snapshot

    def take(self, kind: str, player: str | None, options: list[Any], *,
             low: int | None = None, high: int | None = None) -> Any:
        """The pinned answer to this decision. ``options`` is the complete set of legal answers;
        ``low``/``high`` bound how many of them one answer names (absent: exactly one).

        No pin: NeedsDecision. A pinned answer outside the options: Refused, naming the
        decision. The answer is recorded either way."""
        i = self._pin(kind, player)
        if i is None:
            raise NeedsDecision(kind, player, list(options), low=low, high=high)
        self.used.append(i)
        answer = self.pinned[i].get("answer")
        record = self._record(kind, player, options, low, high, answer, pinned=i)
        if not _within(answer, options):
            self.records.pop()
            raise Refused(f"{_who(player)} answer {answer!r} to {kind!r} is not among the legal "
                          f"options {options!r}", decision=record)
        return answer

    def forced(self, kind: str, player: str | None, options: list[Any], answer: Any, *,
               low: int | None = None, high: int | None = None) -> Any:
        """A decision with one legal answer (``answer``): taken without asking when nothing
        was pinned for it, and recorded with ``pinned: null``; a pin for it is still honoured
        (and refused when illegal), so engines that ask and engines that don't agree."""
        if self._pin(kind, player) is not None:
            return self.take(kind, player, options, low=low, high=high)
        self._record(kind, player, options, low, high, answer, pinned=None)
        return answer

    def _pin(self, kind: str, player: str | None) -> int | None:
        """The index of the first unused pin for this decision, if any."""
        for i, d in enumerate(self.pinned):
            if i not in self.used and d.get("kind") == kind and d.get("player") == player:
                return i
        return None

    def refuse(self, kind: str, player: str | None, why: str) -> NoReturn:
        """Refuse the action because the answer just taken for this decision breaks a rule
        beyond membership of the options (a count, a multiset, a combination)."""
        for record in reversed(self.records):
            if record["kind"] == kind and record["player"] == player:
                self.records.remove(record)
                raise Refused(why, decision=record)
        raise Refused(why)

    def _record(self, kind: str, player: str | None, options: list[Any], low: int | None,
                high: int | None, answer: Any, *, pinned: int | None) -> dict[str, Any]:
        record = _record(kind, player, options, low, high)
        record["answer"] = answer
        record["pinned"] = pinned
        if self._snapshot is not None and any(
                c.get("kind") == kind and c.get("player") == player for c in self._checkpoints):
            record["state"] = self._snapshot()
        self.records.append(record)
        return record


def _who(player: str | None) -> str:
    return f"{player}'s" if player else "the environment's"


def _within(answer: Any, options: list[Any]) -> bool:
    if answer in options:
        return True
    return isinstance(answer, list) and all(a in options for a in answer)


_SCALARS = (str, int, float, bool, type(None))


def json_copy(value: Any) -> Any:
    """A deep copy of plain JSON data (dicts, lists, strings, numbers, booleans, null).

    The reference engines copy their state on every start, act and observe; this does it
    several times faster than ``copy.deepcopy`` by not keeping a memo, which plain JSON never
    needs (it holds no shared or cyclic containers). Anything else is copied by ``deepcopy``.

    ``marshal`` (format 2, which keeps no references, so shared containers are copied apart as
    here) copies dicts, lists and scalars of exactly those types in C, a fifth faster again; it
    refuses anything else (a subclass, an object), which is then copied as before."""
    try:
        return marshal.loads(marshal.dumps(value, 2))
    except ValueError:
        return _copied(value)


def _copied(value: Any) -> Any:
    """:func:`json_copy`, one container at a time."""
    kind = type(value)
    if kind is dict:
        return {k: _copied(v) for k, v in value.items()}
    if kind is list:
        return [_copied(v) for v in value]
    if kind in _SCALARS:
        return value
    return copy.deepcopy(value)


class Table:
    """What one action works on: the state, the card definitions and the pinned decisions,
    with the look-ups every game needs. Each game's own Table adds its rules' vocabulary."""

    def __init__(self, state: dict[str, Any], cards: dict[str, dict[str, Any]],
                 decisions: Decisions | None) -> None:
        self.state = state
        self.cards = cards
        self.decisions = decisions

    def card(self, name: str) -> dict[str, Any]:
        """The definition of a card named in the state or an action."""
        if name not in self.cards:
            raise EngineFault(f"no definition for {name!r} in this case's cards")
        return self.cards[name]

    def player(self, name: str) -> dict[str, Any]:
        if name not in self.state["players"]:
            raise EngineFault(f"unknown player {name!r}")
        return self.state["players"][name]

    def zone(self, player: str, key: str) -> list[dict[str, Any]]:
        """A player's zone (hand, deck, ...): card objects in order."""
        return self.player(player)["zones"][key]

    def shared(self, key: str) -> list[dict[str, Any]]:
        """A zone no player owns."""
        return self.state["zones"][key]

    def names(self, player: str, key: str) -> list[str]:
        return [o["card"] for o in self.zone(player, key)]


class ReferenceEngine:
    """Protocol dispatch shared by the reference engines."""

    game = ""
    name = "adjudicator-reference"
    #: The ruleset applied when ``start`` names none: the newest of the game's rule index, the
    #: harness's default too (tests/protocol/test_protocol_serve.py keeps them equal).
    default_ruleset = ""

    def __init__(self) -> None:
        self.state: Any = None
        self.cards: dict[str, dict[str, Any]] = {}
        self.ruleset = ""

    #: The game's canonical-state module: ``load(raw, cards)`` checks a state and makes it the
    #: engine's own; ``dump(state, cards)`` gives the canonical state back.
    state_module: Any = None

    # Subclasses set ``state_module`` (or override load and dump) and implement perform.
    def load(self, state: dict[str, Any]) -> Any:
        return self.state_module.load(state, self.cards)

    def dump(self, state: Any) -> dict[str, Any]:
        return self.state_module.dump(state, self.cards)

    def perform(self, state: Any, action: dict[str, Any], decisions: Decisions) -> None:
        raise NotImplementedError

    # Protocol.
    def hello(self) -> dict[str, Any]:
        return {
            "engine": {
                "name": self.name,
                "version": __version__,
                "games": [self.game],
                "language": "python",
                "features": [],
            }
        }

    def handle(self, message: dict[str, Any]) -> dict[str, Any]:
        cmd = message.get("cmd")
        try:
            if cmd == "hello":
                return self.hello()
            if cmd == "start":
                return self._start(message)
            if cmd == "act":
                return self._act(message)
            if cmd == "observe":
                if self.state is None:
                    return {"error": "observe before start"}
                return {"state": self.dump(self.state)}
            if cmd == "stop":
                return {"ok": True}
        except EngineFault as exc:
            return {"error": str(exc)}
        return {"error": f"unknown command {cmd!r}"}

    def _start(self, message: dict[str, Any]) -> dict[str, Any]:
        if message.get("game") != self.game:
            return {"unsupported": f"this engine plays {self.game}, not {message.get('game')}"}
        self.cards = message.get("cards", {})
        self.ruleset = self.ruleset_of(message)
        self.state = self.load(json_copy(message["state"]))
        return {"ok": True}

    def ruleset_of(self, message: dict[str, Any]) -> str:
        """The ruleset a ``start`` names; null, empty or absent means :attr:`default_ruleset`."""
        ruleset = message.get("ruleset")
        if ruleset is None or ruleset == "":
            return self.default_ruleset
        if not isinstance(ruleset, str):
            raise EngineFault(f"start: ruleset must be a string or null, not {ruleset!r}")
        return ruleset

    def _act(self, message: dict[str, Any]) -> dict[str, Any]:
        if self.state is None:
            return {"error": "act before start"}
        work = json_copy(self.state)
        decisions = Decisions(message.get("decisions", []), message.get("checkpoints"),
                              snapshot=lambda: self.dump(work))
        try:
            self.perform(work, message["action"], decisions)
        except Refused as exc:
            reply: dict[str, Any] = {"outcome": "refused", "reason": str(exc),
                                     "decisions": decisions.records}
            if exc.decision is not None:
                reply["decision"] = exc.decision
            return reply
        except NeedsDecision as need:
            return {"outcome": "needs-decision", "decision": need.record(),
                    "decisions": decisions.records}
        self.state = work
        return {"outcome": "done", "used": sorted(decisions.used), "decisions": decisions.records}
