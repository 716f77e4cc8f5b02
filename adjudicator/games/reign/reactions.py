"""Halt, Disrupt and Response deeds and their windows, and the triggered abilities of cards in
play (8.3-8.5, 7.2-7.4, 10.4, S.9).

Around a triggering event the windows come in a fixed order (8.4): Halt (cancel or save, before),
Disrupt (modify, during: a replacement, "instead", most recent wins, 7.4), the event resolves,
Response (after). In each window priority starts with the first player and goes round in turn
order; a player with a deed or ability that fits the window is asked (decision "halt", "disrupt"
or "response": one of them, or "pass"), a player with none passes; the window closes when every
player has passed in a row, and playing one resets the count (8.2, 8.4). Playing a deed is itself
an event with its own Halt window, which opens and closes at once, before the interrupted window
goes on (8.5, last in, first out): a Halted deed stays played, its cost paid, and it is discarded
(10.4); a deed that cannot be canceled is offered no Halt (8.11).

After an event (timing.happened: a kill, a struggle won, Influence gained, a card entering play)
the Forced abilities of cards in play that it triggers resolve first, in an order the first player
chooses when there are several (decision "forced order"), then the Response window opens, where
Response deeds in hand and the Response abilities of cards in play that fit it are offered; each
ability once per occurrence (8.4).

The kit's reaction deeds and abilities (docs/games/reign.md#test-card-kit) name their ``trigger``
(deeds) or ``on`` (abilities): ``kill``, ``deed`` (a deed being played), ``struggle won`` (S.9),
``gain influence``, ``enters play``; and ``whose`` event they answer: ``own`` (the player's own:
their unit, their win, their gain), ``opponent``, ``any``, and for an ability ``self`` (the card
itself).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from adjudicator.engine import Refused
from adjudicator.games.reign.concepts import Table, pay
from adjudicator.games.reign.keywords import loyalty_surcharge
from adjudicator.games.reign.timing import (
    EVENTS,
    Target,
    ability_usable,
    choose_target,
    hold_events,
    initiable,
    release_events,
    resolve,
    use_ability,
)

PASS = "pass"
#: 7.1 destinations a Disrupt replacement may send a card to, as leave-play causes.
INSTEAD = {"hand": "return", "out": "remove", "discard": "discard"}


def answers(whose: str, player: str, concerned: list[str]) -> bool:
    """Whether a deed or ability of ``player`` answering ``whose`` events fits an event that
    concerns these players: ``own`` (the player among them), ``opponent`` (another player among
    them) or ``any``."""
    if whose == "own":
        return player in concerned
    if whose == "opponent":
        return any(p != player for p in concerned)
    return True


def reaction_deeds(table: Table, player: str, timing: str, trigger: str) -> list[str]:
    """The deeds in the player's hand with this timing word and trigger."""
    found = []
    for obj in table.zone(player, "hand"):
        d = table.card(obj["card"])
        if d["type"] == "Deed" and d.get("timing") == timing and d.get("trigger") == trigger:
            found.append(obj["card"])
    return list(dict.fromkeys(found))


def total_cost(table: Table, player: str, name: str) -> int | None:
    """Cost plus any Loyalty (9.3); None when the deed cannot be played by this player at all."""
    cost = table.card(name)["cost"]
    if not isinstance(cost, int):
        return None
    try:
        return cost + loyalty_surcharge(table, player, name)
    except Refused:
        return None


def affordable(table: Table, player: str, name: str) -> bool:
    cost = total_cost(table, player, name)
    return cost is not None and cost <= table.player(player)["pool"]


def playable(table: Table, player: str, name: str) -> bool:
    """8.11, 9.3: the player can pay for the deed and, if it targets, a legal target exists."""
    if not affordable(table, player, name):
        return False
    spec = table.card(name)
    return spec.get("effect") in ("save", "cancel", "instead") or \
        initiable(table, player, spec, deed=True)


def run_window(table: Table, kind: str, offers: Callable[[str], list[str]],
               use: Callable[[str, str], None]) -> None:
    """8.2, 8.4: one Halt, Disrupt or Response window. ``offers(player)`` lists what the player
    could play in it now (deeds they can pay for, abilities they can use); ``use(player, name)``
    plays one."""
    order = table.in_game()
    passes = 0
    turn = 0
    while passes < len(order):
        player = order[turn % len(order)]
        turn += 1
        options = offers(player)
        if not options:
            passes += 1
            continue
        answer = table.choose_one(player, kind, options + [PASS], optional=False)
        if answer == PASS:
            passes += 1
            continue
        use(player, str(answer))
        passes = 0


def play_reaction(table: Table, player: str, name: str, use: Callable[[str, str], None]) -> None:
    """10.4: pay, resolve unless Halted, then discard (before any Response window)."""
    pay(table, player, int(total_cost(table, player, name) or 0), f"playing {name}", "10.4")
    table.take(player, "hand", name)
    halted = deed_halted(table, player, name)
    outer = hold_events(table)
    if not halted:
        use(player, name)
    table.to_pile(player, "discard", name)
    release_events(table, outer)


def deed_halted(table: Table, player: str, name: str) -> bool:
    """8.3, 8.5, 8.11, 10.4: a deed being played opens its own Halt window (nested inside any
    window it was played in); a Halt that cancels deeds stops its effect. A deed that cannot be
    canceled offers no Halt at all."""
    if table.card(name).get("uncancelable"):
        return False
    canceled: list[str] = []

    def offers(p: str) -> list[str]:
        if canceled:
            return []  # 8.11: nothing left to cancel
        return [n for n in reaction_deeds(table, p, "Halt", "deed")
                if answers(table.card(n).get("whose", "any"), p, [player]) and affordable(table, p, n)]

    def use(p: str, deed: str) -> None:
        play_reaction(table, p, deed, lambda q, d: canceled.append(d))

    run_window(table, "halt", offers, use)
    return bool(canceled)


