"""123 Suspicion and the Veil (703.4t, 309.3): one shared, public world meter, 0 to 10, raised
only by effects and by what the base rules attribute — a Mortal entering the battlefield raises
it 1 for its controller (123.2, 309.3). Each point raised is its raiser's share; the leading
instigators are those with the greatest share (123.3). While it is 4 or more, a spell whose text
raises it costs 1 more (the Watch, 123.4a). As the world cycle advances the thresholds are
weighed: at 7 or more the Inquest sits, once per crossing, and each leading instigator's set Traps
and set Power are revealed (123.4b); at 10 the Purge deals 4 damage to each Haven of a leading
instigator, then Suspicion falls to 5 and every share resets (123.4c). Each wrap back to The Hunt
then takes 1 off (123.5). Effects that lower it leave the shares alone (123.6).

State: ``world.suspicion``; ``world.shares`` each player's share (absent or 0: none);
``world.inquest_sat`` while the Inquest has sat and Suspicion has not yet fallen below 7.
"""

from __future__ import annotations

from typing import Any

from adjudicator.games.nodawn.concepts.damage import deal_damage
from adjudicator.games.nodawn.core.events import Entered, RoundBegan, watch
from adjudicator.games.nodawn.core.hooks import Casting, cost_keywords
from adjudicator.games.nodawn.core.instructions import Instruction, instruction
from adjudicator.games.nodawn.core.objects import Cards, State, playing
from adjudicator.games.nodawn.core.replacement import damage_left

CAP = 10  # 123.1
WATCH, INQUEST, PURGE, PURGED_TO, TORCHES = 4, 7, 10, 5, 4  # 123.4a-c


def shares(state: State) -> dict[str, int]:
    """Each player's share of Suspicion (123.2)."""
    return state["world"].setdefault("shares", {})


def set_suspicion(state: State, value: int) -> None:
    """Suspicion takes a value within 0 to 10 (123.1); falling below 7 re-arms the Inquest
    (123.4b)."""
    world = state["world"]
    world["suspicion"] = max(0, min(CAP, value))
    if world["suspicion"] < INQUEST:
        world.pop("inquest_sat", None)


def raise_suspicion(state: State, player: str, amount: int) -> None:
    """Raise Suspicion by N, never above 10; the points raised are the player's share (123.2)."""
    before = state["world"]["suspicion"]
    set_suspicion(state, before + max(0, amount))
    raised = state["world"]["suspicion"] - before
    if raised:
        shares(state)[player] = shares(state).get(player, 0) + raised


def leading_instigators(state: State) -> list[str]:
    """The players still in the game with the greatest share, every one of them on a tie; none
    while nobody holds a share (123.3)."""
    held = {n: shares(state).get(n, 0) for n in playing(state)}
    top = max(held.values(), default=0)
    return [n for n, share in held.items() if share == top and top > 0]


def raises_suspicion(definition: dict[str, Any]) -> bool:
    """Whether a card's text would raise Suspicion (123.4a)."""
    return any(e.get("effect") == "raise-suspicion" for e in definition.get("effects", []))


@instruction("raise-suspicion")
def raise_it(do: Instruction) -> None:
    """"Raise Suspicion N": the shared meter rises N, attributed to its controller (123.2)."""
    raise_suspicion(do.state, do.controller, do.amount)


@instruction("lower-suspicion")
def lower_it(do: Instruction) -> None:
    """"Lower Suspicion N": the meter falls N, not below 0; no share falls with it (123.6)."""
    set_suspicion(do.state, do.state["world"]["suspicion"] - max(0, do.amount))


@cost_keywords.register("additional")
def the_watch(casting: Casting) -> None:
    """While Suspicion is 4 or more, a spell whose text would raise Suspicion costs its caster 1
    more Vitae (123.4a)."""
    if casting.state["world"]["suspicion"] >= WATCH and raises_suspicion(casting.definition):
        casting.cost["vitae"] = casting.cost.get("vitae", 0) + 1


@watch(Entered)
def mortal_tongues(state: State, cards: Cards, event: Entered) -> None:
    """Each Mortal that enters the battlefield adds 1 Suspicion, charged to the player who
    controls it (309.3, 123.2)."""
    if "Mortal" in (cards[event.obj["card"]].get("supertypes") or []):
        raise_suspicion(state, event.controller, 1)


@watch(RoundBegan)
def weighed(state: State, cards: Cards, event: RoundBegan) -> None:
    """As the world cycle advances the thresholds are weighed — the Inquest, then the Purge — and
    a wrap back to The Hunt takes 1 off Suspicion (703.4t, 123.4, 123.5)."""
    world = state["world"]
    if world["suspicion"] >= INQUEST and not world.get("inquest_sat"):
        inquest(state)
    if world["suspicion"] >= PURGE:
        purge(state, cards, event)
    if world["position"] == 1 and event.before["position"] != 1:
        set_suspicion(state, world["suspicion"] - 1)  # 123.5


def inquest(state: State) -> None:
    """The Inquest sits: each leading instigator reveals their set Traps and set Power, which stay
    where they lie (123.4b)."""
    state["world"]["inquest_sat"] = True
    for name in leading_instigators(state):
        player = state["players"][name]
        for ward in player.get("wards", []):
            ward["revealed"] = True
        if player.get("power_slot"):
            player["power_slot"]["revealed"] = True


def purge(state: State, cards: Cards, event: RoundBegan) -> None:
    """The Purge: 4 damage to each Haven a leading instigator controls; then Suspicion falls to 5
    and every share resets (123.4c)."""
    for name in leading_instigators(state):
        for obj in state["players"][name]["zones"]["battlefield"]:
            if cards[obj["card"]]["type"] == "Haven":
                haven = {"kind": "permanent", "player": name, "object": obj, "type": "Haven"}
                deal_damage(state, haven, damage_left(state, cards, None, haven, TORCHES, event.decisions))
    set_suspicion(state, PURGED_TO)
    state["world"]["shares"] = {}
