"""The test card kit (docs/games/nocturne.md#test-card-kit): cards whose definitions say what
they do, for rules no printed card reaches.

A kit card lists ``abilities``, each on one event (``when``) with ``steps`` done in order, each
after the one before ("then"); ``may`` makes the whole ability optional (decision "use": the
card's name, or nothing). ``cheaper`` N lowers every card's cost by N while the card is in play.
Nothing here is keyed to a card's name: any definition in the kit's language works.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from adjudicator.games.nocturne.hexes import hex_for_all
from adjudicator.games.nocturne.play import (
    AS_PLAYED,
    NEXT_TURN_BY_DEFINITION,
    PLAY_BY_DEFINITION,
    play_card,
    resolve,
)
from adjudicator.games.nocturne.table import AFTER_GAIN, AFTER_TRASH, COST_CHANGES, Table
from adjudicator.games.nocturne.turn import ON_BUY

Step = dict[str, Any]
Ability = dict[str, Any]
#: A step's effect for one player: (table, that player, the step) -> False when it did not do
#: all it says (what ``if_did`` reads), anything else when it did.
StepEffect = Callable[[Table, str, Step], bool | None]
STEPS: dict[str, StepEffect] = {}


def step(name: str) -> Callable[[StepEffect], StepEffect]:
    def register(func: StepEffect) -> StepEffect:
        STEPS[name] = func
        return func

    return register


def abilities(table: Table, name: str, when: str) -> list[Ability]:
    """The kit abilities of this card on this event."""
    return [a for a in table.card(name).get("abilities", []) if a["when"] == when]


def use(table: Table, player: str, source: str, ability: Ability) -> None:
    """Carry out one ability of ``source`` for its owner; a "may" is asked first (decision "use")."""
    if ability.get("may") and table.choose_one(player, "use", [source], optional=True) is None:
        return
    run_steps(table, player, source, ability["steps"])


def run_steps(table: Table, player: str, source: str, steps: list[Step]) -> None:
    """Each step after the one before; ``if_did`` skips a step unless the one before did all it
    said; ``who = "each-other"`` does it for each other player the card affects, in turn order
    (one Hex revealed for all of them)."""
    did = True
    for one in steps:
        if one.get("if_did") and not did:
            did = False
            continue
        players = [player]
        if one.get("who") == "each-other":
            players = table.attacked(player) if table.is_a(source, "Attack") else table.others(player)
        if one["do"] == "receive-hex":
            did = hex_for_all(table, players) is not None
        else:
            did = all([STEPS[one["do"]](table, target, one) is not False for target in players])


def _pick(table: Table, player: str, kind: str, one: Step) -> list[str]:
    """Cards from hand for a discard or trash step: exactly ``count`` (all, when fewer qualify)
    or, with ``up_to``, any number up to it; of ``type`` if given."""
    kind_of = one.get("type")
    pool = [n for n in table.names(player, "hand") if kind_of is None or table.is_a(n, kind_of)]
    count = one["count"]
    return table.choose_cards(player, kind, pool, 0 if one.get("up_to") else count, count)


def _did(chosen: list[str], one: Step) -> bool:
    """A discard or trash did all it says: ``count`` cards, or with ``up_to`` at least one."""
    return len(chosen) >= (1 if one.get("up_to") else one["count"])


@step("draw")
def draw(table: Table, player: str, one: Step) -> bool:
    return table.draw(player, one["count"]) == one["count"]


def _counter(key: str) -> StepEffect:
    def add(table: Table, player: str, one: Step) -> None:
        """+Actions, +Buys, +coins: the turn's counters, so only for the player whose turn it is."""
        if player == table.active:
            table.turn[key] += one["count"]

    return add


for _key in ("actions", "buys", "coins"):
    STEPS[_key] = _counter(_key)


@step("discard")
def discard(table: Table, player: str, one: Step) -> bool:
    chosen = _pick(table, player, "discard", one)
    for name in chosen:
        table.discard_from(player, "hand", name)
    return _did(chosen, one)


@step("discard-down-to")
def discard_down_to(table: Table, player: str, one: Step) -> None:
    hand = table.names(player, "hand")
    excess = len(hand) - one["count"]
    if excess >= 1:
        for name in table.choose_cards(player, "discard", hand, excess, excess):
            table.discard_from(player, "hand", name)


