"""Core concepts (3): zones, owner and controller, ready and exhausted, wealth and the pool,
counters and emblems, blanking, unique cards and duplicates, tokens; the reading of a card's
current Power and keywords (2.3, 6.3, 6.6, 9); and the end of the game (12: elimination, the
result), which drawing from an empty deck can bring about.

:class:`Table` wraps the state, the card definitions and the pinned decisions of one action;
the rule modules work through it. Part of the core: it names no rule module.
"""

from __future__ import annotations

import re
from collections import Counter
from typing import Any, NoReturn

from adjudicator.engine import Decisions, EngineFault, Refused
from adjudicator.engine import Table as BaseTable

NOTHING = "nothing"
PARAMETERISED = re.compile(r"^(Ravage|Haste|Secret|Scout) ([0-9]+)$")


class GameEnded(Exception):
    """The game ended in the middle of an action (12): nothing more resolves."""


class Table(BaseTable):
    """One action's view of the game: state, card definitions and pinned decisions."""

    #: Events whose consequences wait while a deed resolves (10.4; timing.hold_events).
    held_events: list[dict[str, Any]] | None = None


    # -- cards and players ------------------------------------------------------------------
    def in_game(self) -> list[str]:
        """Players still in the game, in turn order starting from the first player (8.2)."""
        order = self.state["turn_order"]
        first = self.state["first_player"]
        start = order.index(first)
        ring = order[start:] + order[:start]
        return [p for p in ring if self.player(p)["status"] == "playing"]

    def opponents(self, player: str) -> list[str]:
        return [p for p in self.in_game() if p != player]

    def faction_of(self, player: str) -> str:
        return str(self.card(self.player(player)["faction"]["card"]).get("faction", "Neutral"))

    def quest_stat(self, player: str, stat: str) -> int:
        quest = self.player(player)["quest"]
        return int(self.card(quest)[stat]) if quest else 0

    # -- field objects ----------------------------------------------------------------------
    def field(self, player: str) -> list[dict[str, Any]]:
        return self.zone(player, "field")

    def type_of(self, obj: dict[str, Any]) -> str:
        """2.2: a card whose type an effect changed functions wholly as the new type for the
        effect's duration; its printed type is unchanged."""
        return str(obj.get("becomes", {}).get("type") or self.card(obj["card"])["type"])

    def is_unit(self, obj: dict[str, Any]) -> bool:
        return self.type_of(obj) == "Unit"

    def immune(self, obj: dict[str, Any], source: str) -> bool:
        """8.11: a card immune to some effects (a printed ability, gone while it is blank) cannot
        be targeted or affected by them; only the card itself, not its attachments."""
        return not self.blank(obj) and source in self.card(obj["card"]).get("immune_to", [])

    def units(self, player: str) -> list[dict[str, Any]]:
        return [o for o in self.field(player) if self.is_unit(o)]

    def controller(self, obj: dict[str, Any]) -> str:
        for name in self.state["players"]:
            if any(o is obj for o in self.field(name)):
                return name
        raise EngineFault(f"{obj['card']} is not in the field")

    def owner(self, obj: dict[str, Any], controller: str) -> str:
        """The owner is the player whose deck the card came from (3.2)."""
        return str(obj.get("owner") or controller)

    def find(self, player: str, name: str, *, where: str = "field",
             test: Any = None) -> dict[str, Any]:
        """The first card of this name in the player's zone (that passes ``test``), or Refused."""
        for obj in self.zone(player, where):
            if obj["card"] == name and (test is None or test(obj)):
                return obj
        place = "controls no" if where == "field" else f"has no {where.replace('_', ' ')} card"
        raise Refused(f"{player} {place} {name!r} that can do this")

    def in_field(self, obj: dict[str, Any]) -> bool:
        return any(o is obj for p in self.state["players"] for o in self.field(p))

    # -- blanking, keywords, Power (3.6, 9, 6.3, 6.6) -------------------------------------------
    def blank(self, obj: dict[str, Any]) -> bool:
        """3.6: a sorcery emblem blanks the card it sits on."""
        return int(obj["emblems"]) > 0

    def printed_keywords(self, obj: dict[str, Any]) -> set[str]:
        return set(self.card(obj["card"]).get("keywords", []))

    def keywords(self, obj: dict[str, Any]) -> set[str]:
        """9: printed keywords unless blanked (3.6), plus keywords gained from attachments whose
        own text is not blanked; the same keyword from two sources counts once."""
        found = set() if self.blank(obj) else self.printed_keywords(obj)
        for att in obj.get("attachments", []):
            if not self.blank(att):
                found |= set(self.card(att["card"]).get("grants", {}).get("keywords", []))
        return found

    def abilities(self, obj: dict[str, Any]) -> list[dict[str, Any]]:
        """3.6, 8.1: the printed abilities of a card in play (the kit's ``abilities``), none while
        it is blank."""
        return [] if self.blank(obj) else list(self.card(obj["card"]).get("abilities", []))

    def has(self, obj: dict[str, Any], keyword: str) -> bool:
        return keyword in self.keywords(obj)

    def parameter(self, obj: dict[str, Any], keyword: str, *, printed: bool = False) -> list[int]:
        """The X of each distinct ``keyword X`` the card has (9: Haste 2 and Haste 3 both count)."""
        source = self.printed_keywords(obj) if printed else self.keywords(obj)
        return sorted(int(m.group(2)) for k in source if (m := PARAMETERISED.match(k))
                      and m.group(1) == keyword)

    def attributes(self, obj: dict[str, Any]) -> set[str]:
        """2.3, 3.6: attributes are kept when blanked."""
        return set(self.card(obj["card"]).get("attributes", []))

    def icons(self, obj: dict[str, Any]) -> set[str]:
        """2.3; 2.2, 10.2: a card that is not (now) a unit has no struggle icons."""
        if not self.is_unit(obj):
            return set()
        return set(self.card(obj["card"]).get("icons", []))

    def power(self, obj: dict[str, Any]) -> int:
        """A unit's current Power: printed, plus its attachments' grants (unless an attachment is
        blanked), plus static boosts of unblanked cards its controller controls, plus lasting
        effects on it. It may be below 0; totals floor it (6.6)."""
        printed = self.card(obj["card"])["power"]
        total = int(obj.get("x", 0)) if printed == "X" else int(printed)  # 2.5, 8.7
        for att in obj.get("attachments", []):
            if not self.blank(att):
                total += int(self.card(att["card"]).get("grants", {}).get("power", 0))
        controller = self.controller(obj)
        sources = [(s["card"], self.blank(s)) for s in self.field(controller)]
        destiny = self.player(controller).get("destiny")
        if destiny:
            sources.append((destiny, False))  # 10.6: always active from its permanent slot
        for source, blank in sources:
            boost = self.card(source).get("boost")
            if boost and not blank:
                wanted = boost.get("attribute")
                if wanted is None or wanted in self.attributes(obj):
                    total += int(boost["power"])
        total += sum(int(m["power"]) for m in obj.get("modifiers", []))
        return total

    def counted_power(self, obj: dict[str, Any]) -> int:
        """6.6: a unit never counts below 0 in any total (only units are counted: 2.2, 10.2, a
        card that is not now a unit has no Power)."""
        return max(0, self.power(obj))

    # -- Influence and Authority (1.1, 5.5) --------------------------------------------------------
    def influence(self, player: str) -> int:
        """1.1, 3.2: Influence counters on the cards a player controls (faction card and field)."""
        p = self.player(player)
        return int(p["faction"]["influence"]) + sum(int(o["influence"]) for o in self.field(player))

    def authority_total(self, player: str) -> int:
        """5.5: Power of ready units (each floored at 0) plus 1 per wealth in the pool."""
        ready = sum(self.counted_power(o) for o in self.units(player) if not o.get("exhausted"))
        return ready + int(self.player(player)["pool"])

    # -- moving cards ------------------------------------------------------------------------------
    def take(self, player: str, key: str, name: str) -> dict[str, Any]:
        zone = self.zone(player, key)
        for i, obj in enumerate(zone):
            if obj["card"] == name:
                return zone.pop(i)
        raise Refused(f"{player} has no {name!r} in their {key.replace('_', ' ')}")

    def to_pile(self, owner: str, key: str, name: str) -> None:
        """Put a card on top of one of its owner's piles (7.1: a card goes to its owner's pile)."""
        self.zone(owner, key).insert(0, {"card": name})

    def draw(self, player: str, count: int) -> None:
        """5.2, 12: draw one at a time; drawing from an empty deck eliminates the player."""
        for _ in range(count):
            deck = self.zone(player, "deck")
            if not deck:
                eliminate(self, [player])
                return
            self.zone(player, "hand").append({"card": deck.pop(0)["card"]})

    # -- decisions (docs/protocol.md, *Decisions*) --------------------------------------------
    def _decisions(self, kind: str) -> Decisions:
        if self.decisions is None:
            raise EngineFault(f"decision {kind!r} asked outside an action")
        return self.decisions

    def _take(self, kind: str, player: str | None, options: list[Any], *,
              low: int | None = None, high: int | None = None) -> Any:
        """The pinned answer to a decision; ``options`` is its complete set of legal answers."""
        return self._decisions(kind).take(kind, player, options, low=low, high=high)

    def _forced(self, kind: str, player: str | None, options: list[Any], answer: Any, *,
                low: int | None = None, high: int | None = None) -> Any:
        """A decision with one legal answer: recorded without asking (a pin is still honoured)."""
        return self._decisions(kind).forced(kind, player, options, answer, low=low, high=high)

    def refuse(self, kind: str, player: str | None, why: str) -> NoReturn:
        """The answer just taken breaks a rule beyond being among the options: the action is
        refused, naming that decision."""
        self._decisions(kind).refuse(kind, player, why)

    def _ask(self, kind: str, player: str | None, options: list[Any], forced: Any, *,
             low: int | None = None, high: int | None = None) -> Any:
        """Asked when there is a choice; recorded as forced (``forced``) when there is none."""
        if forced is not None:
            return self._forced(kind, player, options, forced, low=low, high=high)
        return self._take(kind, player, options, low=low, high=high)

    def choose_one(self, player: str | None, kind: str, options: list[str], *,
                   optional: bool) -> str | None:
        """One of the options (None for "nothing"); a single legal answer is not asked. No
        option at all: no decision (8.11: nothing could be chosen)."""
        distinct = list(dict.fromkeys(options))
        if not distinct:
            return None
        offered = distinct + ([NOTHING] if optional else [])
        answer = self._ask(kind, player, offered, offered[0] if len(offered) == 1 else None)
        if not isinstance(answer, str):
            self.refuse(kind, player, f"the {kind!r} decision takes one answer, not {answer!r}")
        return None if answer == NOTHING else answer

    def choose_object(self, player: str | None, kind: str, items: list[Any], *,
                      optional: bool) -> Any:
        """One of these cards in play (objects, or (controller, object) pairs), chosen by name
        (choose_one): the first of the chosen name; None for "nothing"."""
        name = self.choose_one(player, kind, [card_name(i) for i in items], optional=optional)
        return None if name is None else by_names(items, [name])[0]

    def choose_objects(self, player: str | None, kind: str, items: list[Any], count: int) -> list[Any]:
        """Exactly ``count`` of these cards in play, chosen by name (choose_cards)."""
        return by_names(items, self.choose_cards(player, kind, [card_name(i) for i in items], count))

    def choose_cards(self, player: str | None, kind: str, pool: list[str], count: int) -> list[str]:
        """Exactly ``count`` of ``pool`` (a multiset of names), or all of it when it is smaller
        (6.1: do as much as possible); not asked when the answer is forced."""
        count = min(count, len(pool))
        if count <= 0:
            return []
        options = list(dict.fromkeys(pool))
        forced = pool[:count] if count == len(pool) or len(options) == 1 else None
        answer = self._ask(kind, player, options, forced, low=count, high=count)
        chosen = [answer] if isinstance(answer, str) else list(answer)
        if Counter(chosen) - Counter(pool) or len(chosen) != count:
            self.refuse(kind, player, f"the {kind!r} answer {answer!r} must name {count} of {pool!r}")
        return chosen

    def yes_no(self, player: str, kind: str) -> bool:
        return self.choose_one(player, kind, ["yes", "no"], optional=False) == "yes"

    def order(self, kind: str, names: list[str], player: str | None = None) -> list[str]:
        """An order of all these cards, top first: chosen by ``player``, or a random outcome of
        the environment (``None``); not asked when every order is the same."""
        if not names:
            return []
        options = list(dict.fromkeys(names))
        forced = list(names) if len(options) == 1 else None
        answer = self._ask(kind, player, options, forced, low=len(names), high=len(names))
        chosen = [answer] if isinstance(answer, str) else list(answer)
        if Counter(chosen) != Counter(names):
            self.refuse(kind, player, f"the {kind!r} answer {answer!r} must order exactly {names!r}")
        return chosen

    def up_to(self, player: str, kind: str, pool: list[str], most: int) -> list[str]:
        """Any number of ``pool`` (a multiset of names) from none up to ``most``: the answer names
        them, or "nothing"."""
        most = min(most, len(pool))
        if most <= 0:
            return []
        answer = self._take(kind, player, list(dict.fromkeys(pool)) + [NOTHING], low=0, high=most)
        chosen = [] if answer == NOTHING else [answer] if isinstance(answer, str) else list(answer)
        if NOTHING in chosen or Counter(chosen) - Counter(pool) or len(chosen) > most:
            self.refuse(kind, player, f"the {kind!r} answer {answer!r} must name at most {most} of "
                        f"{pool!r}, or nothing")
        return chosen


