"""Canonical state round trip: a state loaded by start and read back by observe is the same
state (plus derived values), for any state the format allows — a hypothesis property."""

import copy

from hypothesis import given, settings
from hypothesis import strategies as st

from adjudicator.games import game
from adjudicator.games.nodawn.core.state import DERIVED, PLAYER_ZONES, new_state, permanent

NODAWN = game("nodawn")
CARDS = NODAWN.catalogue().cards
IN_HAND = sorted(n for n, c in CARDS.items() if c["type"] != "Master")
PERMANENTS = sorted(n for n, c in CARDS.items() if c["type"] in ("Entity", "Companion", "Haven", "Relic"))


@st.composite
def nodawn_states(draw):
    state = new_state(["Alice", "Bob"], [CARDS["Test Master"], CARDS["Test Garethean Master"]],
                      position=draw(st.integers(1, 6)))
    for name, player in state["players"].items():
        player["vitae"] = draw(st.integers(-5, player["vitae_cap"]))
        player["wrath"] = draw(st.integers(0, 20))
        player["corruption"] = draw(st.integers(0, 20))
        player["pool"] = draw(st.dictionaries(st.sampled_from(["generic", "Sacred", "Noble"]),
                                              st.integers(1, 5), max_size=3))
        for zone in PLAYER_ZONES:
            if zone == "battlefield":
                for card in draw(st.lists(st.sampled_from(PERMANENTS), max_size=4)):
                    obj = permanent(CARDS[card], name)
                    obj["damage"] = draw(st.integers(0, 3))
                    obj["drained"] = draw(st.booleans())
                    player["zones"]["battlefield"].append(obj)
            else:
                names = draw(st.lists(st.sampled_from(IN_HAND), max_size=4))
                player["zones"][zone] = [{"card": c} for c in names]
    return state


def strip(state):
    out = copy.deepcopy(state)
    for player in out["players"].values():
        for obj in player["zones"]["battlefield"]:
            for key in DERIVED:
                obj.pop(key, None)
    return out


@settings(max_examples=60, deadline=None)
@given(nodawn_states())
def test_nodawn_start_then_observe_round_trips(state):
    engine = NODAWN.new_engine()
    cards = {n: CARDS[n] for n in CARDS}
    assert engine.handle({"cmd": "start", "game": "nodawn", "ruleset": "2026-08-21",
                          "state": state, "cards": cards}) == {"ok": True}
    observed = engine.handle({"cmd": "observe"})["state"]
    assert strip(observed) == state
    again = NODAWN.new_engine()
    again.handle({"cmd": "start", "game": "nodawn", "ruleset": "2026-08-21", "state": observed,
                  "cards": cards})
    assert again.handle({"cmd": "observe"})["state"] == observed


def test_impossible_state_is_refused_with_reason():
    state = new_state(["Alice", "Bob"], [CARDS["Test Master"]] * 2)
    state["players"]["Alice"]["zones"]["hand"].append({"card": "Iron Column", "damage": 2})
    state["players"]["Bob"]["wrath"] = -1
    engine = NODAWN.new_engine()
    reply = engine.handle({"cmd": "start", "game": "nodawn", "ruleset": "2026-08-21", "state": state,
                           "cards": CARDS})
    assert "error" in reply
    assert "outside play" in reply["error"] and "Bob's wrath is negative" in reply["error"]