@step("trash")
def trash(table: Table, player: str, one: Step) -> bool:
    chosen = _pick(table, player, "trash", one)
    for name in chosen:
        table.trash_from(player, "hand", name)
    return _did(chosen, one)


@step("gain")
def gain(table: Table, player: str, one: Step) -> bool:
    """A named card from its pile, or a Supply card costing up to ``cost_up_to`` (of ``type``)."""
    to = one.get("to")
    if "card" in one:
        return table.gain(player, one["card"], to)
    limit, kind_of = one.get("cost_up_to"), one.get("type")
    options = table.supply_cards(lambda n: (limit is None or table.cost(n) <= limit)
                                 and (kind_of is None or table.is_a(n, kind_of)))
    chosen = table.choose_one(player, "gain", options, optional=False)
    return chosen is not None and table.gain(player, chosen, to)


@step("play-times")
def play_times(table: Table, player: str, one: Step) -> bool:
    """May play an Action card from hand (decision "play"), then play it again until it has been
    played ``count`` times."""
    actions = [n for n in table.names(player, "hand") if table.is_a(n, "Action")]
    chosen = table.choose_one(player, "play", actions, optional=True)
    if chosen is None:
        return False
    obj = play_card(table, player, chosen)
    for _ in range(one["count"] - 1):
        resolve(table, player, obj)
    return True


@step("unaffected")
def unaffected(table: Table, player: str, one: Step) -> None:
    """base:reaction: the card being played does not affect this player."""
    table.unaffected[-1].add(player)


# -- events ---------------------------------------------------------------------------------------
def on_play(table: Table, player: str, obj: dict[str, Any], phase: str) -> None:
    for ability in abilities(table, obj["card"], "play"):
        use(table, player, obj["card"], ability)


def on_next_turn(table: Table, player: str, obj: dict[str, Any]) -> None:
    for ability in abilities(table, obj["card"], "next-turn"):
        use(table, player, obj["card"], ability)


def in_play_watching(table: Table, player: str, when: str) -> list[tuple[str, Ability]]:
    """The abilities on this event of the cards in the player's play area, in play order."""
    return [(o["card"], a) for o in list(table.zone(player, "play"))
            for a in abilities(table, o["card"], when)]


def on_gained(table: Table, player: str, obj: dict[str, Any], where: str) -> None:
    """The gained card's own "when gained" abilities, then the player's cards in play watching
    for gains (base:gaining)."""
    for ability in abilities(table, obj["card"], "gained"):
        use(table, player, obj["card"], ability)
    for source, ability in in_play_watching(table, player, "gain"):
        use(table, player, source, ability)


def on_bought(table: Table, player: str, name: str) -> None:
    for source, ability in in_play_watching(table, player, "buy"):
        use(table, player, source, ability)


def on_trashed(table: Table, name: str, player: str) -> None:
    for ability in abilities(table, name, "trashed"):
        use(table, player, name, ability)
    for source, ability in in_play_watching(table, player, "trash"):
        use(table, player, source, ability)


def as_played(table: Table, player: str, obj: dict[str, Any]) -> None:
    """base:reaction: each other player, in turn order, may use the "opponent-plays" abilities of
    the cards in their hand that match the card being played (one use per card name)."""
    for other in table.others(player):
        for held in dict.fromkeys(table.names(other, "hand")):
            for ability in abilities(table, held, "opponent-plays"):
                kind = ability.get("type")
                if kind is None or table.is_a(obj["card"], kind):
                    use(table, other, held, ability)


def cheaper(table: Table, name: str, cost: int) -> int:
    """While a card with ``cheaper`` N is in any player's play area, every card costs N less,
    never below 0."""
    cut = sum(int(table.card(o["card"]).get("cheaper", 0))
              for p in table.state["turn_order"] for o in table.zone(p, "play"))
    return max(0, cost - cut)


PLAY_BY_DEFINITION.append(on_play)
NEXT_TURN_BY_DEFINITION.append(on_next_turn)
AFTER_GAIN.insert(0, on_gained)
AFTER_TRASH.append(on_trashed)
ON_BUY.append(on_bought)
AS_PLAYED.append(as_played)
COST_CHANGES.append(cheaper)
