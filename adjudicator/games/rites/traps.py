"""Traps: played from hand during the opponent's turn, each drawing its player a card.

Traps without a trigger (Divine Shield, Anointing of Souls, Cloning Station) are played when
nothing is resolving: an action of the player whose turn it is not (card:divine-shield.1,
card:anointing-of-souls.1, card:cloning-station.1). "When" traps are played right after their
trigger, even between two lines of a card: when one can be played the engine asks its holder
("trap": the eligible traps or "nothing") — Burning Hand and Call from the Grave after an
opposing summon (card:burning-hand.1, card:call-from-the-grave.1), An Eye for an Eye after an
opposing creature's ability dealt damage (card:an-eye-for-an-eye.1), Return from Hell after one of
the holder's creatures is destroyed (card:return-from-hell.1), Soul Trap after a purchase
(card:soul-trap.1). One copy, one trigger (card:burning-hand.1).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from adjudicator.engine import Refused
from adjudicator.games.rites.destruction import AFTER_DESTROYED, destroy
from adjudicator.games.rites.exile import to_exile
from adjudicator.games.rites.hand import discard
from adjudicator.games.rites.table import Source, Table
from adjudicator.games.rites.wound import AFTER_ABILITY_DAMAGE, wound

DIVINE_SHIELD, ANOINTING, CLONING = "Divine Shield", "Anointing of Souls", "Cloning Station"
BURNING_HAND, CALL, EYE = "Burning Hand", "Call from the Grave", "An Eye for an Eye"
RETURN, SOUL_TRAP = "Return from Hell", "Soul Trap"

TRIGGERLESS = (DIVINE_SHIELD, ANOINTING, CLONING)
#: The event after which each "when" trap is played.
TRIGGERS = {BURNING_HAND: "summon", CALL: "summon", EYE: "creature damage",
            RETURN: "destroyed", SOUL_TRAP: "buy"}
TRIGGER_WORDS = {"summon": "an opposing creature is summoned", "creature damage":
                 "an opposing creature's ability deals you damage", "destroyed":
                 "one of your creatures is destroyed", "buy": "your opponent buys a card"}


# -- playing a trap ------------------------------------------------------------------------------
def play_standalone(table: Table, player: str, name: str) -> None:
    """A trap without a trigger, played in the opponent's turn when nothing is resolving: the
    only card a player plays in the other's turn (a "when" trap waits for its trigger)."""
    if name in TRIGGERS:
        raise Refused(f"{name} is played right after {TRIGGER_WORDS[TRIGGERS[name]]}, "
                      f"not on its own ({_rule(name)}.1)")
    if name not in TRIGGERLESS:
        raise Refused(f"it is {table.active}'s turn: {player} can play only a trap now, and "
                      f"{name} is not one without a trigger ({', '.join(TRIGGERLESS)})")
    _spring(table, player, name, {})


def _spring(table: Table, player: str, name: str, context: dict[str, Any]) -> None:
    """The trap leaves the hand, does what it says, its player draws a card, and it is discarded."""
    table.take(player, "hand", name)
    EFFECTS[name](table, player, context)
    if not table.over:
        table.draw(player, 1)
    table.put(player, "discard", name)


def offer(table: Table, player: str, trigger: str, **context: Any) -> None:
    """Ask a player whose turn it is not whether to play a "when" trap right after its trigger."""
    if player == table.active:
        return
    used: set[str] = set()
    while not table.over:
        eligible = [n for n in table.names(player, "hand")
                    if TRIGGERS.get(n) == trigger and n not in used and _fits(table, n, context)]
        name = table.choose_one(player, "trap", eligible, optional=True) if eligible else None
        if name is None:
            return
        used.add(name)
        _spring(table, player, name, context)


def _fits(table: Table, name: str, context: dict[str, Any]) -> bool:
    if name == CALL:
        obj = context["creature"]
        owner = context["owner"]
        in_play = any(o is obj for o in table.zone(owner, "battlefield"))
        return in_play and bool(table.card(obj["card"]).get("demise"))
    return True


def _rule(name: str) -> str:
    return "card:" + name.lower().replace(" ", "-")


# -- the traps ---------------------------------------------------------------------------------
def _divine_shield(table: Table, player: str, context: dict[str, Any]) -> None:
    """Each Wound aimed at its player is reduced by 1 this turn (card:divine-shield.2)."""
    table.add_effect(player, DIVINE_SHIELD)


def _anointing(table: Table, player: str, context: dict[str, Any]) -> None:
    """This turn its player's creatures can only be destroyed by Guard (card:anointing-of-souls.2);
    up to two creatures return from the discard pile to hand ("return")
    (card:anointing-of-souls.5, contested: rites-anointing-returns-up-to-two)."""
    table.add_effect(player, ANOINTING)
    creatures = [n for n in table.names(player, "discard") if table.kind(n) == "creature"]
    for name in table.choose_many(player, "return", creatures, 0, 2,
                                  why="card:anointing-of-souls.5: up to two"):
        table.zone(player, "hand").append(table.take(player, "discard", name))


def _cloning(table: Table, player: str, context: dict[str, Any]) -> None:
    """Each purchase by the opponent this turn lets its player draw a card (card:cloning-station)."""
    table.add_effect(player, CLONING)


