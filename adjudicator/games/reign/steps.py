"""The A Reign of Kings step vocabulary (on top of the shared core in
adjudicator/corpus/core_steps.py).

Phrases use the rulebook's words: faction card, Influence, wealth and pool, quest, the seven
phases, the active player, the field, exhausted and ready, sorcery emblems, the Authority
emblem, struggles (Combat, Guile, Sorcery, Faith), attackers and defenders, the secret area,
Haste, duplicates.
"""

from __future__ import annotations

from typing import Any

from adjudicator.corpus.case import CaseBuilder, pointer
from adjudicator.corpus.vocabulary import Steps
from adjudicator.errors import CorpusError
from adjudicator.games.reign.state import PHASES, ROTATING, attachment_object, field_object, new_state

steps = Steps("reign")

PRONOUNS = ("her", "his", "their")
STRUGGLES = ("combat", "guile", "sorcery", "faith")


# -- helpers ---------------------------------------------------------------------------------------
def card_object(definition: dict[str, Any], zone: str, player: str | None) -> dict[str, Any]:
    """A card placed by a Given: in the field a ready card with no counters, elsewhere its name."""
    kind = definition["type"]
    name = definition["name"]
    if kind in ("Faction", "Destiny"):
        raise CorpusError(f"{name!r} is a {kind} card: it never sits in a zone (2.2)")
    if zone in ("quests", "used_quests") and kind != "Quest":
        raise CorpusError(f"{name!r} is not a quest")
    if kind == "Quest" and zone not in ("quests", "used_quests"):
        raise CorpusError(f"{name!r} is a quest: it goes in a quest deck or the used-quest pile")
    if zone == "field":
        if kind not in ("Unit", "Location"):
            raise CorpusError(f"{name!r} is a {kind}; attach attachments with 'is attached to'")
        return field_object(name)
    return {"card": name}


def phase_key(word: str) -> str:
    key = word.lower()
    if key not in PHASES:
        raise CorpusError(f"unknown phase {word!r}; one of: {', '.join(p.capitalize() for p in PHASES)}")
    return key


def struggle_key(word: str) -> str:
    key = word.lower()
    if key not in STRUGGLES:
        raise CorpusError(f"unknown struggle type {word!r}; one of: Combat, Guile, Sorcery, Faith")
    return key


def check_pronoun(word: str) -> None:
    if word not in PRONOUNS:
        raise CorpusError(f"expected one of {', '.join(PRONOUNS)}, got {word!r}")


def faction_card(case: CaseBuilder, name: str) -> str:
    if case.card(name)["type"] != "Faction":
        raise CorpusError(f"{name!r} is not a faction card")
    return name


def fielded(case: CaseBuilder, player: str, name: str) -> dict[str, Any]:
    """The Given-placed field card of this name the player controls (its first copy)."""
    case.card(name)
    for obj in case.player(player)["zones"]["field"]:
        if obj["card"] == name:
            return obj
    raise CorpusError(f"{player} controls no {name!r}; place it first with '{player} controls \"{name}\"'")


def field_expect(case: CaseBuilder, player: str, name: str, **has: Any) -> None:
    case.card(name)
    case.expect(pointer("players", case.known_player(player), "zones", "field"),
                where={"card": name}, has=has)


def counted(what: str) -> str:
    key = {"sorcery emblem": "emblems", "sorcery emblems": "emblems", "influence": "influence",
           "power": "power"}.get(what.lower())
    if key is None:
        raise CorpusError(f"cannot read {what!r}; say 'Influence', 'Power' or 'sorcery emblems'")
    return key


# -- the opening and the clock ---------------------------------------------------------------------
@steps.given(
    "a Reign of Kings duel between {first:player} of {one:card} and {second:player} of {two:card}",
    meaning="Starts a duel after setup: Round 1, Kingdom phase, the first named player is the first "
    "player and the active player; each leads the named faction card with 0 Influence; no active "
    "quests, no wealth, no Authority emblem, every zone empty (place cards explicitly).",
    example='a Reign of Kings duel between Alice of "Camelot" and Bob of "The Eleven"',
)
def given_duel(case: CaseBuilder, first: str, one: str, second: str, two: str) -> None:
    if first == second:
        raise CorpusError("name two different players")
    case.start_state(new_state([(first, faction_card(case, one)), (second, faction_card(case, two))]))


