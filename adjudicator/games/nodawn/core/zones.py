"""Permanents entering and leaving the battlefield (403, 603.6), with the events they raise,
and who controls them (110.2, 613.1b).

Putting a permanent onto the battlefield gives it a timestamp (613.7a), applies what modifies
it as it enters (614.6), then raises :class:`~.events.Entered` for its enters-triggers
(603.6a). Taking permanents off it — destroyed, sacrificed (701.12a), banished, put into the
Spoils by a state check — raises :class:`~.events.LeftBattlefield` and, for the Spoils,
:class:`~.events.Died` (603.6c); a card goes to its owner's zone whoever controls it (400.3).

A permanent stands on its controller's battlefield; one controlled by another player than its
owner names its ``owner``. Control-changing effects are layer-2 entries in a permanent's
``effects`` (``{"layer": "2", "controller", "timestamp"}``): :func:`reconcile_control` moves
each permanent to the battlefield of the controller the latest of them names, or back to its
owner when none is left (613.1b, 613.7).
"""

from __future__ import annotations

from typing import Any

from adjudicator.engine import Decisions
from adjudicator.games.nodawn.core.choices import check_count, check_supply, distinct
from adjudicator.games.nodawn.core.events import (
    BecameDrained,
    Died,
    Entered,
    LeftBattlefield,
    Sacrificed,
    TurnedFaceUp,
    emit,
)
from adjudicator.games.nodawn.core.hooks import control_moves, enters_face_down
from adjudicator.games.nodawn.core.layers import stamp
from adjudicator.games.nodawn.core.objects import (
    Cards,
    Obj,
    Placed,
    State,
    answers,
    battlefield,
    is_token_object,
    name_of,
)
from adjudicator.games.nodawn.core.replacement import PERFORMERS, Event, entering, entry_control, happen

COMBAT_FIELDS = ("attacking", "blocked", "blocking")


def put_onto_battlefield(state: State, cards: Cards, controller: str, obj: Obj,
                         decisions: Decisions) -> None:
    """A permanent enters under its controller's control (608.7b) — or under another's, where an
    effect changes who controls it as it enters, which applies before anything else modifying
    the arrival (616.1b) —, it is modified as it enters (614.6a, 614.6b), then its
    enters-triggers see it as it arrived (603.6a); a card whose rule has it enter face down is
    turned down before it enters (708.4, 702.39b)."""
    laid = None if obj.get("face_down") else enters_face_down.first_reason(cards[obj["card"]])
    if laid is not None:
        obj.update(face_down=True, laid=laid)  # 708.4: turned down before it enters
    obj["timestamp"] = stamp(state)
    taker = next((t for t in (hook(state, cards, controller, obj) for hook in entry_control) if t), None)
    if taker is not None and taker != controller:
        obj.update(owner=controller, controller=taker, entered_under=taker)  # 110.2: by default
        controller = taker
    state["players"][controller]["zones"]["battlefield"].append(obj)
    for modify in entering:
        modify(state, cards, controller, obj, decisions)
    emit(state, cards, Entered(controller, obj))