def _burning_hand(table: Table, player: str, context: dict[str, Any]) -> None:
    """The summoner chooses ("burning hand": discard / wound): discard 1 card, or Wound 3
    Unblockable; with an empty hand, the Wound. The choice waits (card:burning-hand.2,
    card:burning-hand.5)."""
    foe = table.opponent(player)

    def run() -> None:
        options = ["discard", "wound"] if table.names(foe, "hand") else ["wound"]
        if table.choose_one(foe, "burning hand", options, optional=False) == "discard":
            discard(table, foe, 1)
        else:
            wound(table, player, 3, unblockable=True, source=Source(BURNING_HAND, "trap"))

    table.wait(player, BURNING_HAND, run)


def _call(table: Table, player: str, context: dict[str, Any]) -> None:
    """Destroy the creature just summoned; its Demise triggers and waits
    (card:call-from-the-grave.2, contested: rites-call-from-the-grave-demise)."""
    destroy(table, [(context["owner"], context["creature"])])


def _eye(table: Table, player: str, context: dict[str, Any]) -> None:
    """Active for the rest of the turn; the Wound just dealt comes back (card:an-eye-for-an-eye.3)."""
    table.add_effect(player, EYE)
    eye_return(table, player, context["dealt"], context["creature"])


def eye_return(table: Table, player: str, dealt: int, creature: dict[str, Any]) -> None:
    """The opponent suffers as much Wound, Unblockable; the creature is destroyed once its
    activation ends, once however often it wounded (card:an-eye-for-an-eye.3,
    card:an-eye-for-an-eye.4, destruction.destroy)."""
    wound(table, player, dealt, unblockable=True, source=Source(EYE, "trap"))
    table.doomed.append((table.opponent(player), creature))


def creature_wounded(table: Table, target: str, dealt: int, creature: dict[str, Any]) -> None:
    """An opposing creature's ability dealt damage: An Eye for an Eye answers, if active, or may be
    played now (card:an-eye-for-an-eye.1, card:an-eye-for-an-eye.2)."""
    if target == table.active:
        return
    if table.effect_active(target, EYE):
        eye_return(table, target, dealt, creature)
    else:
        offer(table, target, "creature damage", creature=creature, dealt=dealt)


def creatures_destroyed(table: Table, done: list[tuple[str, str]]) -> None:
    """Return from Hell may be played by the player whose turn it is not, if one of their
    creatures was destroyed (card:return-from-hell.1)."""
    for owner in sorted({owner for owner, _ in done if owner != table.active}):
        offer(table, owner, "destroyed")


def _return_from_hell(table: Table, player: str, context: dict[str, Any]) -> None:
    """A non-Soul card from the opponent's discard pile or the exile pile goes to its player's
    hand ("return from hell"; "take from" when it is in both) (card:return-from-hell.2,
    card:return-from-hell.3, contested: rites-return-from-hell-takes-from-exile)."""
    foe = table.opponent(player)
    discard = [n for n in table.names(foe, "discard") if table.kind(n) != "soul"]
    exiled = [o["card"] for o in table.shared("exile") if table.kind(o["card"]) != "soul"]
    name = table.choose_one(player, "return from hell", discard + exiled, optional=False)
    if name is None:
        return
    source = "discard pile" if name in discard else "exile pile"
    if name in discard and name in exiled:
        source = str(table.choose_one(player, "take from", ["discard pile", "exile pile"],
                                      optional=False))
    if source == "discard pile":
        obj = table.take(foe, "discard", name)
    else:
        pile = table.shared("exile")
        obj = pile.pop(next(i for i, o in enumerate(pile) if o["card"] == name))
    table.zone(player, "hand").append(obj)


def _soul_trap(table: Table, player: str, context: dict[str, Any]) -> None:
    """Exile the card just bought from the buyer's discard pile, without refund; the buyer draws 1
    (card:soul-trap.1, card:soul-trap.2); the trap's player exiles it (card:soul-trap.3)."""
    buyer, name = context["buyer"], context["card"]
    if name in table.names(buyer, "discard"):
        table.take(buyer, "discard", name)
        to_exile(table, player, name)
    table.draw(buyer, 1)


EFFECTS: dict[str, Callable[[Table, str, dict[str, Any]], None]] = {
    DIVINE_SHIELD: _divine_shield, ANOINTING: _anointing, CLONING: _cloning,
    BURNING_HAND: _burning_hand, CALL: _call, EYE: _eye, RETURN: _return_from_hell,
    SOUL_TRAP: _soul_trap,
}


def cloning_station(table: Table, buyer: str) -> None:
    """Each active Cloning Station of the buyer's opponent: a "may draw" that waits
    ("cloning station": draw / nothing) (card:cloning-station.1, card:cloning-station.2)."""
    player = table.opponent(buyer)
    for effect in table.turn["effects"]:
        if effect["effect"] == CLONING and effect["player"] == player:
            def run() -> None:
                if table.choose_one(player, "cloning station", ["draw"], optional=True):
                    table.draw(player, 1)

            table.wait(player, CLONING, run)


AFTER_DESTROYED.append(creatures_destroyed)
AFTER_ABILITY_DAMAGE.append(creature_wounded)
