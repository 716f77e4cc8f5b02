"""Unit tests of the No Dawn world cycle's own events (514.4, 500.17, 503.3, 704.5f) where the
corpus cannot look: the decisions the shelter step and the return raise, a refuge's fall found in
the same sweep as its Master's death, and Day states that never went through a sunrise."""

from __future__ import annotations

import pytest
from nodawn_kit import CARDS, MASTER, permanent

from adjudicator.engine import Decisions, EngineFault, NeedsDecision, Refused
from adjudicator.games.nodawn.core.checks import check_once, run_checks
from adjudicator.games.nodawn.core.state import card_object, load, new_state, shape_problem, world
from adjudicator.games.nodawn.world_cycle import nightfall, sunrise
from adjudicator.games.nodawn.zones import shelter


def board(position: int, alice: list[str], bob: list[str]) -> dict:
    state = new_state(["Alice", "Bob"], [MASTER, MASTER])
    state["world"].update(world(position))
    for name, cards in (("Alice", alice), ("Bob", bob)):
        for card in cards:
            state["players"][name]["zones"]["battlefield"].append(
                card_object(CARDS[card], "battlefield", name))
    return state




def test_overflow_asks_which_night_entities_are_saved() -> None:
    state = board(4, ["Test Haven", "Duskcaller Shaman", "Test Night Prowler", "Test Night Thrall"],
                  ["Test Haven"])
    with pytest.raises(NeedsDecision) as need:
        sunrise.sunrise(state, CARDS, Decisions([]))
    assert need.value.kind == "shelter" and need.value.player == "Alice"
    assert "Test Night Thrall in Test Haven" in need.value.options


def test_a_shelter_answer_must_fill_every_room() -> None:
    state = board(4, ["Test Haven", "Duskcaller Shaman", "Test Night Prowler", "Test Night Thrall"],
                  ["Test Haven"])
    pinned = [{"kind": "shelter", "player": "Alice", "answer": ["Duskcaller Shaman in Test Haven"]}]
    with pytest.raises(Refused, match="must name 2") as refused:
        sunrise.sunrise(state, CARDS, Decisions(pinned))
    assert refused.value.decision is not None and refused.value.decision["kind"] == "shelter"


def test_one_haven_with_room_for_all_needs_no_decision() -> None:
    state = board(4, ["Test Haven", "Duskcaller Shaman", "Lauds Cantor"], [])
    sunrise.sunrise(state, CARDS, Decisions([]))
    assert state["players"]["Alice"]["refuge"] == "Test Haven"
    assert permanent(state, "Alice", "Duskcaller Shaman")["sheltered"] == "Test Haven"
    assert permanent(state, "Alice", "Lauds Cantor")["sheltered"] is None
    assert state["players"]["Bob"].get("sunlit") is True  # no Haven: the sun will claim Bob


def test_refuge_falling_is_found_by_the_sweep_that_destroys_it() -> None:
    state = board(5, ["Test Haven"], ["Test Haven"])
    for name in ("Alice", "Bob"):
        state["players"][name]["refuge"] = "Test Haven"
    permanent(state, "Bob", "Test Haven")["damage"] = 10
    check_once(state, CARDS, "2026-10-07")
    assert state["result"] == {"winners": ["Alice"], "losers": ["Bob"], "draw": False}
    assert state["players"]["Bob"]["zones"]["spoils"] == [{"card": "Test Haven"}]


def test_day_state_without_a_sunrise_kills_nobody() -> None:
    """A state given mid-Day with no refuge recorded never went through a sunrise: no sunlight
    death, though the Master counts as sheltering (its vein stays closed, 304.6)."""
    state = board(5, [], [])
    assert not run_checks(state, CARDS, "2026-10-07")
    assert state["result"] is None
    assert shelter.master_sheltered(state, "Alice")


def test_no_sunlight_death_by_night() -> None:
    state = board(2, [], ["Test Haven"])
    state["players"]["Alice"]["refuge"] = None
    state["players"]["Alice"]["sunlit"] = True
    assert not run_checks(state, CARDS, "2026-10-07")


def test_return_asks_which_to_pay_for_when_short() -> None:
    state = board(1, ["Test Haven", "Duskcaller Shaman", "Test Night Prowler"], [])
    state["players"]["Alice"].update(refuge="Test Haven", vitae=1)
    for card in ("Duskcaller Shaman", "Test Night Prowler"):
        permanent(state, "Alice", card)["sheltered"] = "Test Haven"
    with pytest.raises(NeedsDecision) as need:
        nightfall.return_player(state, CARDS, "Alice", Decisions([]))
    assert need.value.kind == "return"
    assert need.value.options == ["Duskcaller Shaman", "Test Night Prowler"]


def test_an_unpaid_entity_is_exposed_when_its_haven_falls_at_night() -> None:
    state = board(1, ["Test Haven", "Duskcaller Shaman"], [])
    shaman = permanent(state, "Alice", "Duskcaller Shaman")
    shaman["sheltered"] = "Test Haven"
    permanent(state, "Alice", "Test Haven")["damage"] = 10
    run_checks(state, CARDS, "2026-10-07")
    assert shaman["sheltered"] is None and state["result"] is None


def test_load_refuses_shelter_in_a_haven_not_controlled() -> None:
    state = board(5, ["Duskcaller Shaman"], ["Test Haven"])
    permanent(state, "Alice", "Duskcaller Shaman")["sheltered"] = "Test Haven"
    with pytest.raises(EngineFault, match="does not control"):
        load(state, CARDS)


def test_sheltered_state_matches_the_schema() -> None:
    state = board(5, ["Test Haven", "Duskcaller Shaman"], [])
    state["players"]["Alice"]["refuge"] = "Test Haven"
    state["players"]["Bob"]["sunlit"] = True
    permanent(state, "Alice", "Duskcaller Shaman")["sheltered"] = "Test Haven"
    assert shape_problem(state) is None
