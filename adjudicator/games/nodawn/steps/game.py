"""Steps of the game and its turn: starting a duel or a free-for-all (103, 806), the world
cycle (500.9), whose turn and step it is (500), passing (117), conceding (104.3a)."""

from __future__ import annotations

from adjudicator.corpus.case import CaseBuilder
from adjudicator.corpus.vocabulary import Steps
from adjudicator.errors import CorpusError
from adjudicator.games.nodawn.core.state import WORLD_CYCLE, new_state, world
from adjudicator.games.nodawn.steps.common import DEFAULT_MASTER, phase_of, round_position

steps = Steps("nodawn")


@steps.given(
    "a No Dawn duel between {first:player} and {second:player}",
    meaning="Starts a duel on Night 1, The Hunt (103.6): the first player is the starting player, "
    "in their first main phase with priority; both Masters are \"Test Master\", no Vitae in pools, "
    "no meters, empty zones, and no Haven in play (the lineage Havens of 103.2 are placed "
    "with \"each player's lineage Haven is ...\").",
    example="a No Dawn duel between Alice and Bob",
)
def given_duel(case: CaseBuilder, first: str, second: str) -> None:
    _open(case, [first, second])


@steps.given(
    "a No Dawn game between {first:player}, {second:player} and {third:player}",
    meaning="Starts a three-player free-for-all (806) on Night 1, The Hunt, in that turn order; "
    "otherwise as the duel.",
    example="a No Dawn game between Alice, Bob and Carol",
)
def given_multiplayer(case: CaseBuilder, first: str, second: str, third: str) -> None:
    _open(case, [first, second, third])


def _open(case: CaseBuilder, names: list[str]) -> None:
    """A game on Night 1 (103.6), every player with the kit's Test Master, in this turn order."""
    if len(set(names)) != len(names):
        raise CorpusError("each player needs a different name")
    master = case.card(DEFAULT_MASTER)
    case.start_state(new_state(names, [master] * len(names)))


@steps.given(
    "the world cycle stands at {round}",
    meaning="Sets the current round of the world cycle (500.9), by name or position.",
    example="the world cycle stands at Day 2, The Assault",
)
def given_round(case: CaseBuilder, round: str) -> None:  # noqa: A002
    case.board()["world"].update(world(round_position(round)))


@steps.given(
    "it is {player:player}'s {phase} of turn {n:int}",
    meaning="Sets whose turn it is, which of their turns (1 = their first), and the phase or step; "
    "the active player holds priority.",
    example="it is Bob's end step of turn 1",
)
def given_turn(case: CaseBuilder, player: str, phase: str, n: int) -> None:
    state = case.board()
    p = case.player(player)
    stage, step = phase_of(phase)
    state["turn"].update(active=player, phase=stage, step=step, priority=player, passed=[])
    if stage == "combat":  # the step has just begun: its declaration, if any, is still to be made
        declaring = {"declare attackers": "attackers"}.get(step or "")
        state["combat"] = {"declaring": declaring, "attacked": False, "damage_step": None}
    else:
        state.pop("combat", None)
    p["turns"] = n
    order = state["turn_order"]
    for other in order[: order.index(player)]:
        state["players"][other]["turns"] = max(state["players"][other]["turns"], n)


@steps.when(
    "{player:player} passes",
    meaning="The player passes priority (117.3b).",
    example="Bob passes",
)
def when_pass(case: CaseBuilder, player: str) -> None:
    case.act({"type": "pass", "player": case.known_player(player)})


@steps.when(
    "{first:player} and {second:player} pass in turn",
    meaning="Two passes in succession, the first player first (117.4): the top of the stack "
    "resolves, or an empty stack ends the step.",
    example="Alice and Bob pass in turn",
)
def when_both_pass(case: CaseBuilder, first: str, second: str) -> None:
    when_pass(case, first)
    when_pass(case, second)


@steps.when(
    "{player:player} concedes",
    meaning="The player concedes (104.3a).",
    example="Bob concedes",
)
def when_concede(case: CaseBuilder, player: str) -> None:
    case.act({"type": "concede", "player": case.known_player(player)})


@steps.when(
    "the game advances to {player:player}'s {phase}",
    meaning="Every player passes, in turn, until that player's phase or step is reached; the "
    "turn-based actions and state checks on the way happen as the rules say.",
    example="the game advances to Bob's upkeep",
)
def when_advance(case: CaseBuilder, player: str, phase: str) -> None:
    stage, step = phase_of(phase)
    case.act({"type": "advance", "to": {"player": case.known_player(player), "phase": stage,
                                        "step": step}})


@steps.then(
    "it is {player:player}'s {phase}",
    meaning="Whose turn it is and which phase or step the game is in.",
    example="it is Bob's upkeep",
)
def then_turn(case: CaseBuilder, player: str, phase: str) -> None:
    stage, step = phase_of(phase)
    case.expect("/turn/active", equals=case.known_player(player))
    case.expect("/turn/phase", equals=stage)
    case.expect("/turn/step", equals=step)


@steps.then(
    "the world cycle stands at {round}",
    meaning="The current round of the world cycle (500.9).",
    example="the world cycle stands at Night 1, The Hunt",
)
def then_round(case: CaseBuilder, round: str) -> None:  # noqa: A002
    case.expect("/world/name", equals=WORLD_CYCLE[round_position(round) - 1][1])
