"""What every reference engine shares: message dispatch, pinned decisions, transactional acts.

A reference engine subclasses :class:`ReferenceEngine` and implements ``load`` (canonical
state in), ``dump`` (canonical state out) and ``perform`` (one action by the game's rules).
``handle`` turns protocol messages (docs/protocol.md) into those calls, so the same object
serves in-process runs and ``adjudicator serve <game>``.
"""

from __future__ import annotations

import copy
from typing import Any

from adjudicator import __version__


class Refused(Exception):
    """The rules do not allow this action now; the state is left as it was."""


class NeedsDecision(Exception):
    """The action needs a decision that was not pinned."""

    def __init__(self, kind: str, player: str | None, options: list[Any]) -> None:
        super().__init__(kind)
        self.kind, self.player, self.options = kind, player, options


class EngineFault(Exception):
    """The engine cannot carry on with this case (bad state, bad answer to a decision)."""


class Decisions:
    """The decisions pinned for one action, consumed by kind and player, in pinned order."""

    def __init__(self, pinned: list[dict[str, Any]]) -> None:
        self.pinned = pinned
        self.used: list[int] = []

    def take(self, kind: str, player: str | None, options: list[Any] | None = None) -> Any:
        """The pinned answer to this decision; NeedsDecision when none was pinned."""
        for i, d in enumerate(self.pinned):
            if i not in self.used and d.get("kind") == kind and d.get("player") == player:
                self.used.append(i)
                answer = d.get("answer")
                if options is not None and not _within(answer, options):
                    raise EngineFault(
                        f"pinned answer {answer!r} to {kind!r} is not among the options {options!r}"
                    )
                return answer
        raise NeedsDecision(kind, player, options or [])


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
    """
    kind = type(value)
    if kind is dict:
        return {k: json_copy(v) for k, v in value.items()}
    if kind is list:
        return [json_copy(v) for v in value]
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
        self.ruleset = message.get("ruleset", "")
        self.state = self.load(json_copy(message["state"]))
        return {"ok": True}

    def _act(self, message: dict[str, Any]) -> dict[str, Any]:
        if self.state is None:
            return {"error": "act before start"}
        work = json_copy(self.state)
        decisions = Decisions(message.get("decisions", []))
        try:
            self.perform(work, message["action"], decisions)
        except Refused as exc:
            return {"outcome": "refused", "reason": str(exc)}
        except NeedsDecision as need:
            return {
                "outcome": "needs-decision",
                "decision": {"kind": need.kind, "player": need.player, "options": need.options},
            }
        self.state = work
        return {"outcome": "done", "used": sorted(decisions.used)}
