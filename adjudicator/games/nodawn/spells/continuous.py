"""611.2 Continuous effects from resolving spells and abilities, and their place in layer 7
(613.4b-d): ``pump`` (target Entity gets +A/+V, 7c), ``set-stats`` (its Attack and Vigor
become A/V, 7b), ``switch`` (they are switched, 7d), ``rally`` (Entities its controller
controls get +A/+V, the set fixed as it resolves, 611.2a), and ``boost`` (an ability's source
gets +A/+V until end of turn).

Effects last until end of turn (``duration = "end of turn"``, 514.2a), until the combat phase
ends (``"end of combat"``, 500.5a, 511.2), until their controller's next upkeep begins
(``"until your next upkeep"``, 500.4), until their controller's next turn begins (``"until
your next turn"``, 611.2c) or, with no stated duration, for the rest of the game (611.2).
A resolution-created effect is written on each permanent it touches, in ``effects``, in the
order created (its timestamp order, 613.7b); it leaves with the permanent. A ``boost`` is
``until_end_of_turn`` on the permanent.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from adjudicator.engine import EngineFault
from adjudicator.games.nodawn.core.events import (
    Cleanup,
    LeftBattlefield,
    StepBegan,
    TurnBegan,
    TurnPassedOver,
    watch,
)
from adjudicator.games.nodawn.core.instructions import Instruction, instruction
from adjudicator.games.nodawn.core.layers import Stats, characteristics, layer, stamp
from adjudicator.games.nodawn.core.objects import Cards, Obj, State, find_permanent, name_of
from adjudicator.games.nodawn.core.zones import reconcile_control

#: Layer 7 sublayers of the resolution-created effects, by instruction (613.4b-d).
LAYERS = {"set-stats": "7b", "pump": "7c", "rally": "7c", "switch": "7d"}
#: Durations that run until something of their controller's begins (611.2c, 500.4).
UNTIL_YOURS = {"until your next turn": "your next turn", "until your next upkeep": "your next upkeep"}


def create(state: State, cards: Cards, controller: str, effect: dict[str, Any],
           target: dict[str, Any] | None, origin: Obj | None = None) -> None:
    """A resolving spell or ability creates a continuous effect on the Entities it touches: its
    target, or (``rally``) every Entity its controller — or, ``whose = "opponents"``, each of
    their opponents — controls right now; one arriving later is untouched (611.2a). A variable
    is fixed now: ``per = "spoils-card"`` counts the cards in its controller's Spoils as it
    resolves (611.2d)."""
    kind = effect["effect"]
    if kind == "rally":
        whose = [controller] if effect.get("whose") != "opponents" else \
            [n for n in state["turn_order"] if n != controller]
        touched = [o for n in whose for o in state["players"][n]["zones"]["battlefield"]
                   if characteristics(cards, o)["type"] == "Entity" and not o.get("sheltered")]
    else:
        assert target is not None
        touched = [target["object"]]
    record: dict[str, Any] = {"layer": LAYERS[kind]}
    if kind != "switch":
        spoils = state["players"][controller]["zones"]["spoils"]
        times = len(spoils) if effect.get("per") == "spoils-card" else 1
        record.update(attack=effect.get("attack", 0) * times, vigor=effect.get("vigor", 0) * times)
    for obj in touched:
        add_effect(state, obj, dict(record), effect, controller, origin)


def add_effect(state: State, obj: Obj, record: dict[str, Any], effect: dict[str, Any],
               controller: str, origin: Obj | None = None) -> None:
    """Write a resolution-created continuous effect on a permanent it touches: stamped now
    (613.7b), lasting as the instruction's ``duration`` says — until end of turn or of combat,
    until its controller's next upkeep or turn, for as long as its controller controls the
    ability's permanent (none at all if it has left already, 611.2b), or with none for the rest
    of the game (611.2)."""
    duration = effect.get("duration")
    if duration == "as long as you control this":
        ability = origin if origin and origin.get("kind") == "ability" else None
        held = find_permanent(state, ability["source"]) if ability else None
        if held is None or held[0] != controller:
            return  # 611.2b: that span has already ended
        assert ability is not None
        record.update(until="source leaves", source=ability["source"], since=held[1].get("timestamp", 0))
    elif duration in ("end of turn", "end of combat"):
        record["until"] = duration
    elif duration in UNTIL_YOURS:
        record.update(until=UNTIL_YOURS[duration], player=controller)  # 611.2c, 500.4
    record["timestamp"] = stamp(state)
    obj.setdefault("effects", []).append(record)


@instruction("pump", targets={"Entity"})
@instruction("set-stats", targets={"Entity"})
@instruction("switch", targets={"Entity"})
@instruction("rally")
def continuous(do: Instruction) -> None:
    """Create the continuous effect this instruction names (611.2, 613.4)."""
    create(do.state, do.cards, do.controller, do.effect, do.target, do.origin)


def boost(obj: Obj, attack: int, vigor: int) -> None:
    """The permanent gets +attack/+vigor until end of turn (611.2, 514.2a)."""
    bonus = obj.setdefault("until_end_of_turn", {})
    for key, n in (("attack", attack), ("vigor", vigor)):
        if n:
            bonus[key] = bonus.get(key, 0) + n
            if bonus[key] == 0:
                del bonus[key]
    if not bonus:
        del obj["until_end_of_turn"]


def boost_source(state: State, stack_obj: Obj, attack: int, vigor: int) -> None:
    """The ability's source gets the bonus until end of turn, if it is still on the battlefield
    under the same control (113.6, 611.2)."""
    found = find_permanent(state, stack_obj["source"])
    if found is not None:
        boost(found[1], attack, vigor)


@instruction("boost")
def boost_instruction(do: Instruction) -> None:
    """The ability's source gets +A/+V until end of turn (611.2); only an ability has a source."""
    if do.origin is None or do.origin.get("kind") != "ability":
        raise EngineFault("unknown test ability 'boost': only an ability's instruction boosts its source")
    boost_source(do.state, do.origin, do.effect.get("attack", 0), do.effect.get("vigor", 0))


