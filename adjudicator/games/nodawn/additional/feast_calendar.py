"""730 The Feast Calendar: the count of the world cycle's wraps — the game's first Hunt begins
cycle 1, each return of The Hunt the next, however the cycle got there (730.1, 730.5) — and the
feasts set on named rounds of some cycles. The document does not print its schedule
(docs/contested.md, nodawn-feast-schedule), so a game's calendar is state: ``world.calendar``
lists ``{"cycle", "round", "feast"}``, never two feasts on one round (730.3). The wrap that
begins cycle N announces the feasts of cycle N+1 (``world.announced``, 730.2, 703.4v); as a
round begins, the feast owed to it lands (``world.feast`` for that round only, 730.3, 703.4v).
A card may read the calendar: ``feast_bonus`` (its controller's Entities get +A/+V during a
feast) or a ``feast-begins`` trigger (730.4). What a feast's own law does is not modeled (the
document names none)."""

from __future__ import annotations

from typing import Any

from adjudicator.games.nodawn.core.events import RoundBegan, watch
from adjudicator.games.nodawn.core.hooks import load_checks
from adjudicator.games.nodawn.core.layers import Stats, layer
from adjudicator.games.nodawn.core.objects import Cards, Obj, State, battlefield
from adjudicator.games.nodawn.core.triggers import trigger


def cycle(state: State) -> int:
    """The cycle the world stands in (730.1): 1 until The Hunt first returns."""
    return int(state["world"].get("cycle", 1))


def owed(state: State, number: int, round_name: str) -> list[dict[str, Any]]:
    """The feasts the calendar sets on that round of that cycle (730.1)."""
    return [e for e in state["world"].get("calendar", [])
            if e["cycle"] == number and e["round"] == round_name]


@watch(RoundBegan)
def turn_of_the_calendar(state: State, cards: Cards, event: RoundBegan) -> None:
    """As the cycle advances: a return to The Hunt — by the wrap, or early by a shift — begins
    the next cycle and announces the feasts of the cycle after it (730.1, 730.2, 730.5); then the
    feast owed to the round now beginning, if any, lands for that round alone, and cards awaiting
    a feast trigger (730.3, 730.4, 703.4v)."""
    world = state["world"]
    if "calendar" not in world:
        return
    if world["position"] == 1:
        world["cycle"] = cycle(state) + 1
        world["announced"] = [e for e in world["calendar"] if e["cycle"] == cycle(state) + 1]
    landing = owed(state, cycle(state), world["name"])
    world["feast"] = landing[0]["feast"] if landing else None
    if landing:
        for controller, obj in battlefield(state):
            for index, ability in enumerate(cards[obj["card"]].get("abilities", [])):
                if ability["kind"] == "triggered" and ability["trigger"] == "feast-begins":
                    trigger(state, controller, obj, index)


@layer("7c")
def feast_bonus(state: State, cards: Cards, controller: str, obj: Obj, values: Stats) -> Stats:
    """During a feast, each permanent of a player that reads the calendar that way gives their
    Entities its bonus (730.4)."""
    if not state["world"].get("feast"):
        return values
    attack, vigor = values
    for other in state["players"][controller]["zones"]["battlefield"]:
        bonus = cards[other["card"]].get("feast_bonus")
        if bonus and not other.get("sheltered"):
            attack, vigor = attack + bonus.get("attack", 0), vigor + bonus.get("vigor", 0)
    return attack, vigor


@load_checks.register
def one_feast_a_round(state: State, cards: Cards) -> list[str]:
    """The calendar never sets two feasts on one round (730.3)."""
    entries = [(e["cycle"], e["round"]) for e in state["world"].get("calendar", [])]
    doubled = sorted({e for e in entries if entries.count(e) > 1})
    return [f"the feast calendar sets two feasts on {r} of cycle {c} (730.3)" for c, r in doubled]
