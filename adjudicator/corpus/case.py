"""Compile a scenario into a neutral case: setup (state + card definitions) and a script.

The case format is versioned (``CASE_FORMAT``) and published as
``adjudicator/schemas/case.schema.json``. Script operations:

* ``act``     a game action the engine must carry out by its own rules (``expect: refused``
              for "cannot" checks: the engine must refuse and leave the state unchanged);
* ``choose``  a player's pinned answer to a decision the next action will raise;
* ``random``  a pinned outcome of randomness (shuffles, reveals), a decision of the environment;
* ``expect``  a check on the observed canonical state at a JSON Pointer path (with ``at``: on
              the state at the moment a decision of the action before it was taken);
* ``offers``  a check on what a decision of the action before it offered (format 2).

docs/cases.md describes every field.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Protocol

from adjudicator.corpus.feature import Scenario, Step
from adjudicator.engine import json_copy
from adjudicator.errors import CorpusError, location

if TYPE_CHECKING:
    from adjudicator.cards import Catalogue
    from adjudicator.corpus.vocabulary import Vocabulary

CASE_FORMAT = 2


class Game(Protocol):
    """What compiling a scenario needs of its game; :class:`adjudicator.games.GameSpec` is one.

    Declared here, below the game registry, so the compiler never imports the registry that
    assembles games out of it (docs/architecture.md)."""

    slug: str
    name: str
    opening_example: str
    zones: dict[str, str]
    decisions: tuple[str, ...]

    def vocabulary(self) -> Vocabulary: ...

    def catalogue(self) -> Catalogue: ...

    def related_cards(self, definition: dict[str, Any]) -> list[str]: ...

    def card_object(self, definition: dict[str, Any], zone: str, player: str | None) -> dict[str, Any]: ...

    def new_engine(self) -> Any: ...


@dataclass
class CaseBuilder:
    """What step functions write into while a scenario compiles."""

    game: Game
    state: dict[str, Any] | None = None
    step: Step | None = None
    where: str = ""

    def __post_init__(self) -> None:
        self.cards: dict[str, dict[str, Any]] = {}
        self.script: list[dict[str, Any]] = []
        self.acted = False
        self.refusing = False
        #: Set while a Then is read at a checkpoint: the decision (``{decision, player, nth}``)
        #: at whose moment its expectations hold.
        self.at: dict[str, Any] | None = None
        #: Set while a "cannot answer" check compiles its action: the decision refused.
        self.refuses: dict[str, Any] | None = None

    # -- setup -------------------------------------------------------------------------
    def board(self) -> dict[str, Any]:
        """The state under construction; Givens that place things must precede every When."""
        if self.acted:
            raise CorpusError(
                "this Given sets up the board, but the game has already started "
                "(a When came before it); move it above the first When"
            )
        if self.state is None:
            raise CorpusError(
                f"no game has been set up yet; start with the game's opening step "
                f"(e.g. '{self.game.opening_example}')"
            )
        return self.state

    def start_state(self, state: dict[str, Any]) -> None:
        if self.state is not None:
            raise CorpusError("the game is already set up; only one opening step per scenario")
        self.state = state

    def card(self, name: str) -> dict[str, Any]:
        """The definition of a card, recorded in the case's setup with the definitions it needs
        beside it (the tokens it creates); unknown names are errors."""
        if name not in self.cards:
            self.cards[name] = self.game.catalogue().get(name)
            for other in self.game.related_cards(self.cards[name]):
                self.card(other)
        return self.cards[name]

    def player(self, name: str) -> dict[str, Any]:
        """A player's part of the state under construction (read-only use after the start)."""
        placing = self.step is not None and self.step.kind == "given"
        state = self.board() if placing or not self.acted else self.state
        assert state is not None
        players = state["players"]
        if name not in players:
            known = ", ".join(players) or "none"
            raise CorpusError(f"unknown player {name!r} (players in this game: {known})")
        return players[name]

    def known_player(self, name: str) -> str:
        if self.state is None or name not in self.state["players"]:
            self.player(name)
        return name

    # -- script --------------------------------------------------------------------------
    def _op(self, op: dict[str, Any]) -> None:
        assert self.step is not None
        op["line"] = self.step.line
        op["step"] = f"{self.step.keyword} {self.step.text}"
        self.script.append(op)

    def act(self, action: dict[str, Any], *, refused: bool = False) -> None:
        if self.state is None:
            self.board()
        self.acted = True
        op: dict[str, Any] = {"op": "act", "action": action}
        if refused or self.refusing:
            op["expect"] = "refused"
        if self.refuses is not None:
            op["refuses"] = dict(self.refuses)
        self._op(op)

    def _last_act(self, what: str) -> dict[str, Any]:
        """The act op that a check of its decisions (offers, a checkpoint) reads."""
        for op in reversed(self.script):
            if op["op"] == "act":
                return op
        raise CorpusError(f"{what} reads the decisions of the action before it, and no action "
                          "comes before it; put it after a When")

    def decision_kind(self, decision: str) -> str:
        """A decision kind of this game, or a CorpusError listing the kinds there are."""
        kinds = self.game.decisions
        if kinds and decision not in kinds:
            raise CorpusError(f"unknown decision {decision!r} in {self.game.name} (decisions: "
                              f"{', '.join(sorted(kinds))})")
        return decision

    def choose(self, decision: str, player: str, answer: Any) -> None:
        self._op({"op": "choose", "decision": self.decision_kind(decision), "player": player,
                  "answer": answer})

    def random(self, decision: str, answer: Any) -> None:
        self._op({"op": "random", "decision": self.decision_kind(decision), "answer": answer})

    def expect(self, path: str, **matcher: Any) -> None:
        if self.state is None:
            self.board()
        op: dict[str, Any] = {"op": "expect", "path": path, **matcher}
        if self.at is not None:
            act = self._last_act("a check at a decision")
            wanted = {"decision": self.at["decision"], "player": self.at["player"]}
            checkpoints = act.setdefault("checkpoints", [])
            if wanted not in checkpoints:
                checkpoints.append(wanted)
            op["at"] = dict(self.at)
        self._op(op)

    def offers(self, decision: str, player: str | None, *, nth: int = 1, **matchers: Any) -> None:
        """Check what the named decision of the action before it offered (docs/cases.md)."""
        self._last_act("an offers check")
        op: dict[str, Any] = {"op": "offers", "decision": self.decision_kind(decision),
                              "player": player}
        if nth != 1:
            op["nth"] = nth
        self._op({**op, **matchers})


