"""The Dominion: Nocturne step vocabulary (on top of the shared core in
adjudicator/corpus/core_steps.py).

Phrases use the rulebook's words: Kingdom, Supply pile, Action/Buy/Night phase, Coins,
Actions, Buys, Boon deck, Hex deck, States. Shared zones (trash, Boon and Hex decks and
discard piles) have their own "the <zone> ..." phrases because the core phrases name a player.
"""

from __future__ import annotations

import re
from typing import Any

from adjudicator.corpus.case import CaseBuilder, pointer
from adjudicator.corpus.core_steps import place, shared_zone, zone_path
from adjudicator.corpus.vocabulary import Steps
from adjudicator.errors import CorpusError
from adjudicator.games.nocturne.play import waits
from adjudicator.games.nocturne.state import (
    PLAYER_ZONES,
    SHARED_ZONES,
    STARTING_COPPERS,
    STARTING_ESTATES,
    new_turn,
)

steps = Steps("nocturne")

# -- building a game (the openings): pile sizes and the empty state -------------------------------
BASE_PILES = ("Copper", "Silver", "Gold", "Estate", "Duchy", "Province", "Curse")
COPPER_TOTAL = 60


def victory_pile_size(players: int) -> int:
    """Victory piles hold 8 cards with two players, 12 with more (base:setup)."""
    return 8 if players <= 2 else 12


def base_pile_size(name: str, players: int) -> int:
    """Supply size of a base card after the starting decks are dealt (base:setup)."""
    if name in ("Estate", "Duchy", "Province"):
        return victory_pile_size(players)
    if name == "Curse":
        return 10 * max(players - 1, 1)
    return {"Silver": 40, "Gold": 30}.get(name, COPPER_TOTAL)


def new_player() -> dict[str, Any]:
    return {"status": "playing", "zones": {z: [] for z in PLAYER_ZONES}}


def new_state(
    names: list[str],
    kingdom: list[dict[str, Any]],
    supply: dict[str, int],
    nonsupply: dict[str, int],
    *,
    set_up: bool = True,
) -> dict[str, Any]:
    """A game between these players, the first to act; ``set_up`` False leaves it before setup."""
    return {
        "game": "nocturne",
        "turn_order": list(names),
        "players": {n: new_player() for n in names},
        "zones": {z: [] for z in SHARED_ZONES},
        "kingdom": [k["name"] for k in kingdom],
        "supply": dict(supply),
        "nonsupply": dict(nonsupply),
        "turn": new_turn(names[0], "action" if set_up else "setup"),
        "result": None,
    }


PHASES = {"action": "action", "buy": "buy", "night": "night"}
PRONOUNS = ("her", "his", "their")
#: Counter words → (where in the state, whether a Given may set it).
COUNTERS = {
    "action": "actions",
    "actions": "actions",
    "buy": "buys",
    "buys": "buys",
    "coin": "coins",
    "coins": "coins",
    "victory point": "victory_points",
    "victory points": "victory_points",
}
STATES = ("Deluded", "Envious", "Miserable", "Twice Miserable", "Lost in the Woods")
#: What may last for the rest of a turn (turn.effects): returned States and Tracker's ability.
TURN_EFFECTS = ("Deluded", "Envious", "Tracker")


# -- helpers ---------------------------------------------------------------------------------
def player_names(words: str) -> list[str]:
    """ "Alice and Bob" or "Alice, Bob and Carol" → names."""
    names = [n.strip() for n in re.split(r",\s*|\s+and\s+", words) if n.strip()]
    bad = [n for n in names if not re.fullmatch(r"[A-Z][A-Za-z]*", n)]
    if bad or len(names) < 2 or len(set(names)) != len(names):
        raise CorpusError(f"name two or more different players, e.g. 'Alice and Bob' (got {words!r})")
    return names


def phase_key(word: str) -> str:
    key = PHASES.get(word.lower())
    if key is None:
        raise CorpusError(f"unknown phase {word!r}; one of: Action, Buy, Night")
    return key


def check_pronoun(word: str) -> None:
    if word not in PRONOUNS:
        raise CorpusError(f"expected one of {', '.join(PRONOUNS)}, got {word!r}")