def leave_battlefield(state: State, cards: Cards, moved: list[Placed], zone: str,
                      decisions: Decisions | None = None, position: int | None = None,
                      own: dict[str, Any] | None = None,
                      by: dict[int, str] | None = None) -> list[Placed]:
    """Move permanents from the battlefield to a zone of their owners' (the card only, its
    status and counters gone: a new object, 400.7, 122.3), each move as the replacement effects
    on the battlefield modify it (400.6) — ``own`` is what the instruction moving them says
    happens instead, a self-replacement (614.7) — and those that reach the Spoils die (603.6c,
    700.6), as does one a replacement banishes though it still dies by its rule (702.22a). One
    whose move a replacement turned into something else, or into nothing, stays where it is
    (614.1, 614.2). ``by`` names, for each object (by ``id``), the player whose effect or damage
    moves it, where one does: the move's event carries it as ``by`` for the replacement effects
    that ask. The battlefield as it stood before, for look-back triggers (603.10)."""
    before = battlefield(state)
    landed: dict[str, list[Placed]] = {}
    dead: list[Placed] = []
    gone: set[int] = set()
    if zone == "spoils":
        moved = stacked_in_order(state, moved, decisions)
    for controller, obj in moved:
        standing = controller_of(state, obj) or controller
        event = {"kind": "to-zone", "card": obj["card"], "owner": owner_of(obj, standing),
                 "zone": zone, "from": "battlefield", "object": obj, "controller": standing,
                 "position": position, "own": own, "by": (by or {}).get(id(obj)),
                 "decisions": decisions}
        for done in happen(state, cards, event, decisions):
            if done.get("kind") != "to-zone":
                continue  # replaced by something else: the permanent never moves (614.1)
            gone.add(id(obj))
            landed.setdefault(done["zone"], []).append((standing, obj))
            if done["zone"] == "spoils" or done.get("dies"):
                dead.append((standing, obj))
    for _, obj in moved:
        standing = controller_of(state, obj)
        if standing is not None and id(obj) in gone:
            field = state["players"][standing]["zones"]["battlefield"]
            field[:] = [o for o in field if o is not obj]  # this object, not an alike one
    for where, group in landed.items():
        emit(state, cards, LeftBattlefield(group, where, decisions))
    if dead:
        emit(state, cards, Died(before, dead))
    return before


def sacrifice_permanents(state: State, cards: Cards, moved: list[Placed],
                         decisions: Decisions | None = None) -> None:
    """Each player sacrifices the permanents of theirs named (``(controller, object)``): they go
    to their owners' Spoils, as any move from the battlefield does, and the sacrifice is an
    event of its own that its watchers see, each sacrifice the controller's (701.12a)."""
    before = leave_battlefield(state, cards, moved, "spoils", decisions)
    emit(state, cards, Sacrificed(before, list(moved)))


def spoils_order(decisions: Decisions | None, owner: str, names: list[str]) -> list[str]:
    """Cards going into one Spoils at once, in the order their owner stacks them (404.3), the
    first to be laid first — so the last named lies on top (404.1): decision ``spoils-order``
    when they bear two or more names, the answer every card once from the top down; otherwise
    as they come."""
    if len(set(names)) < 2 or decisions is None:
        return list(names)
    top_first = answers(decisions.take("spoils-order", owner, distinct(names), low=len(names),
                                       high=len(names)))
    check_count(decisions, "spoils-order", owner, top_first, len(names), len(names), "404.3")
    check_supply(decisions, "spoils-order", owner, top_first, names, "404.3")
    return [str(c) for c in reversed(top_first)]


def stacked_in_order(state: State, moved: list[Placed], decisions: Decisions | None) -> list[Placed]:
    """Permanents going to the Spoils at once, ordered as each owner stacks theirs (404.3)."""
    by_owner: dict[str, list[Placed]] = {}
    for placed in moved:
        owner = owner_of(placed[1], controller_of(state, placed[1]) or placed[0])
        by_owner.setdefault(owner, []).append(placed)
    ordered: list[Placed] = []
    for owner, mine in by_owner.items():
        left = list(mine)
        for card in spoils_order(decisions, owner, [o["card"] for _, o in mine]):
            index = next(i for i, (_, o) in enumerate(left) if o["card"] == card)
            ordered.append(left.pop(index))
    return ordered


def put_card(state: State, cards: Cards, owner: str, card: str, zone: str, origin: str,
             decisions: Decisions | None = None) -> list[str]:
    """A card goes to one of its owner's zones (400.3) from ``origin`` (hand, stack, Domain...),
    as the replacement effects modify the move (400.6); the zones it reached."""
    event = {"kind": "to-zone", "card": card, "owner": owner, "zone": zone, "from": origin}
    return [done["zone"] for done in happen(state, cards, event, decisions)]