def pointer(*parts: str | int) -> str:
    """A JSON Pointer (RFC 6901) to a place in the canonical state."""
    return "".join("/" + str(p).replace("~", "~0").replace("/", "~1") for p in parts)


def apply_step(builder: CaseBuilder, step: Step, vocabulary: Any, path_line: str) -> None:
    """Resolve one step in the vocabulary and run its definition against the builder."""
    definition, args = vocabulary.resolve(step.kind, step.text, path_line)
    builder.step = step
    builder.where = path_line
    if step.table is not None and definition.table is None:
        raise CorpusError(f"step '{step.text}' takes no data table", where=path_line)
    if step.table is None and definition.table is not None:
        raise CorpusError(
            f"step '{step.text}' needs a data table ({definition.table})", where=path_line
        )
    try:
        if definition.table is not None:
            definition.func(builder, table=step.table, **args)
        else:
            definition.func(builder, **args)
    except CorpusError as exc:
        if exc.where is None:
            exc.where = path_line
        raise


def case_header(scenario: Scenario) -> dict[str, Any]:
    """The identifying part of a case: id, title, rules, tags and source location."""
    ranges = scenario.tag_values("ruleset")
    return {
        "format": CASE_FORMAT,
        "id": scenario.id,
        "game": scenario.game,
        "title": scenario.title,
        "feature": scenario.feature,
        "description": scenario.description,
        "rules": scenario.rules,
        "ruleset": ranges[0] if ranges else None,
        "tags": [t.name for t in scenario.tags if t.key not in ("id", "rule", "ruleset")],
        "source": {"file": str(scenario.path), "line": scenario.line},
    }


def check_board(builder: CaseBuilder, where: str) -> None:
    """The board the Givens have built so far is one the game allows, or a CorpusError at
    ``where`` (the Given that made it impossible).

    General, not keyed to cards or steps: the game's reference engine loads the board as it
    would a case's ``start``, which checks the state schema (no unknown field, no negative
    count) and the game's own invariants (e.g. damage only on a card in play, a unique card
    in one place only)."""
    assert builder.state is not None
    engine = builder.game.new_engine()
    message = {"cmd": "start", "game": builder.game.slug, "ruleset": "",  # start copies the state
               "state": builder.state, "cards": builder.cards}
    try:
        reply = engine.handle(message)
    except Exception as exc:  # a board the engine cannot even read is just as impossible
        reply = {"error": f"{type(exc).__name__}: {exc}"}
    if "error" in reply:
        raise CorpusError(f"impossible board state: {reply['error']}", where=where)


def _board_checked(builder: CaseBuilder, scenario: Scenario) -> bool:
    """Check the board once its Givens are done; when it is impossible, replay the Givens to
    name the first one that made it so."""
    try:
        check_board(builder, scenario.where)
    except CorpusError:
        replay = CaseBuilder(builder.game)
        for step in scenario.steps:
            if step.kind != "given":
                break
            where = location(scenario.path, step.line)
            apply_step(replay, step, builder.game.vocabulary(), where)
            if replay.state is not None:
                check_board(replay, where)
        raise
    return True


def _checks(op: dict[str, Any]) -> bool:
    """Whether a script op checks something an engine could get wrong."""
    return op["op"] in ("expect", "offers") or (op["op"] == "act" and op.get("expect") == "refused")


def compile_scenario(scenario: Scenario, game: Game) -> dict[str, Any]:
    """Compile a scenario into a case dict, or raise CorpusError at the offending step."""
    vocabulary = game.vocabulary()
    builder = CaseBuilder(game)
    checked = False
    for step in scenario.steps:
        if not checked and step.kind != "given" and builder.state is not None:
            checked = _board_checked(builder, scenario)
        apply_step(builder, step, vocabulary, location(scenario.path, step.line))
    if builder.state is not None and not checked:
        _board_checked(builder, scenario)
    if builder.state is None:
        raise CorpusError("scenario never sets up a game", where=scenario.where)
    if not any(_checks(op) for op in builder.script):
        raise CorpusError(
            f"scenario {scenario.title!r} checks nothing: with no Then it passes against any "
            "engine; add a Then that states what the rules say must result", where=scenario.where)
    case = case_header(scenario)
    case["setup"] = {"state": json_copy(builder.state), "cards": builder.cards}
    case["script"] = builder.script
    return case
