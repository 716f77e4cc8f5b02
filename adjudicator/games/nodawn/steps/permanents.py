"""Steps of permanents: placing them with their status and counters (110.5, 120.3, 122.2)
and reading them back (302.4c, 509.1g)."""

from __future__ import annotations

from adjudicator.corpus.case import CaseBuilder, pointer
from adjudicator.corpus.vocabulary import Steps
from adjudicator.errors import CorpusError
from adjudicator.games.nodawn.steps.common import controls_permanent, give_label, labels, which

steps = Steps("nodawn")


@steps.given(
    "{player:player} controls {names:cards}",
    meaning="Puts permanents onto the player's battlefield: undrained, settled, no counters.",
    example='Alice controls "Iron Column"',
)
def given_controls(case: CaseBuilder, player: str, names: list[str]) -> None:
    for name in names:
        controls_permanent(case, player, name)


@steps.given(
    "{player:player} controls {card:card}, called {name:quoted}",
    meaning="Puts the permanent onto the player's battlefield (undrained, settled, no counters) "
    "with a label of the scenario's own, to tell it from others of the same name: from then on "
    "every step names it by that label, and so do the engine's decisions and records while it "
    "stays on the battlefield.",
    example='Alice controls "Iron Column", called "the north Column"',
)
def given_controls_called(case: CaseBuilder, player: str, card: str, name: str) -> None:
    give_label(case, player, controls_permanent(case, player, card), name)


@steps.given(
    "{player:player}'s {nth:ordinal}{card:card} is called {name:quoted}",
    meaning="Gives a label to a permanent already placed: the nth of that name on the player's "
    "battlefield, in the order placed (the first when no ordinal is given; 'last' for the last); "
    "see 'controls ..., called ...'.",
    example='Alice\'s second "Iron Column" is called "the south Column"',
)
def given_called(case: CaseBuilder, player: str, nth: int, card: str, name: str) -> None:
    mine = [o for o in case.player(player)["zones"]["battlefield"] if o["card"] == card]
    if nth == -1:
        nth = len(mine)
    if not 0 < nth <= len(mine):
        raise CorpusError(f"{player} controls {len(mine)} {card!r}; there is no number {nth} of "
                          "them to label")
    if mine[nth - 1].get("label"):
        raise CorpusError(f"that {card!r} is already called {mine[nth - 1]['label']!r}")
    give_label(case, player, mine[nth - 1], name)


def counter_word(what: str) -> str | None:
    """The counter kind '<kind> counter(s)' names — 'growth counters' → growth, '−1 Vigor
    counters' → minus-vigor (704.5u) — or None."""
    if not what.endswith((" counter", " counters")):
        return None
    kind = what.rsplit(" ", 1)[0]
    if kind in ("−1 Vigor", "-1 Vigor"):
        return "minus-vigor"
    return kind.lower() if len(kind.split()) == 1 else None


@steps.given(
    "{player:player} controls {card:card} with {n:int} {what}",
    meaning="A permanent already marked: 'damage' (damage counters on an Entity or a Haven, "
    "120.3b, 120.3d), 'Vigor' (a Companion's Vigor counters, 306.3) or '<kind> counters', its "
    "counters of a kind — growth, decay, count, Lore... (122.2d, 702.41a, 702.45a, 714.3).",
    example='Alice controls "Iron Column" with 4 damage',
)
def given_controls_marked(case: CaseBuilder, player: str, card: str, n: int, what: str) -> None:
    if n < 0:
        raise CorpusError(f"{what} cannot be negative")
    definition = case.card(card)
    kind = definition["type"]
    obj = controls_permanent(case, player, card)
    if what == "damage" and kind in ("Entity", "Haven"):
        obj["damage"] = n
    elif what == "Vigor" and kind == "Companion":
        obj["counters"].pop("vigor", None)
        if n:
            obj["counters"]["vigor"] = n  # 306.3
    elif counter_word(what) is not None:
        if n:
            obj["counters"][counter_word(what)] = n  # 122.2
    else:
        raise CorpusError(f"a {kind} cannot be given {what!r}: say damage (Entity, Haven), Vigor "
                          "(Companion) or '<kind> counters' (growth counters, Lore counters...)")


@steps.given(
    "{player:player} controls a newly turned {card:card}",
    meaning="An Entity that entered under the player's control this turn (110.5d).",
    example='Alice controls a newly turned "Lauds Cantor"',
)
def given_controls_new(case: CaseBuilder, player: str, card: str) -> None:
    obj = controls_permanent(case, player, card)
    if "newly_turned" not in obj:
        raise CorpusError(f"{card!r} is not an Entity; only Entities are newly turned (110.5d)")
    obj["newly_turned"] = True


@steps.given(
    "{player:player} controls a drained {card:card}",
    meaning="A permanent that has already been drained (110.5b).",
    example='Alice controls a drained "Lauds Cantor"',
)
def given_controls_drained(case: CaseBuilder, player: str, card: str) -> None:
    controls_permanent(case, player, card)["drained"] = True