def counters(count: int, rest: str) -> list[tuple[str, int]]:
    """ "3 Coins and 1 Buy" (split as 3 + "Coins and 1 Buy") → [("coins", 3), ("buys", 1)]."""
    text = f"{count} {rest}"
    parts = re.split(r",\s*|\s+and\s+", text)
    found: list[tuple[str, int]] = []
    for part in parts:
        m = re.fullmatch(r"(-?\d+) ([A-Za-z ]+)", part.strip())
        key = COUNTERS.get(m.group(2).lower()) if m else None
        if m is None or key is None:
            raise CorpusError(
                f"cannot read {part!r}; say e.g. '2 Actions', '1 Buy', '3 Coins' or '5 victory points'"
            )
        found.append((key, int(m.group(1))))
    return found


def pile_group(case: CaseBuilder, name: str) -> str:
    """Which pile counts hold this card: "supply" or "nonsupply" (the piles outside the Supply)."""
    case.card(name)
    state = case.state
    assert state is not None
    for key in ("supply", "nonsupply"):
        if name in state[key]:
            return key
    raise CorpusError(f"there is no {name!r} pile in this game")


def card_object(definition: dict[str, Any], zone: str, player: str | None) -> dict:
    """A card, Boon, Hex or State placed in a zone: ``{"card": name}``; the zone must suit it."""
    types = set(definition["types"])
    wanted = {"boon_deck": "Boon", "boon_discard": "Boon", "boons": "Boon", "druid_boons": "Boon",
              "hex_deck": "Hex", "hex_discard": "Hex", "states": "State"}.get(zone)
    landscape = types & {"Boon", "Hex", "State"}
    if wanted is not None and wanted not in types:
        raise CorpusError(f"{definition['name']!r} is not a {wanted} and cannot go there")
    if wanted is None and landscape:
        raise CorpusError(f"{definition['name']!r} is a {landscape.pop()}, not a card")
    return {"card": definition["name"]}


# -- the opening -----------------------------------------------------------------------------
def _opening(case: CaseBuilder, players: str, kingdom: list[str], *, set_up: bool) -> None:
    names = player_names(players)
    defs = [case.card(k) for k in kingdom]
    wrong = [d["name"] for d in defs if d.get("pile") != "kingdom"]
    if wrong or len(set(kingdom)) != len(kingdom):
        raise CorpusError(f"the Kingdom must list different Kingdom cards (not {', '.join(wrong)})")
    catalogue = case.game.catalogue().cards
    heirlooms = list(dict.fromkeys(d["heirloom"] for d in defs if d.get("heirloom")))
    fate = any("Fate" in d["types"] for d in defs)
    doom = any("Doom" in d["types"] for d in defs)
    boons = [n for n, d in catalogue.items() if "Boon" in d["types"]] if fate else []
    hexes = [n for n, d in catalogue.items() if "Hex" in d["types"]] if doom else []
    supply = _supply(case, names, defs, len(heirlooms), set_up=set_up)
    nonsupply: dict[str, int] = {}
    for d in defs + [case.card(b) for b in boons]:
        for need in d.get("needs", []):
            nonsupply[need] = case.card(need).get("pile_size", 10)
    trashed = [t for d in defs for t in d.get("setup_trash", [])]
    for name in heirlooms + hexes + list(STATES) + trashed:
        case.card(name)
    state = new_state(names, defs, supply, nonsupply, set_up=set_up)
    if set_up:
        aside = max((d.get("setup_boons", 0) for d in defs), default=0)
        state["zones"]["druid_boons"] = [{"card": b} for b in boons[:aside]]
        state["zones"]["boon_deck"] = [{"card": b} for b in boons[aside:]]
        state["zones"]["hex_deck"] = [{"card": h} for h in hexes]
        state["zones"]["trash"] = [{"card": t} for t in trashed]
    case.start_state(state)


