"""Steps of casting (601) and the special actions: the drop (505.4), draining and
sacrificing for Vitae (106.5c), the stack (405)."""

from __future__ import annotations

from typing import Any

from adjudicator.corpus.case import CaseBuilder
from adjudicator.corpus.vocabulary import Steps
from adjudicator.errors import CorpusError
from adjudicator.games.nodawn.steps.common import named, target_name

steps = Steps("nodawn")


@steps.given(
    "{player:player} has already made the drop this turn",
    meaning="The player's one drop of the turn is spent (505.4d).",
    example="Alice has already made the drop this turn",
)
def given_dropped(case: CaseBuilder, player: str) -> None:
    case.player(player)["dropped"] = True


def _cast(case: CaseBuilder, player: str, card: str, from_master: int = 0, **announced: Any) -> None:
    case.card(card)
    case.known_player(player)
    action = {"type": "cast", "player": player, "card": card}
    if from_master:
        action["from_master"] = from_master
    action.update(announced)  # 601.2b: Recall, Tribute, Muster, Despoil (cost_keywords.py)
    case.act(action)


@steps.when(
    "{player:player} casts {card:card}",
    meaning="Casts the card from hand, paying its Vitae from the pool (601.2).",
    example='Alice casts "Test Caprice ▷+3"',
)
def when_cast(case: CaseBuilder, player: str, card: str) -> None:
    _cast(case, player, card)


@steps.when(
    "{player:player} casts {card:card} paying {n:int} from the vein",
    meaning="Casts the card, paying that much of its Vitae cost from the Master's Vitae "
    "(opening the vein, 106.5b) and the rest from the pool.",
    example='Alice casts "Test Rite 2" paying 2 from the vein',
)
def when_cast_vein(case: CaseBuilder, player: str, card: str, n: int) -> None:
    _cast(case, player, card, n)


@steps.when(
    "{player:player} casts {card:card} targeting {target}",
    meaning="Casts the card with its target pinned: a player's name for their Master, "
    "'<player>'s \"<card>\"' for a permanent or a spell on the stack, '<player>'s seal' for "
    "the announcement of that player's drop (601.2c, 405.6c).",
    example='Alice casts "Test Bolt 3" targeting Bob\'s "Iron Column"',
)
def when_cast_target(case: CaseBuilder, player: str, card: str, target: str) -> None:
    case.choose("target", player, target_name(case, target))
    _cast(case, player, card)


@steps.when(
    "{player:player} casts {card:card} paying {n:int} from the vein, targeting {target}",
    meaning="Casts the card with its target pinned, paying that much of its Vitae cost from the "
    "Master's Vitae and the rest from the pool (106.5b, 601.2c).",
    example='Bob casts "Sacramental Fire" paying 3 from the vein, targeting Alice\'s "Iron Column"',
)
def when_cast_vein_target(case: CaseBuilder, player: str, card: str, n: int, target: str) -> None:
    case.choose("target", player, target_name(case, target))
    _cast(case, player, card, n)


@steps.when(
    "{player:player} casts {card:card} from {whose:word} Spoils for its Recall cost",
    meaning="Casts the card from the player's Spoils, paying its Recall cost from the pool instead "
    "of its printed cost; it goes to the Void as it leaves the stack (702.20a, 601.9).",
    example='Alice casts "Test Echo Insight" from her Spoils for its Recall cost',
)
def when_cast_recall(case: CaseBuilder, player: str, card: str, whose: str) -> None:
    _cast(case, player, card, recall=True)


@steps.when(
    "{player:player} casts {card:card} with X = {x:int}",
    meaning="Casts the card announcing X (601.2b): its cost grows by X Vitae, paid from the pool, "
    "and X stays fixed until it resolves.",
    example='Alice casts "Deluge of Ink" with X = 4',
)
def when_cast_x(case: CaseBuilder, player: str, card: str, x: int) -> None:
    _cast(case, player, card, x=x)


@steps.when(
    "{player:player} casts {card:card} paying its Tribute",
    meaning="Casts the card and pays its Tribute as well: the spell gets its rider as it resolves "
    "(702.25a, 601.7).",
    example='Alice casts "Gilded Emissary" paying its Tribute',
)
def when_cast_tribute(case: CaseBuilder, player: str, card: str) -> None:
    _cast(case, player, card, tribute=True)


@steps.when(
    "{player:player} casts {card:card} choosing {modes:cards}",
    meaning="Casts a modal card, choosing those of its modes (decision \"mode\", 700.4a, 601.2b).",
    example='Alice casts "Test Choice of Ills" choosing "draw a card"',
)
def when_cast_modes(case: CaseBuilder, player: str, card: str, modes: list[str]) -> None:
    case.choose("mode", case.known_player(player), modes[0] if len(modes) == 1 else modes)
    _cast(case, player, card)


@steps.when(
    "{player:player} casts {card:card} paying its Entwine",
    meaning="Casts a modal card with Entwine, paying its Entwine cost as well: every mode is chosen "
    "and they resolve in printed order (702.35b).",
    example='Alice casts "Edict of Coin and Blade" paying its Entwine',
)
def when_cast_entwine(case: CaseBuilder, player: str, card: str) -> None:
    _cast(case, player, card, entwine=True)