def expire(state: State, ends: Callable[[dict[str, Any]], bool], cards: Cards | None = None) -> None:
    """Every resolution-created effect on a permanent for which ``ends`` holds ends now; a
    permanent whose control-changing effect ended goes back to whoever controls it now (613.1b)."""
    for player in state["players"].values():
        for obj in player["zones"]["battlefield"]:
            if "effects" not in obj:
                continue
            kept = [e for e in obj["effects"] if not ends(e)]
            if kept:
                obj["effects"] = kept
            else:
                del obj["effects"]
    reconcile_control(state, cards)


@watch(Cleanup)
def end_of_turn(state: State, cards: Cards, event: Cleanup) -> None:
    """Cleanup: effects lasting until end of turn end (514.2a, 500.5b)."""
    for player in state["players"].values():
        for obj in player["zones"]["battlefield"]:
            obj.pop("until_end_of_turn", None)
            obj.pop("keyword_effects", None)  # the kit's grants and strips last the turn
    expire(state, lambda e: e.get("until") == "end of turn", cards)


@watch(LeftBattlefield)
def source_left(state: State, cards: Cards, event: LeftBattlefield) -> None:
    """The permanent an effect lasted "for as long as you control" has left: the effect ends
    (611.2b)."""
    for controller, obj in event.moved:
        gone = (name_of(controller, obj), obj.get("timestamp", 0))
        expire(state, lambda e, gone=gone: e.get("until") == "source leaves"
               and (e.get("source"), e.get("since")) == gone, cards)


@watch(TurnBegan)
def on_turn_began(state: State, cards: Cards, event: TurnBegan) -> None:
    """A player's turn begins: their "until your next turn" effects expire (611.2c)."""
    turn_began(state, event.player)


@watch(TurnPassedOver)
def on_turn_passed_over(state: State, cards: Cards, event: TurnPassedOver) -> None:
    """A departed player's "until your next turn" effects last until that turn would have
    begun, and end then (800.6j)."""
    turn_began(state, event.player)


def turn_began(state: State, name: str) -> None:
    """"Until your next turn" effects created by this player expire the moment their next turn
    begins (611.2c)."""
    expire(state, lambda e: e.get("until") == "your next turn" and e.get("player") == name)


@watch(StepBegan)
def on_step_began(state: State, cards: Cards, event: StepBegan) -> None:
    """As the combat phase ends — the second main phase beginning — effects lasting until end of
    combat expire, not as the end of combat step begins (500.5, 500.5a, 511.2); as a player's
    upkeep begins, their effects lasting until it expire (500.4)."""
    if (event.phase, event.step) == ("main2", None):
        expire(state, lambda e: e.get("until") == "end of combat", cards)
    elif (event.phase, event.step) == ("beginning", "upkeep"):
        expire(state, lambda e: e.get("until") == "your next upkeep" and e.get("player") == event.active,
               cards)


@layer("7b")
def set_values(state: State, cards: Cards, controller: str, obj: Obj, values: Stats) -> Stats:
    """Effects setting Attack and Vigor apply in timestamp order: the latest wins (7b, 613.7,
    613.9)."""
    for record in obj.get("effects", []):
        if record["layer"] == "7b":
            values = record["attack"], record["vigor"]
    return values


@layer("7c")
def modify(state: State, cards: Cards, controller: str, obj: Obj, values: Stats) -> Stats:
    """Bonuses until end of turn and resolution-created modifications add up (7c, 613.4c)."""
    attack, vigor = values
    bonus = obj.get("until_end_of_turn", {})
    attack, vigor = attack + bonus.get("attack", 0), vigor + bonus.get("vigor", 0)
    for record in obj.get("effects", []):
        if record["layer"] == "7c":
            attack, vigor = attack + record["attack"], vigor + record["vigor"]
    return attack, vigor


@layer("7d")
def switch(state: State, cards: Cards, controller: str, obj: Obj, values: Stats) -> Stats:
    """Each switch swaps the values computed so far (7d, 613.4d)."""
    for record in obj.get("effects", []):
        if record["layer"] == "7d":
            values = values[1], values[0]
    return values
