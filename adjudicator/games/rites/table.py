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
    # Every decision records the complete set of its legal answers, each once (docs/protocol.md,
    # *What a decision offered*): one with a single legal answer is taken without asking
    # (``Decisions.forced``), still recorded; an answer the rules forbid refuses the action,
    # naming the decision (``Decisions.refuse``), and the state is left as it was.
    def choose_one(self, player: str, kind: str, options: list[str], *, optional: bool,
                   why: str = "") -> str | None:
        """One of these options (None for "nothing", which declines a "may"); forced when there
        is one option and no "may". ``why`` says which rule allows only one answer."""
        distinct = sorted(set(options))
        if not distinct:
            return None
        offered = distinct + ([NOTHING] if optional else [])
        if len(offered) == 1:
            (only,) = offered
            answer = self.decisions.forced(kind, player, offered, only)
        else:
            answer = self.decisions.take(kind, player, offered)
        if isinstance(answer, list):
            self.decisions.refuse(kind, player, f"{player} answers {kind!r} with one option, "
                                  f"not the list {answer!r}{_because(why)}")
        return None if answer == NOTHING else str(answer)

    def choose_many(self, player: str, kind: str, pool: list[str], low: int, high: int, *,
                    why: str = "") -> list[str]:
        """Between ``low`` and ``high`` of the cards of ``pool`` (names may repeat: as many of a
        name as the pool holds); ``"nothing"`` is offered when none may be chosen. Forced when
        every card must go, or all have one name and the number is fixed. ``why`` names the
        rule that sets the bounds."""
        high = min(high, len(pool))
        low = min(low, high)
        if high == 0:
            return []
        distinct = sorted(set(pool))
        offered = distinct + ([NOTHING] if low == 0 else [])
        if low == high and (high == len(pool) or len(distinct) == 1):
            answer = self.decisions.forced(kind, player, offered, pool[:high], low=low, high=high)
        else:
            answer = self.decisions.take(kind, player, offered, low=low, high=high)
        chosen = [answer] if isinstance(answer, str) else list(answer)
        if chosen == [NOTHING]:
            chosen = []
        problem = _count_problem(chosen, pool, low, high)
        if problem:
            self.decisions.refuse(kind, player, f"{player}'s answer {answer!r} to {kind!r}: "
                                  f"{problem}{_because(why)}")
        return chosen

    def random_order(self, kind: str, names: list[str]) -> list[str]:
        """A pinned random order (top first) of these cards; forced when every order is the
        same. An answer that is not an order of exactly these cards is refused."""
        if not names:
            return []
        distinct = sorted(set(names))
        n = len(names)
        if len(distinct) == 1:
            answer = self.decisions.forced(kind, None, distinct, list(names), low=n, high=n)
        else:
            answer = self.decisions.take(kind, None, distinct, low=n, high=n)
        order = [answer] if isinstance(answer, str) else list(answer)
        if Counter(order) != Counter(names):
            self.decisions.refuse(kind, None, f"the pinned {kind!r} outcome {order!r} is not an "
                                  f"order of {names!r}")
        return order

    # -- drawing and shuffling ------------------------------------------------------------------
    def shuffle_deck(self, player: str) -> None:
        """Shuffle a player's deck; the new order is a pinned random outcome (research.3)."""
        deck = self.zone(player, "deck")
        deck[:] = [{"card": n} for n in self.random_order("shuffle", [o["card"] for o in deck])]

    def draw(self, player: str, count: int) -> None:
        """Draw cards from the top of the deck; an empty deck is first refilled by shuffling the
        discard pile (card:cloning-station.2, card:soul-trap.2); with both empty, nothing more
        is drawn."""
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

    # -- waiting effects ---------------------------------------------------------------------
    def wait(self, player: str, label: str, run: Callable[[], None]) -> None:
        """An effect that waits until the current card or ability has fully resolved."""
        self.waiting.append(Waiting(player, label, run))
        self._show_waiting()

    def _show_waiting(self) -> None:
        """The canonical state shows what waits, in the order it triggered (seen only at a
        checkpoint: between actions nothing waits)."""
        self.turn["waiting"] = [{"effect": w.label, "player": w.player} for w in self.waiting]

    def settle(self) -> None:
        """Resolve waiting effects: the active player's first, each player choosing which of their
        own comes next ("order"; forced when they are all alike, not asked for the last one),
        until none is left or the game is over (``lose`` drops what still waits)."""
        while self.waiting and not self.over:
            mine = [w for w in self.waiting if w.player == self.active]
            owner = self.active if mine else self.opponent(self.active)
            batch = mine or list(self.waiting)
            if len(batch) > 1:
                pick = self.choose_one(owner, "order", [w.label for w in batch], optional=False)
                item = next(w for w in batch if w.label == pick)
            else:
                (item,) = batch
            self.waiting.remove(item)
            self._show_waiting()
            item.run()

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
        self._show_waiting()

    def damage(self, player: str, amount: int) -> None:
        """Health lost (wound.6); never below 0; at 0 the player loses at once (wound.5); none
        once the game is over."""
        if self.over:
            return
        p = self.player(player)
        p["health"] = max(0, p["health"] - amount)
        if p["health"] == 0:
            self.lose(player)


def _because(why: str) -> str:
    return f" ({why})" if why else ""


def _count_problem(chosen: list[str], pool: list[str], low: int, high: int) -> str | None:
    """Why these choices are not ``low`` to ``high`` cards of the pool, or None."""
    if NOTHING in chosen:
        return '"nothing" is an answer on its own, not one of several'
    if not low <= len(chosen) <= high:
        return f"it names {len(chosen)}, where from {low} to {high} may be chosen"
    over = Counter(chosen) - Counter(pool)
    if over:
        name = next(iter(over))
        return f"only {pool.count(name)} {name!r} can be chosen"
    return None
