"""The table: one action's view of the state, with the base Dominion moves every rule uses.

Drawing and reshuffling (base:drawing, base:shuffling), gaining (base:gaining), trashing
(base:trashing), discarding, and the player decisions they raise. A reshuffle is never done by
the engine itself: the new order is a random outcome pinned by the scenario (kind "shuffle").

Part of the core: it names no rule module. Rule modules file what they add in the registries
below (by card name, or in lists run in order) as they are imported.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable
from typing import Any

from adjudicator.engine import EngineFault
from adjudicator.engine import Table as BaseTable

NOTHING = "nothing"
#: Effects that happen when a card is gained, by card name (filled through :func:`on_gain`).
ON_GAIN: dict[str, Callable[[Table, str], None]] = {}
#: Effects that happen after any card is gained, whatever its name (Changeling, Tracker): they
#: get the gainer, the gained card's object and the zone it went to, in registration order.
AFTER_GAIN: list[Callable[[Table, str, dict[str, Any], str], None]] = []
#: Reactions to a card being discarded other than in Clean-up, by card name (Faithful Hound).
ON_DISCARD: dict[str, Callable[[Table, str], None]] = {}
#: Effects that happen when a card is trashed, by card name (Haunted Mirror); they get the
#: player who trashed it.
ON_TRASH: dict[str, Callable[[Table, str], None]] = {}
#: Effects that happen after any card is trashed, whatever its name: (table, the trashed card's
#: name, the player who trashed it), in registration order (the test card kit).
AFTER_TRASH: list[Callable[[Table, str, str], None]] = []
#: What changes a card's cost, applied in order: (table, card, cost) -> cost (the test card kit).
COST_CHANGES: list[Callable[[Table, str, int], int]] = []


class Table(BaseTable):
    """The state, the card definitions and the pinned decisions of the action being performed.

    ``unaffected`` holds, for each card being played (innermost last), the players an Attack
    played then does not affect because they reacted to it (base:reaction)."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.unaffected: list[set[str]] = []

    # -- definitions ----------------------------------------------------------------------
    def is_a(self, name: str, kind: str) -> bool:
        return kind in self.card(name)["types"]

    def cost(self, name: str) -> int:
        """A card's current cost: its printed cost, as effects in force change it."""
        cost = int(self.card(name)["cost"])
        for change in COST_CHANGES:
            cost = change(self, name, cost)
        return cost

    # -- players and zones ------------------------------------------------------------------
    @property
    def turn(self) -> dict[str, Any]:
        return self.state["turn"]

    @property
    def active(self) -> str:
        return self.state["turn"]["active"]

    def others(self, player: str) -> list[str]:
        """The other players in turn order, starting with the one after ``player``."""
        order = self.state["turn_order"]
        i = order.index(player)
        return [p for p in order[i + 1:] + order[:i] if p != player]

    def take(self, player: str, key: str, name: str) -> dict[str, Any]:
        """Remove the first card of this name from a player's zone."""
        zone = self.zone(player, key)
        for i, obj in enumerate(zone):
            if obj["card"] == name:
                return zone.pop(i)
        raise EngineFault(f"{player} has no {name!r} in {key}")

    def put(self, player: str, key: str, name: str) -> dict[str, Any]:
        """Put a card into a zone: on top of piles (deck, discard), after the rest elsewhere."""
        obj = {"card": name}
        if key in ("deck", "discard"):
            self.zone(player, key).insert(0, obj)
        else:
            self.zone(player, key).append(obj)
        return obj

    def discard(self, player: str, name: str) -> None:
        """Discard a card (other than in Clean-up): onto the discard pile, then any reaction to
        its being discarded (base:reaction, card:faithful-hound)."""
        self.put(player, "discard", name)
        reaction = ON_DISCARD.get(name)
        if reaction is not None:
            reaction(self, player)

    def discard_from(self, player: str, key: str, name: str) -> None:
        """Discard a card from one of the player's zones (not in Clean-up)."""
        self.discard(player, self.take(player, key, name)["card"])

    def trash_from(self, player: str, key: str, name: str) -> None:
        """Move a card from one of the player's zones to the trash (base:trashing)."""
        self.to_trash(self.take(player, key, name)["card"], player)

    def to_trash(self, name: str, player: str | None = None) -> None:
        """A card goes on top of the trash (base:trashing); then what its being trashed does for
        the player who trashed it (heirloom:haunted-mirror)."""
        self.shared("trash").insert(0, {"card": name})
        if player is None:
            return
        effect = ON_TRASH.get(name)
        if effect is not None:
            effect(self, player)
        for after in AFTER_TRASH:
            after(self, name, player)

    # -- decks (base:drawing, base:shuffling) ----------------------------------------------------
    def reshuffle(self, player: str) -> None:
        """Shuffle the discard pile to form the deck; the order is a pinned random outcome."""
        discard = self.zone(player, "discard")
        names = [o["card"] for o in discard]
        discard.clear()
        order = self.random_order("shuffle", names)
        self.zone(player, "deck").extend({"card": n} for n in order)

    def random_order(self, kind: str, names: list[str]) -> list[str]:
        """A pinned random order of these cards (top first); no decision if only one is possible."""
        return self._order(kind, None, names)

    def choose_order(self, player: str, kind: str, names: list[str]) -> list[str]:
        """The order (top first) a player puts these cards in; not asked if only one is possible."""
        return self._order(kind, player, names)

    def _order(self, kind: str, player: str | None, names: list[str]) -> list[str]:
        """An order of exactly these cards (a multiset), top first: every card named once per
        copy. Cards all of one name have one order only: taken without asking, still recorded."""
        if not names:
            return []
        options, count = sorted(set(names)), len(names)
        if len(options) == 1:
            return list(self.decisions.forced(kind, player, options, list(names), low=count,
                                              high=count))
        answer = self.decisions.take(kind, player, options, low=count, high=count)
        order = [answer] if isinstance(answer, str) else list(answer)
        if Counter(order) != Counter(names):
            self.decisions.refuse(kind, player, f"the {kind!r} answer {order!r} is not an order "
                                                f"of exactly these cards: {names!r}")
        return order

    def top_card(self, player: str) -> str | None:
        """Remove and return the top card of the deck, reshuffling first if the deck is empty."""
        deck = self.zone(player, "deck")
        if not deck:
            self.reshuffle(player)
        return deck.pop(0)["card"] if deck else None

    def look(self, player: str, count: int) -> list[str]:
        """The top ``count`` cards of the deck (reshuffling the discard pile when the deck runs
        out, base:shuffling), left on top of the deck: looking moves nothing."""
        looked = [n for n in (self.top_card(player) for _ in range(count)) if n is not None]
        self.zone(player, "deck")[:0] = [{"card": n} for n in looked]
        return looked

    def sift(self, player: str, count: int) -> None:
        """Look at the top cards of the deck, discard any of them (decision "discard"), put the
        rest back in any order (decision "order") (boon:the-suns-gift, card:night-watchman.1)."""
        looked = self.look(player, count)
        dropped = self.choose_cards(player, "discard", looked, 0, len(looked))
        del self.zone(player, "deck")[:len(looked)]
        rest = list(looked)
        for name in dropped:
            rest.remove(name)
            self.discard(player, name)
        order = self.choose_order(player, "order", rest)
        self.zone(player, "deck")[:0] = [{"card": n} for n in order]

    def draw(self, player: str, count: int) -> int:
        """Draw cards one at a time into hand; stops when deck and discard are both empty."""
        drawn = 0
        for _ in range(count):
            name = self.top_card(player)
            if name is None:
                break
            self.put(player, "hand", name)
            drawn += 1
        return drawn

    # -- gaining (base:gaining) ---------------------------------------------------------------
    def pile_count(self, name: str) -> int:
        if name in self.state["supply"]:
            return self.state["supply"][name]
        return self.state["nonsupply"].get(name, 0)

    def gain(self, player: str, name: str, to: str | None = None) -> bool:
        """Take a card from its pile to the player (discard pile unless told otherwise).

        Returns False when the pile is empty or missing: nothing is gained then.
        """
        if self.pile_count(name) < 1:
            return False
        piles = self.state["supply"] if name in self.state["supply"] else self.state["nonsupply"]
        piles[name] -= 1
        where = to or self.card(name).get("gain_to", "discard")
        obj = self.put(player, where, name)
        if player == self.active:
            self.turn["gained"].append(name)
        effect = ON_GAIN.get(name)
        if effect is not None:
            effect(self, player)
        for after in AFTER_GAIN:
            after(self, player, obj, where)
        return True

    def gain_choice(self, player: str, options: list[str], to: str | None = None) -> None:
        """Gain one of these cards (the player chooses, decision "gain", when there is a real
        choice); nothing when there is none (base:gaining)."""
        chosen = self.choose_one(player, "gain", options, optional=False)
        if chosen is not None:
            self.gain(player, chosen, to)

    def where_is(self, player: str, obj: dict[str, Any]) -> str | None:
        """The player's zone holding this very card object, if any."""
        for key, objects in self.state["players"][player]["zones"].items():
            if any(o is obj for o in objects):
                return key
        return None

    def remove(self, player: str, obj: dict[str, Any]) -> None:
        """Take this very card object out of whichever of the player's zones holds it."""
        for objects in self.state["players"][player]["zones"].values():
            objects[:] = [o for o in objects if o is not obj]

    def return_to_pile(self, name: str) -> None:
        """A card goes back to its pile, in the Supply or outside it (the pile must exist)."""
        piles = self.state["supply"] if name in self.state["supply"] else self.state["nonsupply"]
        piles[name] += 1

    def supply_cards(self, test: Callable[[str], bool]) -> list[str]:
        """Names of Supply piles that are not empty and whose card passes the test."""
        return [n for n, count in self.state["supply"].items() if count >= 1 and test(n)]

    # -- attacks (base:attack) ----------------------------------------------------------------------
    def protected(self, player: str) -> bool:
        """A waiting Duration that protects (Guardian) shields its owner from Attacks."""
        return any(
            o.get("waiting") and self.card(o["card"]).get("protects") for o in self.zone(player, "play")
        )

    def attacked(self, player: str) -> list[str]:
        """The other players an Attack by ``player`` affects, in turn order: not those protected
        (Guardian) nor those who reacted to the card being played (base:reaction)."""
        shielded = self.unaffected[-1] if self.unaffected else set()
        return [p for p in self.others(player) if not self.protected(p) and p not in shielded]

    # -- decisions ------------------------------------------------------------------------------------
    def choose_one(self, player: str, kind: str, options: list[str], *, optional: bool) -> str | None:
        """One of the options, or None for "nothing" when the choice is a "may".

        The decision offers every distinct option (and "nothing" for a "may"); with a single legal
        answer it is taken without asking and still recorded; with none there is no decision."""
        offered = list(dict.fromkeys(options)) + ([NOTHING] if optional else [])
        if not offered:
            return None
        if len(offered) == 1:
            answer = self.decisions.forced(kind, player, offered, offered[0])
        else:
            answer = self.decisions.take(kind, player, offered)
        if not isinstance(answer, str):
            self.decisions.refuse(kind, player, f"the {kind!r} decision takes one answer, not "
                                                f"{answer!r}")
        return None if answer == NOTHING else answer

    def choose_cards(
        self, player: str, kind: str, pool: list[str], low: int, high: int
    ) -> list[str]:
        """Between ``low`` and ``high`` cards out of ``pool`` (a multiset of names); "nothing" is
        an answer when ``low`` is 0. The decision offers each distinct name once, with ``low`` and
        ``high`` as how many one answer names; a single legal answer (every card must go, or
        nothing can) is taken without asking and recorded."""
        high = min(high, len(pool))
        low = min(low, high)
        if high < 1:
            self.decisions.forced(kind, player, [NOTHING], NOTHING, low=0, high=0)
            return []
        offered = list(dict.fromkeys(pool)) + ([NOTHING] if low == 0 else [])
        if low == high and (high == len(pool) or len(set(pool)) == 1):
            return list(self.decisions.forced(kind, player, offered, pool[:high], low=low,
                                              high=high))
        answer = self.decisions.take(kind, player, offered, low=low, high=high)
        chosen = [] if answer == NOTHING else [answer] if isinstance(answer, str) else list(answer)
        if NOTHING in chosen or Counter(chosen) - Counter(pool) or not low <= len(chosen) <= high:
            self.decisions.refuse(kind, player, f"the {kind!r} answer {answer!r} must name {low} "
                                                f"to {high} of {pool!r}")
        return chosen

    def choose_all_or_none(self, player: str, kind: str, pool: list[str], count: int) -> list[str]:
        """A "may ... N cards" choice: N of them (all, when there are fewer) or none at all
        (boon:the-skys-gift, card:secret-cave.1)."""
        chosen = self.choose_cards(player, kind, pool, 0, count)
        if chosen and len(chosen) != min(count, len(pool)):
            self.decisions.refuse(kind, player, f"the {kind!r} answer names {len(chosen)} cards: "
                                                f"it is {min(count, len(pool))} or none")
        return chosen

    def yes_no(self, player: str, kind: str) -> bool:
        answer = self.decisions.take(kind, player, ["yes", "no"])
        return answer == "yes"


def registry(store: dict[str, Any]) -> Callable[[str], Callable[[Any], Any]]:
    """A decorator factory filing functions in ``store`` by card, Boon or Hex name."""

    def by_name(name: str) -> Callable[[Any], Any]:
        def register(func: Any) -> Any:
            store[name] = func
            return func

        return register

    return by_name


#: Register what happens when a card of this name is gained (base:gaining).
on_gain = registry(ON_GAIN)


def reveal_next(table: Table, deck_key: str, discard_key: str, shuffle: str) -> str | None:
    """The top of a landscape deck (Boons, Hexes); an empty deck is first re-formed from its
    discard pile in a pinned order, the random decision ``shuffle`` (fate-cards-and-boons,
    doom-cards-hexes-and-states)."""
    deck = table.shared(deck_key)
    if not deck:
        discard = table.shared(discard_key)
        names = [o["card"] for o in discard]
        discard.clear()
        deck.extend({"card": n} for n in table.random_order(shuffle, names))
    return deck.pop(0)["card"] if deck else None
