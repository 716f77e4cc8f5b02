"""The world cycle's own events: sheltering at sunrise (514.4), the Day rest (500.17), the
return from shelter at the first Night upkeep (503.3), Havens as refuges (310.8, 408.2) and
sunlight death (104.3e, 704.5f).

State: a player's ``refuge`` is the name of the Haven their Master shelters in (``null`` while
it is afield), and ``sunlit`` marks a Master that a sunrise found with no Haven to shelter in.
A permanent's ``sheltered`` is the name of the Haven it rests in (``null`` afield, 110.5e).
Sheltered permanents stay under their controller's control but stand outside combat, take no
actions and cannot be targeted (506.5, 514.4g, 408.2b).
"""

from __future__ import annotations

from typing import Any

from adjudicator.engine import Decisions, EngineFault, Refused
from adjudicator.games.nodawn.vitae import gain_vitae, open_the_vein, pay_from_pool, pool_total

Cards = dict[str, dict[str, Any]]

#: The Master's possessions shelter and return with it, free and taking no Room (514.4b, 503.3a).
POSSESSIONS = {"Companion", "Relic", "Ritual"}


def _playing(state: dict[str, Any]) -> list[str]:
    return [n for n in state["turn_order"] if state["players"][n]["status"] == "playing"]


def apnap(state: dict[str, Any]) -> list[str]:
    """Players still in the game, the active player first, then in turn order (514.4, 503.3)."""
    order = _playing(state)
    active = state["turn"]["active"]
    if active in order:
        i = order.index(active)
        order = order[i:] + order[:i]
    return order


def master_sheltered(state: dict[str, Any], name: str) -> bool:
    """Whether the player's Master shelters: through every Day round (500.16, 311.7), and from
    sunrise until its return at the first Night upkeep (503.3)."""
    return bool(state["players"][name].get("refuge")) or state["world"]["type"] == "day"


def havens(cards: Cards, player: dict[str, Any]) -> list[dict[str, Any]]:
    """The Havens a player controls (310.1)."""
    return [o for o in player["zones"]["battlefield"] if cards[o["card"]]["type"] == "Haven"]


def holds_seat(definition: dict[str, Any]) -> bool:
    """Whether a Haven holds its controller's Master's seat: the lineage Haven always does; an
    Estate only once a Passage has carried the seat there, which is not modeled (310.8a, 210.7)."""
    return definition.get("class") != "Estate"


def night_bound(definition: dict[str, Any]) -> bool:
    return definition.get("binding") == "night"


# -- sunrise: sheltering (514.4) ----------------------------------------------------------------
def round_began(state: dict[str, Any], cards: Cards, before: dict[str, Any],
                decisions: Decisions) -> None:
    """After the world cycle advances as a round's first turn begins (500.9d): crossing into Day
    every player shelters (514.4, 703.4q), then each Master resting in a safe refuge recovers 1
    Vitae as every Day round begins (500.17, 703.4b)."""
    now = state["world"]
    if now["position"] == before["position"]:
        return
    if before["type"] == "night" and now["type"] == "day":
        sunrise(state, cards, decisions)
    if now["type"] == "day":
        day_rest(state, cards)


def sunrise(state: dict[str, Any], cards: Cards, decisions: Decisions) -> None:
    """The shelter step, before anything replenishes; players act in APNAP order (514.4)."""
    for name in apnap(state):
        shelter_player(state, cards, name, decisions)


def shelter_player(state: dict[str, Any], cards: Cards, name: str, decisions: Decisions) -> None:
    """One player's shelter step: the Master picks its refuge among its Havens holding its seat
    (514.4a, 310.8a) — decision ``refuge`` when there are two or more; with none, the sunrise
    will claim it (500.16a, 704.5f). Its possessions shelter with it (514.4b); night-bound
    Entities take Rooms, one each, in the player's Havens (514.4c) — decision ``shelter`` when
    the player has a choice; those left without a Room die (514.4d). Day-bound and unbound
    permanents stay afield (514.4f)."""
    player = state["players"][name]
    afield = [o for o in player["zones"]["battlefield"] if not o.get("sheltered")]
    seats = [o["card"] for o in havens(cards, player) if holds_seat(cards[o["card"]])]
    refuge = None
    if len(seats) == 1:
        refuge = seats[0]
    elif seats:
        refuge = decisions.take("refuge", name, sorted(set(seats)))
    if refuge is None:
        player["sunlit"] = True  # 514.4a: a Master with no Haven cannot shelter
    else:
        player["refuge"] = refuge
        for obj in afield:
            if cards[obj["card"]]["type"] in POSSESSIONS:
                obj["sheltered"] = refuge  # 514.4b: free, without limit, taking no Room
    night = [o for o in afield
             if cards[o["card"]]["type"] == "Entity" and night_bound(cards[o["card"]])]
    if night:
        assign_rooms(state, cards, name, night, decisions)


