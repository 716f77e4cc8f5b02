"""Card types in detail (10) and play terminology (8.6): playing units, locations and
attachments from hand in the Kingdom phase, Haste in Confrontation, deeds in any action window,
secret-placing and revealing from the secret area (10.9); entering the field with uniqueness and
duplicates (3.7), Restricted (9.3), Loyalty (9.3) and Scout (9.3)."""

from __future__ import annotations

from typing import Any

from adjudicator.engine import Refused
from adjudicator.games.reign.concepts import Table, pay
from adjudicator.games.reign.keywords import check_restricted, loyalty_surcharge, scout
from adjudicator.games.reign.leaving import attachment_legal
from adjudicator.games.reign.reactions import deed_halted
from adjudicator.games.reign.state import attachment_object, field_object
from adjudicator.games.reign.timing import (
    Target,
    choose_target,
    choose_x,
    effect,
    happened,
    hold_events,
    release_events,
    resolve,
)

FIELD_TYPES = ("Unit", "Location", "Attachment")
SECRET_PLACE_COST = 2


def _printed_keyword_x(table: Table, name: str, keyword: str) -> int | None:
    for k in table.card(name).get("keywords", []):
        word, _, x = k.partition(" ")
        if word == keyword and x.isdigit():
            return int(x)
    return None


def _no_struggle(table: Table, what: str) -> None:
    if table.state["struggle"] is not None:
        raise Refused(f"{what} cannot happen while a struggle is waiting for defenders")


def _window(table: Table) -> None:
    """8.2: players act only inside action windows: not before setup is over, not after the end."""
    if table.state["phase"] in ("setup", "over"):
        raise Refused(f"there is no action window in the {table.state['phase']} phase (8.2)")


# -- playing from hand (5.3, 8.6, 10) --------------------------------------------------------------
def play(table: Table, player: str, name: str, target: tuple[str | None, str] | None) -> None:
    """Play a card from hand: a deed in any action window (10.4), anything else only by the
    active player in the Kingdom phase (5.3), paying cost + Loyalty (9.3)."""
    if name not in table.names(player, "hand"):
        raise Refused(f"{player} has no {name!r} in hand")
    d = table.card(name)
    _window(table)
    if d["type"] == "Deed":
        play_deed(table, player, name, target, source="hand")
        return
    if d["type"] not in FIELD_TYPES:
        raise Refused(f"a {d['type']} is never played from hand (2.2)")
    state = table.state
    if state["phase"] != "kingdom":
        raise Refused(f"{name} can be played only in the Kingdom phase, not the {state['phase']} "
                      "phase (5.3, 10.2)")
    if state["active"] != player:
        raise Refused(f"only the active player plays cards to the field; {state['active']} is active (5.3)")
    if d.get("cost") == "-":
        raise Refused(f"{name} costs - and cannot be played from hand (2.5, 10.9)")
    cost = d["cost"]
    x = None
    if cost == "X":  # 8.7: X chosen once, at initiation, no more than can be paid
        x = choose_x(table, player, loyalty_surcharge(table, player, name))
        cost = x
    enter_field(table, player, name, int(cost), target, source="hand", what=f"playing {name}", x=x)


def haste(table: Table, player: str, name: str, target: tuple[str | None, str] | None) -> None:
    """9.3 Haste (X): in the Confrontation phase, pay X (plus Loyalty) to field the card from hand."""
    if name not in table.names(player, "hand"):
        raise Refused(f"{player} has no {name!r} in hand")
    x = _printed_keyword_x(table, name, "Haste")
    if x is None:
        raise Refused(f"{name} has no Haste (9.3)")
    if table.state["phase"] != "confrontation":
        raise Refused("Haste fields a card only in the Confrontation phase, not the "
                      f"{table.state['phase']} phase (9.3)")
    enter_field(table, player, name, x, target, source="hand", what=f"{name}'s Haste")


def secret_place(table: Table, player: str, name: str) -> None:
    """10.9, 8.6: the active player in the Kingdom phase pays 2 to put a Secret card facedown in
    the secret area (no limit per round)."""
    if name not in table.names(player, "hand"):
        raise Refused(f"{player} has no {name!r} in hand")
    if _printed_keyword_x(table, name, "Secret") is None:
        raise Refused(f"{name} has no Secret and cannot be secret-placed (9.3)")
    state = table.state
    if state["phase"] != "kingdom" or state["active"] != player:
        raise Refused("only the active player secret-places cards, in the Kingdom phase (5.3, 10.9)")
    _no_struggle(table, "secret-placing")
    pay(table, player, SECRET_PLACE_COST, f"secret-placing {name}", "10.9")
    table.zone(player, "secret").append(table.take(player, "hand", name))


def reveal(table: Table, player: str, name: str, target: tuple[str | None, str] | None) -> None:
    """10.9: in any action window, pay the card's Secret (X) cost (plus Loyalty) to reveal it:
    a unit, location or attachment enters the field, a deed is played."""
    _window(table)
    if name not in table.names(player, "secret"):
        raise Refused(f"{player} has no {name!r} in the secret area")
    x = _printed_keyword_x(table, name, "Secret")
    if x is None:
        raise Refused(f"{name} has no Secret cost to reveal it with (10.9)")
    if table.card(name)["type"] == "Deed":
        play_deed(table, player, name, target, source="secret", cost=x)
        return
    enter_field(table, player, name, x, target, source="secret", what=f"revealing {name}")


