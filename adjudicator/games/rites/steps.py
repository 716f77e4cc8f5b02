"""The Rites step vocabulary (on top of the shared core in adjudicator/corpus/core_steps.py).

Phrases use the reference's words: commander health, poison counters, essence, allegiance in a
faction, Rites taken, creatures in play that are ready or exhausted, the recruitment zone, the
recruit deck and the exile pile, traps played in response, guarding, sacrificing.
"""

from __future__ import annotations

import re
from typing import Any

from adjudicator.corpus.case import CaseBuilder, pointer
from adjudicator.corpus.core_steps import place, shared_zone
from adjudicator.corpus.vocabulary import Steps
from adjudicator.errors import CorpusError
from adjudicator.games.rites.state import FACTIONS, creature, new_state

steps = Steps("rites")

PRONOUNS = ("her", "his", "their")
RITE_CARDS = ("Rite of Antimatter", "Rite of Grace", "Rite of Ruin", "Rite of the Blaze")
LASTING = ("Divine Shield", "Anointing of Souls", "An Eye for an Eye", "Cloning Station")


# -- helpers ---------------------------------------------------------------------------------
def player_names(words: str) -> list[str]:
    names = [n.strip() for n in re.split(r",\s*|\s+and\s+", words) if n.strip()]
    if len(names) != 2 or len(set(names)) != 2 or not all(re.fullmatch(r"[A-Z][A-Za-z]*", n)
                                                           for n in names):
        raise CorpusError(f"a Rites duel has two players, e.g. 'Alice and Bob' (got {words!r})")
    return names


def counter_path(player: str, words: str) -> str:
    """The state path of a counter phrase: health, poison counters, essence, "<Faction> allegiance"."""
    w = words.strip()
    low = w.lower()
    if low == "health":
        return pointer("players", player, "health")
    if low in ("poison counter", "poison counters"):
        return pointer("players", player, "poison")
    if low in ("essence", "soul essence"):
        return pointer("players", player, "essence")
    m = re.fullmatch(r"(\w+) allegiance|allegiance in (\w+)", w)
    faction = (m.group(1) or m.group(2)).capitalize() if m else None
    if faction in FACTIONS:
        return pointer("players", player, "allegiance", faction)
    raise CorpusError(f"cannot read {words!r}; say e.g. '35 health', '3 poison counters', "
                      f"'4 essence' or '5 Blue allegiance'")


def counters(count: int, rest: str) -> list[tuple[str, int]]:
    """ "35 health and 2 poison counters" (split as 35 + rest) → [(words, value), ...]."""
    found: list[tuple[str, int]] = []
    for part in re.split(r",\s*|\s+and\s+", f"{count} {rest}"):
        m = re.fullmatch(r"(-?\d+) (.+)", part.strip())
        if m is None:
            raise CorpusError(f"cannot read {part!r}; say e.g. '35 health' or '4 essence'")
        found.append((m.group(2), int(m.group(1))))
    return found


def check_pronoun(word: str) -> None:
    if word not in PRONOUNS:
        raise CorpusError(f"expected one of {', '.join(PRONOUNS)}, got {word!r}")


def card_object(definition: dict[str, Any], zone: str, player: str | None) -> dict[str, Any]:
    """A card placed by a Given: a creature in play is ready, not summoned nor activated this turn;
    only creatures go in play, only Souls in front of a player, only Rites among the Rites."""
    kind = definition["type"]
    needs = {"battlefield": "creature", "souls": "soul", "rites": "rite"}.get(zone)
    if needs is not None and kind != needs:
        raise CorpusError(f"{definition['name']!r} is a {kind}, not a {needs}, and cannot go there")
    if needs is None and kind == "rite":
        raise CorpusError(f"{definition['name']!r} is a Rite: say 'Given Alice has taken \"...\"'")
    if zone == "battlefield":
        return creature(definition["name"])
    return {"card": definition["name"]}


def _creature(case: CaseBuilder, player: str, name: str) -> dict[str, Any]:
    """The creature most recently placed under this name in the player's play."""
    case.card(name)
    for obj in reversed(case.player(player)["zones"]["battlefield"]):
        if obj["card"] == name:
            return obj
    raise CorpusError(f"{player} has no {name!r} in play; place it first")


def _battlefield(case: CaseBuilder, player: str) -> str:
    return pointer("players", case.known_player(player), "zones", "battlefield")