def discard_card(state: State, cards: Cards, player: str, card: str, decisions: Decisions | None) -> None:
    """A card of the player's hand is discarded (701.10a): an event replacement effects may
    modify (614.1), which contains the card's move to the Spoils — what would modify that move
    applies only if the discard itself happens, so the discard's are chosen first (616.2)."""
    happen(state, cards, {"kind": "discard", "player": player, "card": card, "decisions": decisions},
           decisions)


@PERFORMERS.register("discard")
def discard_one(state: State, cards: Cards, event: Event) -> None:
    """The discard happens: the card leaves the hand for its owner's Spoils, a move of its own
    (701.10a, 400.6)."""
    hand = state["players"][event["player"]]["zones"]["hand"]
    held = next((o for o in hand if o["card"] == event["card"]), None)
    if held is None:
        return
    hand.remove(held)
    put_card(state, cards, event["player"], event["card"], "spoils", "hand", event.get("decisions"))


@PERFORMERS.register("to-zone")
def arrive_in_zone(state: State, cards: Cards, event: Event) -> None:
    """The card arrives in its owner's zone as a new object (400.7): on top of the Spoils
    (404.1), at the end of a hand or of the Void, or into the Domain — on top, at the bottom, or
    Nth from the top, at the bottom if the Domain holds fewer (401.6, 401.7). A permanent that
    left notes the new object it became, for the rest of the instructions that moved it
    (:func:`arrival`, 400.7d). A card whose owner has left the game left with them: it arrives
    nowhere (800.6a, 800.6d)."""
    if state["players"][event["owner"]]["status"] != "playing":
        return
    zones = state["players"][event["owner"]]["zones"]
    where, card = event["zone"], {"card": event["card"]}
    if (event.get("object") or {}).get("token"):
        card["token"] = True  # a token that is a copy of a card is still a token (111.8, 707.7)
    if event.get("object") is not None:
        event["object"]["arrived"] = {"owner": event["owner"], "zone": where, "card": card}
    if where.startswith("domain"):
        position = {"domain-top": 1, "domain-bottom": None}.get(where, event.get("position"))
        domain = zones["domain"]
        if position is None or position > len(domain):
            domain.append(card)
        else:
            domain.insert(max(0, position - 1), card)
    else:
        zones[where].append(card)


def arrival(state: State, obj: Obj, zone: str) -> tuple[str, dict[str, Any]] | None:
    """The new object a departed permanent became, with its owner, if it arrived in this zone
    and still lies there: what the rest of the instructions that moved it can find (400.7d)."""
    arrived = obj.get("arrived")
    if not arrived or arrived["zone"] != zone:
        return None
    pile = state["players"][arrived["owner"]]["zones"][zone]
    if not any(c is arrived["card"] for c in pile):
        return None
    return arrived["owner"], arrived["card"]


def drain(state: State, cards: Cards, controller: str, obj: Obj) -> None:
    """A replenished permanent becomes drained (701.11a), an event "becomes drained" triggers
    watch (603.2d); one already drained does not become so again."""
    if obj["drained"]:
        return
    obj["drained"] = True
    emit(state, cards, BecameDrained(controller, obj))


def turn_face(state: State, cards: Cards, controller: str, obj: Obj, down: bool) -> bool:
    """Turn a permanent face down or face up, stamped anew (613.2, 613.7c); one already so is
    left as it is — a face-down permanent is never turned face down again (708.8c), and a copy of
    a guise has no face beneath to turn up (707.3). Turning face up, it is what it truly is again,
    and the watchers of reveals see it (708.8a, 603.14d); it does not enter, so nothing of its
    arrival happens (708.8a). Whether it turned."""
    if bool(obj.get("face_down")) == down or (obj.get("faceless") and not down):
        return False
    if down:
        obj["face_down"] = True
    else:
        obj.pop("face_down", None)
        obj.pop("laid", None)
    obj["timestamp"] = stamp(state)
    if not down:
        emit(state, cards, TurnedFaceUp(controller, obj))
    return True


