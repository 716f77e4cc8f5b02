"""Steps of struggles (6): struggles already made, declaring attackers and defenders, the winner,
the win margin and the totals."""

from __future__ import annotations

from adjudicator.corpus.case import CaseBuilder
from adjudicator.corpus.vocabulary import ORDINALS, Steps
from adjudicator.errors import CorpusError
from adjudicator.games.reign.steps.common import act, struggle_key

steps = Steps("reign")


@steps.given(
    "{player:player} has already made a {kind:word} struggle this phase",
    meaning="Records that the player already initiated a struggle of this type this Confrontation phase.",
    example="Alice has already made a Combat struggle this phase",
)
def given_struggled(case: CaseBuilder, player: str, kind: str) -> None:
    board = case.board()
    others = [p for p in board["turn_order"] if p != case.known_player(player)]
    board["struggles"].append({"player": player, "kind": struggle_key(kind), "target": others[0],
                               "winner": None, "margin": 0, "totals": {}})


@steps.when(
    "{player:player} initiates a {kind:word} struggle against {target:player} with {names:cards}",
    meaning="The active player in Confrontation declares a struggle (S.1-S.5): its type, the "
    "defending player and the attackers, which exhaust; Subtle bars resolve (pin \"subtle\").",
    example='Alice initiates a Combat struggle against Bob with "Test Soldier 3" and "Test Soldier 2"',
)
def when_struggle(case: CaseBuilder, player: str, kind: str, target: str, names: list[str]) -> None:
    case.known_player(target)
    for n in names:
        case.card(n)
    act(case, {"type": "struggle", "player": player, "kind": struggle_key(kind), "target": target,
                "attackers": names})


@steps.when(
    "{player:player} defends with {names:cards}",
    meaning="The defending player declares these defenders (S.6), which exhaust; the struggle then "
    "resolves fully (S.8-S.14) with its pinned decisions.",
    example='Bob defends with "Test Soldier 2"',
)
def when_defend(case: CaseBuilder, player: str, names: list[str]) -> None:
    for n in names:
        case.card(n)
    act(case, {"type": "defend", "player": player, "defenders": names})


@steps.when(
    "{player:player} declares no defenders",
    meaning="The defending player declares no defenders (S.6); the struggle then resolves fully.",
    example="Bob declares no defenders",
)
def when_no_defenders(case: CaseBuilder, player: str) -> None:
    act(case, {"type": "defend", "player": player, "defenders": []})


@steps.when(
    "{player:player} defends with {names:cards} and the action window stays open",
    meaning="The defending player declares these defenders (S.6), which exhaust; then the S.7 action "
    "window opens (priority from the first player) and the winner is determined only once every "
    "player has passed in a row.",
    example='Bob defends with "Test Soldier 3" and the action window stays open',
)
def when_defend_window(case: CaseBuilder, player: str, names: list[str]) -> None:
    for n in names:
        case.card(n)
    act(case, {"type": "defend", "player": player, "defenders": names, "window": True})


@steps.when(
    "{player:player} declares no defenders and the action window stays open",
    meaning="The defending player declares no defenders (S.6); the S.7 action window opens and the "
    "winner is determined once every player has passed in a row.",
    example="Bob declares no defenders and the action window stays open",
)
def when_no_defenders_window(case: CaseBuilder, player: str) -> None:
    act(case, {"type": "defend", "player": player, "defenders": [], "window": True})


# -- which struggle: by type ("the Combat struggle", the only one of the phase), by the player who
# made it ("Bob's Combat struggle", 5.4: one of each type per active player), or by its place
# among the phase's struggles of that type ("the second Combat struggle") ---------------------------
def _struggle(case: CaseBuilder, kind: str, *, by: str | None = None, nth: str | None = None,
              **has: object) -> None:
    where: dict[str, object] = {"kind": struggle_key(kind)}
    extra: dict[str, object] = {}
    if by is not None:
        where["player"] = case.known_player(by)
    if nth is not None:
        if nth not in ORDINALS:
            raise CorpusError(f"unknown ordinal {nth!r}; one of: {', '.join(ORDINALS)}")
        extra["nth"] = ORDINALS[nth]
    case.expect("/struggles", where=where, has=has, **extra)


def _totals(case: CaseBuilder, a: int, first: str, b: int, second: str) -> dict[str, object]:
    return {"totals": {case.known_player(first): a, case.known_player(second): b}}


@steps.then(
    "{player:player} wins the {kind:word} struggle by {margin:int}",
    meaning="The player won this phase's struggle of this type with this win margin (S.8, 6.4).",
    example="Alice wins the Combat struggle by 3",
)
def then_struggle_margin(case: CaseBuilder, player: str, kind: str, margin: int) -> None:
    _struggle(case, kind, winner=case.known_player(player), margin=margin)