def _supply(
    case: CaseBuilder, names: list[str], defs: list[dict[str, Any]], heirlooms: int, *, set_up: bool
) -> dict[str, int]:
    """Base piles and Kingdom piles (base:setup): before setup the starting cards are still in
    them."""
    players = len(names)
    supply: dict[str, int] = {}
    for base in BASE_PILES:
        case.card(base)
        supply[base] = base_pile_size(base, players)
    if set_up:
        supply["Copper"] = COPPER_TOTAL - (STARTING_COPPERS - heirlooms) * players
    else:
        supply["Estate"] += STARTING_ESTATES * players
    for d in defs:
        supply[d["name"]] = victory_pile_size(players) if "Victory" in d["types"] else 10
    return supply


@steps.given(
    "a Dominion game between {players} with kingdom {kingdom:cards}",
    meaning="Starts a game already set up: the first named player's turn, Action phase, 1 Action, "
    "1 Buy, 0 Coins; every player's zones empty (place cards explicitly); full Supply piles for "
    "the base cards and the Kingdom (starting Coppers and Estates already dealt); the piles outside "
    "the Supply the Kingdom needs; with a Fate card all 12 Boons in the Boon deck and with a Doom "
    "card all 12 Hexes in the Hex deck, in the rulebook's order (pin the top with the Boon/Hex deck "
    "steps); with Druid the first three Boons set aside as the Druid's Boons instead (pin them with "
    "'the Druid's Boons are ...'); with Necromancer the three Zombies in the trash; no States held.",
    example='a Dominion game between Alice and Bob with kingdom "Werewolf", "Vampire" and "Den of Sin"',
)
def given_game(case: CaseBuilder, players: str, kingdom: list[str]) -> None:
    _opening(case, players, kingdom, set_up=True)


@steps.given(
    "a Dominion game between {players} with kingdom {kingdom:cards}, not yet set up",
    meaning="Like the game above, but before setup (base:setup): no starting decks yet, the starting "
    "Coppers and Estates still in their piles, Boon and Hex decks empty; 'When the game is set up' "
    "then deals the starting decks (with Heirlooms) and forms the Boon and Hex decks.",
    example='a Dominion game between Alice and Bob with kingdom "Pooka" and "Shepherd", not yet set up',
)
def given_game_before_setup(case: CaseBuilder, players: str, kingdom: list[str]) -> None:
    _opening(case, players, kingdom, set_up=False)


# -- Givens ------------------------------------------------------------------------------------
@steps.given(
    "it is {player:player}'s {phase:word} phase",
    meaning="Makes it this player's turn, in the Action, Buy or Night phase (any start-of-phase "
    "effects are taken as already done); the turn's counters are left as they are.",
    example="it is Alice's Night phase",
)
def given_phase(case: CaseBuilder, player: str, phase: str) -> None:
    case.known_player(player)
    turn = case.board()["turn"]
    turn["active"], turn["phase"] = player, phase_key(phase)


@steps.given(
    "{player:player} has {count:int} {rest}",
    meaning="Sets the active player's counters for this turn: Actions, Buys and Coins.",
    example="Alice has 3 Coins and 1 Buy",
)
def given_counters(case: CaseBuilder, player: str, count: int, rest: str) -> None:
    turn = case.board()["turn"]
    if turn["active"] != case.known_player(player):
        raise CorpusError(
            f"only the active player has Actions, Buys and Coins; it is {turn['active']}'s turn"
        )
    for key, value in counters(count, rest):
        if key == "victory_points" or value < 0:
            raise CorpusError("a Given sets Actions, Buys or Coins, and never below 0")
        turn[key] = value


@steps.given(
    "{player:player} has the state {name:card}",
    meaning="Puts a State in front of the player (taken from whoever held it if only one exists).",
    example='Bob has the state "Lost in the Woods"',
)
def given_state(case: CaseBuilder, player: str, name: str) -> None:
    definition = case.card(name)
    if "State" not in definition["types"]:
        raise CorpusError(f"{name!r} is not a State")
    board = case.board()
    if definition.get("unique"):
        for other in board["players"].values():
            other["zones"]["states"] = [o for o in other["zones"]["states"] if o["card"] != name]
    case.player(player)["zones"]["states"].append({"card": name})