# -- the opening -----------------------------------------------------------------------------
@steps.given(
    "a Rites duel between {players}",
    meaning="Starts a duel in the first named player's strategy phase: both commanders at 40 health, "
    "no poison counters, no essence, no allegiance, no Rites; every zone empty (place cards "
    "explicitly), including the recruitment zone, the recruit deck and the exile pile.",
    example="a Rites duel between Alice and Bob",
)
def given_duel(case: CaseBuilder, players: str) -> None:
    names = player_names(players)
    for rite in RITE_CARDS:
        case.card(rite)
    case.start_state(new_state(names))


# -- Givens ------------------------------------------------------------------------------------
@steps.given(
    "it is {player:player}'s turn",
    meaning="Makes it this player's turn, in their strategy phase (their initiation phase is done).",
    example="it is Bob's turn",
)
def given_turn(case: CaseBuilder, player: str) -> None:
    case.known_player(player)
    case.board()["turn"].update(active=player, phase="strategy")


@steps.given(
    "{player:player} has {count:int} {rest}",
    meaning="Sets a player's health, poison counters, essence or allegiance in a faction.",
    example="Alice has 12 health, 3 poison counters and 5 Black allegiance",
)
def given_counters(case: CaseBuilder, player: str, count: int, rest: str) -> None:
    case.known_player(player)
    board = case.board()
    for words, value in counters(count, rest):
        parts = counter_path(player, words).strip("/").split("/")
        target: Any = board
        for key in parts[:-1]:
            target = target[key]
        target[parts[-1]] = value


@steps.given(
    "{player:player} has taken {name:card}",
    meaning="The player holds this Rite (taken earlier).",
    example='Alice has taken "Rite of Ruin"',
)
def given_rite(case: CaseBuilder, player: str, name: str) -> None:
    definition = case.card(name)
    if definition["type"] != "rite":
        raise CorpusError(f"{name!r} is not a Rite")
    case.player(player)["zones"]["rites"].append({"card": name})


@steps.given(
    "{player:player}'s {name:card} is exhausted",
    meaning="The player's creature in play (the last placed under that name) is exhausted.",
    example='Bob\'s "Test Guardian" is exhausted',
)
def given_exhausted(case: CaseBuilder, player: str, name: str) -> None:
    _creature(case, player, name)["exhausted"] = True


@steps.given(
    "{player:player}'s {name:card} was summoned this turn",
    meaning="The creature entered play this turn (it is exhausted unless it has Rush).",
    example='Alice\'s "Venomous Warrior" was summoned this turn',
)
def given_summoned(case: CaseBuilder, player: str, name: str) -> None:
    obj = _creature(case, player, name)
    obj["summoned"] = True
    definition = case.card(name)
    rites = [o["card"] for o in case.player(player)["zones"]["rites"]]
    if "Rush" not in definition.get("keywords", []) and "Rite of the Blaze" not in rites:
        obj["exhausted"] = True


@steps.given(
    "{player:player}'s {name:card} has been activated this turn",
    meaning="The creature's ability was activated this turn: it is exhausted.",
    example='Alice\'s "Venomous Warrior" has been activated this turn',
)
def given_activated(case: CaseBuilder, player: str, name: str) -> None:
    obj = _creature(case, player, name)
    obj["activated"] = obj["exhausted"] = True


@steps.given(
    "{player:player} played {name:card} earlier this turn",
    meaning="A trap with a lasting effect (Divine Shield, Anointing of Souls, An Eye for an Eye, "
    "Cloning Station) that the player played earlier in the opponent's turn is in effect.",
    example='Bob played "Divine Shield" earlier this turn',
)
def given_lasting(case: CaseBuilder, player: str, name: str) -> None:
    case.card(name)
    if name not in LASTING:
        raise CorpusError(f"{name!r} has no effect lasting the turn; one of: {', '.join(LASTING)}")
    turn = case.board()["turn"]
    if turn["active"] == case.known_player(player):
        raise CorpusError(f"traps are played in the opponent's turn, and it is {player}'s turn")
    turn["effects"].append({"effect": name, "player": player})


@steps.given(
    "{player:player} has a Ward of {amount:int} this turn",
    meaning="A test card's Ward is in effect for the player until the end of this turn: each "
    "Wound effect aimed at them is reduced by that much (docs/games/rites.md#test-card-kit).",
    example="Bob has a Ward of 2 this turn",
)
def given_ward(case: CaseBuilder, player: str, amount: int) -> None:
    if amount < 1:
        raise CorpusError("a Ward reduces each Wound by at least 1")
    case.board()["turn"]["effects"].append({"effect": "Ward", "player": case.known_player(player),
                                            "amount": amount})