@steps.then(
    "{player:player} wins the {kind:word} struggle",
    meaning="The player won this phase's struggle of this type (S.8).",
    example="Bob wins the Guile struggle",
)
def then_struggle_winner(case: CaseBuilder, player: str, kind: str) -> None:
    _struggle(case, kind, winner=case.known_player(player))


@steps.then(
    "the {kind:word} struggle has no winner",
    meaning="This phase's struggle of this type ended with no winner (0 to 0, S.8).",
    example="the Combat struggle has no winner",
)
def then_struggle_none(case: CaseBuilder, kind: str) -> None:
    _struggle(case, kind, winner=None)


@steps.then(
    "the {kind:word} struggle totals are {a:int} for {first:player} and {b:int} for {second:player}",
    meaning="The Power totals of the two sides of this phase's struggle of this type (6.3).",
    example="the Combat struggle totals are 5 for Alice and 2 for Bob",
)
def then_struggle_totals(case: CaseBuilder, kind: str, a: int, first: str, b: int, second: str) -> None:
    _struggle(case, kind, **_totals(case, a, first, b, second))


@steps.then(
    "{player:player} wins {by:player}'s {kind:word} struggle by {margin:int}",
    meaning="The struggle of this type that the named player made this phase (as the active "
    "player, 5.4) was won by the first player named, with this win margin (S.8, 6.4).",
    example="Alice wins Bob's Combat struggle by 1",
)
def then_own_struggle_margin(case: CaseBuilder, player: str, by: str, kind: str, margin: int) -> None:
    _struggle(case, kind, by=by, winner=case.known_player(player), margin=margin)


@steps.then(
    "{player:player} wins {by:player}'s {kind:word} struggle",
    meaning="The struggle of this type that the named player made this phase was won by the "
    "first player named (S.8).",
    example="Bob wins Bob's Guile struggle",
)
def then_own_struggle_winner(case: CaseBuilder, player: str, by: str, kind: str) -> None:
    _struggle(case, kind, by=by, winner=case.known_player(player))


@steps.then(
    "{by:player}'s {kind:word} struggle has no winner",
    meaning="The struggle of this type that the player made this phase ended 0 to 0 (S.8).",
    example="Bob's Combat struggle has no winner",
)
def then_own_struggle_none(case: CaseBuilder, by: str, kind: str) -> None:
    _struggle(case, kind, by=by, winner=None)


@steps.then(
    "{by:player}'s {kind:word} struggle totals are {a:int} for {first:player} and {b:int} for "
    "{second:player}",
    meaning="The Power totals of the two sides of the struggle of this type that the player made "
    "this phase (6.3).",
    example="Bob's Combat struggle totals are 2 for Bob and 3 for Alice",
)
def then_own_struggle_totals(case: CaseBuilder, by: str, kind: str, a: int, first: str, b: int,
                             second: str) -> None:
    _struggle(case, kind, by=by, **_totals(case, a, first, b, second))


@steps.then(
    "{player:player} wins the {nth:word} {kind:word} struggle by {margin:int}",
    meaning="Of this phase's struggles of this type, in the order they were made, the one the "
    "ordinal names (first, second, ... last) was won by the player with this margin (S.8, 6.4).",
    example="Bob wins the second Combat struggle by 1",
)
def then_nth_struggle_margin(case: CaseBuilder, player: str, nth: str, kind: str, margin: int) -> None:
    _struggle(case, kind, nth=nth, winner=case.known_player(player), margin=margin)


@steps.then(
    "the {nth:word} {kind:word} struggle has no winner",
    meaning="Of this phase's struggles of this type, the one the ordinal names ended 0 to 0 (S.8).",
    example="the second Combat struggle has no winner",
)
def then_nth_struggle_none(case: CaseBuilder, nth: str, kind: str) -> None:
    _struggle(case, kind, nth=nth, winner=None)


@steps.then(
    "the {nth:word} {kind:word} struggle totals are {a:int} for {first:player} and {b:int} for "
    "{second:player}",
    meaning="The Power totals of the two sides of the struggle the ordinal names among this "
    "phase's struggles of this type (6.3).",
    example="the second Combat struggle totals are 2 for Bob and 3 for Alice",
)
def then_nth_struggle_totals(case: CaseBuilder, nth: str, kind: str, a: int, first: str, b: int,
                             second: str) -> None:
    _struggle(case, kind, nth=nth, **_totals(case, a, first, b, second))
