"""Steps about cards in the field (3, 3.7, 9, 10.3): control and ownership, exhausted and ready,
counters and sorcery emblems, duplicates, attachments, Power, keywords, blanking."""

from __future__ import annotations

from adjudicator.corpus.case import CaseBuilder, pointer
from adjudicator.corpus.vocabulary import Steps
from adjudicator.errors import CorpusError
from adjudicator.games.reign.state import attachment_object
from adjudicator.games.reign.steps.common import card_object, counted, field_expect, fielded

steps = Steps("reign")


@steps.given(
    "{player:player} controls {names:cards}",
    meaning="Puts these units or locations into the player's field, ready, with no counters.",
    example='Alice controls "Test Soldier 2" and "Test Spy 2"',
)
def given_controls(case: CaseBuilder, player: str, names: list[str]) -> None:
    field = case.player(player)["zones"]["field"]
    for name in names:
        field.append(card_object(case.card(name), "field", player))


@steps.given(
    "{player:player} controls exhausted {names:cards}",
    meaning="Puts these units or locations into the player's field, exhausted.",
    example='Bob controls exhausted "Test Soldier 3"',
)
def given_controls_exhausted(case: CaseBuilder, player: str, names: list[str]) -> None:
    field = case.player(player)["zones"]["field"]
    for name in names:
        obj = card_object(case.card(name), "field", player)
        obj["exhausted"] = True
        field.append(obj)


@steps.given(
    "{player:player} controls {name:card} owned by {owner:player}",
    meaning="Puts a card another player owns into this player's field, ready (3.2).",
    example='Alice controls "Test Unique Lord 3" owned by Bob',
)
def given_controls_owned(case: CaseBuilder, player: str, name: str, owner: str) -> None:
    obj = card_object(case.card(name), "field", player)
    if case.known_player(owner) != player:
        obj["owner"] = owner
    case.player(player)["zones"]["field"].append(obj)


@steps.given(
    "{player:player}'s {name:card} is exhausted",
    meaning="Exhausts a card already in the player's field.",
    example='Alice\'s "Test Soldier 2" is exhausted',
)
def given_exhausted(case: CaseBuilder, player: str, name: str) -> None:
    fielded(case, player, name)["exhausted"] = True


@steps.given(
    "{player:player}'s {name:card} has {count:int} {what}",
    meaning="Puts Influence counters or sorcery emblems on a card in the player's field.",
    example='Bob\'s "Test Soldier 2" has 1 sorcery emblem',
)
def given_card_counters(case: CaseBuilder, player: str, name: str, count: int, what: str) -> None:
    key = counted(what)
    if key == "power" or count < 0:
        raise CorpusError("a Given puts Influence or sorcery emblems (0 or more) on a card; "
                          "Power comes from the card")
    fielded(case, player, name)[key] = count


@steps.given(
    "{player:player}'s {name:card} has a duplicate",
    meaning="Puts a duplicate (a second copy of the unique card, owned by the same player) under it (3.7).",
    example='Alice\'s "Test Unique Lord 3" has a duplicate',
)
def given_duplicate(case: CaseBuilder, player: str, name: str) -> None:
    if not case.card(name).get("unique"):
        raise CorpusError(f"{name!r} is not unique and cannot have a duplicate (3.7)")
    fielded(case, player, name)["duplicates"].append({"card": name})


@steps.given(
    "{attachment:card} is attached to {player:player}'s {host:card}",
    meaning="Attaches an attachment, controlled by the host's controller, to a card in the field.",
    example='"Test Sword +2" is attached to Alice\'s "Test Soldier 2"',
)
def given_attached(case: CaseBuilder, attachment: str, player: str, host: str) -> None:
    _attach(case, None, attachment, player, host)


@steps.given(
    "{controller:player}'s {attachment:card} is attached to {player:player}'s {host:card}",
    meaning="Attaches an attachment controlled (and owned) by one player to another player's card (10.3).",
    example='Bob\'s "Test Curse -3" is attached to Alice\'s "Test Soldier 3"',
)
def given_attached_by(case: CaseBuilder, controller: str, attachment: str, player: str, host: str) -> None:
    _attach(case, controller, attachment, player, host)


@steps.given(
    "{attachment:card} on {player:player}'s {host:card} has {count:int} {what}",
    meaning="Puts sorcery emblems on an attachment in play (3.6: an emblem blanks the card it sits on).",
    example='"Test Sword +2" on Alice\'s "Test Soldier 2" has 1 sorcery emblem',
)
def given_attachment_emblems(case: CaseBuilder, attachment: str, player: str, host: str, count: int,
                             what: str) -> None:
    if counted(what) != "emblems" or count < 0:
        raise CorpusError("an attachment takes sorcery emblems (0 or more) only")
    for att in fielded(case, player, host)["attachments"]:
        if att["card"] == attachment:
            att["emblems"] = count
            return
    raise CorpusError(f"no {attachment!r} is attached to {player}'s {host!r}; attach it first")


def _attach(case: CaseBuilder, controller: str | None, attachment: str, player: str, host: str) -> None:
    if case.card(attachment)["type"] != "Attachment":
        raise CorpusError(f"{attachment!r} is not an attachment")
    att = attachment_object(attachment)
    if controller is not None and case.known_player(controller) != player:
        att["controller"] = controller
    fielded(case, player, host)["attachments"].append(att)


#: The durations a Given lasting effect may have (8.9), in the rulebook's words.
PERIODS = ("struggle", "phase", "round")


