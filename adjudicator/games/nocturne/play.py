"""Playing a card: it moves from hand into play, gives its plain bonuses, then does its own effect.

Plain bonuses (cards, actions, buys, coins; a Treasure's coins) come from the definition; the
rest of each card's effect is registered by name in ``PLAY`` (cards.py). A Duration with a
next-turn effect is marked ``waiting`` in play until that effect happens (base:duration).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from adjudicator.games.nocturne.table import Table, registry

#: A card's own effect: (table, player, the card's object in play, the phase it was played in).
PlayEffect = Callable[[Table, str, dict[str, Any], str], None]
PLAY: dict[str, PlayEffect] = {}
#: A Duration's own start-of-next-turn effect, after its plain ``next_turn`` bonuses:
#: (table, player, the card's object in play) (base:duration).
NEXT_TURN: dict[str, Callable[[Table, str, dict[str, Any]], None]] = {}
#: What a Treasure makes instead of its printed coins, applied in order: (table, card, coins)
#: -> coins (state:envious).
TREASURE_COINS: list[Callable[[Table, str, int], int]] = []


#: Effects of cards whose definition, not their name, says what they do (the test card kit),
#: run after the named ones: as PLAY's, and as NEXT_TURN's.
PLAY_BY_DEFINITION: list[PlayEffect] = []
NEXT_TURN_BY_DEFINITION: list[Callable[[Table, str, dict[str, Any]], None]] = []
#: What happens as a card is played, before it resolves: (table, the player, the card's object)
#: (base:reaction: other players' reactions, which may leave them unaffected by it).
AS_PLAYED: list[Callable[[Table, str, dict[str, Any]], None]] = []


effect = registry(PLAY)
next_turn = registry(NEXT_TURN)


def waits(definition: dict[str, Any]) -> bool:
    """base:duration: a card that has something to do at the start of its owner's next turn: a
    ``next_turn`` table, or a test-kit ability on the event ``next-turn``."""
    return "next_turn" in definition or any(
        a.get("when") == "next-turn" for a in definition.get("abilities", []))


def play_card(table: Table, player: str, name: str) -> dict[str, Any]:
    """Put a card from hand into play and resolve it fully (base:turn-phases, night-phase)."""
    obj = table.take(player, "hand", name)
    table.zone(player, "play").append(obj)
    resolve(table, player, obj)
    return obj


def resolve(table: Table, player: str, obj: dict[str, Any]) -> None:
    """Resolve a played card wherever it is (in play, or left in the trash by Necromancer):
    plain bonuses from its definition, then its own effect."""
    name = obj["card"]
    definition = table.card(name)
    table.unaffected.append(set())
    try:
        for react in AS_PLAYED:
            react(table, player, obj)
        _resolve(table, player, obj, definition)
    finally:
        table.unaffected.pop()


def _resolve(table: Table, player: str, obj: dict[str, Any], definition: dict[str, Any]) -> None:
    name = obj["card"]
    if waits(definition) and still_in_play(table, player, obj):
        wait(obj)
    if definition.get("cards"):
        table.draw(player, definition["cards"])
    for key in ("actions", "buys"):
        table.turn[key] += definition.get(key, 0)
    coins = int(definition.get("coins", 0))
    if "Treasure" in definition["types"]:
        for rule in TREASURE_COINS:
            coins = rule(table, name, coins)
    table.turn["coins"] += coins
    own = PLAY.get(name)
    if own is not None:
        own(table, player, obj, table.turn["phase"])
    for by_definition in PLAY_BY_DEFINITION:
        by_definition(table, player, obj, table.turn["phase"])


def wait(obj: dict[str, Any]) -> None:
    """base:duration: this play of the card has a start-of-next-turn effect to wait for; a card
    played again while it waits (Ghost's Action, a card played twice) waits once more per play,
    counted in ``times``, and its next-turn effect happens that many times."""
    if obj.get("waiting"):
        obj["times"] = obj.get("times", 1) + 1
    else:
        obj["waiting"] = True


def nothing_to_wait_for(obj: dict[str, Any]) -> None:
    """base:duration: this play of the card has nothing to wait for after all (Secret Cave
    without its discard, a Crypt with nothing under it, a Ghost that found no Action)."""
    times = obj.pop("times", 1)
    if times >= 3:
        obj["times"] = times - 1
    elif times < 2:
        obj.pop("waiting", None)


def still_in_play(table: Table, player: str, obj: dict[str, Any]) -> bool:
    """Whether this very card (not another copy) is still in the player's play area."""
    return any(o is obj for o in table.zone(player, "play"))


def remove_from_play(table: Table, player: str, obj: dict[str, Any]) -> None:
    zone = table.zone(player, "play")
    zone[:] = [o for o in zone if o is not obj]