@steps.given(
    "the {zone} holds {names:cards}",
    meaning="Sets a shared zone exactly: the recruitment zone's face-up cards in slot order, or the "
    "recruit deck or exile pile top first.",
    example='the recruitment zone holds "Test Creature" and "Hypernova"',
)
def given_shared(case: CaseBuilder, zone: str, names: list[str]) -> None:
    case.board()["zones"][shared_zone(case, zone)].clear()
    place(case, None, names, zone)


@steps.given(
    "the {zone} is empty",
    meaning="Empties a shared zone (the recruitment zone, the recruit deck, the exile pile).",
    example="the recruit deck is empty",
)
def given_shared_empty(case: CaseBuilder, zone: str) -> None:
    case.board()["zones"][shared_zone(case, zone)].clear()


# -- Givens: pinned decisions in the game's words ------------------------------------------------
@steps.given(
    "{player:player} will guard with {name:card}",
    meaning="Pins the next 'guard' decision: the player guards with this ready creature.",
    example='Bob will guard with "Test Guardian"',
)
def given_guard(case: CaseBuilder, player: str, name: str) -> None:
    case.card(name)
    case.choose("guard", case.known_player(player), name)


@steps.given(
    "{player:player} will not guard",
    meaning="Pins the next 'guard' decision: the player lets the Wound through.",
    example="Bob will not guard",
)
def given_no_guard(case: CaseBuilder, player: str) -> None:
    case.choose("guard", case.known_player(player), "nothing")


@steps.given(
    "{player:player} will respond with {name:card}",
    meaning="Pins the next 'trap' decision: right after its trigger the player plays this trap.",
    example='Bob will respond with "Burning Hand"',
)
def given_respond(case: CaseBuilder, player: str, name: str) -> None:
    case.card(name)
    case.choose("trap", case.known_player(player), name)


@steps.given(
    "{player:player} will not respond with a trap",
    meaning="Pins the next 'trap' decision: the player lets the trigger pass.",
    example="Bob will not respond with a trap",
)
def given_no_trap(case: CaseBuilder, player: str) -> None:
    case.choose("trap", case.known_player(player), "nothing")


@steps.given(
    "{player:player} will sacrifice {names:cards}",
    meaning="Pins the next 'sacrifice' decision: the creatures that pay the Sacrifice.",
    example='Alice will sacrifice "Biting Skull"',
)
def given_sacrifice(case: CaseBuilder, player: str, names: list[str]) -> None:
    for name in names:
        case.card(name)
    case.choose("sacrifice", case.known_player(player), names[0] if len(names) == 1 else names)


@steps.given(
    "{player:player} will destroy {names:cards}",
    meaning="Pins the next 'destroy' decision: the opposing creatures a Destroy X effect destroys.",
    example='Alice will destroy "Test Guardian"',
)
def given_destroy(case: CaseBuilder, player: str, names: list[str]) -> None:
    for name in names:
        case.card(name)
    case.choose("destroy", case.known_player(player), names[0] if len(names) == 1 else names)


def _qualified(condition: str, name: str) -> str:
    """A same-named creature as a choice offers it when its copies differ (docs/games/rites.md,
    *Telling same-named creatures apart*): "Test Guardian (ready)"."""
    if condition not in ("ready", "exhausted"):
        raise CorpusError(f"a creature is 'ready' or 'exhausted', not {condition!r}")
    return f"{name} ({condition})"


@steps.given(
    "{player:player} will sacrifice {pronoun:word} {condition:word} {name:card}",
    meaning="Pins the next 'sacrifice' decision to one of several creatures of that name, the "
    "ready or the exhausted one.",
    example='Alice will sacrifice her exhausted "Test Striker"',
)
def given_sacrifice_one(case: CaseBuilder, player: str, pronoun: str, condition: str,
                        name: str) -> None:
    check_pronoun(pronoun)
    case.card(name)
    case.choose("sacrifice", case.known_player(player), _qualified(condition, name))


@steps.given(
    "{player:player} will destroy {owner:player}'s {condition:word} {name:card}",
    meaning="Pins the next 'destroy' decision to one of several opposing creatures of that name, "
    "the ready or the exhausted one.",
    example='Alice will destroy Bob\'s ready "Test Guardian"',
)
def given_destroy_one(case: CaseBuilder, player: str, owner: str, condition: str, name: str) -> None:
    case.known_player(owner)
    case.card(name)
    case.choose("destroy", case.known_player(player), _qualified(condition, name))