@steps.given(
    "{player:player} played {names:cards} on {pronoun:word} previous turn",
    meaning="Puts Duration cards into the player's play area, still waiting for their "
    "start-of-next-turn effect (base:duration).",
    example='Alice played "Den of Sin" on her previous turn',
)
def given_waiting(case: CaseBuilder, player: str, names: list[str], pronoun: str) -> None:
    check_pronoun(pronoun)
    play = case.player(player)["zones"]["play"]
    for name in names:
        definition = case.card(name)
        if not waits(definition):
            raise CorpusError(f"{name!r} has no start-of-next-turn effect to wait for")
        play.append({"card": name, "waiting": True})


@steps.given(
    "{player:player} played {name:card} on {pronoun:word} previous turn with {names:cards} set aside "
    "under it",
    meaning="Puts a Duration into the player's play area, waiting for its start-of-next-turn effect, "
    "with these cards set aside under it (Crypt's Treasures, Ghost's Action).",
    example='Alice played "Crypt" on her previous turn with "Gold" and "Silver" set aside under it',
)
def given_waiting_with_cards(
    case: CaseBuilder, player: str, name: str, pronoun: str, names: list[str]
) -> None:
    given_waiting(case, player, [name], pronoun)
    under = [card_object(case.card(n), "play", player) for n in names]
    case.player(player)["zones"]["play"][-1]["under"] = under


@steps.given(
    "the Druid's Boons are {names:cards}",
    meaning="Sets the Boons set aside for Druid for the whole game (card:druid.1); they leave the Boon "
    "deck and its discard pile, and Boons no longer set aside go to the bottom of the Boon deck.",
    example='the Druid\'s Boons are "The Sea\'s Gift", "The Sky\'s Gift" and "The Swamp\'s Gift"',
)
def given_druid_boons(case: CaseBuilder, names: list[str]) -> None:
    zones = case.board()["zones"]
    chosen = [card_object(case.card(n), "druid_boons", None) for n in names]
    previous = [o["card"] for o in zones["druid_boons"]]
    for key in ("boon_deck", "boon_discard"):
        zones[key] = [o for o in zones[key] if o["card"] not in names]
    zones["boon_deck"].extend({"card": n} for n in previous if n not in names)
    zones["druid_boons"] = chosen


@steps.given(
    "{player:player} has gained {names:cards} this turn",
    meaning="Records cards the active player already gained earlier this turn (they must already "
    "be placed where they went).",
    example='Alice has gained "Silver" this turn',
)
def given_gained(case: CaseBuilder, player: str, names: list[str]) -> None:
    turn = case.board()["turn"]
    if turn["active"] != case.known_player(player):
        raise CorpusError(f"it is {turn['active']}'s turn")
    for name in names:
        case.card(name)
    turn["gained"].extend(names)


@steps.given(
    "{player:player} has {name:card} waiting in {pronoun:word} kept Boons",
    meaning="A Boon left in front of the player (card:blessed-village.1), to be received at the "
    "start of their next turn.",
    example='Alice has "The Sea\'s Gift" waiting in her kept Boons',
)
def given_waiting_boon(case: CaseBuilder, player: str, name: str, pronoun: str) -> None:
    check_pronoun(pronoun)
    obj = card_object(case.card(name), "boons", player)
    case.player(player)["zones"]["boons"].append({**obj, "waiting": True})


@steps.given(
    "the {name:card} in the trash is face down",
    meaning="Turns the first card of this name in the trash face down, as Necromancer leaves a "
    "card it played this turn (card:necromancer.1).",
    example='the "Zombie Spy" in the trash is face down',
)
def given_face_down(case: CaseBuilder, name: str) -> None:
    case.card(name)
    trash = case.board()["zones"]["trash"]
    face_up = [o for o in trash if o["card"] == name and not o.get("face_down")]
    if not face_up:
        raise CorpusError(f"the trash holds no face-up {name!r} to turn face down")
    face_up[0]["face_down"] = True