@steps.given(
    "the players are placing their opening boards",
    meaning="Puts the game back in setup (4), before Round 1: the opening boards are being placed; "
    "hands and decks are as the Givens set them.",
    example="the players are placing their opening boards",
)
def given_setup(case: CaseBuilder) -> None:
    board = case.board()
    board.update(phase="setup", round=0, active=None)


@steps.given(
    "it is the {phase:word} phase",
    meaning="Sets the current phase (Quest, Draw, Authority, Refresh or Toll; for Kingdom and "
    "Confrontation name the active player); its opening procedure is taken as done.",
    example="it is the Authority phase",
)
def given_phase(case: CaseBuilder, phase: str) -> None:
    key = phase_key(phase)
    if key in ROTATING:
        raise CorpusError(f"the {phase} phase has an active player: say 'it is the {phase} phase "
                          "and Alice is the active player'")
    case.board().update(phase=key, active=None)


@steps.given(
    "it is the {phase:word} phase and {player:player} is the active player",
    meaning="Sets the Kingdom or Confrontation phase with this active player (wealth already "
    "collected); players later in turn order are still to be active.",
    example="it is the Confrontation phase and Alice is the active player",
)
def given_rotating(case: CaseBuilder, phase: str, player: str) -> None:
    key = phase_key(phase)
    if key not in ROTATING:
        raise CorpusError("only the Kingdom and Confrontation phases have an active player (5)")
    case.board().update(phase=key, active=case.known_player(player))


@steps.given(
    "it is round {number:int}",
    meaning="Sets the round number.",
    example="it is round 3",
)
def given_round(case: CaseBuilder, number: int) -> None:
    if number < 1:
        raise CorpusError("rounds are numbered from 1")
    case.board()["round"] = number


@steps.given(
    "{player:player} is the first player",
    meaning="Makes this player the first player (5.1): first in every phase's order and the one "
    "who breaks ties.",
    example="Bob is the first player",
)
def given_first(case: CaseBuilder, player: str) -> None:
    case.board()["first_player"] = case.known_player(player)


# -- players ---------------------------------------------------------------------------------------
@steps.given(
    "{player:player} has {count:int} Influence",
    meaning="Sets the Influence counters on the player's faction card.",
    example="Alice has 12 Influence",
)
def given_influence(case: CaseBuilder, player: str, count: int) -> None:
    if count < 0:
        raise CorpusError("Influence cannot be negative")
    case.player(player)["faction"]["influence"] = count


@steps.given(
    "{player:player} has {count:int} wealth in {pronoun:word} pool",
    meaning="Sets the wealth in the player's personal pool (3.4).",
    example="Alice has 5 wealth in her pool",
)
def given_pool(case: CaseBuilder, player: str, count: int, pronoun: str) -> None:
    check_pronoun(pronoun)
    if count < 0:
        raise CorpusError("a pool cannot hold less than 0 wealth")
    case.player(player)["pool"] = count


@steps.given(
    "{player:player}'s active quest is {name:card}",
    meaning="Makes this quest the player's active quest (its Wealth, Momentum, Spoils and Levy apply).",
    example='Alice\'s active quest is "Test Quest W4 M2 S1 L7"',
)
def given_quest(case: CaseBuilder, player: str, name: str) -> None:
    if case.card(name)["type"] != "Quest":
        raise CorpusError(f"{name!r} is not a quest")
    case.player(player)["quest"] = name


@steps.given(
    "{player:player}'s destiny card is {name:card}",
    meaning="Puts this destiny card faceup in the player's permanent slot (10.6): not in play, its "
    "constant abilities always active.",
    example='Alice\'s destiny card is "Test Destiny of Knights"',
)
def given_destiny(case: CaseBuilder, player: str, name: str) -> None:
    if case.card(name)["type"] != "Destiny":
        raise CorpusError(f"{name!r} is not a destiny card")
    case.player(player)["destiny"] = name


@steps.given(
    "{player:player} holds the Authority emblem",
    meaning="Gives the player the Authority emblem (5.5).",
    example="Alice holds the Authority emblem",
)
def given_authority(case: CaseBuilder, player: str) -> None:
    case.board()["authority"] = case.known_player(player)


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


@steps.given(
    "{player:player} has already had a Restricted card enter play this round",
    meaning="Uses up the player's Restricted allowance for this round (9.3).",
    example="Alice has already had a Restricted card enter play this round",
)
def given_restricted(case: CaseBuilder, player: str) -> None:
    case.player(player)["restricted"] = 1


# -- the field -------------------------------------------------------------------------------------
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