def _period(word: str) -> str:
    if word not in PERIODS:
        raise CorpusError(f"a lasting effect lasts until the end of the {', '.join(PERIODS)}, "
                          f"not the {word!r}")
    return word


@steps.given(
    "{player:player}'s {name:card} gets {change:word} Power until the end of the {period:word}",
    meaning="A lasting Power change already in force on a card in the field (8.9), such as a deed "
    "played earlier left: +N or -N until the end of the struggle, phase or round (a struggle's "
    "needs a struggle under way).",
    example='Alice\'s "Test Soldier 2" gets +3 Power until the end of the phase',
)
def given_lasting_power(case: CaseBuilder, player: str, name: str, change: str, period: str) -> None:
    if change[:1] not in ("+", "-") or not change[1:].isdigit():
        raise CorpusError(f"say the change as +N or -N, not {change!r}")
    fielded(case, player, name)["modifiers"].append({"power": int(change), "until": _period(period)})


@steps.given(
    "{player:player}'s {name:card} does not ready until the end of the {period:word}",
    meaning="An exhausted card under a \"does not ready\" effect already in force (5.6, 8.9).",
    example='Bob\'s "Test Soldier 3" does not ready until the end of the round',
)
def given_does_not_ready(case: CaseBuilder, player: str, name: str, period: str) -> None:
    obj = fielded(case, player, name)
    obj["exhausted"] = True
    obj["does_not_ready"] = _period(period)


@steps.given(
    "{player:player} controls {name:card} played with X = {x:int}",
    meaning="Puts a card whose cost and Power are X into the field with the X chosen when it was "
    "played (2.5, 8.7).",
    example='Alice controls "Test Hireling X" played with X = 3',
)
def given_controls_x(case: CaseBuilder, player: str, name: str, x: int) -> None:
    if case.card(name).get("power") != "X" or x < 0:
        raise CorpusError(f"{name!r} has no Power X, or X is below 0 (2.5, 8.7)")
    obj = card_object(case.card(name), "field", player)
    obj["x"] = x
    case.player(player)["zones"]["field"].append(obj)


@steps.then(
    "{player:player} controls {names:cards}",
    meaning="The player's field includes these cards (others may be there too).",
    example='Alice controls "Test Soldier 2"',
)
def then_controls(case: CaseBuilder, player: str, names: list[str]) -> None:
    for n in names:
        case.card(n)
    case.expect(pointer("players", case.known_player(player), "zones", "field"), contains=names)


@steps.then(
    "{player:player} does not control {name:card}",
    meaning="No card of this name is in the player's field.",
    example='Bob does not control "Test Soldier 2"',
)
def then_not_controls(case: CaseBuilder, player: str, name: str) -> None:
    case.card(name)
    case.expect(pointer("players", case.known_player(player), "zones", "field"), lacks=[name])


@steps.then(
    "{player:player}'s {name:card} is {status:word}",
    meaning="A card in the player's field is exhausted, ready or blank (3.3, 3.6).",
    example='Alice\'s "Test Soldier 2" is exhausted',
)
def then_status(case: CaseBuilder, player: str, name: str, status: str) -> None:
    wanted = {"exhausted": ("exhausted", True), "ready": ("exhausted", False), "blank": ("blank", True),
              "unblanked": ("blank", False)}.get(status)
    if wanted is None:
        raise CorpusError(f"cannot check {status!r}; say exhausted, ready, blank or unblanked")
    field_expect(case, player, name, **{wanted[0]: wanted[1]})


@steps.then(
    "{player:player}'s {name:card} has {count:int} {what}",
    meaning="A card in the player's field has this Power (its current value), Influence, number "
    "of sorcery emblems or of duplicates (3.7).",
    example='Alice\'s "Test Soldier 2" has 4 Power',
)
def then_card_count(case: CaseBuilder, player: str, name: str, count: int, what: str) -> None:
    if what in ("duplicate", "duplicates"):
        field_expect(case, player, name, duplicates=[{"card": name}] * count)
        return
    field_expect(case, player, name, **{counted(what): count})


@steps.then(
    "{player:player}'s {name:card} has the keywords {keywords:cards}",
    meaning="The card's keywords now are exactly these (printed and not blanked, plus gained ones; 9, 3.6).",
    example='Alice\'s "Test Soldier 2" has the keywords "Glory"',
)
def then_keywords(case: CaseBuilder, player: str, name: str, keywords: list[str]) -> None:
    field_expect(case, player, name, keywords=sorted(set(keywords)))


@steps.then(
    "{player:player}'s {name:card} has no keywords",
    meaning="The card has no keywords now (for example because it is blanked, 3.6).",
    example='Bob\'s "Test Glory Knight 2" has no keywords',
)
def then_no_keywords(case: CaseBuilder, player: str, name: str) -> None:
    field_expect(case, player, name, keywords=[])


@steps.then(
    "{player:player}'s {name:card} carries {attachments:cards}",
    meaning="Exactly these attachments are on the card, in the order they arrived.",
    example='Bob\'s "Test Soldier 3" carries "Test Curse -3"',
)
def then_carries(case: CaseBuilder, player: str, name: str, attachments: list[str]) -> None:
    for a in attachments:
        case.card(a)
    field_expect(case, player, name, attached=attachments)


@steps.then(
    "{player:player}'s {name:card} carries no attachments",
    meaning="No attachment is on the card.",
    example='Alice\'s "Test Soldier 2" carries no attachments',
)
def then_carries_none(case: CaseBuilder, player: str, name: str) -> None:
    field_expect(case, player, name, attached=[])
