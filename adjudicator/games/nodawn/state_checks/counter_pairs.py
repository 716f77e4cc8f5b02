"""704.5u A permanent bearing both Growth counters and −1 Vigor counters loses N of each, N the
smaller count (※ proposed: only cards that mint −1 Vigor counters make it matter); 704.5v a
permanent whose ability caps a kind of counter at N loses every such counter beyond N (※
proposed; a card's ``counter_caps``)."""

from __future__ import annotations

from adjudicator.games.nodawn.concepts.counters import MINUS_VIGOR, add_counters
from adjudicator.games.nodawn.core.checks import Sweep, state_check
from adjudicator.games.nodawn.core.objects import Cards, Obj, State, battlefield


def _annihilate(obj: Obj) -> None:
    """N Growth and N −1 Vigor counters leave, N the smaller count (704.5u)."""
    n = min(obj["counters"].get("growth", 0), obj["counters"].get(MINUS_VIGOR, 0))
    add_counters(obj, "growth", -n)
    add_counters(obj, MINUS_VIGOR, -n)


def _cap(obj: Obj, kind: str, cap: int) -> None:
    """Counters of a kind beyond the cap leave (704.5v)."""
    add_counters(obj, kind, cap - obj["counters"].get(kind, 0))


@state_check("permanents")
def counter_pairs(state: State, cards: Cards, sweep: Sweep) -> None:
    """Growth against −1 Vigor counters (704.5u), and counters beyond a cap (704.5v)."""
    for _, obj in battlefield(state):
        counters = obj["counters"]
        if counters.get("growth") and counters.get(MINUS_VIGOR):
            sweep.perform(lambda o=obj: _annihilate(o))
        for kind, cap in cards[obj["card"]].get("counter_caps", {}).items():
            if counters.get(kind, 0) > cap:
                sweep.perform(lambda o=obj, k=kind, c=cap: _cap(o, k, c))