def _attach(case: CaseBuilder, controller: str | None, attachment: str, player: str, host: str) -> None:
    if case.card(attachment)["type"] != "Attachment":
        raise CorpusError(f"{attachment!r} is not an attachment")
    att = attachment_object(attachment)
    if controller is not None and case.known_player(controller) != player:
        att["controller"] = controller
    fielded(case, player, host)["attachments"].append(att)


# -- Whens -----------------------------------------------------------------------------------------
def _act(case: CaseBuilder, action: dict[str, Any]) -> None:
    case.known_player(action["player"])
    if "card" in action:
        case.card(action["card"])
    if "target_player" in action:
        case.card(action["target"])
    case.act(action)


@steps.when(
    "{player:player} places {names:cards} as {pronoun:word} opening board",
    meaning="During setup, places these cards from hand faceup-to-be in the opening board (4).",
    example='Alice places "Test Soldier 3" and "Test Watchtower" as her opening board',
)
def when_place(case: CaseBuilder, player: str, names: list[str], pronoun: str) -> None:
    check_pronoun(pronoun)
    for n in names:
        case.card(n)
    _act(case, {"type": "place", "player": player, "cards": names, "secret": []})


@steps.when(
    "{player:player} takes a mulligan",
    meaning="During setup, before placing the opening board, the player sets their hand aside, draws "
    "a new 7 and shuffles the old hand back into the draw deck (pin the \"shuffle\" outcome: the "
    "whole deck, top first); once per game (4).",
    example="Alice takes a mulligan",
)
def when_mulligan(case: CaseBuilder, player: str) -> None:
    _act(case, {"type": "mulligan", "player": player})


@steps.when(
    "{player:player} hides {names:cards} facedown in {pronoun:word} opening board",
    meaning="During setup, places these Secret cards from hand into the opening board, to go to the "
    "secret area at the reveal (4).",
    example='Alice hides "Test Secret Assassin 3" facedown in her opening board',
)
def when_hide(case: CaseBuilder, player: str, names: list[str], pronoun: str) -> None:
    check_pronoun(pronoun)
    for n in names:
        case.card(n)
    _act(case, {"type": "place", "player": player, "cards": [], "secret": names})


@steps.when(
    "the opening boards are revealed",
    meaning="Ends setup (4): every opening board is revealed at once, hands are drawn back up to 7 "
    "and Round 1 begins with its Quest phase (pin each player's \"quest\" and the \"first player\").",
    example="the opening boards are revealed",
)
def when_reveal_openings(case: CaseBuilder) -> None:
    case.act({"type": "advance", "to": "quest"})


@steps.when(
    "the game advances to the {phase:word} phase",
    meaning="Ends the current phase and each following one (every remaining player taking the "
    "active role in Kingdom and Confrontation without acting) until the named phase has begun and "
    "its procedure is done; past Toll a new round begins at the Quest phase.",
    example="the game advances to the Authority phase",
)
def when_advance(case: CaseBuilder, phase: str) -> None:
    case.act({"type": "advance", "to": phase_key(phase)})


@steps.when(
    "{player:player} passes",
    meaning="The player holding priority passes (8.2); priority goes to the next player. When every "
    "player has passed in a row the window closes: in Kingdom and Confrontation the next player "
    "becomes active (collecting wealth in Kingdom) or, after the last, the phase ends; in other "
    "phases the phase ends; during a struggle the defenders are declared next (S.5) or the winner "
    "is determined (S.7).",
    example="Alice passes",
)
def when_pass(case: CaseBuilder, player: str) -> None:
    _act(case, {"type": "pass", "player": player})


@steps.when(
    "{player:player} plays {name:card}",
    meaning="Plays a card from hand: a unit, location or attachment in the Kingdom phase (active "
    "player), or a deed in any action window; pays cost plus any Loyalty from the pool. An attachment "
    "or targeted deed played this way asks for its host or target (pin \"attach\" / \"target\").",
    example='Alice plays "Test Soldier 2"',
)
def when_play(case: CaseBuilder, player: str, name: str) -> None:
    _act(case, {"type": "play", "player": player, "card": name})


@steps.when(
    "{player:player} plays {name:card} on {owner:player}'s {target:card}",
    meaning="Plays an attachment onto, or a deed targeting, a card the named player controls.",
    example='Alice plays "Test Curse -3" on Bob\'s "Test Soldier 3"',
)
def when_play_on(case: CaseBuilder, player: str, name: str, owner: str, target: str) -> None:
    case.known_player(owner)
    _act(case, {"type": "play", "player": player, "card": name, "target": target, "target_player": owner})