@steps.given(
    "{player:player} will exile {names:cards}",
    meaning="Pins 'exile' decisions, one per card, in order: the face-up cards an Exile X takes.",
    example='Alice will exile "Test Creature" and "Hypernova"',
)
def given_exile(case: CaseBuilder, player: str, names: list[str]) -> None:
    case.known_player(player)
    for name in names:
        case.card(name)
        case.choose("exile", player, name)


@steps.given(
    "{player:player} will put the allegiance in {factions:cards}",
    meaning="Pins the next 'allegiance' decision: one faction per point of an Allegiance X effect.",
    example='Alice will put the allegiance in "Black" and "Red"',
)
def given_split(case: CaseBuilder, player: str, factions: list[str]) -> None:
    bad = [f for f in factions if f not in FACTIONS]
    if bad:
        raise CorpusError(f"unknown faction {bad[0]!r}; factions: {', '.join(FACTIONS)}")
    case.choose("allegiance", case.known_player(player), factions[0] if len(factions) == 1 else factions)


# -- Whens -------------------------------------------------------------------------------------
@steps.when(
    "{player:player} plays {names:cards}",
    meaning="The player plays these cards from hand, one after the other: in their own turn any "
    "card but a trap; in the opponent's turn a trap without a trigger.",
    example='Alice plays "Hypernova"',
)
def when_plays(case: CaseBuilder, player: str, names: list[str]) -> None:
    case.known_player(player)
    for name in names:
        case.card(name)
        case.act({"type": "play", "player": player, "card": name})


@steps.when(
    "{player:player} activates {name:card}",
    meaning="The player activates the ⟳ ability of a creature of theirs in play (exhausting it).",
    example='Alice activates "Herald of the Apocalypse"',
)
def when_activates(case: CaseBuilder, player: str, name: str) -> None:
    case.card(name)
    case.act({"type": "activate", "player": case.known_player(player), "card": name})


@steps.when(
    "{player:player} buys {name:card}",
    meaning="The player buys a face-up card of the recruitment zone with essence.",
    example='Alice buys "Test Creature"',
)
def when_buys(case: CaseBuilder, player: str, name: str) -> None:
    case.card(name)
    case.act({"type": "buy", "player": case.known_player(player), "card": name})


@steps.when(
    "{player:player} spends {count:int} essence on {faction:word} allegiance",
    meaning="The turn's allegiance action: 1 essence for 1 allegiance point in that faction.",
    example="Alice spends 2 essence on Blue allegiance",
)
def when_pledges(case: CaseBuilder, player: str, count: int, faction: str) -> None:
    case.act({"type": "allegiance", "player": case.known_player(player), "faction": faction,
              "points": count})


@steps.when(
    "{player:player} ends {pronoun:word} turn",
    meaning="The player's cleanup phase (Rite of Grace, essence lost, played Souls discarded, their "
    "creatures readied), then the opponent's initiation phase (poison) and strategy phase.",
    example="Alice ends her turn",
)
def when_ends_turn(case: CaseBuilder, player: str, pronoun: str) -> None:
    check_pronoun(pronoun)
    case.act({"type": "end_turn", "player": case.known_player(player)})


# -- Thens -------------------------------------------------------------------------------------
@steps.then(
    "{player:player} has {count:int} {rest}",
    meaning="A player's health, poison counters, essence or allegiance in a faction.",
    example="Bob has 33 health and 2 poison counters",
)
def then_counters(case: CaseBuilder, player: str, count: int, rest: str) -> None:
    case.known_player(player)
    for words, value in counters(count, rest):
        case.expect(counter_path(player, words), equals=value)


@steps.then(
    "it is {player:player}'s turn",
    meaning="It is this player's turn, in their strategy phase.",
    example="it is Bob's turn",
)
def then_turn(case: CaseBuilder, player: str) -> None:
    case.known_player(player)
    case.expect("/turn/active", equals=player)
    case.expect("/turn/phase", equals="strategy")


@steps.then(
    "{player:player}'s {name:card} is {condition:word}",
    meaning="The player's only creature of that name in play is ready or exhausted.",
    example='Bob\'s "Test Guardian" is exhausted',
)
def then_condition(case: CaseBuilder, player: str, name: str, condition: str) -> None:
    if condition not in ("ready", "exhausted"):
        raise CorpusError(f"a creature is 'ready' or 'exhausted', not {condition!r}")
    case.card(name)
    case.expect(_battlefield(case, player), where={"card": name},
                has={"exhausted": condition == "exhausted"})