def banish_unheld(state: State, standing: str, obj: Obj, cards: Cards | None = None) -> None:
    """A permanent nobody in the game can control any more is banished: the card goes to its
    owner's Void — a token only ceases to exist (111.8) — the moment its last control-granting
    effect ends, not as a state check (800.6c). No replacement or trigger sees it: like the
    banishments of 800.6a, it is part of the rules of leaving the game, not an event."""
    state["players"][standing]["zones"]["battlefield"].remove(obj)
    banished_by_departure(state, standing, obj, cards)


def banished_by_departure(state: State, standing: str, obj: Obj, cards: Cards | None) -> None:
    """A permanent taken off the battlefield by the rules of leaving the game (800.6a, 800.6c)
    lands in its owner's Void as a card, if its owner is still in the game. A token lands
    nowhere: it is no card, and off the battlefield it ceases to exist (111.8, 704.5g) — never
    left in a zone as though it were one. ``cards`` tells a token of a kind from a card; without
    it only a token copy is known, and a kind token's entry waits for the state check."""
    owner = owner_of(obj, standing)
    if obj.get("token") or (cards is not None and is_token_object(cards, obj)):
        return
    if state["players"][owner]["status"] == "playing":
        state["players"][owner]["zones"]["void"].append({"card": obj["card"]})


def owner_of(obj: Obj, controller: str) -> str:
    """A permanent's owner: the player named as its owner, else its controller (108.3, 400.3)."""
    return str(obj.get("owner", controller))


def controller_of(state: State, obj: Obj) -> str | None:
    """The player on whose battlefield the permanent stands, or None if it has left."""
    for name, placed in battlefield(state):
        if placed is obj:
            return name
    return None


def default_controller(obj: Obj, owner: str) -> str:
    """The player under whose control the permanent entered — its controller when no effect says
    otherwise (110.2, 110.2a): ``entered_under`` where that was not its owner, else its owner."""
    return str(obj.get("entered_under", owner))


def intended_controller(obj: Obj, owner: str) -> str:
    """Who controls the permanent: the controller named by its latest control-changing effect,
    else — unless a co-opting (``co_opted``, 701.27a) has it under its ``controller`` until end of
    turn — its default controller (110.2, 613.1b, 613.7)."""
    changes = [e for e in obj.get("effects", []) if e.get("layer") == "2"]
    if not changes:
        default = default_controller(obj, owner)
        return str(obj.get("controller", default)) if obj.get("co_opted") else default
    return str(max(changes, key=lambda e: e.get("timestamp", 0))["controller"])


def reconcile_control(state: State, cards: Cards | None = None) -> None:
    """Move every permanent to the battlefield of the player who now controls it (613.1b). A
    permanent changing controllers is newly turned for its new controller (110.5d) and leaves
    combat (506.6). One that falls back to a default controller who has left the game, no
    effect giving it another, is banished to its owner's Void at once (800.6c)."""
    for standing, obj in battlefield(state):
        owner = owner_of(obj, standing)
        now = intended_controller(obj, owner)
        if now == standing:
            continue
        if state["players"][now]["status"] != "playing":
            if state["players"][standing]["status"] == "playing":
                banish_unheld(state, standing, obj, cards)
            continue
        state["players"][standing]["zones"]["battlefield"].remove(obj)
        state["players"][now]["zones"]["battlefield"].append(obj)
        obj["controller"] = now
        for follow in control_moves:
            follow(state, name_of(standing, obj), name_of(now, obj))
        if now == owner:
            obj.pop("owner", None)
        else:
            obj["owner"] = owner
        if "newly_turned" in obj:
            obj["newly_turned"] = True
        if any(key in obj for key in COMBAT_FIELDS):
            obj.update(dict.fromkeys(COMBAT_FIELDS))
