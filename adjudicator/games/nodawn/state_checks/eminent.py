"""704.5q The Eminent rule (205.4b, 300.4): a player who controls two or more Eminent permanents
with the same name chooses one; the rest go to their owners' Spoils. Both the supertype and the
name are read as the layers leave them (613.1): a supertype an effect gave counts, one kept through
a change of type or subtypes too (205.4c), and a nameless guise shares a name with nothing
(201.3a)."""

from __future__ import annotations

from adjudicator.engine import EngineFault
from adjudicator.games.nodawn.core.checks import Sweep, state_check
from adjudicator.games.nodawn.core.layers import characteristics
from adjudicator.games.nodawn.core.objects import Cards, Obj, State, playing


def eminent(definition: dict[str, object]) -> bool:
    """Whether a card, or an object as the layers leave it, is Eminent, a supertype (205.4a)."""
    return "Eminent" in (definition.get("supertypes") or [])  # type: ignore[operator]


@state_check("permanents")
def one_of_a_kind(state: State, cards: Cards, sweep: Sweep) -> None:
    """For each name of which a player controls two or more Eminent permanents, that player keeps
    one — decision ``eminent``, "<name> #<n>" counting them in the order they came, the first the
    longest there — and the others go to the Spoils (704.5q, 205.4b)."""
    for name in playing(state):
        same: dict[str, list[Obj]] = {}
        for obj in state["players"][name]["zones"]["battlefield"]:
            chars = characteristics(cards, obj)
            if eminent(chars) and chars.get("name"):
                same.setdefault(str(chars["name"]), []).append(obj)
        for card, objs in same.items():
            if len(objs) < 2:
                continue
            if sweep.decisions is None:
                raise EngineFault(f"{name} must choose which {card} to keep, but no decision can be "
                                  "asked here")
            options = [f"{card} #{n}" for n in range(1, len(objs) + 1)]
            kept = objs[options.index(sweep.decisions.take("eminent", name, options))]
            for obj in objs:
                if obj is not kept:
                    sweep.to_spoils(name, obj)
