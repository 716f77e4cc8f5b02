"""704.5s A Weapon whose wielder is gone, or no longer an Entity it may arm, becomes unattached and
stays on the battlefield (301.5b, 701.5a): a wielder's link to a Weapon that has left the
battlefield is dropped."""

from __future__ import annotations

from adjudicator.games.nodawn.core.checks import Sweep, state_check
from adjudicator.games.nodawn.core.objects import Cards, State, battlefield, name_of


@state_check("permanents")
def loose_weapon(state: State, cards: Cards, sweep: Sweep) -> None:
    """Links from wielders to Weapons no longer on the battlefield are dropped (704.5s)."""
    weapons = {name_of(n, o) for n, o in battlefield(state) if cards[o["card"]]["type"] == "Weapon"}
    for _, obj in battlefield(state):
        stale = [w for w in obj.get("weapons", []) if w not in weapons]
        if stale:
            sweep.perform(lambda obj=obj, stale=stale: _let_go(obj, stale))


def _let_go(obj: dict[str, object], stale: list[str]) -> None:
    held = [w for w in obj["weapons"] if w not in stale]  # type: ignore[attr-defined]
    if held:
        obj["weapons"] = held
    else:
        del obj["weapons"]
