"""Steps of the world cycle's sheltering: lineage Havens (103.2), refuges and what shelters
(408.2, 514.4), and the choices of sunrise and nightfall (514.4a, 514.4c, 503.3d)."""

from __future__ import annotations

import re

from adjudicator.corpus.case import CaseBuilder, pointer
from adjudicator.corpus.vocabulary import Steps
from adjudicator.errors import CorpusError
from adjudicator.games.nodawn.steps.common import controls_permanent, which

steps = Steps("nodawn")


def _place_lineage_haven(case: CaseBuilder, player: str, card: str) -> None:
    definition = case.card(card)
    if definition["type"] != "Haven" or definition.get("class") == "Estate":
        raise CorpusError(f"{card!r} is not a lineage Haven: a Haven that is not an Estate (103.2, "
                          "210.7)")
    controls_permanent(case, player, card)  # 103.2a: whole, its cost unpaid


@steps.given(
    "{player:player}'s lineage Haven is {card:card}",
    meaning="The player's lineage Haven stands in play from before the first turn, whole, its "
    "cost unpaid (103.2, 103.2a); it holds the Master's seat (310.8a).",
    example='Alice\'s lineage Haven is "The Counting-House Dark"',
)
def given_lineage_haven(case: CaseBuilder, player: str, card: str) -> None:
    _place_lineage_haven(case, player, card)


@steps.given(
    "each player's lineage Haven is {card:card}",
    meaning="Every player's lineage Haven is a copy of that Haven, in play from the start (103.2).",
    example='each player\'s lineage Haven is "Test Haven"',
)
def given_lineage_havens(case: CaseBuilder, card: str) -> None:
    for player in case.board()["turn_order"]:
        _place_lineage_haven(case, player, card)


def _haven_of(case: CaseBuilder, player: str, haven: str) -> None:
    definition = case.card(haven)
    if definition["type"] != "Haven":
        raise CorpusError(f"{haven!r} is a {definition['type']}, not a Haven")
    if not any(o["card"] == haven for o in case.player(player)["zones"]["battlefield"]):
        raise CorpusError(f"{player} controls no {haven!r} to shelter in; place it first")


@steps.given(
    "{player:player}'s Master shelters in {card:card}",
    meaning="The Master rests in that Haven, its refuge, as it does from sunrise to the first "
    "Night upkeep (514.4a, 310.8).",
    example='Bob\'s Master shelters in "Test Haven"',
)
def given_refuge(case: CaseBuilder, player: str, card: str) -> None:
    _haven_of(case, player, card)
    case.player(player)["refuge"] = card


@steps.given(
    "{player:player}'s {card:card} shelters in {haven:card}",
    meaning="The permanent last placed with that name (or the one with that label) rests in that "
    "Haven of its controller's: sheltered, outside combat, taking no actions (110.5e, 514.4g).",
    example='Alice\'s "Duskcaller Shaman" shelters in "Test Haven"',
)
def given_sheltered(case: CaseBuilder, player: str, card: str, haven: str) -> None:
    _haven_of(case, player, haven)
    mine = [o for o in case.player(player)["zones"]["battlefield"]
            if (o.get("label") or o["card"]) == card and not o.get("sheltered")]
    if not mine:
        raise CorpusError(f"{player} controls no {card!r} in the open to shelter; place it first")
    if case.card(mine[-1]["card"])["type"] == "Haven":
        raise CorpusError("a Haven does not shelter (408.2)")
    mine[-1]["sheltered"] = haven


@steps.given(
    "{player:player} will take refuge in {card:card}",
    meaning="Pins the Haven the player's Master picks as its refuge at sunrise (decision "
    "\"refuge\", 514.4a).",
    example='Alice will take refuge in "The Counting-House Dark"',
)
def given_refuge_choice(case: CaseBuilder, player: str, card: str) -> None:
    case.card(card)
    case.choose("refuge", case.known_player(player), card)


_ASSIGNMENT = re.compile(r'"([^"]+)" in "([^"]+)"')


@steps.given(
    "{player:player} will shelter {assignments}",
    meaning="Pins which night Entities the player saves at sunrise and the Haven each takes a "
    "Room in (decision \"shelter\", 514.4c, 514.4d); the others die.",
    example='Alice will shelter "Duskcaller Shaman" in "Test Haven" and "Test Night Prowler" in '
    '"Test Haven"',
)
def given_shelter_choice(case: CaseBuilder, player: str, assignments: str) -> None:
    pairs = _ASSIGNMENT.findall(assignments)
    rest = _ASSIGNMENT.sub("", assignments).replace(",", " ").replace(" and ", " ").strip()
    if not pairs or rest:
        raise CorpusError('say each Entity and its Haven as "<Entity>" in "<Haven>", joined by '
                          "commas and 'and'")
    for entity, haven in pairs:
        case.card(entity)
        case.card(haven)
    case.choose("shelter", case.known_player(player), [f"{e} in {h}" for e, h in pairs])


@steps.given(
    "{player:player} will pay to bring back {names:cards}",
    meaning="Pins which sheltered night Entities a player who cannot pay for all of them pays 1 "
    "Vitae each to bring back at nightfall (decision \"return\", 503.3b, 503.3d).",
    example='Alice will pay to bring back "Duskcaller Shaman"',
)
def given_return_choice(case: CaseBuilder, player: str, names: list[str]) -> None:
    for name in names:
        case.card(name)
    case.choose("return", case.known_player(player), list(names))


