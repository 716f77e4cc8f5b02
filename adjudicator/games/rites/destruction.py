"""Demise, Destroy X and Sacrifice X (demise, destroy, sacrifice, card:anointing-of-souls).

A destroyed creature goes straight to its owner's discard pile (demise.2). Its Demise, an effect
of its owner (demise.4), triggers whatever the cause (demise.1), waits and resolves even if the
card has moved since (demise.2), as one effect read in order (demise.3). Creatures destroyed
together wait together and their owner orders the effects (destroy.2, sacrifice.4). Each
creature destroyed triggers its owner's Rite of Ruin once (card:rite-of-ruin.1). An exiled card
never triggers a Demise (exile.3). While Anointing of Souls protects a player, only Guard can
destroy that player's creatures (destroy.3, card:anointing-of-souls.2, card:anointing-of-souls.3):
the protection is checked by Destroy X, the only other way the reference has of destroying the
creatures of the player whose turn it is not (Sacrifice, An Eye for an Eye and Call from the Grave
only ever destroy the active player's, card:anointing-of-souls.4).

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


def protected(table: Table, owner: str) -> bool:
    """Anointing of Souls: this turn the owner's creatures can't be destroyed by Destroy X
    (card:anointing-of-souls.2); Guard still destroys them (card:anointing-of-souls.3)."""
    return table.effect_active(owner, "Anointing of Souls")


def destroy(table: Table, victims: list[tuple[str, dict[str, Any]]]) -> None:
    """Destroy these creatures together, whatever the cause. A creature no longer in play is
    not destroyed again (card:an-eye-for-an-eye.4)."""
    done: list[tuple[str, str]] = []
    for owner, obj in victims:
        field = table.zone(owner, "battlefield")
        if not any(o is obj for o in field):
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


def _demise(table: Table, owner: str, name: str, lines: list[dict[str, Any]]):
    def run() -> None:
        resolve(table, owner, lines, Source(name, "demise"))

    return run


def destroy_effect(table: Table, owner: str, count: int) -> None:
    """Destroy X: X opposing creatures of the owner's choice ("destroy"), all of them if fewer
    (destroy.1); nothing when Anointing of Souls protects them (card:anointing-of-souls.2)."""
    foe = table.opponent(owner)
    field = table.zone(foe, "battlefield")
    if not field or protected(table, foe):
        return
    chosen = choose_creatures(table, owner, "destroy", field, count, why="destroy.1")
    destroy(table, [(foe, obj) for obj in chosen])


def labelled(creatures: list[dict[str, Any]]) -> list[tuple[str, dict[str, Any]]]:
    """Each creature under the name a choice offers it by: its card name, with " (ready)" or
    " (exhausted)" added when creatures of that name among these differ in it (sacrifice.2: an
    exhausted creature may be chosen too, and which one goes matters for guard.5)."""
    states: dict[str, set[bool]] = {}
    for obj in creatures:
        states.setdefault(obj["card"], set()).add(bool(obj["exhausted"]))
    return [(_label(obj) if len(states[obj["card"]]) > 1 else obj["card"], obj) for obj in creatures]


def _label(obj: dict[str, Any]) -> str:
    return f"{obj['card']} ({'exhausted' if obj['exhausted'] else 'ready'})"


def choose_creatures(table: Table, player: str, kind: str, creatures: list[dict[str, Any]],
                     count: int, *, why: str) -> list[dict[str, Any]]:
    """``count`` of these creatures, chosen by ``player`` (all of them if fewer)."""
    pool = labelled(creatures)
    chosen = table.choose_many(player, kind, [label for label, _ in pool], count, count, why=why)
    picked: list[dict[str, Any]] = []
    for label in chosen:
        picked.append(next(obj for name, obj in pool
                           if name == label and all(obj is not p for p in picked)))
    return picked


def sacrifice_total(lines: list[dict[str, Any]]) -> int:
    """All Sacrifices of a card, wherever they are written (sacrifice.1)."""
    return sum(int(line.get("sacrifice", 0)) for line in lines)


def check_sacrifice(table: Table, player: str, count: int, exclude: dict[str, Any] | None) -> None:
    """A Sacrifice is paid in full or not at all, only with the player's other creatures
    (sacrifice.2, sacrifice.3)."""
    others = [o for o in table.zone(player, "battlefield") if o is not exclude]
    if count > len(others):
        raise Refused(f"{player} cannot pay Sacrifice {count} with {len(others)} other "
                      f"creature(s) in play (sacrifice.3)")


def pay_sacrifice(table: Table, player: str, count: int, exclude: dict[str, Any] | None = None) -> None:
    """Destroy ``count`` of the player's other creatures, chosen by them ("sacrifice"), together
    (sacrifice.1, sacrifice.4); exhausted ones may be chosen (sacrifice.2)."""
    check_sacrifice(table, player, count, exclude)
    others = [o for o in table.zone(player, "battlefield") if o is not exclude]
    chosen = choose_creatures(table, player, "sacrifice", others, count,
                              why="sacrifice.2: only the player's other creatures")
    destroy(table, [(player, obj) for obj in chosen])


counted("destroy", destroy_effect)