@steps.given(
    "{player:player} controls a face-down {card:card}",
    meaning="A permanent turned face down: a nameless 2/2 Entity with no text until it turns face "
    "up (613.2, 600.6).",
    example='Alice controls a face-down "Test Warlord"',
)
def given_controls_face_down(case: CaseBuilder, player: str, card: str) -> None:
    obj = controls_permanent(case, player, card)
    obj["face_down"] = True
    if "newly_turned" not in obj:
        obj.update(newly_turned=False, attacking=None, blocked=None, blocking=None)


@steps.given(
    "{player:player}'s {card:card} is drained",
    meaning="The permanent last placed with that name has already been drained (110.5b), whatever "
    "else it carries.",
    example='Alice\'s "Iron Column" is drained',
)
def given_drained(case: CaseBuilder, player: str, card: str) -> None:
    placed = [o for o in case.player(player)["zones"]["battlefield"] if o["card"] == card]
    if not placed:
        raise CorpusError(f"{player} controls no {card!r} to drain; place it first")
    placed[-1]["drained"] = True


_STATS = {"damage": "damage", "Attack": "attack", "Vigor": "vigor", "Defense": "defense"}


@steps.then(
    "{player:player}'s {nth:ordinal}{card:card} has {n:int} {what}",
    meaning="A permanent's damage counters (120.3b), its counters of a kind — growth, Corruption, "
    "decay, count, Lore... (122.2d, 702.40a, 702.41a, 702.45a), and only those — or current "
    "Attack, Vigor or Defense after counters and damage (302.4c, 120.3c, 120.3d).",
    example='Alice\'s "Iron Column" has 4 damage',
)
def then_marked(case: CaseBuilder, player: str, nth: int, card: str, n: int, what: str) -> None:
    path = pointer("players", case.known_player(player), "zones", "battlefield")
    where = which(case, card, nth)
    if what in _STATS:
        case.expect(path, **where, has={_STATS[what]: n})
    elif counter_word(what) is not None:
        kind = counter_word(what)  # growth, Corruption, decay, count, Lore, −1 Vigor... (122.2)
        case.expect(path, **where, has={"counters": {kind: n} if n else {}})
    else:
        raise CorpusError(f"unknown quantity {what!r}; one of: {', '.join(_STATS)}, or '<kind> "
                          "counters' (growth counters, count counters...)")


_STATUSES = {"drained": {"drained": True}, "undrained": {"drained": False},
             "blocked": {"blocked": True}, "unblocked": {"blocked": False}}


@steps.then(
    "{player:player}'s {nth:ordinal}{card:card} is {status:word}",
    meaning="A permanent's drained status, drained or undrained (110.5b); or an attacking "
    "Entity's block status, blocked or unblocked (509.1g).",
    example='Alice\'s "Lauds Cantor" is drained',
)
def then_drained(case: CaseBuilder, player: str, nth: int, card: str, status: str) -> None:
    if status not in _STATUSES:
        raise CorpusError(f"status {status!r}: say drained, undrained, blocked or unblocked")
    path = pointer("players", case.known_player(player), "zones", "battlefield")
    case.expect(path, **which(case, card, nth), has=_STATUSES[status])


@steps.then(
    "{player:player} controls {names:cards}",
    meaning="These permanents are on the player's battlefield (a name given twice: two of them).",
    example='Alice controls "Iron Column"',
)
def then_controls(case: CaseBuilder, player: str, names: list[str]) -> None:
    path = pointer("players", case.known_player(player), "zones", "battlefield")
    for card in names:
        if card in labels(case):
            case.expect(path, where={"label": card}, has={})
    plain = [card for card in names if card not in labels(case)]
    if plain:
        case.expect(path, contains=plain)


@steps.then(
    "{player:player} no longer controls {card:card}",
    meaning="The permanent is not on the player's battlefield.",
    example='Alice no longer controls "Iron Column"',
)
def then_not_controls(case: CaseBuilder, player: str, card: str) -> None:
    path = pointer("players", case.known_player(player), "zones", "battlefield")
    if card in labels(case):
        case.expect(path, nowhere={"label": card})
    else:
        case.expect(path, lacks=[card])


@steps.then(
    "{player:player}'s {card:card} has no Attack or Vigor",
    meaning="A permanent that is no Entity has no Attack and no Vigor, whatever its card prints "
    "(208.4): neither its printed numbers nor 0 show as its Attack or Vigor.",
    example='Alice\'s "Test Carved Idol" has no Attack or Vigor',
)
def then_no_stats(case: CaseBuilder, player: str, card: str) -> None:
    definition = case.card(card)
    path = pointer("players", case.known_player(player), "zones", "battlefield")
    case.expect(path, contains=[card])
    for stat in ("attack", "vigor"):
        for value in {definition.get(stat, 0), 0}:
            case.expect(path, nowhere={"card": card, stat: value})
