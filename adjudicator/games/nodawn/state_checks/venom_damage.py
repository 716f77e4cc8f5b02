"""704.5k An Entity with positive Vigor that took damage from a Venom source after the previous
check is destroyed (702.6a marks it, keyword_abilities/venom.py)."""

from __future__ import annotations

from functools import partial

from adjudicator.games.nodawn.core.checks import Sweep, state_check
from adjudicator.games.nodawn.core.hooks import indestructible
from adjudicator.games.nodawn.core.layers import characteristics
from adjudicator.games.nodawn.core.objects import Cards, State
from adjudicator.games.nodawn.core.state import current_stats


@state_check("permanents")
def venom_damage(state: State, cards: Cards, sweep: Sweep) -> None:
    """Entities marked by Venom since the last check are destroyed, unless they can't be; the
    check spends every mark (704.5k) when the sweep acts, having only read them (704.3) — the mark
    of a permanent that is no Entity as the check reads it too (one wounded and made a Relic in
    one resolution): the damage was dealt before this check, so it is not "since the last check"
    for any later one, should the permanent be an Entity again (704.5k, 702.6a)."""
    for owner, player in state["players"].items():
        for obj in player["zones"]["battlefield"]:
            if not obj.get("venom", False):
                continue
            sweep.tidy(partial(obj.pop, "venom", None))
            definition = characteristics(cards, obj)
            if definition["type"] == "Entity" and not indestructible.any(definition) and \
                    current_stats(state, owner, obj, definition, cards)["vigor"] > 0:
                sweep.to_spoils(owner, obj, obj.get("wounded_by"))