# -- leaving play: Halt saves, Disrupt replacements (7.2-7.4) -----------------------------------------
def halt_saves(table: Table, leaving: list[Target]) -> list[Target]:
    """7.2, 7.3: the units about to be killed share one Halt window; a save keeps one of them."""
    remaining = list(leaving)

    def offers(p: str) -> list[str]:
        return [n for n in reaction_deeds(table, p, "Halt", "kill")  # the kit's are saves
                if affordable(table, p, n)
                and answers(table.card(n).get("whose", "any"), p, [c for c, _ in remaining])]

    def save(p: str, deed: str) -> None:
        targets = [(c, o) for c, o in remaining if answers(table.card(deed).get("whose", "any"), p, [c])]
        if not targets:
            return  # the card it was meant for is no longer leaving
        remaining.remove(table.choose_object(p, "target", targets, optional=False))

    if remaining:
        run_window(table, "halt", offers, lambda p, deed: play_reaction(table, p, deed, save))
    return remaining


def disrupt_replacements(table: Table, leaving: list[Target], cause: str) -> dict[int, str]:
    """7.4, 8.4: each kill may be Disrupted on its own; a replacement ("instead") sends the card
    elsewhere, and the most recent replacement wins. Returns the replaced causes by object id."""
    replaced: dict[int, str] = {}
    for controller, obj in leaving:
        def offers(p: str, c: str = controller) -> list[str]:
            return [n for n in reaction_deeds(table, p, "Disrupt", cause)  # the kit's replace
                    if affordable(table, p, n)
                    and answers(table.card(n).get("whose", "any"), p, [c])]

        def instead(p: str, deed: str, o: dict[str, Any] = obj) -> None:
            replaced[id(o)] = INSTEAD[str(table.card(deed).get("instead", "discard"))]

        run_window(table, "disrupt", offers, lambda p, deed: play_reaction(table, p, deed, instead))
    return replaced


# -- after an event: Forced abilities, then the Response window (8.4) ----------------------------------
def triggered(table: Table, event: dict[str, Any], timing: str) -> list[tuple[str, dict[str, Any], int]]:
    """The abilities of cards in play (not blank, 3.6) with this timing word that the event
    triggers: (controller, card, index of the ability)."""
    found = []
    for p in table.in_game():
        for obj in table.field(p):
            for i, ability in enumerate(table.abilities(obj)):
                if ability.get("timing") != timing or ability.get("on") != event["kind"]:
                    continue
                whose = ability.get("whose", "own")
                if whose == "self":
                    fits = any(o is obj for _, o in event["cards"])
                else:
                    fits = answers(whose, p, event["players"])
                if fits:
                    found.append((p, obj, i))
    return found


def after_event(table: Table, event: dict[str, Any]) -> None:
    """8.4: Forced abilities the event triggers resolve first (the first player orders them), then
    the Response window: Response deeds in hand and Response abilities of cards in play."""
    forced = triggered(table, event, "Forced")
    if len(forced) > 1:
        first = table.in_game()[0]
        names = [o["card"] for _, o, _ in forced]
        order = table.order("forced order", names, first)
        forced.sort(key=lambda f: order.index(f[1]["card"]))
    for controller, obj, i in forced:
        if table.in_field(obj) and table.controller(obj) == controller:
            ability = table.abilities(obj)[i]
            if ability_usable(table, controller, obj, ability):  # 8.11
                use_ability(table, controller, obj, ability)
    response_window(table, event)


def response_window(table: Table, event: dict[str, Any]) -> None:
    """8.4: the Response window after an event; each ability answers it once (8.4)."""
    used: set[tuple[int, int]] = set()

    def abilities(p: str) -> dict[str, tuple[dict[str, Any], int]]:
        found: dict[str, tuple[dict[str, Any], int]] = {}
        for controller, obj, i in triggered(table, event, "Response"):
            if controller == p and (id(obj), i) not in used and obj["card"] not in found \
                    and ability_usable(table, p, obj, table.abilities(obj)[i]):
                found[obj["card"]] = (obj, i)
        return found

    def offers(p: str) -> list[str]:
        deeds = [n for n in reaction_deeds(table, p, "Response", event["kind"])
                 if answers(table.card(n).get("whose", "any"), p, event["players"])
                 and playable(table, p, n)]
        return list(dict.fromkeys(deeds + list(abilities(p))))

    def use(p: str, name: str) -> None:
        mine = abilities(p)
        if name in mine:  # a card in play, never a deed (10.4)
            obj, i = mine[name]
            used.add((id(obj), i))
            use_ability(table, p, obj, table.abilities(obj)[i])
            return
        spec = table.card(name)
        target = choose_target(table, p, spec, None, deed=True, what=name)
        play_reaction(table, p, name, lambda q, d: _resolve_deed(table, q, spec, target))

    run_window(table, "response", offers, use)


def _resolve_deed(table: Table, player: str, spec: dict[str, Any], target: Target | None) -> None:
    """A reaction deed's effect, on the target chosen when it was played if that is still in play
    (6.1: as much as possible)."""
    if target is None or table.in_field(target[1]):
        resolve(table, player, spec, target, deed=True)


EVENTS.append(after_event)