def rooms_of(cards: Cards, player: dict[str, Any]) -> dict[str, int]:
    """Free Rooms by Haven name: each Haven's printed Rooms less the night Entities already
    resting there (210.3, 310.7)."""
    free: dict[str, int] = {}
    for haven in havens(cards, player):
        free[haven["card"]] = free.get(haven["card"], 0) + cards[haven["card"]].get("rooms", 0)
    for obj in player["zones"]["battlefield"]:
        where = obj.get("sheltered")
        if where in free and cards[obj["card"]]["type"] == "Entity":
            free[where] -= 1
    return {h: n for h, n in free.items() if n > 0}


def assign_rooms(state: dict[str, Any], cards: Cards, name: str, night: list[dict[str, Any]],
                 decisions: Decisions) -> None:
    """Night Entities into Rooms, one per Room (514.4c); the overflow dies into its owner's Spoils
    (514.4d, 107.5a). The player chooses which are saved and where — decision ``shelter``,
    answered '<Entity> in <Haven>' once per Entity saved — whenever more than one assignment is
    possible: more Entities than Rooms, or Rooms in more than one Haven."""
    player = state["players"][name]
    free = rooms_of(cards, player)
    total = sum(free.values())
    saved = min(total, len(night))
    if saved == len(night) and len(free) == 1:
        haven = next(iter(free))
        plan = [(obj, haven) for obj in night]
    elif saved == 0:
        plan = []
    else:
        options = [f"{o['card']} in {h}" for o in night for h in free]
        answer = decisions.take("shelter", name, sorted(set(options)))
        plan = _plan(answer, night, free, saved)
    for obj, haven in plan:
        obj["sheltered"] = haven
    placed = [obj for obj, _ in plan]
    for obj in night:
        if not any(obj is p for p in placed):  # 514.4d: overflow dies
            player["zones"]["battlefield"].remove(obj)
            player["zones"]["spoils"].append({"card": obj["card"]})


def _plan(answer: Any, night: list[dict[str, Any]], free: dict[str, int],
          saved: int) -> list[tuple[dict[str, Any], str]]:
    """Read a pinned ``shelter`` answer: every Room that can be filled is filled (514.4d), no
    Haven over its Rooms, each Entity placed once."""
    entries = answer if isinstance(answer, list) else [answer]
    if len(entries) != saved:
        raise EngineFault(f"the pinned shelter places {len(entries)} Entities; {saved} Rooms "
                          "must be filled (514.4c, 514.4d)")
    left = dict(free)
    waiting = list(night)
    plan = []
    for entry in entries:
        card, _, haven = str(entry).partition(" in ")
        obj = next((o for o in waiting if o["card"] == card), None)
        if obj is None or left.get(haven, 0) < 1:
            raise EngineFault(f"the pinned shelter {entry!r} names no waiting night Entity or no "
                              "free Room (514.4c)")
        waiting.remove(obj)
        left[haven] -= 1
        plan.append((obj, haven))
    return plan


# -- the Day rest (500.17) ----------------------------------------------------------------------
def safe_refuge(state: dict[str, Any], cards: Cards, name: str) -> bool:
    """The refuge is safe while it stands on the battlefield (500.17, 703.4b)."""
    player = state["players"][name]
    refuge = player.get("refuge")
    return bool(refuge) and any(h["card"] == refuge for h in havens(cards, player))


def day_rest(state: dict[str, Any], cards: Cards) -> None:
    """The Day rest: at the start of every Day round, a Master whose refuge still stands gains 1
    Vitae, up to its cap (500.17, 703.4b, 119.6)."""
    for name in _playing(state):
        if safe_refuge(state, cards, name):
            gain_vitae(state["players"][name], 1)


# -- nightfall: the return from shelter (503.3) -------------------------------------------------
def first_night_upkeep(state: dict[str, Any]) -> bool:
    """The upkeep of the first Night turn after a Day round: the round's first turn of The Hunt
    (503.3, 500.9b); cycle shifts are not modeled."""
    order = _playing(state)
    return (state["world"]["type"] == "night" and state["world"]["position"] == 1
            and bool(order) and state["turn"]["active"] == order[0])


def dusk_return(state: dict[str, Any], cards: Cards, decisions: Decisions) -> None:
    """As the upkeep of the first Night turn after a Day round begins, every player brings back
    what shelters, in APNAP order (503.3, 703.4e)."""
    if not first_night_upkeep(state):
        return
    for name in apnap(state):
        return_player(state, cards, name, decisions)