# -- entering the field ----------------------------------------------------------------------------
def enter_field(table: Table, player: str, name: str, cost: int, target: tuple[str | None, str] | None,
                *, source: str, what: str, x: int | None = None) -> None:
    """Pay and field a card (8.6): a second copy of a unique its player owns and controls goes
    under it as a duplicate at no cost (3.7); otherwise cost + Loyalty (9.3), Restricted's
    allowance (9.3), an attachment's legal host (10.3); then it enters ready (3.3) and Scout
    acts (9.3)."""
    d = table.card(name)
    host = _duplicate_host(table, player, name)
    if host is not None:
        table.take(player, source, name)
        host["duplicates"].append({"card": name})
        return
    total = cost + loyalty_surcharge(table, player, name)
    uses_restricted = check_restricted(table, player, name)
    attach_to = None
    if d["type"] == "Attachment":
        attach_to = _host(table, player, name, target, source)
        if attach_to is None:
            return  # revealed with no legal host: discarded (10.9)
    pay(table, player, total, what, "9.3")
    table.take(player, source, name)
    if uses_restricted:
        table.player(player)["restricted"] += 1
    if attach_to is not None:
        place_attachment(table, player, name, *attach_to)
        return
    obj = field_object(name)
    if x is not None:
        obj["x"] = x  # 8.7: the same X for its cost and its Power X
    table.field(player).append(obj)
    scout(table, player, obj)
    happened(table, "enters play", [player], [(player, obj)])  # 8.4: "when this enters play"


def _duplicate_host(table: Table, player: str, name: str) -> dict[str, Any] | None:
    """3.7: the copy in play a new copy goes under, if any. A copy its player controls but does
    not own cannot take a duplicate, and a second controlled copy is not allowed."""
    if not table.card(name).get("unique"):
        return None
    for obj in table.field(player):
        if obj["card"] == name:
            if table.owner(obj, player) != player:
                raise Refused(f"{player} controls {obj['owner']}'s copy of the unique {name}; their own "
                              "copy can neither join it as a duplicate nor enter beside it (3.7)")
            return obj
    return None


def _host(table: Table, player: str, name: str, target: tuple[str | None, str] | None,
          source: str) -> tuple[str, dict[str, Any]] | None:
    """10.3: the legal card an attachment goes on (a unit by default), named by the action."""
    legal = [(p, o) for p in table.in_game() for o in table.field(p)
             if attachment_legal(table, name, o) is None]
    if not legal:
        if source == "secret":
            table.take(player, source, name)
            table.to_pile(player, "discard", name)
            return None
        raise Refused(f"{name} has no legal card to attach to and cannot be played (10.3)")
    if target is None:  # no host named: the player picks one (decision "attach")
        own_first = sorted(legal, key=lambda po: po[0] != player)
        return table.choose_object(player, "attach", own_first, optional=False)
    whose, host_name = target
    found = [(p, o) for p, o in table_cards(table, whose, host_name)]
    if not found:
        raise Refused(f"there is no {host_name!r} in play to attach {name} to")
    for p, o in found:
        reason = attachment_legal(table, name, o)
        if reason is None:
            return p, o
    raise Refused(f"{reason} (10.3, 9.3)")


def table_cards(table: Table, whose: str | None, name: str) -> list[tuple[str, dict[str, Any]]]:
    """Field cards of this name, of one player or of anyone (own field first)."""
    players = [whose] if whose else table.in_game()
    return [(p, o) for p in players for o in table.field(p) if o["card"] == name]


def place_attachment(table: Table, player: str, name: str, host_player: str, host: dict[str, Any]) -> None:
    """10.3: it enters ready, controlled by the player who played it even on another's card."""
    att = attachment_object(name)
    if host_player != player:
        att["controller"] = player
    host["attachments"].append(att)


# -- deeds (10.4) ----------------------------------------------------------------------------------
def play_deed(table: Table, player: str, name: str, target: tuple[str | None, str] | None, *,
              source: str, cost: int | None = None) -> None:
    """10.4, 8.6: choose the target (8.11), pay the cost (and Loyalty, 9.3), resolve, then the
    deed goes to its owner's discard pile; it never enters the field. Action deeds are played in
    any action window."""
    d = table.card(name)
    if d.get("timing", "Action") != "Action":
        raise Refused(f"{name} is a {d.get('timing')} deed: it is played only in the window of the "
                      "event it names, not as an action (8.3, 10.4)")
    surcharge = loyalty_surcharge(table, player, name)
    victim = choose_target(table, player, d, target, deed=True, what=name)
    x = None
    if cost is None:
        printed = d["cost"]
        if printed == "-":
            raise Refused(f"{name} costs - and cannot be played from hand (2.5, 10.9)")
        if printed == "X":
            x = choose_x(table, player, surcharge)
            cost = x
        else:
            cost = int(printed)
    pay(table, player, cost + surcharge, f"playing {name}", "9.3, 10.4")
    table.take(player, source, name)
    spec = {**d, "amount": x} if x is not None else d
    halted = deed_halted(table, player, name)  # 8.4, 8.5, 10.4: a Halted deed is still played
    outer = hold_events(table)
    if not halted and (victim is None or table.in_field(victim[1])):
        resolve(table, player, spec, victim, deed=True)
    table.to_pile(player, "discard", name)
    release_events(table, outer)  # 10.4: discarded before the Response window


