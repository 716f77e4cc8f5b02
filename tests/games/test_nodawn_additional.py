"""Unit tests of the additional rules (section 7) the corpus cannot state as a scenario: boards
the rules make impossible are refused when the engine loads them."""

from __future__ import annotations

import pytest
from nodawn_kit import CARDS, duel

from adjudicator.engine import EngineFault
from adjudicator.games.nodawn.core.state import load


def test_a_calendar_with_two_feasts_on_one_round_is_refused():
    """730.3: the calendar never sets two feasts on one round."""
    state = duel()
    state["world"]["calendar"] = [{"cycle": 1, "round": "The Arise", "feast": "the Blood Moon"},
                                  {"cycle": 1, "round": "The Arise", "feast": "St. George's Eve"}]
    with pytest.raises(EngineFault, match=r"two feasts on The Arise of cycle 1 \(730\.3\)"):
        load(state, CARDS)


def test_a_calendar_with_one_feast_a_round_loads():
    """730.3: feasts on different rounds of one cycle are fine."""
    state = duel()
    state["world"]["calendar"] = [{"cycle": 1, "round": "The Arise", "feast": "the Blood Moon"},
                                  {"cycle": 1, "round": "The Vanish", "feast": "St. George's Eve"}]
    assert load(state, CARDS) is state