@steps.given(
    "{player:player} has bought {count:int} cards this turn",
    meaning="Records cards the active player already bought this turn (place them where they "
    "went): no Treasure may be played after a buy (base:buying).",
    example="Alice has bought 1 cards this turn",
)
def given_bought(case: CaseBuilder, player: str, count: int) -> None:
    turn = case.board()["turn"]
    if turn["active"] != case.known_player(player) or count < 0:
        raise CorpusError(f"only the active player ({turn['active']}) buys, and never fewer than 0")
    turn["bought"] = count


@steps.given(
    "{player:player} will draw {count:int} extra cards in this turn's Clean-up",
    meaning="Extra cards the player draws in this turn's Clean-up, as The River's Gift gives "
    "(the Boon itself is placed separately).",
    example="Alice will draw 1 extra cards in this turn's Clean-up",
)
def given_cleanup_draws(case: CaseBuilder, player: str, count: int) -> None:
    case.known_player(player)
    if count < 0:
        raise CorpusError("a player draws 0 or more extra cards")
    case.board()["turn"]["cleanup_draws"][player] = count


@steps.given(
    "the effect of {name:card} lasts for the rest of {player:player}'s turn",
    meaning="A returned State (Deluded, Envious) or Tracker's ability is already in force for the "
    "rest of the active player's turn.",
    example='the effect of "Tracker" lasts for the rest of Alice\'s turn',
)
def given_effect(case: CaseBuilder, name: str, player: str) -> None:
    turn = case.board()["turn"]
    if turn["active"] != case.known_player(player):
        raise CorpusError(f"a lasting effect belongs to the active player's turn ({turn['active']})")
    effect = _effect_name(case, name)
    if effect not in turn["effects"]:
        turn["effects"].append(effect)


@steps.given(
    "the {zone} holds, from the top, {names:cards}",
    meaning="Sets a shared ordered zone exactly, top first: the Boon deck, the Hex deck, their "
    "discard piles, or the trash.",
    example='the Hex deck holds, from the top, "Locusts" and "War"',
)
def given_shared_from_top(case: CaseBuilder, zone: str, names: list[str]) -> None:
    case.board()["zones"][shared_zone(case, zone)].clear()
    place(case, None, names, zone)


@steps.given(
    "the {zone} is empty",
    meaning="Empties a shared zone (the Boon deck, the Hex deck, their discard piles, the trash).",
    example="the Boon deck is empty",
)
def given_shared_empty(case: CaseBuilder, zone: str) -> None:
    case.board()["zones"][shared_zone(case, zone)].clear()


@steps.given(
    "the {name:card} pile holds {count:int} cards",
    meaning="Sets how many cards a pile (in the Supply or outside it) holds.",
    example='the "Province" pile holds 1 cards',
)
def given_pile(case: CaseBuilder, name: str, count: int) -> None:
    if count < 0:
        raise CorpusError("a pile cannot hold fewer than 0 cards")
    board = case.board()
    board[pile_group(case, name)][name] = count


# -- Whens -------------------------------------------------------------------------------------
@steps.when(
    "the game is set up",
    meaning="Sets the game up (base:setup, heirlooms): starting decks with Heirlooms, each shuffled "
    "(pinned 'shuffle' outcomes, in turn order) and 5 cards drawn; Boon and Hex decks formed "
    "(pinned 'boon shuffle' and 'hex shuffle' outcomes).",
    example="the game is set up",
)
def when_setup(case: CaseBuilder) -> None:
    case.act({"type": "setup"})


@steps.when(
    "{player:player} plays {names:cards}",
    meaning="The player plays these cards from hand, one after the other, in the current phase.",
    example='Alice plays "Werewolf"',
)
def when_plays(case: CaseBuilder, player: str, names: list[str]) -> None:
    case.known_player(player)
    for name in names:
        case.card(name)
        case.act({"type": "play", "player": player, "card": name})


@steps.when(
    "{player:player} buys {names:cards}",
    meaning="The player buys these cards, one after the other, in the Buy phase.",
    example='Alice buys "Gold"',
)
def when_buys(case: CaseBuilder, player: str, names: list[str]) -> None:
    case.known_player(player)
    for name in names:
        case.card(name)
        case.act({"type": "buy", "player": player, "card": name})