@steps.then(
    "{player:player}'s {name:card} has Rush",
    meaning="The player's only creature of that name in play has Rush (its own or a Rite's).",
    example='Alice\'s "Test Creature" has Rush',
)
def then_rush(case: CaseBuilder, player: str, name: str) -> None:
    case.card(name)
    case.expect(_battlefield(case, player), where={"card": name}, has={"rush": True})


@steps.then(
    "{player:player} has taken {name:card}",
    meaning="The player holds this Rite.",
    example='Alice has taken "Rite of Ruin"',
)
def then_rite(case: CaseBuilder, player: str, name: str) -> None:
    case.card(name)
    case.expect(pointer("players", case.known_player(player), "zones", "rites"), contains=[name])


@steps.then(
    "{player:player} has not taken {name:card}",
    meaning="The player does not hold this Rite.",
    example='Alice has not taken "Rite of Grace"',
)
def then_no_rite(case: CaseBuilder, player: str, name: str) -> None:
    case.card(name)
    case.expect(pointer("players", case.known_player(player), "zones", "rites"), lacks=[name])


@steps.then(
    "{player:player}'s {name:card} is in effect",
    meaning="A trap the player played this turn still has its lasting effect.",
    example='Bob\'s "An Eye for an Eye" is in effect',
)
def then_lasting(case: CaseBuilder, player: str, name: str) -> None:
    case.card(name)
    case.expect("/turn/effects", where={"effect": name, "player": case.known_player(player)},
                has={"player": player})


#: Shared piles whose order no rule gives: checked as a collection (cards are taken from the
#: exile pile by choice, exile.3, rift.1, card:return-from-hell.2).
UNORDERED = ("exile",)


@steps.then(
    "the {zone} is {names:cards}",
    meaning="A shared zone holds exactly these: the recruitment zone in slot order, the recruit "
    "deck top first, the exile pile in any order (no rule orders it).",
    example='the exile pile is "Hypernova"',
)
def then_shared_exactly(case: CaseBuilder, zone: str, names: list[str]) -> None:
    key = shared_zone(case, zone)
    if key in UNORDERED:
        case.expect(pointer("zones", key), count=len(names))
        case.expect(pointer("zones", key), contains=names)
    else:
        case.expect(pointer("zones", key), cards=names)


@steps.then(
    "the {zone} includes {names:cards}",
    meaning="A shared zone includes these (others may be there too).",
    example='the exile pile includes "Volatile Essence"',
)
def then_shared_includes(case: CaseBuilder, zone: str, names: list[str]) -> None:
    case.expect(pointer("zones", shared_zone(case, zone)), contains=names)


@steps.then(
    "the {zone} is empty",
    meaning="A shared zone holds nothing.",
    example="the exile pile is empty",
)
def then_shared_empty(case: CaseBuilder, zone: str) -> None:
    case.expect(pointer("zones", shared_zone(case, zone)), count=0)


@steps.then(
    "{player:player}'s {effect:quoted} waits",
    meaning="An effect of this player triggered by the card or ability resolving waits for it to "
    "finish (demise.2): read at a checkpoint ('at Bob's \"guard\" choice, ...'), since between "
    "actions nothing waits. The effect is named as the 'order' choice offers it.",
    example='Alice\'s "Demise of Biting Skull" waits',
)
def then_waiting(case: CaseBuilder, player: str, effect: str) -> None:
    case.expect("/turn/waiting", where={"effect": effect, "player": case.known_player(player)},
                has={"player": player})


@steps.then(
    "nothing waits",
    meaning="No triggered effect is waiting to resolve (read at a checkpoint).",
    example="nothing waits",
)
def then_nothing_waiting(case: CaseBuilder) -> None:
    case.expect("/turn/waiting", count=0)


@steps.then(
    "the game is over, won by {player:player}",
    meaning="The game has ended with this player its only winner and the other its only loser, "
    "no draw (wound.5, poison.4).",
    example="the game is over, won by Alice",
)
def then_result(case: CaseBuilder, player: str) -> None:
    case.known_player(player)
    assert case.state is not None
    other = next(p for p in case.state["turn_order"] if p != player)
    case.expect("/result", equals={"winners": [player], "losers": [other], "draw": False})
    case.expect("/turn/phase", equals="over")
