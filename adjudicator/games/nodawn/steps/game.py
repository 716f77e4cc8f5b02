"""Steps of the game and its turn: starting a duel or a free-for-all (103, 806), the world
cycle (500.9), whose turn and step it is (500), passing (117), conceding (104.3a)."""

from __future__ import annotations

from adjudicator.corpus.case import CaseBuilder, pointer
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


@steps.given(
    "a No Dawn free-for-all between {names}",
    meaning="Starts a free-for-all of three or more players (800.1, 806) on Night 1, The Hunt, "
    "seated in the order named, the first to take the first turn; otherwise as the duel.",
    example="a No Dawn free-for-all between Aldric, Bertrand, Casilda and Dervla",
)
def given_free_for_all(case: CaseBuilder, names: str) -> None:
    seated = [n.strip() for n in names.replace(" and ", ", ").split(",") if n.strip()]
    if len(seated) < 3 or not all(n.isalpha() and n[0].isupper() for n in seated):
        raise CorpusError("name three or more players, each one capitalised word: "
                          "'Aldric, Bertrand and Casilda'")
    _open(case, seated)


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
    "{first:player}, {second:player} and {third:player} pass in turn",
    meaning="Three passes in succession, in the order named (117.4): at a table of three the "
    "top of the stack resolves, or an empty stack ends the step.",
    example="Bob, Carol and Alice pass in turn",
)
def when_three_pass(case: CaseBuilder, first: str, second: str, third: str) -> None:
    for name in (first, second, third):
        when_pass(case, name)


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


@steps.given(
    "a No Dawn game about to begin between {first:player} and {second:player}",
    meaning="Lays out a duel that has not begun (103): both players' Masters \"Test Master\", no "
    "lineage Haven designated yet, empty Domains and sideboards; 'When the game begins' starts it.",
    example="a No Dawn game about to begin between Alice and Bob",
)
def given_about_to_begin(case: CaseBuilder, first: str, second: str) -> None:
    _open(case, [first, second])
    _before_the_game(case)


@steps.given(
    "a No Dawn game about to begin between {first:player}, {second:player} and {third:player}",
    meaning="Lays out a three-player game that has not begun (103, 806); otherwise as the duel.",
    example="a No Dawn game about to begin between Alice, Bob and Carol",
)
def given_about_to_begin_three(case: CaseBuilder, first: str, second: str, third: str) -> None:
    _open(case, [first, second, third])
    _before_the_game(case)


def _before_the_game(case: CaseBuilder) -> None:
    """The table before the first turn: no turn, no priority, sideboards apart (103)."""
    state = case.board()
    state["turn"].update(phase="setup", step=None, priority=None, passed=[])
    state["setup"] = {"havens": {}}
    for player in state["players"].values():
        player["turns"] = 0
        player["zones"]["sideboard"] = []


@steps.given(
    "{player:player} designates {master:card} and {haven:card} as lineage Master and Haven",
    meaning="The two anchors the player brings beside their Domain (100.2c): the Master becomes "
    "theirs at once; the Haven enters as the game begins (103.2).",
    example='Alice designates "Test Master" and "Test Haven" as lineage Master and Haven',
)
def given_designates(case: CaseBuilder, player: str, master: str, haven: str) -> None:
    state = case.board()
    if "setup" not in state:
        raise CorpusError("anchors are designated before the game begins: open with "
                          "'a No Dawn game about to begin between ...'")
    definition = case.card(master)
    case.card(haven)
    p = case.player(player)
    p["master"] = master
    if definition["type"] == "Master":
        p["vitae"] = p["vitae_cap"] = definition["initial_vitae"]
    state["setup"]["havens"][player] = haven


@steps.given(
    "{player:player}'s Domain will be shuffled with {names:cards} on top",
    meaning="Pins the next shuffle of a Domain (random outcome \"shuffle\"): those cards on top, "
    "in that order, the rest of the player's cards of Domain and hand as they stand in the Domain "
    "(103.3). One such step per shuffle, in the order the shuffles come.",
    example='Alice\'s Domain will be shuffled with "Gilded Emissary" on top',
)
def given_shuffle(case: CaseBuilder, player: str, names: list[str]) -> None:
    zones = case.player(player)["zones"]
    rest = [o["card"] for o in zones["domain"]] + [o["card"] for o in zones["hand"]]
    for name in names:
        if name not in rest:
            raise CorpusError(f"{name!r} is not among {player}'s cards of Domain and hand")
        rest.remove(name)
    case.random("shuffle", list(names) + rest)


