"""403.5 The Master dock: each player's Master anchors a Companion slot, a Relic slot and a
Ritual slot (and the Power slot, not modeled), each holding one card by default (403.5a). The
docked permanents are ordinary permanents; a permanent spell of a kind whose slot is full
cannot enter and goes to its owner's Spoils as it resolves (608.7d). A static ability
``kind = "dock-capacity"`` with ``slot`` lifts that slot's cap while its permanent stands
("Your Master may carry any number of Relics", 403.5a)."""

from __future__ import annotations

from adjudicator.games.nodawn.core.hooks import Definition, entry_bars, printed_and_granted_statics
from adjudicator.games.nodawn.core.layers import characteristics
from adjudicator.games.nodawn.core.objects import Cards, State

SLOTS = ("Companion", "Relic", "Ritual")


def uncapped(state: State, cards: Cards, name: str, slot: str) -> bool:
    """Whether a static ability of a permanent the player controls lifts the slot's cap (403.5a)."""
    return any(static["kind"] == "dock-capacity" and static.get("slot") == slot
               for obj in state["players"][name]["zones"]["battlefield"] if not obj.get("sheltered")
               for static in printed_and_granted_statics(characteristics(cards, obj)))


@entry_bars.register
def slot_full(state: State, cards: Cards, name: str, definition: Definition) -> str | None:
    """A Companion, Relic or Ritual cannot join a dock whose slot already holds one (403.5a)."""
    slot = definition["type"]
    if slot not in SLOTS or uncapped(state, cards, name, slot):
        return None
    docked = [o for o in state["players"][name]["zones"]["battlefield"]
              if characteristics(cards, o)["type"] == slot]
    return f"{name}'s {slot} slot already holds a card (403.5a)" if docked else None