@steps.when(
    "{player:player} casts {card:card} face down",
    meaning="Casts a card with Transmute or Masquerade face down, as a nameless 2/2 Entity, for 3 "
    "Vitae from the pool rather than its cost (702.31a, 702.32a, 708.3).",
    example='Alice casts "Test Turncoat Knight" face down',
)
def when_cast_face_down(case: CaseBuilder, player: str, card: str) -> None:
    _cast(case, player, card, face_down=True)


@steps.when(
    "{player:player} casts {card:card} paying its synthesis cost",
    meaning="Casts a Backlash card paying its synthesis cost as well, so its backfire is not "
    "incurred (702.36a, 601.8).",
    example='Alice casts "Test Backlash Draw" paying its synthesis cost',
)
def when_cast_synthesis(case: CaseBuilder, player: str, card: str) -> None:
    _cast(case, player, card, synthesis=True)


@steps.when(
    "{player:player} casts {card:card} mustering {names:cards}",
    meaning="Casts the card, draining those undrained Entities of the player's in place of as many "
    "generic Vitae of its cost (Muster, 702.26a); the rest comes from the pool.",
    example='Alice casts "Iron Column" mustering "Test Wretch", "Test Thrall" and "Test Brute 4/4"',
)
def when_cast_muster(case: CaseBuilder, player: str, card: str, names: list[str]) -> None:
    for name in names:
        named(case, name)
    _cast(case, player, card, muster=names)


@steps.when(
    "{player:player} casts {card:card} despoiling {names:cards}",
    meaning="Casts the card, banishing those cards from the player's Spoils to the Void in place of "
    "as many generic Vitae of its cost (Despoil, 702.23a); the rest comes from the pool.",
    example='Alice casts "Sell the Bones" despoiling "Test Wretch", "Test Thrall" and "Test Filler"',
)
def when_cast_despoil(case: CaseBuilder, player: str, card: str, names: list[str]) -> None:
    for name in names:
        case.card(name)
    _cast(case, player, card, despoil=names)


@steps.when(
    "{player:player} seals {names:cards} into the Pit",
    meaning="Announces the drop: those cards from hand, sealed as one batch (106.5a, 116.2a).",
    example='Alice seals "Slip the Knife" and "Siege-Ladder Serjeant" into the Pit',
)
def when_drop(case: CaseBuilder, player: str, names: list[str]) -> None:
    for name in names:
        case.card(name)
    case.act({"type": "drop", "player": case.known_player(player), "cards": names})


@steps.when(
    "{player:player} seals {names:cards} into the Pit, casting {marked:cards} for Pit-marked",
    meaning="Announces the drop of that batch, announcing with it that the named cards of the batch "
    "are cast for their Pit-marked cost instead of sealed (702.24a, 614.6e).",
    example='Alice seals "Marginalia" and "Iron Column" into the Pit, casting "Marginalia" for Pit-marked',
)
def when_drop_marked(case: CaseBuilder, player: str, names: list[str], marked: list[str]) -> None:
    for name in names:
        case.card(name)
    case.act({"type": "drop", "player": case.known_player(player), "cards": names, "pit_marked": marked})


@steps.when(
    "{player:player} drains {card:card} for Vitae",
    meaning="Drains an Entity the player controls as a field source (106.5c).",
    example='Alice drains "Lauds Cantor" for Vitae',
)
def when_drain(case: CaseBuilder, player: str, card: str) -> None:
    named(case, card)
    case.act({"type": "drain", "player": case.known_player(player), "card": card})


@steps.when(
    "{player:player} sacrifices {card:card} for Vitae",
    meaning="Sacrifices an Entity the player controls as a field source (106.5c).",
    example='Alice sacrifices "Lauds Cantor" for Vitae',
)
def when_sacrifice(case: CaseBuilder, player: str, card: str) -> None:
    named(case, card)
    case.act({"type": "sacrifice", "player": case.known_player(player), "card": card})


@steps.then(
    "the stack holds {names:cards}",
    meaning="The objects on the stack, bottom first (405).",
    example='the stack holds "Test Rite 2"',
)
def then_stack(case: CaseBuilder, names: list[str]) -> None:
    case.expect("/zones/stack", cards=names)


@steps.then(
    "the stack is empty",
    meaning="Nothing is waiting to resolve.",
    example="the stack is empty",
)
def then_stack_empty(case: CaseBuilder) -> None:
    case.expect("/zones/stack", count=0)


@steps.when(
    "{player:player} casts {card:card} with X = {x:int}, targeting {target}",
    meaning="Casts a card with X in its cost, announcing X (X more Vitae, from the pool) and its "
    "target (107.3, 601.2b, 601.2c).",
    example='Alice casts "Test Blaze X" with X = 3, targeting Bob',
)
def when_cast_x_target(case: CaseBuilder, player: str, card: str, x: int, target: str) -> None:
    case.choose("target", player, target_name(case, target))
    _cast(case, player, card, x=x)


@steps.when(
    "{player:player} casts {card:card} dividing its damage as {shares}",
    meaning="Casts the card announcing how its damage is divided among its targets (601.2d): one "
    "number per target, in the order its targets are chosen (pinned by 'will answer \"target\"' "
    "Givens), joined by 'and'.",
    example='Alice casts "Test Split Bolt" dividing its damage as 2 and 1',
)
def when_cast_divided(case: CaseBuilder, player: str, card: str, shares: str) -> None:
    parts = shares.replace(" and ", ", ").split(", ")
    if not all(p.strip().isdigit() for p in parts):
        raise CorpusError("write the division as whole numbers joined by 'and': 2 and 1")
    _cast(case, player, card, division=[int(p) for p in parts])