@steps.given(
    "{player:player}'s Domain holds {n:int} of the kit's stock cards",
    meaning="Sets the player's Domain to the first N of the kit's stock — three copies each of "
    "\"Test Stock 01\" to \"Test Stock 20\", in that order; sixty make a legal Domain (100.2a, 100.2b).",
    example="Alice's Domain holds 60 of the kit's stock cards",
)
def given_stock(case: CaseBuilder, player: str, n: int) -> None:
    if not 0 <= n <= 60:
        raise CorpusError("the kit's stock holds sixty cards")
    zone = case.player(player)["zones"]["domain"]
    zone.clear()
    names = [f"Test Stock {i // 3 + 1:02d}" for i in range(n)]
    zone.extend(case.game.card_object(case.card(name), "domain", player) for name in names)


@steps.given(
    "{player:player}'s Domain will be shuffled into the order it holds",
    meaning="Pins the next shuffle of a Domain (random outcome \"shuffle\"): the player's cards of "
    "Domain and then hand, as they stand (103.3). One such step per shuffle, in the order the "
    "shuffles come.",
    example="Alice's Domain will be shuffled into the order it holds",
)
def given_shuffle_as_it_stands(case: CaseBuilder, player: str) -> None:
    zones = case.player(player)["zones"]
    case.random("shuffle", [o["card"] for o in zones["domain"]] + [o["card"] for o in zones["hand"]])


@steps.when(
    "the game begins",
    meaning="Starts the game laid out (103): Domains checked (100.2), the starting player chosen at "
    "random (\"first-player\"), anchors into play, Domains shuffled, opening hands and mulligans, "
    "then the starting player's first turn.",
    example="the game begins",
)
def when_begins(case: CaseBuilder) -> None:
    case.act({"type": "begin"})


@steps.then(
    "the game cannot begin",
    meaning="The engine refuses to begin the game, with a reason (what a player brought breaks "
    "100.2 or 100.3), and the state does not change.",
    example="the game cannot begin",
)
def then_cannot_begin(case: CaseBuilder) -> None:
    case.act({"type": "begin"}, refused=True)


@steps.given(
    "Suspicion stands at {n:int}",
    meaning="Sets the shared Suspicion meter, 0 to 10 (123.1); nobody's share changes.",
    example="Suspicion stands at 6",
)
def given_suspicion(case: CaseBuilder, n: int) -> None:
    if not 0 <= n <= 10:
        raise CorpusError("Suspicion is bounded at 0 and 10 (123.1)")
    case.board()["world"]["suspicion"] = n


@steps.given(
    "{player:player}'s share of Suspicion is {n:int}",
    meaning="Sets how many of the Suspicion points the player's effects have raised (123.2).",
    example="Alice's share of Suspicion is 3",
)
def given_share(case: CaseBuilder, player: str, n: int) -> None:
    case.board()["world"].setdefault("shares", {})[case.known_player(player)] = n


@steps.then(
    "Suspicion stands at {n:int}",
    meaning="The shared Suspicion meter (123.1).",
    example="Suspicion stands at 7",
)
def then_suspicion(case: CaseBuilder, n: int) -> None:
    case.expect("/world/suspicion", equals=n)


@steps.then(
    "{player:player}'s share of Suspicion is {n:int}",
    meaning="The Suspicion points attributed to the player (123.2): 0 when they hold none.",
    example="Alice's share of Suspicion is 5",
)
def then_share(case: CaseBuilder, player: str, n: int) -> None:
    case.expect(pointer("world", "shares", case.known_player(player)), equals=n, default=0)
@steps.then(
    "this is {player:player}'s turn {n:int}",
    meaning="It is the player's turn, and which of their turns (1 = their first; an extra turn "
    "counts as one, 500.11).",
    example="this is Alice's turn 2",
)
def then_turn_number(case: CaseBuilder, player: str, n: int) -> None:
    case.expect("/turn/active", equals=case.known_player(player))
    case.expect(f"/players/{player}/turns", equals=n)


@steps.then(
    "{player:player} holds priority",
    meaning="The player holds priority now (117.1, 117.3).",
    example="Bob holds priority",
)
def then_priority(case: CaseBuilder, player: str) -> None:
    case.expect("/turn/priority", equals=case.known_player(player))


@steps.then(
    "nobody holds priority",
    meaning="No player holds priority: the game is in a step in which none receives it (117.3).",
    example="nobody holds priority",
)
def then_no_priority(case: CaseBuilder) -> None:
    case.expect("/turn/priority", equals=None)
