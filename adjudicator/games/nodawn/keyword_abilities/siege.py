"""702.29 Siege N +A/+V and the siege count (508.2): each attack declared at a Haven raises its
player's siege count for the turn (``siege`` on the player, dispersed at cleanup); while the
count is N or more, an Entity with Siege gets +A/+V (layer 7c)."""

from __future__ import annotations

from adjudicator.games.nodawn.core.events import AttackDeclared, Cleanup, watch
from adjudicator.games.nodawn.core.keywords import count_and_bonus, define, keyword_value
from adjudicator.games.nodawn.core.layers import Stats, characteristics, layer
from adjudicator.games.nodawn.core.objects import Cards, Obj, State, find_permanent

define("Siege", "702.29a", __name__)


@watch(AttackDeclared)
def siege_count(state: State, cards: Cards, event: AttackDeclared) -> None:
    """An attack declared at a Haven raises its player's siege count for the turn; the count
    never un-rings (508.2, 702.29a)."""
    found = find_permanent(state, event.target)
    if found is None or cards[found[1]["card"]]["type"] != "Haven":
        return
    player = state["players"][event.player]
    player["siege"] = player.get("siege", 0) + 1


@watch(Cleanup)
def siege_disperses(state: State, cards: Cards, event: Cleanup) -> None:
    """Cleanup: the siege count disperses (508.2, 702.29a)."""
    for player in state["players"].values():
        player.pop("siege", None)


@layer("7c")
def siege(state: State, cards: Cards, controller: str, obj: Obj, values: Stats) -> Stats:
    """Siege N +A/+V: the bonus while the controller's siege count is N or more (702.29a)."""
    read = count_and_bonus(keyword_value(characteristics(cards, obj), "Siege") or "")
    if read is None or state["players"][controller].get("siege", 0) < read[0]:
        return values
    return values[0] + read[1][0], values[1] + read[1][1]
