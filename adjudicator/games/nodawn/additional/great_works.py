"""715 Great Works: a Contract of subtype Great Work gains no Lore counter at its controller's
upkeep (715.2: 714.3b does not apply) but one as each wrap of the world cycle returns to The
Hunt (715.2, 703.4u); the rest of the Contract machinery applies unchanged (715.3)."""

from __future__ import annotations

from typing import Any

from adjudicator.games.nodawn.concepts.counters import place_counters
from adjudicator.games.nodawn.core.events import RoundBegan, watch
from adjudicator.games.nodawn.core.hooks import upkeep_lore_exempt
from adjudicator.games.nodawn.core.objects import Cards, State, battlefield

GREAT_WORK = "Great Work"


def is_great_work(definition: dict[str, Any]) -> bool:
    """A Contract of subtype Great Work with its clauses (715.1)."""
    return (definition["type"] == "Contract" and GREAT_WORK in definition.get("subtypes", [])
            and bool(definition.get("clauses")))


@upkeep_lore_exempt.register
def no_upkeep_lore(definition: dict[str, Any]) -> bool:
    """A Great Work does not gain Lore at its controller's upkeep (715.2)."""
    return is_great_work(definition)


@watch(RoundBegan)
def wrap_lore(state: State, cards: Cards, event: RoundBegan) -> None:
    """As the world cycle wraps from The Retrieve to The Hunt, each Great Work gains a Lore
    counter (715.2, 703.4u)."""
    if event.before["position"] != 6 or state["world"]["position"] != 1:
        return
    for controller, obj in battlefield(state):
        if is_great_work(cards[obj["card"]]) and not obj.get("sheltered"):
            place_counters(state, cards, controller, obj, "lore", 1)
