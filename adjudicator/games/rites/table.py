"""The table: one action's view of the state, the player decisions it raises, drawing and
shuffling, waiting effects and the end of the game.

Waiting effects (demise.2, destroy.2, card:burning-hand.5, card:cloning-station.2): effects that
trigger while a card or ability resolves wait until it has fully resolved. Then the active
player's waiting effects resolve first, in the order that player chooses, then the other
player's; effects that trigger meanwhile join the queue. Nothing resolves once the game is over
(card:herald-of-the-apocalypse.3, heal.2).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from adjudicator.engine import Decisions, EngineFault
from adjudicator.engine import Table as BaseTable

NOTHING = "nothing"


@dataclass
class Source:
    """Where an effect comes from: a card's name and what kind of thing produced it
    (spell, soul, ability, demise, trap, rite); ``creature`` is the creature whose ability it is."""

    name: str
    kind: str
    creature: dict[str, Any] | None = None


@dataclass
class Waiting:
    player: str
    label: str
    run: Callable[[], None]


class Table(BaseTable):
    """The state, the card definitions and the pinned decisions of the action being performed."""

    def __init__(self, state: dict[str, Any], cards: dict[str, dict[str, Any]],
                 decisions: Decisions) -> None:
        super().__init__(state, cards, decisions)
        self.waiting: list[Waiting] = []
        #: Creatures An Eye for an Eye destroys once their activation ends (card:an-eye-for-an-eye.4).
        self.doomed: list[tuple[str, dict[str, Any]]] = []

    # -- definitions ----------------------------------------------------------------------
    def kind(self, name: str) -> str:
        return str(self.card(name)["type"])

    # -- players and zones ------------------------------------------------------------------
    @property
    def turn(self) -> dict[str, Any]:
        return self.state["turn"]

    @property
    def active(self) -> str:
        return str(self.state["turn"]["active"])

    @property
    def over(self) -> bool:
        return self.state["result"] is not None

    def opponent(self, player: str) -> str:
        return next(p for p in self.state["turn_order"] if p != player)

    def take(self, player: str, key: str, name: str) -> dict[str, Any]:
        zone = self.zone(player, key)
        for i, obj in enumerate(zone):
            if obj["card"] == name:
                return zone.pop(i)
        raise EngineFault(f"{player} has no {name!r} in {key}")

    def put(self, player: str, key: str, name: str) -> None:
        """A card goes on top of a pile (deck, discard pile), after the rest elsewhere."""
        if key in ("deck", "discard"):
            self.zone(player, key).insert(0, {"card": name})
        else:
            self.zone(player, key).append({"card": name})

    def holds_rite(self, player: str, rite: str) -> bool:
        return rite in self.names(player, "rites")

    def effect_active(self, player: str, effect: str) -> bool:
        return any(e["effect"] == effect and e["player"] == player for e in self.turn["effects"])

    def add_effect(self, player: str, effect: str) -> None:
        self.turn["effects"].append({"effect": effect, "player": player})

    # -- decisions ------------------------------------------------------------------------
    def choose_one(self, player: str, kind: str, options: list[str], *, optional: bool) -> str | None:
        """One of these options (None for "nothing"); not asked when the answer is forced."""
        distinct = sorted(set(options))
        if not distinct:
            return None
        if len(distinct) == 1 and not optional:
            return distinct[0]
        answer = self.decisions.take(kind, player, distinct + ([NOTHING] if optional else []))
        if isinstance(answer, list):
            if len(answer) != 1:
                raise EngineFault(f"{kind!r} takes one answer, not {answer!r}")
            answer = answer[0]
        return None if answer == NOTHING else str(answer)

    def choose_many(self, player: str, kind: str, options: list[str], low: int, high: int) -> list[str]:
        """Between ``low`` and ``high`` of these cards (names may repeat); not asked when forced:
        all of them must go, or they all have the same name and the number is fixed."""
        high = min(high, len(options))
        low = min(low, high)
        if high == 0:
            return []
        if low == high and (high == len(options) or len(set(options)) == 1):
            return options[:high]
        distinct = sorted(set(options))
        answer = self.decisions.take(kind, player, distinct + ([NOTHING] if low == 0 else []))
        chosen = [answer] if isinstance(answer, str) else list(answer)
        if chosen == [NOTHING]:
            chosen = []
        if not low <= len(chosen) <= high or Counter(chosen) - Counter(options):
            raise EngineFault(f"{player}'s answer {answer!r} to {kind!r} is not {low} to {high} "
                              f"of {options!r}")
        return chosen

    def random_order(self, kind: str, names: list[str]) -> list[str]:
        """A pinned random order (top first); not asked when every order is the same."""
        if len(set(names)) <= 1:
            return list(names)
        answer = self.decisions.take(kind, None, sorted(set(names)))
        order = [answer] if isinstance(answer, str) else list(answer)
        if Counter(order) != Counter(names):
            raise EngineFault(f"the pinned {kind!r} outcome {order!r} is not an order of {names!r}")
        return order

    # -- drawing and shuffling ------------------------------------------------------------------
    def shuffle_deck(self, player: str) -> None:
        """Shuffle a player's deck; the new order is a pinned random outcome (research.3)."""
        deck = self.zone(player, "deck")
        deck[:] = [{"card": n} for n in self.random_order("shuffle", [o["card"] for o in deck])]

    def draw(self, player: str, count: int = 1) -> int:
        """Draw cards from the top of the deck; an empty deck is first refilled by shuffling the
        discard pile (card:cloning-station.2, card:soul-trap.2). Returns how many were drawn."""
        drawn = 0
        for _ in range(count):
            deck = self.zone(player, "deck")
            if not deck:
                discard = self.zone(player, "discard")
                if not discard:
                    break
                names = [o["card"] for o in discard]
                discard.clear()
                deck[:] = [{"card": n} for n in self.random_order("shuffle", names)]
            self.zone(player, "hand").append(deck.pop(0))
            drawn += 1
        return drawn

    # -- waiting effects ---------------------------------------------------------------------
    def wait(self, player: str, label: str, run: Callable[[], None]) -> None:
        """An effect that waits until the current card or ability has fully resolved."""
        self.waiting.append(Waiting(player, label, run))

    def settle(self) -> None:
        """Resolve waiting effects: the active player's first, each player choosing the order of
        their own ("order"), until none is left or the game is over."""
        while self.waiting and not self.over:
            mine = [w for w in self.waiting if w.player == self.active]
            batch = mine or list(self.waiting)
            owner = batch[0].player
            labels = [w.label for w in batch]
            pick = labels[0]
            if len(set(labels)) > 1:
                pick = str(self.choose_one(owner, "order", labels, optional=False))
            item = next(w for w in batch if w.label == pick)
            self.waiting.remove(item)
            item.run()
        if self.over:
            self.waiting.clear()

    # -- the end of the game ---------------------------------------------------------------------
    def lose(self, player: str) -> None:
        """A commander at 0 health loses at once; the opponent wins (wound.5, poison.4)."""
        if self.over:
            return
        winner = self.opponent(player)
        self.player(player)["status"] = "lost"
        self.player(winner)["status"] = "won"
        self.state["result"] = {"winners": [winner], "losers": [player], "draw": False}
        self.turn["phase"] = "over"
        self.waiting.clear()

    def damage(self, player: str, amount: int) -> int:
        """Health lost (wound.6); never below 0; at 0 the player loses at once (wound.5)."""
        if amount <= 0 or self.over:
            return 0
        p = self.player(player)
        p["health"] = max(0, p["health"] - amount)
        if p["health"] == 0:
            self.lose(player)
        return amount
