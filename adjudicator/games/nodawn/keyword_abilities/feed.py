"""702.5 Feed: combat damage dealt by a source with Feed restores its controller's Master by
as much, up to the cap (510.5, 119.1)."""

from __future__ import annotations

from adjudicator.games.nodawn.concepts.vitae import gain_vitae
from adjudicator.games.nodawn.core.events import CombatDamageDealt, watch
from adjudicator.games.nodawn.core.keywords import define, has
from adjudicator.games.nodawn.core.objects import Cards, State

define("Feed", "702.5a", __name__)


@watch(CombatDamageDealt)
def feed(state: State, cards: Cards, event: CombatDamageDealt) -> None:
    """Each controller of a Feed source gains the combat damage it dealt (702.5a, 510.5)."""
    fed: dict[str, int] = {}
    for controller, source, _, amount in event.dealt:
        if has(cards, source, "Feed"):
            fed[controller] = fed.get(controller, 0) + amount
    for controller, amount in fed.items():
        gain_vitae(state["players"][controller], amount)
