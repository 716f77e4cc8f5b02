"""A Toll trigger's price is the Toll its permanent had as it triggered (702.14a), written on the
trigger; a state whose Toll trigger lacks it is refused with a clear fault, never a KeyError."""

import pytest

from adjudicator.engine import EngineFault
from adjudicator.games.nodawn.core.objects import stack_label
from adjudicator.games.nodawn.keyword_abilities.toll import resolve_toll


def test_a_toll_trigger_without_its_price_is_a_clear_fault() -> None:
    spell = {"kind": "spell", "card": "Test Bolt", "controller": "Bob"}
    trigger = {"kind": "ability", "card": "Test Toll Keeper", "controller": "Alice",
               "refers": [stack_label(spell)]}
    state = {"zones": {"stack": [spell, trigger]}}
    with pytest.raises(EngineFault, match="carries no price"):
        resolve_toll(state, {}, trigger, None)  # type: ignore[arg-type]