@steps.when(
    "{player:player} ends {pronoun:word} {phase:word} phase",
    meaning="The player ends the current phase (it must be the one named) and the game moves on: "
    "Action to Buy, Buy to Night (or to Clean-up without Night cards), Night to Clean-up and the "
    "next player's turn.",
    example="Alice ends her Action phase",
)
def when_ends_phase(case: CaseBuilder, player: str, pronoun: str, phase: str) -> None:
    check_pronoun(pronoun)
    case.known_player(player)
    case.act({"type": "end_phase", "player": player, "phase": phase_key(phase)})


@steps.when(
    "{player:player} ends {pronoun:word} turn",
    meaning="The player ends every remaining phase of the turn; Clean-up follows, then the next "
    "player's turn starts (with its start-of-turn effects).",
    example="Alice ends her turn",
)
def when_ends_turn(case: CaseBuilder, player: str, pronoun: str) -> None:
    check_pronoun(pronoun)
    case.known_player(player)
    case.act({"type": "end_turn", "player": player})


# -- Thens -------------------------------------------------------------------------------------
@steps.then(
    "it is {player:player}'s {phase:word} phase",
    meaning="It is this player's turn, in this phase.",
    example="it is Bob's Action phase",
)
def then_phase(case: CaseBuilder, player: str, phase: str) -> None:
    case.known_player(player)
    case.expect("/turn/active", equals=player)
    case.expect("/turn/phase", equals=phase_key(phase))


@steps.then(
    "{player:player} has {count:int} {rest}",
    meaning="The active player's Actions, Buys or Coins for this turn, or any player's current "
    "victory points.",
    example="Alice has 2 Actions and 1 Buy",
)
def then_counters(case: CaseBuilder, player: str, count: int, rest: str) -> None:
    case.known_player(player)
    values = counters(count, rest)
    if any(key != "victory_points" for key, _ in values):
        case.expect("/turn/active", equals=player)
    for key, value in values:
        path = pointer("players", player, key) if key == "victory_points" else pointer("turn", key)
        case.expect(path, equals=value)


@steps.then(
    "{player:player} has the state {name:card}",
    meaning="The player holds this State.",
    example='Bob has the state "Deluded"',
)
def then_state(case: CaseBuilder, player: str, name: str) -> None:
    case.card(name)
    case.expect(zone_path(case, player, "States"), contains=[name])


@steps.then(
    "{player:player} does not have the state {name:card}",
    meaning="The player does not hold this State.",
    example='Bob does not have the state "Envious"',
)
def then_no_state(case: CaseBuilder, player: str, name: str) -> None:
    case.card(name)
    case.expect(zone_path(case, player, "States"), lacks=[name])


@steps.then(
    "the {zone} is {names:cards}",
    meaning="A shared zone holds exactly these, top first (the trash, the Boon or Hex deck or "
    "discard pile).",
    example='the Hex discard pile is "Plague"',
)
def then_shared_exactly(case: CaseBuilder, zone: str, names: list[str]) -> None:
    case.expect(pointer("zones", shared_zone(case, zone)), cards=names)


@steps.then(
    "the {zone} includes {names:cards}",
    meaning="A shared zone includes these (others may be there too, in any order).",
    example='the trash includes "Gold" and "Estate"',
)
def then_shared_includes(case: CaseBuilder, zone: str, names: list[str]) -> None:
    case.expect(pointer("zones", shared_zone(case, zone)), contains=names)


@steps.then(
    "the {zone} is empty",
    meaning="A shared zone holds nothing.",
    example="the Hex discard pile is empty",
)
def then_shared_empty(case: CaseBuilder, zone: str) -> None:
    case.expect(pointer("zones", shared_zone(case, zone)), count=0)


@steps.then(
    "there are {count:int} cards in the {zone}",
    meaning="A shared zone holds this many cards (the trash, the Boon or Hex deck or discard pile, "
    "the Druid's Boons).",
    example="there are 3 cards in the trash",
)
def then_shared_count(case: CaseBuilder, count: int, zone: str) -> None:
    case.expect(pointer("zones", shared_zone(case, zone)), count=count)


