"""Halt, Disrupt and Response deeds and their windows (8.3-8.5, 7.2-7.4, 10.4, S.9).

Around a triggering event the windows come in a fixed order (8.4): Halt (cancel or save, before),
Disrupt (modify, during: a replacement, "instead", most recent wins, 7.4), the event resolves,
Response (after). In each window priority starts with the first player and goes round in turn
order; a player with a deed that fits the window is asked (decision "halt", "disrupt" or
"response": one of those deeds, or "pass"), a player with none passes; the window closes when
every player has passed in a row, and playing a deed resets the count (8.2, 8.4). Playing a deed
is itself an event with its own Halt window, which opens and closes at once, before the
interrupted window goes on (8.5, last in, first out): a Halted deed stays played, its cost paid,
and it is discarded (10.4); a deed that cannot be canceled is offered no Halt (8.11).

The kit's reaction deeds (docs/games/reign.md#test-card-kit) name their ``trigger``: ``kill``
(a unit about to be killed, or killed), ``deed`` (a deed being played), ``struggle won`` (S.9),
and ``whose`` event they answer: ``own`` (a unit the player controls, their own win), ``opponent``
(a deed an opponent plays) or ``any``.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from adjudicator.engine import EngineFault, Refused
from adjudicator.games.reign.concepts import Table, pay
from adjudicator.games.reign.keywords import loyalty_surcharge

PASS = "pass"
#: 7.1 destinations a Disrupt replacement may send a card to, as leave-play causes.
INSTEAD = {"hand": "return", "out": "remove", "discard": "discard"}


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
    cost = table.card(name).get("cost", 0)
    if not isinstance(cost, int):
        return None
    try:
        return cost + loyalty_surcharge(table, player, name)
    except Refused:
        return None


def affordable(table: Table, player: str, name: str) -> bool:
    cost = total_cost(table, player, name)
    return cost is not None and cost <= table.player(player)["pool"]


def run_window(table: Table, kind: str, offers: Callable[[str], list[str]],
               use: Callable[[str, str], None]) -> None:
    """8.2, 8.4: one Halt, Disrupt or Response window. ``offers(player)`` lists the deeds that fit
    it; ``use(player, deed)`` applies one that was played and not Halted."""
    order = table.in_game()
    passes = 0
    turn = 0
    while passes < len(order):
        player = order[turn % len(order)]
        turn += 1
        if table.player(player)["status"] != "playing":
            passes += 1
            continue
        options = [n for n in offers(player) if affordable(table, player, n)]
        if not options:
            passes += 1
            continue
        answer = table.choose_one(player, kind, options + [PASS], optional=False)
        if answer == PASS:
            passes += 1
            continue
        play_reaction(table, player, str(answer), use)
        passes = 0


def play_reaction(table: Table, player: str, name: str, use: Callable[[str, str], None]) -> None:
    """10.4: pay, resolve unless Halted, then discard (before any Response window)."""
    pay(table, player, int(total_cost(table, player, name) or 0), f"playing {name}", "10.4")
    table.take(player, "hand", name)
    if not deed_halted(table, player, name):
        use(player, name)
    table.to_pile(player, "discard", name)


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
                if _answers(table, n, p, player)]

    def use(p: str, deed: str) -> None:
        canceled.append(deed)

    run_window(table, "halt", offers, use)
    return bool(canceled)


def _answers(table: Table, deed: str, player: str, subject: str) -> bool:
    """Whether the deed's ``whose`` fits an event concerning ``subject``'s card or deed."""
    whose = table.card(deed).get("whose", "any")
    if whose == "own":
        return player == subject
    if whose == "opponent":
        return player != subject
    return True


def _simple_effect(table: Table, player: str, name: str) -> None:
    d = table.card(name)
    amount = int(d.get("amount", 0))
    if d["effect"] == "draw":
        table.draw(player, amount)
    elif d["effect"] == "wealth":
        table.player(player)["pool"] += amount
    else:
        raise EngineFault(f"{name}: a {d.get('timing')} deed's effect {d['effect']!r} does not fit "
                          f"its {d.get('trigger')!r} window")


# -- leaving play: Halt saves, Disrupt replacements, Responses (7.2-7.4) -----------------------------
def halt_saves(table: Table, leaving: list[tuple[str, dict[str, Any]]]) -> list[tuple[str, dict[str, Any]]]:
    """7.2, 7.3: the units about to be killed share one Halt window; a save keeps one of them."""
    remaining = list(leaving)

    def offers(p: str) -> list[str]:
        return [n for n in reaction_deeds(table, p, "Halt", "kill")
                if table.card(n).get("effect") == "save"
                and any(_answers(table, n, p, c) for c, _ in remaining)]

    def use(p: str, deed: str) -> None:
        targets = [(c, o) for c, o in remaining if _answers(table, deed, p, c)]
        if not targets:
            return  # the card it was meant for is no longer leaving
        name = table.choose_one(p, "target", [o["card"] for _, o in targets], optional=False)
        chosen = next(t for t in targets if t[1]["card"] == name)
        remaining.remove(chosen)

    if remaining:
        run_window(table, "halt", offers, use)
    return remaining


def disrupt_replacements(table: Table, leaving: list[tuple[str, dict[str, Any]]],
                         cause: str) -> dict[int, str]:
    """7.4, 8.4: each kill may be Disrupted on its own; a replacement ("instead") sends the card
    elsewhere, and the most recent replacement wins. Returns the replaced causes by object id."""
    replaced: dict[int, str] = {}
    for controller, obj in leaving:
        def offers(p: str, c: str = controller) -> list[str]:
            return [n for n in reaction_deeds(table, p, "Disrupt", cause)
                    if table.card(n).get("effect") == "instead" and _answers(table, n, p, c)]

        def use(p: str, deed: str, o: dict[str, Any] = obj) -> None:
            replaced[id(o)] = INSTEAD[str(table.card(deed).get("instead", "discard"))]

        run_window(table, "disrupt", offers, use)
    return replaced


def responses_to_kills(table: Table, killed: list[tuple[str, dict[str, Any]]]) -> None:
    """7.2, 8.4: one Response window after the units have been killed."""
    if not killed:
        return

    def offers(p: str) -> list[str]:
        return [n for n in reaction_deeds(table, p, "Response", "kill")
                if any(_answers(table, n, p, c) for c, _ in killed)]

    run_window(table, "response", offers, lambda p, deed: _simple_effect(table, p, deed))


def responses_to_struggle(table: Table, winner: str) -> None:
    """S.9, 8.4: the Response window after a struggle's winner is determined."""
    def offers(p: str) -> list[str]:
        return [n for n in reaction_deeds(table, p, "Response", "struggle won")
                if _answers(table, n, p, winner)]

    run_window(table, "response", offers, lambda p, deed: _simple_effect(table, p, deed))
