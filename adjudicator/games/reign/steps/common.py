"""What the A Reign of Kings step modules share: how a Given places a card, reading phase and
struggle words, pronouns, faction cards, cards in the field, and sending an action."""

from __future__ import annotations

from typing import Any

from adjudicator.corpus.case import CaseBuilder, pointer
from adjudicator.errors import CorpusError
from adjudicator.games.reign.state import PHASES, PLAYER_ZONES, field_object

PRONOUNS = ("her", "his", "their")
STRUGGLES = ("combat", "guile", "sorcery", "faith")


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


def act(case: CaseBuilder, action: dict[str, Any]) -> None:
    """A When's action, once the player and the cards it names are known."""
    case.known_player(action["player"])
    if "card" in action:
        case.card(action["card"])
    if "target_player" in action:
        case.card(action["target"])
    case.act(action)


# -- the board a duel starts from (the vocabulary builds it; the engine is handed it) -------------
def new_player(faction: str) -> dict[str, Any]:
    return {
        "status": "playing",
        "faction": {"card": faction, "influence": 0},
        "quest": None,
        "pool": 0,
        "restricted": 0,
        "zones": {z: [] for z in PLAYER_ZONES},
    }


def new_state(players: list[tuple[str, str]]) -> dict[str, Any]:
    """A duel between these (name, faction card) pairs: Round 1, Kingdom phase, the first named
    player first and active; no quests, no wealth, no Influence, empty zones."""
    names = [n for n, _ in players]
    return {
        "game": "reign",
        "turn_order": names,
        "first_player": names[0],
        "round": 1,
        "phase": "kingdom",
        "active": names[0],
        "authority": None,
        "struggle": None,
        "struggles": [],
        "players": {n: new_player(f) for n, f in players},
        "result": None,
    }