@steps.then(
    "the {name:card} pile holds {count:int} cards",
    meaning="How many cards a pile (in the Supply or outside it) holds.",
    example='the "Imp" pile holds 12 cards',
)
def then_pile(case: CaseBuilder, name: str, count: int) -> None:
    case.expect(pointer(pile_group(case, name), name), equals=count)


@steps.then(
    "{player:player}'s {nth:ordinal}{name:card} has {names:cards} set aside under it",
    meaning="The player's one card of this name in play (or, with an ordinal, the nth of them in "
    "the order they came into play) has exactly these cards set aside under it, in the order they "
    "were set aside (Crypt, Ghost).",
    example='Alice\'s second "Crypt" has "Gold" and "Silver" set aside under it',
)
def then_under(case: CaseBuilder, player: str, nth: int, name: str, names: list[str]) -> None:
    _under(case, player, nth, name, [{"card": n} for n in names])


@steps.then(
    "{player:player}'s {nth:ordinal}{name:card} has nothing set aside under it",
    meaning="The player's card of this name in play that sets cards aside under itself (Crypt, "
    "Ghost) has none there (any more); an ordinal picks the nth of them.",
    example='Alice\'s "Crypt" has nothing set aside under it',
)
def then_nothing_under(case: CaseBuilder, player: str, nth: int, name: str) -> None:
    if not case.card(name).get("sets_aside"):
        raise CorpusError(f"{name!r} sets nothing aside under itself")
    _under(case, player, nth, name, [])


def _under(case: CaseBuilder, player: str, nth: int, name: str, under: list[dict]) -> None:
    case.card(name)
    case.expect(zone_path(case, player, "play"), where={"card": name}, has={"under": under},
                nth=nth)


@steps.then(
    "{player:player}'s {name:card} in play is waiting for {pronoun:word} next turn",
    meaning="The player has a card of this name in play that waits for its start-of-next-turn "
    "effect (a Duration kept in play through Clean-up).",
    example='Alice\'s "Secret Cave" in play is waiting for her next turn',
)
def then_waiting(case: CaseBuilder, player: str, name: str, pronoun: str) -> None:
    check_pronoun(pronoun)
    case.card(name)
    case.expect(zone_path(case, player, "play"), where={"card": name, "waiting": True},
                has={"card": name}, nth=1)


@steps.then(
    "no {name:card} in {player:player}'s play is waiting for {pronoun:word} next turn",
    meaning="None of the player's cards of this name in play waits for a start-of-next-turn "
    "effect: each is discarded in this turn's Clean-up.",
    example='no "Secret Cave" in Alice\'s play is waiting for her next turn',
)
def then_not_waiting(case: CaseBuilder, name: str, player: str, pronoun: str) -> None:
    check_pronoun(pronoun)
    case.card(name)
    case.expect(zone_path(case, player, "play"), nowhere={"card": name, "waiting": True})


@steps.then(
    "no {name:card} pile is in the Supply",
    meaning="The Supply has no pile of this card at all (not an empty pile: no pile), e.g. an "
    "Heirloom or a card from outside the Supply.",
    example='no "Goat" pile is in the Supply',
)
def then_no_supply_pile(case: CaseBuilder, name: str) -> None:
    case.card(name)
    case.expect(pointer("supply", name), absent=True)


@steps.then(
    "the game has no {name:card} pile",
    meaning="There is no pile of this card, in the Supply or outside it (Heirlooms, Zombies).",
    example='the game has no "Zombie Spy" pile',
)
def then_no_pile(case: CaseBuilder, name: str) -> None:
    case.card(name)
    case.expect(pointer("supply", name), absent=True)
    case.expect(pointer("nonsupply", name), absent=True)


@steps.then(
    "the {name:card} in the trash is face {side:word}",
    meaning="Face down: Necromancer played this card from the trash this turn (card:necromancer.1); "
    "face up: no card of this name in the trash is face down. The trash must hold the card.",
    example='the "Zombie Spy" in the trash is face down',
)
def then_face(case: CaseBuilder, name: str, side: str) -> None:
    case.card(name)
    case.expect(pointer("zones", "trash"), contains=[name])
    if side == "down":
        case.expect(pointer("zones", "trash"), where={"card": name, "face_down": True},
                    has={"card": name}, nth=1)
    elif side == "up":
        case.expect(pointer("zones", "trash"), nowhere={"card": name, "face_down": True})
    else:
        raise CorpusError(f"a card is face up or face down, not face {side!r}")


