"""Steps of the Master and the meters: the Master (103.4), its Vitae, Wrath and Corruption
(119, 122.2), the pool (106.3) and the Master Vitae spent this turn (118.6)."""

from __future__ import annotations

from adjudicator.corpus.case import CaseBuilder, pointer
from adjudicator.corpus.vocabulary import Steps
from adjudicator.errors import CorpusError
from adjudicator.games.nodawn.steps.common import meter

steps = Steps("nodawn")


@steps.given(
    "{player:player}'s Master is {card:card}",
    meaning="Sets the player's Master; Vitae and its cap become its Initial Vitae (103.4, 119.1).",
    example='Bob\'s Master is "Test Garethean Master"',
)
def given_master(case: CaseBuilder, player: str, card: str) -> None:
    definition = case.card(card)
    if definition["type"] != "Master":
        raise CorpusError(f"{card!r} is a {definition['type']}, not a Master")
    p = case.player(player)
    p.update(master=card, vitae=definition["initial_vitae"], vitae_cap=definition["initial_vitae"])


def _set_meter(case: CaseBuilder, player: str, n: int, word: str) -> None:
    key = meter(word)
    p = case.player(player)
    if key == "vitae" and n > p["vitae_cap"]:
        raise CorpusError(f"{player}'s Vitae cannot exceed the cap of {p['vitae_cap']} (119.1)")
    if key != "vitae" and n < 0:
        raise CorpusError(f"{word} cannot be negative")
    p[key] = n


@steps.given(
    "{player:player} has {n:int} {what:word}",
    meaning="Sets one of the player's meters: Vitae (the Master's), Wrath or Corruption.",
    example="Alice has 4 Wrath",
)
def given_meter(case: CaseBuilder, player: str, n: int, what: str) -> None:
    _set_meter(case, player, n, what)


@steps.given(
    "{player:player} has {n:int} {what:word} and {m:int} {other:word}",
    meaning="Sets two of the player's meters at once.",
    example="Alice has 4 Wrath and 0 Corruption",
)
def given_two_meters(case: CaseBuilder, player: str, n: int, what: str, m: int, other: str) -> None:
    _set_meter(case, player, n, what)
    _set_meter(case, player, m, other)


@steps.given(
    "{player:player}'s pool holds {n:int} {tag:word} Vitae",
    meaning="Puts Vitae in the player's pool: 'generic' or a source tag such as Sacred (106.3).",
    example="Alice's pool holds 2 generic Vitae",
)
def given_pool(case: CaseBuilder, player: str, n: int, tag: str) -> None:
    if n < 0:
        raise CorpusError("a pool cannot hold negative Vitae")
    pool = case.player(player)["pool"]
    if n:
        pool[tag] = n
    else:
        pool.pop(tag, None)


@steps.given(
    "{player:player}'s pool holds {n:int} {tag:word} Vitae to spend only on {kind:word} spells",
    meaning="Puts restricted Vitae in the player's pool: of that source tag, spendable only on "
    "casting spells of that card type; the pool tag is '<tag> for <Type> spells' (106.9).",
    example="Alice's pool holds 2 generic Vitae to spend only on Entity spells",
)
def given_restricted_pool(case: CaseBuilder, player: str, n: int, tag: str, kind: str) -> None:
    given_pool(case, player, n, restricted(tag, kind))


def restricted(tag: str, kind: str) -> str:
    """The pool tag of Vitae restricted to spells of a card type (106.9)."""
    return f"{tag} for {kind} spells"


@steps.given(
    "{player:player} has already spent {n:int} Master Vitae this turn",
    meaning="Sets the turn's tally of Master Vitae spent, which the Wrath tax counts (118.6).",
    example="Alice has already spent 2 Master Vitae this turn",
)
def given_spent(case: CaseBuilder, player: str, n: int) -> None:
    case.player(player)["master_vitae_spent"] = n


@steps.then(
    "{player:player} has {n:int} {what:word}",
    meaning="One of the player's meters: Vitae (the Master's), Wrath or Corruption.",
    example="Alice has 2 Wrath",
)
def then_meter(case: CaseBuilder, player: str, n: int, what: str) -> None:
    case.expect(pointer("players", case.known_player(player), meter(what)), equals=n)


@steps.then(
    "{player:player} has {n:int} {what:word} and {m:int} {other:word}",
    meaning="Two of the player's meters.",
    example="Alice has 2 Wrath and 1 Corruption",
)
def then_two_meters(case: CaseBuilder, player: str, n: int, what: str, m: int, other: str) -> None:
    then_meter(case, player, n, what)
    then_meter(case, player, m, other)


@steps.then(
    "{player:player}'s pool holds {n:int} {tag:word} Vitae",
    meaning="Vitae of one tag in the player's pool ('generic' for untagged).",
    example="Alice's pool holds 1 Sacred Vitae",
)
def then_pool(case: CaseBuilder, player: str, n: int, tag: str) -> None:
    path = pointer("players", case.known_player(player), "pool", tag)
    case.expect(path, equals=n, default=0)


@steps.then(
    "{player:player}'s pool holds {n:int} {tag:word} Vitae to spend only on {kind:word} spells",
    meaning="Restricted Vitae in the player's pool: of that tag, spendable only on spells of that "
    "card type, the restriction carried with it (106.9).",
    example="Alice's pool holds 2 generic Vitae to spend only on Entity spells",
)
def then_restricted_pool(case: CaseBuilder, player: str, n: int, tag: str, kind: str) -> None:
    then_pool(case, player, n, restricted(tag, kind))


@steps.then(
    "{player:player}'s pool holds no Vitae",
    meaning="The player's pool holds no Vitae of any tag.",
    example="Alice's pool holds no Vitae",
)
def then_pool_empty(case: CaseBuilder, player: str) -> None:
    case.expect(pointer("players", case.known_player(player), "pool"), equals={})