# -- the kit's instructions about playing and changing cards (docs/games/reign.md#test-card-kit) -----
def _no_collision(table: Table, player: str, target: Target) -> bool:
    """3.7: control of a unique the player already controls a copy of is prevented."""
    name = target[1]["card"]
    return not (table.card(name).get("unique") and name in table.names(player, "field"))


@effect("control", target="enemy unit", fits=_no_collision)
def _control(table: Table, player: str, spec: dict[str, Any], target: Target | None) -> None:
    """3.2: take control of an opponent's unit."""
    assert target is not None
    take_control(table, player, target[0], target[1])


@effect("become", target="unit")
def _become(table: Table, player: str, spec: dict[str, Any], target: Target | None) -> None:
    """2.2: the card becomes another type until the end of the phase (a location never attacks or
    defends, 10.2)."""
    assert target is not None
    obj = target[1]
    obj["becomes"] = {"type": spec["becomes"], "until": spec.get("lasts", "phase")}
    obj.pop("struggle", None)  # the kit's cards become locations only
    obj.pop("barred", None)


@effect("shackle", target="unit")
def _shackle(table: Table, player: str, spec: dict[str, Any], target: Target | None) -> None:
    """5.6: exhausted, and it does not ready while the effect lasts."""
    assert target is not None
    target[1]["exhausted"] = True
    target[1]["does_not_ready"] = spec.get("lasts", "round")


@effect("search")
def _search(table: Table, player: str, spec: dict[str, Any], target: Target | None) -> None:
    """8.10: search the draw deck for a card of a type."""
    search(table, player, str(spec["search_for"]))


def _enterable(table: Table, player: str, spec: dict[str, Any]) -> list[str]:
    """The cards in hand of the named type that could be put into play now."""
    kind = spec.get("put", "Unit")
    return [n for n in dict.fromkeys(table.names(player, "hand"))
            if table.card(n)["type"] == kind and _can_enter(table, player, n)]


@effect("put into play", possible=lambda t, p, s: bool(_enterable(t, p, s)))
def _put_into_play(table: Table, player: str, spec: dict[str, Any], target: Target | None) -> bool:
    """8.6, 2.5: a card of the named type from the player's hand enters play without its cost
    (Loyalty still applies, 9.3; Restricted counts the entry; a cost - card may be put into play):
    decision "put into play", among the cards that could enter."""
    chosen = table.choose_one(player, "put into play", _enterable(table, player, spec), optional=False)
    if chosen is None:
        return False  # nothing could enter any more (the deed's cost took the Loyalty's wealth)
    enter_field(table, player, chosen, 0, None, source="hand", what=f"putting {chosen} into play")
    return None


def _can_enter(table: Table, player: str, name: str) -> bool:
    """Whether this card could enter play for its Loyalty alone (9.3)."""
    try:
        if _duplicate_host(table, player, name) is not None:
            return True
        surcharge = loyalty_surcharge(table, player, name)
        check_restricted(table, player, name)
    except Refused:
        return False
    return surcharge <= table.player(player)["pool"]


def take_control(table: Table, player: str, controller: str, obj: dict[str, Any]) -> None:
    """3.2: the card moves to its new controller's field with everything on it, keeping its
    owner (a unique name the new controller already controls is no legal target: _no_collision,
    3.7)."""
    owner = table.owner(obj, controller)
    table.field(controller)[:] = [o for o in table.field(controller) if o is not obj]
    obj.pop("struggle", None)  # it leaves its side of any struggle (6.5)
    obj.pop("barred", None)
    if owner == player:
        obj.pop("owner", None)
    else:
        obj["owner"] = owner
    for att in obj["attachments"]:  # 10.3: an attachment keeps its own controller
        if att.get("controller") == player:
            del att["controller"]
        elif att.get("controller") is None:
            att["controller"] = controller
    table.field(player).append(obj)


def search(table: Table, player: str, kind: str) -> None:
    """8.10: look through the whole draw deck, take a card of this type or none (decision
    "search"), then shuffle the deck whether or not a card was taken (outcome "shuffle")."""
    deck = table.zone(player, "deck")
    matches = [o["card"] for o in deck if table.card(o["card"])["type"] == kind]
    chosen = table.choose_one(player, "search", matches, optional=True) if matches else None
    if chosen is not None:
        table.zone(player, "hand").append(table.take(player, "deck", chosen))
    deck[:] = [{"card": n} for n in table.order("shuffle", [o["card"] for o in deck])]