@steps.then(
    "{player:player} has bought {count:int} cards this turn",
    meaning="How many cards the active player bought this turn (after a buy no more Treasures "
    "may be played, base:buying).",
    example="Alice has bought 1 cards this turn",
)
def then_bought(case: CaseBuilder, player: str, count: int) -> None:
    case.known_player(player)
    case.expect("/turn/active", equals=player)
    case.expect("/turn/bought", equals=count)


@steps.then(
    "{player:player} will draw {count:int} extra cards in this turn's Clean-up",
    meaning="The extra cards the player draws in this turn's Clean-up (The River's Gift), 0 when none.",
    example="Alice will draw 1 extra cards in this turn's Clean-up",
)
def then_cleanup_draws(case: CaseBuilder, player: str, count: int) -> None:
    case.known_player(player)
    case.expect(pointer("turn", "cleanup_draws", player), equals=count, default=0)


@steps.then(
    "the effect of {name:card} lasts for the rest of {player:player}'s turn",
    meaning="A returned State (Deluded, Envious) or Tracker's ability is in force for the rest of "
    "the active player's turn.",
    example='the effect of "Deluded" lasts for the rest of Bob\'s turn',
)
def then_effect(case: CaseBuilder, name: str, player: str) -> None:
    case.known_player(player)
    case.expect("/turn/active", equals=player)
    case.expect("/turn/effects", contains=[_effect_name(case, name)])


@steps.then(
    "no effect of {name:card} is in force this turn",
    meaning="Neither a returned State of this name nor Tracker's ability is in force this turn.",
    example='no effect of "Tracker" is in force this turn',
)
def then_no_effect(case: CaseBuilder, name: str) -> None:
    case.expect("/turn/effects", lacks=[_effect_name(case, name)])


def _effect_name(case: CaseBuilder, name: str) -> str:
    if name not in TURN_EFFECTS:
        raise CorpusError(f"lasting effects are those of {', '.join(TURN_EFFECTS)}, not {name!r}")
    case.card(name)
    return name


@steps.then(
    "{player:player} has gained {names:cards} this turn",
    meaning="The cards the active player has gained this turn, in order, are exactly these.",
    example='Alice has gained "Gold" and "Imp" this turn',
)
def then_gained(case: CaseBuilder, player: str, names: list[str]) -> None:
    case.known_player(player)
    case.expect("/turn/active", equals=player)
    case.expect("/turn/gained", equals=names)


@steps.then(
    "{players} share the victory",
    meaning="The game is over and these players, tied on points and on turns, share the victory "
    "(base:game-end): each has the status drew and the result is a draw.",
    example="Alice and Bob share the victory",
)
def then_share_victory(case: CaseBuilder, players: str) -> None:
    names = player_names(players)
    for name in names:
        case.known_player(name)
        case.expect(pointer("players", name, "status"), equals="drew")
    case.expect("/result/draw", equals=True)
    assert case.state is not None
    case.expect("/result/winners", equals=sorted(names, key=case.state["turn_order"].index))


@steps.then(
    "{player:player} is the only winner",
    meaning="The game is over and this player alone won it: the result is not a draw.",
    example="Alice is the only winner",
)
def then_only_winner(case: CaseBuilder, player: str) -> None:
    case.expect(pointer("players", case.known_player(player), "status"), equals="won")
    case.expect("/result/winners", equals=[player])
    case.expect("/result/draw", equals=False)


@steps.then(
    "the game cannot be set up again",
    meaning="Setting the game up is refused once it has been set up (base:setup), and nothing "
    "changes.",
    example="the game cannot be set up again",
)
def then_no_second_setup(case: CaseBuilder) -> None:
    case.refusing = True
    try:
        when_setup(case)
    finally:
        case.refusing = False
