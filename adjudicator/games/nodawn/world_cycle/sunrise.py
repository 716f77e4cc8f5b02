"""514.4 The shelter step: as the world crosses into Day every player shelters — the Master in
a refuge among its Havens, its possessions with it, night-bound Entities in Rooms (703.4q)."""

from __future__ import annotations

from typing import Any

from adjudicator.engine import Decisions
from adjudicator.games.nodawn.core.choices import check_count, decide, decide_one, distinct
from adjudicator.games.nodawn.core.events import RoundBegan, watch
from adjudicator.games.nodawn.core.layers import characteristics
from adjudicator.games.nodawn.core.objects import Cards, State, answers, apnap, is_token_object, own_name
from adjudicator.games.nodawn.core.state import waning
from adjudicator.games.nodawn.core.zones import leave_battlefield, owner_of, put_card, spoils_order
from adjudicator.games.nodawn.zones.shelter import POSSESSIONS, havens, holds_seat, night_bound


@watch(RoundBegan)
def dawn(state: State, cards: Cards, event: RoundBegan) -> None:
    """Crossing from a Night round into a Day round, every player shelters (514.4, 703.4q)."""
    if event.before["type"] == "night" and state["world"]["type"] == "day":
        sunrise(state, cards, event.decisions)


def sunrise(state: State, cards: Cards, decisions: Decisions) -> None:
    """The shelter step, before anything replenishes; players act in APNAP order (514.4)."""
    for name in apnap(state):
        shelter_player(state, cards, name, decisions)


def shelter_player(state: State, cards: Cards, name: str, decisions: Decisions) -> None:
    """One player's shelter step: the Master picks its refuge among its Havens holding its seat
    (514.4a, 310.8a) — decision ``refuge``, asked when they have two or more names; with none, the sunrise
    will claim it (500.16a, 704.5f). Its possessions shelter with it (514.4b); night-bound
    Entities take Rooms, one each, in the player's Havens (514.4c) — decision ``shelter`` when
    the player has a choice; those left without a Room die (514.4d). Day-bound and unbound
    permanents stay afield (514.4f)."""
    player = state["players"][name]
    _lost_tokens(state, cards, name)
    afield = [o for o in player["zones"]["battlefield"] if not o.get("sheltered")]
    seats = [o["card"] for o in havens(cards, player) if holds_seat(characteristics(cards, o), player)]
    refuge = None
    if waning(state, name) != "day":
        _strong_by_day(state, cards, name, afield, decisions)
        return
    if seats:
        options = distinct(seats)
        refuge = decide_one(decisions, "refuge", name, options)
    if refuge is None:
        player["sunlit"] = True  # 514.4a: a Master with no Haven cannot shelter
    else:
        player["refuge"] = refuge
        for obj in afield:
            if characteristics(cards, obj)["type"] in POSSESSIONS and not is_token_object(cards, obj):
                obj["sheltered"] = refuge  # 514.4b: free, without limit, taking no Room; a token
                # never shelters, the Shelter lying off the battlefield (400.9a, 111.9)
    night = [o for o in afield
             if characteristics(cards, o)["type"] == "Entity" and night_bound(characteristics(cards, o))]
    if night:
        assign_rooms(state, cards, name, night, decisions)


def _strong_by_day(state: State, cards: Cards, name: str, afield: list[dict[str, Any]],
                   decisions: Decisions) -> None:
    """A Master whose card has it wane at Night does not sleep by Day: it takes no refuge and its
    possessions stay afield with it; its night-bound Entities still take Rooms, by their binding
    (731.8e, 731.4d). The sun claims it unless its card says the sun does not kill it (731.8d,
    704.5f)."""
    if not cards[state["players"][name]["master"]].get("sunproof"):
        state["players"][name]["sunlit"] = True
    night = [o for o in afield
             if characteristics(cards, o)["type"] == "Entity" and night_bound(characteristics(cards, o))]
    if night:
        assign_rooms(state, cards, name, night, decisions)


