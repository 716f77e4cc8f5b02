"""Demise, Destroy X and Sacrifice X (demise, destroy, sacrifice, card:anointing-of-souls).

A destroyed creature goes straight to its owner's discard pile (demise.2). Its Demise, an effect
of its owner (demise.4), triggers whatever the cause (demise.1), waits and resolves even if the
card has moved since (demise.2), as one effect read in order (demise.3). Creatures destroyed
together wait together and their owner orders the effects (destroy.2, sacrifice.4). Each
creature destroyed triggers its owner's Rite of Ruin once (card:rite-of-ruin.1). An exiled card
never triggers a Demise (exile.3). While Anointing of Souls protects a player, only Guard can
destroy that player's creatures (destroy.3, card:anointing-of-souls.2, card:anointing-of-souls.3).

The Rite of Ruin and Return from Hell answer a destruction through the two lists below.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from adjudicator.engine import Refused
from adjudicator.games.rites.effects import counted, resolve
from adjudicator.games.rites.table import Source, Table

#: What follows each creature destroyed, in the order destroyed: (table, owner, its name)
#: (card:rite-of-ruin.1).
ON_DESTROYED: list[Callable[[Table, str, str], None]] = []
#: What follows creatures destroyed together, once they are all gone: (table, [(owner, name)])
#: (card:return-from-hell.1).
AFTER_DESTROYED: list[Callable[[Table, list[tuple[str, str]]], None]] = []


def protected(table: Table, owner: str, cause: str) -> bool:
    """Anointing of Souls: the owner's creatures can't be destroyed this turn except by Guard."""
    return cause != "guard" and table.effect_active(owner, "Anointing of Souls")


def destroy(table: Table, victims: list[tuple[str, dict[str, Any]]], *, cause: str) -> list[str]:
    """Destroy these creatures together (any cause); returns the names destroyed."""
    done: list[tuple[str, str]] = []
    for owner, obj in victims:
        field = table.zone(owner, "battlefield")
        if protected(table, owner, cause) or not any(o is obj for o in field):
            continue
        field.remove(obj)
        name = obj["card"]
        table.put(owner, "discard", name)
        done.append((owner, name))
        demise = table.card(name).get("demise")
        if demise:
            table.wait(owner, f"Demise of {name}", _demise(table, owner, name, demise))
        for answer in ON_DESTROYED:
            answer(table, owner, name)
    for after in AFTER_DESTROYED:
        after(table, done)
    return [name for _, name in done]


def _demise(table: Table, owner: str, name: str, lines: list[dict[str, Any]]):
    def run() -> None:
        resolve(table, owner, lines, Source(name, "demise"))

    return run


def destroy_effect(table: Table, owner: str, count: int) -> None:
    """Destroy X: X opposing creatures of the owner's choice, all of them if fewer (destroy.1);
    nothing when Anointing of Souls protects them (card:anointing-of-souls.2)."""
    foe = table.opponent(owner)
    field = table.zone(foe, "battlefield")
    if not field or protected(table, foe, "destroy"):
        return
    chosen = table.choose_many(owner, "destroy", [o["card"] for o in field], count, count)
    destroy(table, _objects(field, chosen, foe), cause="destroy")


def _objects(field: list[dict[str, Any]], names: list[str], owner: str,
             exclude: dict[str, Any] | None = None) -> list[tuple[str, dict[str, Any]]]:
    """The creature objects named, first match first, never ``exclude``."""
    picked: list[tuple[str, dict[str, Any]]] = []
    for name in names:
        obj = next(o for o in field if o["card"] == name and o is not exclude
                   and all(o is not p for _, p in picked))
        picked.append((owner, obj))
    return picked


def sacrifice_total(lines: list[dict[str, Any]]) -> int:
    """All Sacrifices of a card, wherever they are written (sacrifice.1)."""
    return sum(int(line.get("sacrifice", 0)) for line in lines)


def check_sacrifice(table: Table, player: str, count: int, exclude: dict[str, Any] | None) -> None:
    """A Sacrifice is paid in full or not at all, only with the player's other creatures
    (sacrifice.2, sacrifice.3)."""
    others = [o for o in table.zone(player, "battlefield") if o is not exclude]
    if count > len(others):
        raise Refused(f"{player} cannot pay Sacrifice {count}: only {len(others)} other "
                      f"creature{'s' if len(others) != 1 else ''} in play (sacrifice.3)")


def pay_sacrifice(table: Table, player: str, count: int, exclude: dict[str, Any] | None = None) -> None:
    """Destroy ``count`` of the player's other creatures, chosen by them ("sacrifice"), together
    (sacrifice.1, sacrifice.4); exhausted ones may be chosen (sacrifice.2)."""
    if count <= 0:
        return
    check_sacrifice(table, player, count, exclude)
    field = table.zone(player, "battlefield")
    others = [o["card"] for o in field if o is not exclude]
    chosen = table.choose_many(player, "sacrifice", others, count, count)
    destroy(table, _objects(field, chosen, player, exclude), cause="sacrifice")


counted("destroy", destroy_effect)
