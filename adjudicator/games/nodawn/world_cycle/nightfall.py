"""503.3 The return from shelter (703.4e): as the upkeep of the first Night turn after a Day
round begins, every player brings back what shelters."""

from __future__ import annotations

from adjudicator.engine import Decisions
from adjudicator.games.nodawn.concepts.vitae import open_the_vein, pay_from_pool, pool_total
from adjudicator.games.nodawn.core.choices import choose_cards
from adjudicator.games.nodawn.core.layers import characteristics
from adjudicator.games.nodawn.core.objects import Cards, State, apnap, own_name, playing
from adjudicator.games.nodawn.core.turn import turn_based


def first_night_upkeep(state: State) -> bool:
    """The upkeep of the first Night turn after a Day round: the first turn of The Hunt, the
    turn the cycle advanced into it (503.3, 500.9b, 500.11a, 500.12); a state given mid-round
    without that record counts the round's first player's turn."""
    order = playing(state)
    opened = state["turn"].get("round_began", bool(order) and state["turn"]["active"] == order[0])
    return state["world"]["type"] == "night" and state["world"]["position"] == 1 and bool(opened)


@turn_based("beginning", "upkeep")
def dusk_return(state: State, cards: Cards, ruleset: str, decisions: Decisions) -> None:
    """As the upkeep of the first Night turn after a Day round begins, every player brings back
    what shelters, in APNAP order (503.3, 703.4e)."""
    if not first_night_upkeep(state):
        return
    for name in apnap(state):
        return_player(state, cards, name, decisions)


def return_player(state: State, cards: Cards, name: str, decisions: Decisions) -> None:
    """The Master and its possessions return free (503.3a); each night Entity returns for 1
    Vitae, paid as any Vitae cost — from the pool, the rest by opening the vein, one taxed
    payment (503.3b, 118.6) — and comes back healed (503.3c). A player who cannot pay for all
    chooses which to pay for — decision ``return``: the sheltered night Entities' names, any
    number up to what they can pay for; the rest stay sheltered (503.3d)."""
    player = state["players"][name]
    player["refuge"] = None
    player.pop("sunlit", None)
    sheltered = [o for o in player["zones"]["battlefield"] if o.get("sheltered")]
    entities = [o for o in sheltered if characteristics(cards, o)["type"] == "Entity"]
    for obj in sheltered:
        if characteristics(cards, obj)["type"] != "Entity":
            obj["sheltered"] = None  # 503.3a: free of charge, undisturbed
    if not entities:
        return
    means = pool_total(player) + max(0, player["vitae"])
    chosen = entities
    if means < len(entities):
        names = choose_cards(decisions, "return", name, [own_name(o) for o in entities], 0, means,
                             "503.3b, 503.3d")
        chosen, waiting = [], list(entities)
        for card in names:
            obj = next(o for o in waiting if own_name(o) == card)
            waiting.remove(obj)
            chosen.append(obj)
    cost = len(chosen)
    from_pool = min(pool_total(player), cost)
    pay_from_pool(player, name, from_pool, None, decisions)
    open_the_vein(state, player, cost - from_pool)
    for obj in chosen:
        obj["sheltered"] = None
        obj["damage"] = 0  # 503.3c: sheltering through the Day heals