def card_name(item: Any) -> str:
    """The card name of a card object or of a (controller, object) pair."""
    return str(item[1]["card"] if isinstance(item, tuple) else item["card"])


def by_names(items: list[Any], names: list[str]) -> list[Any]:
    """For each name in turn, the first of the items with that name not already taken: what an
    answer naming cards picks (two cards of one name are taken in the order they are listed)."""
    chosen: list[Any] = []
    for name in names:
        chosen.append(next(i for i in items if card_name(i) == name and not any(i is c for c in chosen)))
    return chosen


def pay(table: Table, player: str, amount: int, what: str, rule: str) -> None:
    """Spend wealth from the personal pool (3.4); refused when it is short."""
    pool = table.player(player)["pool"]
    if amount > pool:
        raise Refused(f"{what} costs {amount} wealth and {player} has {pool} in their pool ({rule})")
    table.player(player)["pool"] = pool - amount


# -- the end of the game (12) ---------------------------------------------------------------------
def eliminate(table: Table, players: list[str]) -> None:
    """5.2, 12: these players are eliminated together. The last player remaining wins; if every
    remaining player goes at once, the highest total Influence wins, then the tied player who
    holds the Authority emblem, else the first player decides."""
    remaining = [p for p in table.in_game() if p not in players]
    if len(remaining) == 1:
        finish(table, remaining[0], "the last player remaining (12)")
    if remaining:
        for p in players:
            table.player(p)["status"] = "lost"
        return
    best = max(table.influence(p) for p in players)
    tied = [p for p in table.in_game() if p in players and table.influence(p) == best]
    if len(tied) == 1:
        winner = tied[0]
    elif table.state["authority"] in tied:
        winner = str(table.state["authority"])
    else:
        winner = str(table.choose_one(table.state["first_player"], "winner", tied, optional=False))
    finish(table, winner, "every player eliminated at once (12)")


def finish(table: Table, winner: str, how: str) -> None:
    """The game ends with one winner; everyone else loses. Nothing further resolves."""
    losers = [p for p in table.state["turn_order"] if p != winner]
    for p in losers:
        table.player(p)["status"] = "lost"
    table.player(winner)["status"] = "won"
    table.state["result"] = {"winners": [winner], "losers": losers, "how": how}  # never a draw (12)
    table.state["phase"] = "over"
    table.state["active"] = None
    table.state["struggle"] = None  # nothing more resolves (S.13's clean-up included)
    for p in table.state["turn_order"]:
        for obj in table.field(p):
            obj.pop("struggle", None)
            obj.pop("barred", None)
    raise GameEnded(how)
