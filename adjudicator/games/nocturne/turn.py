"""The turn: Action, Buy, Night (when Night cards are in the game), Clean-up, then the next
player (base:turn-phases, night-phase, base:cleanup-phase, base:duration).

Actions the engine accepts (docs/games/nocturne.md): play, buy, end_phase, end_turn.

Part of the core: it names no rule module. What Nocturne's rules add to the turn (a State that
limits buying, one that acts as the Buy phase starts or as the turn starts, a Boon left waiting)
is filed in the registries below by the module that implements it.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from adjudicator.engine import Refused
from adjudicator.games.nocturne.play import NEXT_TURN, NEXT_TURN_BY_DEFINITION, play_card
from adjudicator.games.nocturne.scoring import finish_game, game_over
from adjudicator.games.nocturne.state import PLAYER_ZONES, new_turn
from adjudicator.games.nocturne.table import Table

HAND_SIZE = 5

#: A pending start-of-turn effect: its label (the option of decision "start of turn"), a key
#: that marks it done, and what it does.
StartEffect = tuple[str, int, Callable[[], None]]
#: Start-of-turn effects by the zone whose cards cause them, gathered in the order of the
#: player's zones (PLAYER_ZONES): (table, player, keys done, ids of the cards waiting as the turn
#: began) -> the effects still pending. The core files waiting Durations under "play".
AT_TURN_START: dict[str, Callable[[Table, str, set[int], set[int]], list[StartEffect]]] = {}
#: What happens as a Buy phase starts, in order (state:deluded, state:envious).
AT_BUY_PHASE: list[Callable[[Table], None]] = []
#: The phase each phase leads to (the Night phase only with Night cards in the game), and what
#: happens as one starts.
NEXT_PHASE = {"action": "buy", "buy": "night"}
PHASE_STARTS = {"buy": AT_BUY_PHASE}
#: Why a card may not be bought besides its cost, Buys and pile: (table, card) -> the reason or
#: None (state:deluded).
BUY_LIMITS: list[Callable[[Table, str], str | None]] = []
#: What happens when a player buys a card, before they gain it: (table, player, card) (the test
#: card kit's "when you buy").
ON_BUY: list[Callable[[Table, str, str], None]] = []


# -- playing and buying -----------------------------------------------------------------------
#: The type a card must have to be played in each phase (base:turn-phases, night-phase).
PLAYED_IN = {"action": "Action", "buy": "Treasure", "night": "Night"}
#: The phase whose cards use an Action, and the one whose cards cannot follow a buy.
USES_AN_ACTION = ("action",)
NOT_AFTER_A_BUY = ("buy",)


def play(table: Table, player: str, name: str) -> None:
    """Play a card from hand if its type suits the phase (base:turn-phases, night-phase): an
    Action uses an Action in the Action phase; a Treasure cannot follow a buy (base:buying)."""
    if name not in table.names(player, "hand"):
        raise Refused(f"{player} has no {name!r} in hand")
    phase = table.turn["phase"]
    needed = PLAYED_IN[phase]
    if not table.is_a(name, needed):
        raise Refused(f"only {needed} cards are played in the {phase} phase; {name} is not one "
                      "(base:turn-phases, night-phase)")
    if phase in USES_AN_ACTION:
        if table.turn["actions"] < 1:
            raise Refused(f"{player} has no Action left to play {name} (base:turn-phases)")
        table.turn["actions"] -= 1
    if phase in NOT_AFTER_A_BUY and table.turn["bought"]:
        raise Refused("Treasures cannot be played after buying a card this turn (base:buying)")
    play_card(table, player, name)


def buy(table: Table, player: str, name: str) -> None:
    """Buy a card from the Supply in the Buy phase: a Buy and its cost in coins (base:buying)."""
    if table.turn["phase"] != "buy":
        raise Refused(f"cards are bought in the Buy phase, not the {table.turn['phase']} phase "
                      "(base:buying)")
    if name not in table.state["supply"]:
        raise Refused(f"{name} is not a Supply pile and cannot be bought (base:buying)")
    if table.state["supply"][name] < 1:
        raise Refused(f"the {name} pile is empty (base:buying)")
    if table.turn["buys"] < 1:
        raise Refused(f"{player} has no Buy left (base:buying)")
    cost = table.cost(name)
    if table.turn["coins"] < cost:
        raise Refused(f"{name} costs {cost} and {player} has {table.turn['coins']} coins (base:buying)")
    for limit in BUY_LIMITS:
        reason = limit(table, name)
        if reason:
            raise Refused(reason)
    table.turn["coins"] -= cost
    table.turn["buys"] -= 1
    table.turn["bought"] += 1
    for when_bought in ON_BUY:
        when_bought(table, player, name)
    table.gain(player, name)


# -- phases ------------------------------------------------------------------------------------
def night_in_game(table: Table) -> bool:
    """night-phase: the Night phase is part of the turn when Night cards are in the game."""
    piles = [*table.state["supply"], *table.state["nonsupply"], *table.state["kingdom"]]
    return any(table.is_a(n, "Night") for n in piles)


def end_phase(table: Table, player: str, phase: str) -> None:
    """End the named phase, which must be the current one, and go on to the next."""
    current = table.turn["phase"]
    if current != phase:
        raise Refused(f"it is {player}'s {current} phase, not the {phase} phase")
    advance(table)


def end_turn(table: Table) -> None:
    """End every remaining phase of the turn, then Clean-up and the next turn."""
    while not advance(table):
        pass


def advance(table: Table) -> bool:
    """Go from the current phase to the next (base:turn-phases, night-phase); True once the
    turn is over (Clean-up done, the next turn started or the game ended)."""
    following = NEXT_PHASE.get(table.turn["phase"])
    if following == "night" and not night_in_game(table):
        following = None
    if following is None:
        finish_turn(table)
        return True
    table.turn["phase"] = following
    for start in PHASE_STARTS.get(following, []):
        start(table)
    return False


def finish_turn(table: Table) -> None:
    """Clean-up, then the game's end or the next player's turn (base:cleanup-phase, base:game-end)."""
    player = table.active
    cleanup(table)
    end_of_turn(table)
    if game_over(table.state):
        finish_game(table.state, table.cards, player)
        return
    order = table.state["turn_order"]
    start_turn(table, order[(order.index(player) + 1) % len(order)])


# -- Clean-up and the start of a turn ------------------------------------------------------------
def cleanup(table: Table) -> None:
    """base:cleanup-phase, base:duration: discard the cards in play (not Durations still waiting)
    and the hand, return kept Boons, draw 5 (plus extra draws such as The River's Gift's)."""
    player = table.active
    play_zone = table.zone(player, "play")
    for obj in [o for o in play_zone if not o.get("waiting")]:
        table.put(player, "discard", obj["card"])
    play_zone[:] = [o for o in play_zone if o.get("waiting")]
    for name in table.names(player, "hand"):
        table.put(player, "discard", table.take(player, "hand", name)["card"])
    for other in table.state["turn_order"]:
        kept = table.zone(other, "boons")
        for obj in [o for o in kept if not o.get("waiting")]:
            table.shared("boon_discard").insert(0, {"card": obj["card"]})
        kept[:] = [o for o in kept if o.get("waiting")]
    extra = table.turn["cleanup_draws"]
    table.draw(player, HAND_SIZE + extra.get(player, 0))
    for other in table.others(player):
        if extra.get(other):
            table.draw(other, extra[other])


def end_of_turn(table: Table) -> None:
    """After Clean-up: set-aside Faithful Hounds go back to their owners' hands
    (card:faithful-hound.1); cards Necromancer turned face down in the trash turn face up
    (card:necromancer.1)."""
    for player in table.state["turn_order"]:
        for name in table.names(player, "set_aside"):
            table.put(player, "hand", table.take(player, "set_aside", name)["card"])
    for obj in table.shared("trash"):
        obj.pop("face_down", None)


def start_turn(table: Table, player: str) -> None:
    """A new turn: fresh counters, then start-of-turn effects in the order the player picks
    (decision "start of turn" when different ones are pending) (base:duration)."""
    table.state["turn"] = new_turn(player)
    # Only what was waiting as the turn began: a Duration that a start-of-turn effect plays
    # (Ghost) waits for the turn after.
    waiting = [o for key in PLAYER_ZONES for o in table.zone(player, key) if o.get("waiting")]
    done: set[int] = set()
    while True:
        pending = _start_effects(table, player, done, {id(o) for o in waiting})
        if not pending:
            return
        names = [label for label, _, _ in pending]
        chosen = table.choose_one(player, "start of turn", names, optional=False)
        label, key, run = next(p for p in pending if p[0] == chosen)
        done.add(key)
        run()


def _start_effects(table: Table, player: str, done: set[int], began: set[int]) -> list[StartEffect]:
    """Start-of-turn effects not yet resolved, zone by zone: waiting Durations in play, then what
    rule modules file (Boons left to receive now, card:blessed-village.1; Lost in the Woods)."""
    found: list[StartEffect] = []
    for key in PLAYER_ZONES:
        gather = AT_TURN_START.get(key)
        if gather is not None:
            found += gather(table, player, done, began)
    return found


def _waiting_durations(table: Table, player: str, done: set[int], began: set[int]) -> list[StartEffect]:
    """base:duration: the Durations in play that were waiting as the turn began, each labelled
    by its name; same-named ones holding different set-aside cards (two Crypts) are told apart
    by what is under them, "Crypt (Gold, Silver)"."""
    pending = [obj for obj in table.zone(player, "play")
               if obj.get("waiting") and id(obj) in began and id(obj) not in done]
    variants: dict[str, set[tuple[str, ...]]] = {}
    for obj in pending:
        variants.setdefault(obj["card"], set()).add(_under(obj))
    return [(_label(obj, len(variants[obj["card"]]) > 1), id(obj), _duration(table, obj))
            for obj in pending]


def _under(obj: dict[str, Any]) -> tuple[str, ...]:
    return tuple(o["card"] for o in obj.get("under", []))


def _label(obj: dict[str, Any], ambiguous: bool) -> str:
    """The option naming a waiting Duration: its name, with its set-aside cards if ambiguous."""
    if not ambiguous:
        return obj["card"]
    return f"{obj['card']} ({', '.join(_under(obj)) or 'nothing'})"


def _duration(table: Table, obj: dict[str, Any]) -> Callable[[], None]:
    """base:duration: a waiting Duration gives its next-turn bonuses (once for each time it was
    played while waiting), then stays in play until this turn's Clean-up."""
    def run() -> None:
        obj.pop("waiting", None)
        for _ in range(obj.pop("times", 1)):
            bonus = table.card(obj["card"]).get("next_turn", {})
            if bonus.get("cards"):
                table.draw(table.active, bonus["cards"])
            for key in ("actions", "buys", "coins"):
                table.turn[key] += bonus.get(key, 0)
            own = NEXT_TURN.get(obj["card"])
            if own is not None:
                own(table, table.active, obj)
            for by_definition in NEXT_TURN_BY_DEFINITION:
                by_definition(table, table.active, obj)

    return run



AT_TURN_START["play"] = _waiting_durations
