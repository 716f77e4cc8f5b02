"""611.2 Continuous effects from resolving spells and abilities, and their place in layer 7
(613.4b-d): ``pump`` (target Entity gets +A/+V, 7c), ``set-stats`` (its Attack and Vigor
become A/V, 7b), ``switch`` (they are switched, 7d), ``rally`` (Entities its controller
controls get +A/+V, the set fixed as it resolves, 611.2a), and ``boost`` (an ability's source
gets +A/+V until end of turn).

Effects last until end of turn (``duration = "end of turn"``), until their controller's next
turn begins (``"until your next turn"``, 611.2c) or, with no stated duration, for the rest of
the game (611.2). A resolution-created effect is written on each permanent it touches, in
``effects``, in the order created (its timestamp order, 613.7b); it leaves with the
permanent. A ``boost`` is ``until_end_of_turn`` on the permanent.
"""

from __future__ import annotations

from typing import Any

from adjudicator.engine import EngineFault
from adjudicator.games.nodawn.core.events import Cleanup, TurnBegan, TurnPassedOver, watch
from adjudicator.games.nodawn.core.instructions import Instruction, instruction
from adjudicator.games.nodawn.core.layers import Stats, layer
from adjudicator.games.nodawn.core.objects import Cards, Obj, State, find_permanent

#: Layer 7 sublayers of the resolution-created effects, by instruction (613.4b-d).
LAYERS = {"set-stats": "7b", "pump": "7c", "rally": "7c", "switch": "7d"}


def create(state: State, cards: Cards, controller: str, effect: dict[str, Any],
           target: dict[str, Any] | None) -> None:
    """A resolving spell or ability creates a continuous effect on the Entities it touches: its
    target, or (``rally``) every Entity its controller — or, ``whose = "opponents"``, each of
    their opponents — controls right now; one arriving later is untouched (611.2a). A variable
    is fixed now (611.2d)."""
    kind = effect["effect"]
    if kind == "rally":
        whose = [controller] if effect.get("whose") != "opponents" else \
            [n for n in state["turn_order"] if n != controller]
        touched = [o for n in whose for o in state["players"][n]["zones"]["battlefield"]
                   if cards[o["card"]]["type"] == "Entity" and not o.get("sheltered")]
    else:
        assert target is not None
        touched = [target["object"]]
    record: dict[str, Any] = {"layer": LAYERS[kind]}
    if kind != "switch":
        record.update(attack=effect.get("attack", 0), vigor=effect.get("vigor", 0))
    if effect.get("duration") == "end of turn":
        record["until"] = "end of turn"
    elif effect.get("duration") == "until your next turn":
        record.update(until="your next turn", player=controller)  # 611.2c
    for obj in touched:
        obj.setdefault("effects", []).append(dict(record))


@instruction("pump", targets={"Entity"})
@instruction("set-stats", targets={"Entity"})
@instruction("switch", targets={"Entity"})
@instruction("rally")
def continuous(do: Instruction) -> None:
    """Create the continuous effect this instruction names (611.2, 613.4)."""
    create(do.state, do.cards, do.controller, do.effect, do.target)


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


@watch(Cleanup)
def end_of_turn(state: State, cards: Cards, event: Cleanup) -> None:
    """Cleanup: effects lasting until end of turn end (514.2a)."""
    for player in state["players"].values():
        for obj in player["zones"]["battlefield"]:
            obj.pop("until_end_of_turn", None)
            obj.pop("keyword_effects", None)  # the kit's grants and strips last the turn
            kept = [e for e in obj.get("effects", []) if e.get("until") != "end of turn"]
            if kept:
                obj["effects"] = kept
            else:
                obj.pop("effects", None)


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
    for player in state["players"].values():
        for obj in player["zones"]["battlefield"]:
            if "effects" not in obj:
                continue
            kept = [e for e in obj["effects"]
                    if not (e.get("until") == "your next turn" and e.get("player") == name)]
            if kept:
                obj["effects"] = kept
            else:
                del obj["effects"]


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
