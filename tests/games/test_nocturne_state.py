"""Nocturne canonical state: the default states the openings build are valid, and a state
loaded by start and read back by observe is the same state plus derived victory points (and
the empty set-aside lists of Crypt and Ghost)."""

import copy

import jsonschema
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from adjudicator.corpus.case import CaseBuilder
from adjudicator.games import game
from adjudicator.games.nocturne.state import PLAYER_ZONES, SHARED_ZONES
from adjudicator.games.nocturne.steps import new_state
from adjudicator.schema import load_schema

NOCTURNE = game("nocturne")
CARDS = NOCTURNE.catalogue().cards
SCHEMA = jsonschema.Draft202012Validator(load_schema("nocturne-state.schema.json"))
PLAIN = sorted(n for n, c in CARDS.items() if not {"Boon", "Hex", "State"} & set(c["types"]))
BOONS = sorted(n for n, c in CARDS.items() if "Boon" in c["types"])
HEXES = sorted(n for n, c in CARDS.items() if "Hex" in c["types"])
STATES = sorted(n for n, c in CARDS.items() if "State" in c["types"])
DURATIONS = sorted(n for n, c in CARDS.items() if c.get("next_turn"))
KINGDOM = [CARDS["Werewolf"], CARDS["Den of Sin"], CARDS["Bard"]]


def opening(text: str) -> dict:
    vocabulary = NOCTURNE.vocabulary()
    case = CaseBuilder(NOCTURNE)
    definition, args = vocabulary.resolve("given", text, "test")
    definition.func(case, **args)
    assert case.state is not None
    return case.state


@pytest.mark.parametrize("suffix", ["", ", not yet set up"])
def test_openings_build_valid_complete_states(suffix):
    state = opening('a Dominion game between Alice, Bob and Carol with kingdom "Werewolf", '
                    f'"Sacred Grove" and "Fool"{suffix}')
    SCHEMA.validate(state)
    assert state["supply"]["Curse"] == 20
    assert state["supply"]["Province"] == 12
    assert state["nonsupply"] == {"Will-o'-Wisp": 12}
    if suffix:
        assert state["turn"]["phase"] == "setup"
        assert state["supply"]["Copper"] == 60
        assert state["zones"]["boon_deck"] == []
    else:
        assert state["supply"]["Copper"] == 60 - 6 * 3  # Fool names Lucky Coin
        assert len(state["zones"]["boon_deck"]) == 12
        assert len(state["zones"]["hex_deck"]) == 12


@st.composite
def nocturne_states(draw):
    state = new_state(["Alice", "Bob"], KINGDOM, {"Copper": 46, "Werewolf": 10}, {"Imp": 13})
    for player in state["players"].values():
        for zone in PLAYER_ZONES:
            pool = {"boons": BOONS, "states": STATES}.get(zone, PLAIN)
            names = draw(st.lists(st.sampled_from(pool), max_size=4))
            if zone == "states":  # only one Lost in the Woods exists: keep its first copy only
                held = any(o["card"] == "Lost in the Woods"
                           for p in state["players"].values() for o in p["zones"]["states"])
                first = None if held or "Lost in the Woods" not in names else names.index("Lost in the Woods")
                names = [n for i, n in enumerate(names) if n != "Lost in the Woods" or i == first]
            player["zones"][zone] = [{"card": c} for c in names]
        for name in draw(st.lists(st.sampled_from(DURATIONS), max_size=2)):
            player["zones"]["play"].append({"card": name, "waiting": True})
    for zone in SHARED_ZONES:
        pool = BOONS if "boon" in zone else HEXES if "hex" in zone else PLAIN
        state["zones"][zone] = [{"card": c} for c in draw(st.lists(st.sampled_from(pool), max_size=4))]
    turn = state["turn"]
    turn["active"] = draw(st.sampled_from(["Alice", "Bob"]))
    turn["phase"] = draw(st.sampled_from(["action", "buy", "night"]))
    turn["coins"] = draw(st.integers(0, 9))
    turn["gained"] = draw(st.lists(st.sampled_from(PLAIN), max_size=3))
    turn["effects"] = draw(st.lists(st.sampled_from(["Deluded", "Envious"]), unique=True))
    return state


def without_derived(state: dict) -> dict:
    """The state without what observe derives: victory points, and the empty ``under`` of a
    card that sets cards aside under itself (Crypt, Ghost) with none there."""
    out = copy.deepcopy(state)
    for player in out["players"].values():
        player.pop("victory_points")
        for obj in player["zones"]["play"]:
            if CARDS[obj["card"]].get("sets_aside") and obj.get("under") == []:
                del obj["under"]
    return out


@settings(max_examples=60, deadline=None)
@given(nocturne_states())
def test_start_then_observe_round_trips(state):
    engine = NOCTURNE.new_engine()
    start = {"cmd": "start", "game": "nocturne", "ruleset": "current", "state": state, "cards": CARDS}
    assert engine.handle(start) == {"ok": True}
    observed = engine.handle({"cmd": "observe"})["state"]
    SCHEMA.validate(observed)
    assert without_derived(observed) == state
    again = NOCTURNE.new_engine()
    again.handle({**start, "state": observed})
    assert again.handle({"cmd": "observe"})["state"] == observed


def test_unknown_card_in_state_is_an_error():
    state = new_state(["Alice", "Bob"], KINGDOM, {}, {})
    state["players"]["Alice"]["zones"]["hand"].append({"card": "Gold"})
    reply = NOCTURNE.new_engine().handle(
        {"cmd": "start", "game": "nocturne", "state": state, "cards": {"Werewolf": CARDS["Werewolf"]}}
    )
    assert "no definition for" in reply["error"]


def test_invalid_state_is_an_error_naming_the_place():
    state = new_state(["Alice", "Bob"], KINGDOM, {}, {})
    state["turn"]["phase"] = "dusk"
    reply = NOCTURNE.new_engine().handle(
        {"cmd": "start", "game": "nocturne", "state": state, "cards": CARDS}
    )
    assert "/turn/phase" in reply["error"]
