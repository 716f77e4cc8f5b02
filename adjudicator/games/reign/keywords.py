"""The play keywords (9.3): Loyalty's off-faction surcharge, Bound, Restricted's one-per-round
allowance, Scout. Haste and Secret are played in card_types.py; the keywords that act in a
struggle (9.1 Subtle, 9.2 on-win) are in struggle_keywords.py."""

from __future__ import annotations

from typing import Any

from adjudicator.engine import Refused
from adjudicator.games.reign.concepts import Table


# -- 9.3: Loyalty, Bound, Restricted, Scout ---------------------------------------------------------
def off_faction(table: Table, player: str, name: str) -> bool:
    faction = table.card(name).get("faction", "Neutral")
    return faction != "Neutral" and faction != table.faction_of(player)


def loyalty_surcharge(table: Table, player: str, name: str) -> int:
    """9.3: an off-faction card costs its printed Loyalty more (Neutral and Loyalty-less cards
    nothing); a Bound card cannot be off-faction at all."""
    if not off_faction(table, player, name):
        return 0
    if "Bound" in table.card(name).get("keywords", []):
        raise Refused(f"{name} is Bound to its faction and cannot be played off-faction (9.3, 11)")
    return int(table.card(name).get("loyalty", 0))


def check_restricted(table: Table, player: str, name: str) -> bool:
    """9.3: only one Restricted card may enter a player's field per round, counting every way
    in. True when this card uses the allowance."""
    if "Restricted" not in table.card(name).get("keywords", []):
        return False
    if table.player(player)["restricted"] >= 1:
        raise Refused(f"{player} has already had a Restricted card enter play this round (9.3)")
    return True


def scout(table: Table, player: str, obj: dict[str, Any]) -> None:
    """9.3: on entering, look at the top X of your deck and put each on top or at the bottom,
    in the order you choose (decisions "scout": the cards kept on top, top first, or "nothing";
    "scout bottom": the order of the rest at the bottom, top first)."""
    for x in table.parameter(obj, "Scout"):
        deck = table.zone(player, "deck")
        looked = [o["card"] for o in deck[:x]]  # none from an empty deck: nothing to choose
        top = table.up_to(player, "scout", looked, len(looked))
        rest = list(looked)
        for name in top:
            rest.remove(name)
        bottom = table.order("scout bottom", rest, player)
        deck[:] = [{"card": n} for n in top] + deck[len(looked):] + [{"card": n} for n in bottom]