@steps.when(
    "{player:player} plays {name:card} with Haste",
    meaning="In the Confrontation phase, fields a Haste card from hand for its Haste cost (plus Loyalty).",
    example='Alice plays "Test Haste Rider 2" with Haste',
)
def when_haste(case: CaseBuilder, player: str, name: str) -> None:
    _act(case, {"type": "haste", "player": player, "card": name})


@steps.when(
    "{player:player} secret-places {name:card}",
    meaning="The active player in the Kingdom phase pays 2 to put a Secret card from hand facedown "
    "into the secret area (10.9).",
    example='Alice secret-places "Test Secret Assassin 3"',
)
def when_secret(case: CaseBuilder, player: str, name: str) -> None:
    _act(case, {"type": "secret", "player": player, "card": name})


@steps.when(
    "{player:player} reveals {name:card}",
    meaning="Pays a card's Secret cost (plus Loyalty) to reveal it from the secret area: it enters "
    "the field, or a deed is played (10.9).",
    example='Alice reveals "Test Secret Assassin 3"',
)
def when_reveal(case: CaseBuilder, player: str, name: str) -> None:
    _act(case, {"type": "reveal", "player": player, "card": name})


@steps.when(
    "{player:player} reveals {name:card} on {owner:player}'s {target:card}",
    meaning="Reveals a Secret attachment onto, or a Secret deed targeting, the named card.",
    example='Alice reveals "Test Secret Assassin 3" on Bob\'s "Test Soldier 2"',
)
def when_reveal_on(case: CaseBuilder, player: str, name: str, owner: str, target: str) -> None:
    case.known_player(owner)
    _act(case, {"type": "reveal", "player": player, "card": name, "target": target, "target_player": owner})


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
    _act(case, {"type": "struggle", "player": player, "kind": struggle_key(kind), "target": target,
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
    _act(case, {"type": "defend", "player": player, "defenders": names})


@steps.when(
    "{player:player} declares no defenders",
    meaning="The defending player declares no defenders (S.6); the struggle then resolves fully.",
    example="Bob declares no defenders",
)
def when_no_defenders(case: CaseBuilder, player: str) -> None:
    _act(case, {"type": "defend", "player": player, "defenders": []})


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
    _act(case, {"type": "defend", "player": player, "defenders": names, "window": True})


@steps.when(
    "{player:player} declares no defenders and the action window stays open",
    meaning="The defending player declares no defenders (S.6); the S.7 action window opens and the "
    "winner is determined once every player has passed in a row.",
    example="Bob declares no defenders and the action window stays open",
)
def when_no_defenders_window(case: CaseBuilder, player: str) -> None:
    _act(case, {"type": "defend", "player": player, "defenders": [], "window": True})


# -- Thens -----------------------------------------------------------------------------------------
@steps.then(
    "{player:player} has priority",
    meaning="The player holds priority in the current action window (8.2): the first player when it "
    "opens, then the next player in turn order after each pass or action.",
    example="Bob has priority",
)
def then_priority(case: CaseBuilder, player: str) -> None:
    case.expect("/priority", equals=case.known_player(player))


@steps.then(
    "nobody has priority",
    meaning="No action window is open (for instance while defenders are being declared, S.6).",
    example="nobody has priority",
)
def then_no_priority(case: CaseBuilder) -> None:
    case.expect("/priority", equals=None)

@steps.then(
    "{player:player} has {count:int} Influence",
    meaning="The Influence the player controls: on the faction card and on cards in the field (1.1).",
    example="Alice has 15 Influence",
)
def then_influence(case: CaseBuilder, player: str, count: int) -> None:
    case.expect(pointer("players", case.known_player(player), "influence"), equals=count)


@steps.then(
    "{player:player}'s faction card holds {count:int} Influence",
    meaning="The Influence counters on the player's faction card alone.",
    example="Bob's faction card holds 3 Influence",
)
def then_faction_influence(case: CaseBuilder, player: str, count: int) -> None:
    case.expect(pointer("players", case.known_player(player), "faction", "influence"), equals=count)


@steps.then(
    "{player:player} has {count:int} wealth in {pronoun:word} pool",
    meaning="The wealth in the player's personal pool.",
    example="Alice has 2 wealth in her pool",
)
def then_pool(case: CaseBuilder, player: str, count: int, pronoun: str) -> None:
    check_pronoun(pronoun)
    case.expect(pointer("players", case.known_player(player), "pool"), equals=count)


@steps.then(
    "{player:player}'s Authority total is {count:int}",
    meaning="The player's Authority total now: Power of ready units (each at least 0) plus pool "
    "wealth (5.5).",
    example="Alice's Authority total is 7",
)
def then_authority_total(case: CaseBuilder, player: str, count: int) -> None:
    case.expect(pointer("players", case.known_player(player), "authority_total"), equals=count)


@steps.then(
    "{player:player} holds the Authority emblem",
    meaning="The player holds the Authority emblem.",
    example="Alice holds the Authority emblem",
)
def then_authority(case: CaseBuilder, player: str) -> None:
    case.expect("/authority", equals=case.known_player(player))


@steps.then(
    "nobody holds the Authority emblem",
    meaning="The Authority emblem is unheld.",
    example="nobody holds the Authority emblem",
)
def then_no_authority(case: CaseBuilder) -> None:
    case.expect("/authority", equals=None)


@steps.then(
    "{player:player}'s active quest is now {name:card}",
    meaning="The player's active quest.",
    example='Alice\'s active quest is now "Test Quest W3 M3 S3 L5"',
)
def then_quest(case: CaseBuilder, player: str, name: str) -> None:
    case.card(name)
    case.expect(pointer("players", case.known_player(player), "quest"), equals=name)


@steps.then(
    "{player:player} is the first player",
    meaning="The player is the first player.",
    example="Bob is the first player",
)
def then_first(case: CaseBuilder, player: str) -> None:
    case.expect("/first_player", equals=case.known_player(player))


@steps.then(
    "{player:player} is the active player",
    meaning="The player holds the active-player role (Kingdom or Confrontation).",
    example="Bob is the active player",
)
def then_active(case: CaseBuilder, player: str) -> None:
    case.expect("/active", equals=case.known_player(player))


@steps.then(
    "it is the {phase:word} phase",
    meaning="The current phase.",
    example="it is the Confrontation phase",
)
def then_phase(case: CaseBuilder, phase: str) -> None:
    case.expect("/phase", equals=phase_key(phase))


@steps.then(
    "it is round {number:int}",
    meaning="The current round number.",
    example="it is round 2",
)
def then_round(case: CaseBuilder, number: int) -> None:
    case.expect("/round", equals=number)


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


@steps.then(
    "{player:player} wins the {kind:word} struggle by {margin:int}",
    meaning="The player won this phase's struggle of this type with this win margin (S.8, 6.4).",
    example="Alice wins the Combat struggle by 3",
)
def then_struggle_margin(case: CaseBuilder, player: str, kind: str, margin: int) -> None:
    case.expect("/struggles", where={"kind": struggle_key(kind)},
                has={"winner": case.known_player(player), "margin": margin})


@steps.then(
    "{player:player} wins the {kind:word} struggle",
    meaning="The player won this phase's struggle of this type (S.8).",
    example="Bob wins the Guile struggle",
)
def then_struggle_winner(case: CaseBuilder, player: str, kind: str) -> None:
    case.expect("/struggles", where={"kind": struggle_key(kind)}, has={"winner": case.known_player(player)})


@steps.then(
    "the {kind:word} struggle has no winner",
    meaning="This phase's struggle of this type ended with no winner (0 to 0, S.8).",
    example="the Combat struggle has no winner",
)
def then_struggle_none(case: CaseBuilder, kind: str) -> None:
    case.expect("/struggles", where={"kind": struggle_key(kind)}, has={"winner": None})


@steps.then(
    "the {kind:word} struggle totals are {a:int} for {first:player} and {b:int} for {second:player}",
    meaning="The Power totals of the two sides of this phase's struggle of this type (6.3).",
    example="the Combat struggle totals are 5 for Alice and 2 for Bob",
)
def then_struggle_totals(case: CaseBuilder, kind: str, a: int, first: str, b: int, second: str) -> None:
    case.expect("/struggles", where={"kind": struggle_key(kind)},
                has={"totals": {case.known_player(first): a, case.known_player(second): b}})


@steps.then(
    "{player:player} cannot pass",
    meaning="Passing is refused (the player is not the active player, or no active player's turn is "
    "under way), and the state does not change.",
    example="Bob cannot pass",
)
def then_cannot_pass(case: CaseBuilder, player: str) -> None:
    case.refusing = True
    try:
        when_pass(case, player)
    finally:
        case.refusing = False