def _lost_tokens(state: State, cards: Cards, name: str) -> None:
    """A token cannot shelter, the Shelter lying off the battlefield: each night-bound token the
    player controls dies instead — into its owner's Spoils, its dies-triggers seeing it go,
    where it then ceases to exist (111.9, 514.4e, 704.5g)."""
    lost = [(name, o) for o in state["players"][name]["zones"]["battlefield"]
            if is_token_object(cards, o) and night_bound(cards[o["card"]]) and not o.get("sheltered")]
    if lost:
        leave_battlefield(state, cards, lost, "spoils")


def rooms_of(cards: Cards, player: dict[str, Any]) -> dict[str, int]:
    """Free Rooms by Haven name: each Haven's printed Rooms less those given to a function,
    which shelter no Entity (312.2), and less the night Entities already resting there (210.3,
    310.7)."""
    free: dict[str, int] = {}
    for haven in havens(cards, player):
        definition = characteristics(cards, haven)
        beds = definition.get("rooms", 0) - len(definition.get("functions", []))  # 312.2
        free[haven["card"]] = free.get(haven["card"], 0) + max(0, beds)
    for obj in player["zones"]["battlefield"]:
        where = obj.get("sheltered")
        if where in free and characteristics(cards, obj)["type"] == "Entity":
            free[where] -= 1
    return {h: n for h, n in free.items() if n > 0}


def assign_rooms(state: State, cards: Cards, name: str, night: list[dict[str, Any]],
                 decisions: Decisions) -> None:
    """Night Entities into Rooms, one per Room (514.4c); the overflow goes to its owner's Spoils
    (514.4d, 107.5a). The player chooses which are saved and where — decision ``shelter``,
    answered '<Entity> in <Haven>' once per Entity saved — whenever more than one assignment is
    possible: more Entities than Rooms, or Rooms in more than one Haven."""
    player = state["players"][name]
    free = rooms_of(cards, player)
    saved = min(sum(free.values()), len(night))
    if saved == 0:
        plan = []
    else:
        options = [f"{own_name(o)} in {h}" for o in night for h in free]
        forced = None
        if saved == len(night) and len(free) == 1:
            forced = options
        entries = answers(decide(decisions, "shelter", name, distinct(options), forced,
                                 low=saved, high=saved))
        check_count(decisions, "shelter", name, entries, saved, saved, "514.4c, 514.4d")
        plan = _plan(decisions, name, entries, night, free)
    for obj, haven in plan:
        obj["sheltered"] = haven
    placed = [obj for obj, _ in plan]
    lost = [obj for obj in night if not any(obj is p for p in placed)]
    for obj in lost:  # 514.4d: overflow dies (no dies-trigger is raised)
        player["zones"]["battlefield"].remove(obj)
    for owner in dict.fromkeys(owner_of(o, name) for o in lost):
        theirs = [o["card"] for o in lost if owner_of(o, name) == owner]
        for card in spoils_order(decisions, owner, theirs):  # 404.3: all at once
            put_card(state, cards, owner, card, "spoils", "battlefield", decisions)


def _plan(decisions: Decisions, name: str, entries: list[Any], night: list[dict[str, Any]],
          free: dict[str, int]) -> list[tuple[dict[str, Any], str]]:
    """Read a ``shelter`` answer: each Entity placed once, no Haven over its Rooms (514.4c);
    an answer that breaks either is refused."""
    left = dict(free)
    waiting = list(night)
    plan = []
    for entry in entries:
        card, _, haven = str(entry).partition(" in ")
        obj = next((o for o in waiting if own_name(o) == card), None)
        if obj is None or left.get(haven, 0) < 1:
            why = f"no {card!r} is left to place" if obj is None else f"{haven!r} has no free Room left"
            decisions.refuse("shelter", name, f"{name}'s shelter answer {entry!r}: {why} (514.4c)")
        waiting.remove(obj)
        left[haven] -= 1
        plan.append((obj, haven))
    return plan