@steps.then(
    "{player:player}'s Master shelters in {card:card}",
    meaning="The player's Master rests in that Haven, its refuge (514.4a).",
    example='Alice\'s Master shelters in "Test Haven"',
)
def then_refuge(case: CaseBuilder, player: str, card: str) -> None:
    case.expect(pointer("players", case.known_player(player), "refuge"), equals=card)


@steps.then(
    "{player:player}'s Master is not sheltered",
    meaning="The player's Master has no refuge: it is afield (503.3a) or found none (514.4a).",
    example="Alice's Master is not sheltered",
)
def then_no_refuge(case: CaseBuilder, player: str) -> None:
    case.expect(pointer("players", case.known_player(player), "refuge"), equals=None)


@steps.then(
    "{player:player}'s {nth:ordinal}{card:card} shelters in {haven:card}",
    meaning="The permanent rests in that Haven, sheltered (110.5e, 514.4).",
    example='Alice\'s "Duskcaller Shaman" shelters in "Test Haven"',
)
def then_sheltered(case: CaseBuilder, player: str, nth: int, card: str, haven: str) -> None:
    path = pointer("players", case.known_player(player), "zones", "battlefield")
    case.expect(path, **which(case, card, nth), has={"sheltered": haven})


@steps.then(
    "{player:player}'s {nth:ordinal}{card:card} is not sheltered",
    meaning="The permanent stands in the open on the battlefield (514.4f, 503.3, 506.5a).",
    example='Alice\'s "Lauds Cantor" is not sheltered',
)
def then_afield(case: CaseBuilder, player: str, nth: int, card: str) -> None:
    path = pointer("players", case.known_player(player), "zones", "battlefield")
    case.expect(path, **which(case, card, nth), has={"sheltered": None})


@steps.when(
    "{player:player} sets out for {destination:card} by the {route:word}, the Master as piece "
    "{n:int} among {decoys:cards}",
    meaning="The player announces their Master's Procession (408.5, 116.2f): bound for that Haven "
    "they control, by the causeway or the ford (408.5g), laid face down as the nth piece among "
    "those decoys from their hand; the pieces are then \"<player>'s piece 1\", \"... piece 2\" "
    "and so on, in the order laid, and an opponent strikes one by attacking it (506.3e).",
    example='Alice sets out for "Test Estate" by the causeway, the Master as piece 1 among '
    '"Test Brute" and "Test Ghoul"',
)
def when_depart(case: CaseBuilder, player: str, destination: str, route: str, n: int,
                decoys: list[str]) -> None:
    case.card(destination)
    for card in decoys:
        case.card(card)
    case.act({"type": "depart", "player": case.known_player(player), "destination": destination,
              "route": route, "master_at": n, "decoys": list(decoys)})


@steps.then(
    "{player:player}'s Master is on the road to {card:card}",
    meaning="The player's Master travels in its Procession, bound for that Haven (408.5).",
    example='Alice\'s Master is on the road to "Test Estate"',
)
def then_on_the_road(case: CaseBuilder, player: str, card: str) -> None:
    case.expect(pointer("players", case.known_player(player), "procession", "destination"), equals=card)


@steps.then(
    "{player:player}'s Master is not on the road",
    meaning="The player's Master travels in no Procession: it never set out, arrived, or its "
    "journey ended (408.5d, 408.5e, 408.5k).",
    example="Alice's Master is not on the road",
)
def then_off_the_road(case: CaseBuilder, player: str) -> None:
    case.expect(pointer("players", case.known_player(player), "procession"), absent=True)


@steps.then(
    "{player:player}'s piece {n:int} is spent",
    meaning="That piece of the player's convoy, a decoy a strike landed on, is spent to the "
    "Spoils (408.5b).",
    example="Alice's piece 2 is spent",
)
def then_piece_spent(case: CaseBuilder, player: str, n: int) -> None:
    case.expect(pointer("players", case.known_player(player), "procession", "pieces", n - 1, "spent"),
                equals=True)


@steps.then(
    "{player:player}'s piece {n:int} is not spent",
    meaning="That piece of the player's convoy is still hidden on the road (408.5b, 408.5f).",
    example="Alice's piece 2 is not spent",
)
def then_piece_unspent(case: CaseBuilder, player: str, n: int) -> None:
    case.expect(pointer("players", case.known_player(player), "procession", "pieces", n - 1, "spent"),
                absent=True)


@steps.given(
    "a Passage has carried {player:player}'s seat to {card:card}",
    meaning="An earlier Passage of the player's Master arrived at that Estate they control, which "
    "now holds the Master's seat and may serve as its refuge (408.5i, 310.8a).",
    example='a Passage has carried Alice\'s seat to "Bricked-Up Chapel"',
)
def given_seat(case: CaseBuilder, player: str, card: str) -> None:
    _haven_of(case, player, card)
    seats = case.player(player).setdefault("seats", [])
    if card not in seats:
        seats.append(card)


@steps.then(
    "{card:card} holds {player:player}'s seat",
    meaning="A Passage has carried the player's Master's seat to that Haven (408.5i, 310.8a).",
    example='"Bricked-Up Chapel" holds Alice\'s seat',
)
def then_seat(case: CaseBuilder, card: str, player: str) -> None:
    case.expect(pointer("players", case.known_player(player), "seats"), contains=[card])