def return_player(state: dict[str, Any], cards: Cards, name: str, decisions: Decisions) -> None:
    """The Master and its possessions return free (503.3a); each night Entity returns for 1
    Vitae, paid as any Vitae cost — from the pool, the rest by opening the vein, one taxed
    payment (503.3b, 118.6) — and comes back healed (503.3c). A player who cannot pay for all
    chooses which to pay for — decision ``return``, the names of those brought back; the rest
    stay sheltered (503.3d)."""
    player = state["players"][name]
    player["refuge"] = None
    player.pop("sunlit", None)
    sheltered = [o for o in player["zones"]["battlefield"] if o.get("sheltered")]
    entities = [o for o in sheltered if cards[o["card"]]["type"] == "Entity"]
    for obj in sheltered:
        if cards[obj["card"]]["type"] != "Entity":
            obj["sheltered"] = None  # 503.3a: free of charge, undisturbed
    if not entities:
        return
    means = pool_total(player) + max(0, player["vitae"])
    chosen = entities
    if means < len(entities):
        answer = decisions.take("return", name, sorted({o["card"] for o in entities}))
        names = answer if isinstance(answer, list) else ([] if answer in (None, "") else [answer])
        if len(names) > means:
            raise EngineFault(f"the pinned return brings back {len(names)} Entities; {name} can "
                              f"pay for {means} (503.3d)")
        chosen, waiting = [], list(entities)
        for card in names:
            obj = next((o for o in waiting if o["card"] == card), None)
            if obj is None:
                raise EngineFault(f"the pinned return names {card!r}, which does not shelter")
            waiting.remove(obj)
            chosen.append(obj)
    cost = len(chosen)
    from_pool = min(pool_total(player), cost)
    pay_from_pool(player, name, from_pool, None, decisions)
    open_the_vein(state, player, cost - from_pool)
    for obj in chosen:
        obj["sheltered"] = None
        obj["damage"] = 0  # 503.3c: sheltering through the Day heals


# -- sunlight death and fallen Havens (704.5f, 704.5n) ------------------------------------------
def sunlight(state: dict[str, Any], cards: Cards, dying: list[tuple[str, dict[str, Any]]],
             losses: dict[str, set[str]]) -> None:
    """During a Day round a player loses if their Master's refuge is not a live Haven they own —
    one found by this same sweep to be destroyed counts as fallen — or if the sunrise found it
    with no Haven to shelter in (704.5f, 104.3e, 500.16a). A Master that never sheltered in the
    state as given has no refuge to lose."""
    if state["world"]["type"] != "day":
        return
    for name in _playing(state):
        player = state["players"][name]
        refuge = player.get("refuge")
        if player.get("sunlit"):
            losses.setdefault(name, set()).add("sunlight")
        elif refuge:
            standing = [h for h in havens(cards, player) if h["card"] == refuge
                        and not any(h is obj for _, obj in dying)]
            if not standing:
                losses.setdefault(name, set()).add("sunlight")


def expose(state: dict[str, Any], cards: Cards, fallen: list[tuple[str, dict[str, Any]]]) -> None:
    """A Haven that leaves the battlefield spills its Shelter: its residents stand in the open,
    combat-active (506.5a, 408.2c, 704.5n, 503.3d)."""
    for owner, obj in fallen:
        if cards[obj["card"]]["type"] != "Haven":
            continue
        player = state["players"][owner]
        if any(h["card"] == obj["card"] for h in havens(cards, player)):
            continue  # another Haven of that name still stands
        for resident in player["zones"]["battlefield"]:
            if resident.get("sheltered") == obj["card"]:
                resident["sheltered"] = None


def shelter_problems(state: dict[str, Any], cards: Cards) -> list[str]:
    """Impossible shelter states: resting in a Haven its controller does not control, a Haven
    sheltered in itself or another, a refuge that is not one of the player's Havens."""
    problems = []
    for name, player in state["players"].items():
        names = {h["card"] for h in player["zones"]["battlefield"]
                 if h["card"] in cards and cards[h["card"]]["type"] == "Haven"}
        refuge = player.get("refuge")
        if refuge and refuge not in names and player["status"] == "playing":
            problems.append(f"{name}'s Master shelters in {refuge!r}, which {name} does not control")
        for obj in player["zones"]["battlefield"]:
            where = obj.get("sheltered")
            if not where or obj["card"] not in cards:
                continue
            if cards[obj["card"]]["type"] == "Haven":
                problems.append(f"{obj['card']!r} is a Haven; a Haven does not shelter (408.2)")
            elif where not in names:
                problems.append(f"{obj['card']!r} shelters in {where!r}, which {name} does not "
                                "control (408.2)")
    return problems


def refuse_sheltered_targets(state: dict[str, Any], targets: list[str]) -> None:
    """What rests in a Shelter cannot be targeted (408.2b): a sheltered permanent, or a player's
    Master while it shelters. (The Threshold's Invitation, 310.10, is not modeled.)"""
    for label in targets:
        if label in state["players"]:
            if master_sheltered(state, label):
                raise Refused(f"{label}'s Master shelters and cannot be targeted (408.2b)")
            continue
        owner, _, card = label.partition("'s ")
        if owner in state["players"]:
            mine = [o for o in state["players"][owner]["zones"]["battlefield"] if o["card"] == card]
            if mine and all(o.get("sheltered") for o in mine):
                raise Refused(f"{label} shelters in {mine[0]['sheltered']} and cannot be targeted "
                              "(408.2b)")
