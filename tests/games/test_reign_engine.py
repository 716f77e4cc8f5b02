"""Unit tests of the A Reign of Kings engine: impossible states are refused with a clear
message, the state round-trips, and the trickiest rules (simultaneous wins and eliminations,
the Power floor, Compel's margin, unpinned decisions) behave as the rulebook says."""

import copy

import pytest

from adjudicator.engine import Decisions, NeedsDecision, Refused
from adjudicator.games import game
from adjudicator.games.reign.concepts import GameEnded, Table, eliminate
from adjudicator.games.reign.engine import ReignEngine
from adjudicator.games.reign.state import field_object
from adjudicator.games.reign.steps.common import new_state
from adjudicator.games.reign.struggle_keywords import compel
from adjudicator.games.reign.winning import check_win

CARDS = game("reign").catalogue().cards


def duel() -> dict:
    state = new_state([("Alice", "Camelot"), ("Bob", "The Eleven")])
    state["players"]["Alice"]["quest"] = "Test Quest W4 M2 S1 L7"
    state["players"]["Bob"]["quest"] = "Test Quest W5 M1 S2 L6"
    return state


def start(state: dict) -> tuple[ReignEngine, dict]:
    engine = ReignEngine()
    reply = engine.handle({"cmd": "start", "game": "reign", "ruleset": "", "state": state, "cards": CARDS})
    return engine, reply


def table(state: dict, pinned=()) -> Table:
    return Table(state, CARDS, Decisions([dict(p) for p in pinned]))


def test_two_controlled_copies_of_a_unique_are_refused():
    state = duel()
    state["players"]["Alice"]["zones"]["field"] = [field_object("Test Unique Lord 3"),
                                                   field_object("Test Unique Lord 3")]
    _, reply = start(state)
    assert "error" in reply and "duplicate" in reply["error"] and "3.7" in reply["error"]


def test_a_quest_in_the_field_and_an_unknown_key_are_refused():
    state = duel()
    state["players"]["Alice"]["zones"]["field"] = [{"card": "Test Quest W4 M2 S1 L7"}]
    _, reply = start(state)
    assert "cannot be in Alice's field" in reply["error"]
    state = duel()
    state["players"]["Bob"]["gold"] = 3
    _, reply = start(state)
    assert reply["error"].startswith("invalid Reign of Kings state at /players/Bob")


def test_a_struggle_marker_without_a_struggle_is_refused():
    state = duel()
    obj = field_object("Test Soldier 2")
    obj["struggle"] = "attacking"
    state["players"]["Alice"]["zones"]["field"] = [obj]
    _, reply = start(state)
    assert "no such struggle is under way" in reply["error"]


def test_the_state_round_trips_with_derived_values():
    state = duel()
    obj = field_object("Test Soldier 2")
    obj["attachments"] = [{"card": "Test Curse -3", "controller": "Bob", "exhausted": False, "emblems": 0}]
    state["players"]["Alice"]["zones"]["field"] = [obj]
    engine, reply = start(state)
    assert reply == {"ok": True}
    dumped = engine.handle({"cmd": "observe"})["state"]
    alice = dumped["players"]["Alice"]
    assert alice["zones"]["field"][0]["power"] == -1 and alice["authority_total"] == 0
    again, _ = start(copy.deepcopy(dumped))
    assert again.handle({"cmd": "observe"})["state"] == dumped


def test_refused_actions_leave_the_state_alone():
    state = duel()
    state["players"]["Alice"]["zones"]["hand"] = [{"card": "Test Soldier 3"}]
    state["players"]["Alice"]["pool"] = 2
    engine, _ = start(state)
    before = engine.handle({"cmd": "observe"})
    play = {"type": "play", "player": "Alice", "card": "Test Soldier 3"}
    reply = engine.handle({"cmd": "act", "action": play})
    assert reply["outcome"] == "refused" and "3 wealth" in reply["reason"]
    assert engine.handle({"cmd": "observe"}) == before


def test_two_players_reaching_fifteen_together_the_first_player_decides():
    state = duel()
    state["first_player"] = "Bob"
    for p in ("Alice", "Bob"):
        state["players"][p]["faction"]["influence"] = 15
    with pytest.raises(NeedsDecision) as need:
        check_win(table(state))
    assert need.value.kind == "winner" and need.value.player == "Bob"
    with pytest.raises(GameEnded):
        check_win(table(state, [{"kind": "winner", "player": "Bob", "answer": "Alice"}]))
    assert state["result"]["winners"] == ["Alice"] and state["players"]["Bob"]["status"] == "lost"


def test_eliminating_one_of_two_players_makes_the_other_win():
    state = duel()
    with pytest.raises(GameEnded):
        table(state).draw("Bob", 1)
    assert state["result"]["winners"] == ["Alice"] and state["phase"] == "over"


def test_everyone_eliminated_authority_breaks_an_influence_tie():
    state = duel()
    state["authority"] = "Bob"
    with pytest.raises(GameEnded):
        eliminate(table(state), ["Alice", "Bob"])
    assert state["result"]["winners"] == ["Bob"]


def test_compel_offers_only_ready_enemy_units_below_the_margin():
    state = duel()
    bob = state["players"]["Bob"]["zones"]["field"]
    bob += [field_object("Test Soldier 1"), field_object("Test Soldier 3"), field_object("Test Spy 2")]
    bob[0]["exhausted"] = True
    with pytest.raises(NeedsDecision) as need:
        compel(table(state), "Alice", 3)
    assert need.value.options == ["Test Spy 2", "nothing"]


def test_a_struggle_resolves_with_the_power_floor():
    state = duel()
    state["phase"], state["active"] = "confrontation", "Alice"
    soldier = field_object("Test Soldier 2")
    soldier["attachments"] = [{"card": "Test Curse -3", "controller": "Bob"}]
    state["players"]["Alice"]["zones"]["field"] = [soldier, field_object("Test Soldier 1")]
    state["players"]["Bob"]["zones"]["field"] = [field_object("Test Peasant 0")]
    engine, _ = start(state)
    attack = {"type": "struggle", "player": "Alice", "kind": "combat", "target": "Bob",
              "attackers": ["Test Soldier 2", "Test Soldier 1"]}
    assert engine.handle({"cmd": "act", "action": attack})["outcome"] == "done"
    reply = engine.handle({"cmd": "act", "action": {"type": "defend", "player": "Bob", "defenders": []}})
    assert reply["outcome"] == "done"
    record = engine.handle({"cmd": "observe"})["state"]["struggles"][0]
    assert record["totals"] == {"Alice": 1, "Bob": 0} and record["winner"] == "Alice"


def test_an_answer_outside_the_options_is_a_refusal_naming_the_decision():
    state = duel()
    state["players"]["Bob"]["zones"]["field"] = [field_object("Test Soldier 1"), field_object("Test Spy 2")]
    t = table(state, [{"kind": "kill", "player": "Bob", "answer": "Test Soldier 5"}])
    with pytest.raises(Refused) as refused:
        t.choose_cards("Bob", "kill", ["Test Soldier 1", "Test Spy 2"], 1)
    assert refused.value.decision is not None
    assert refused.value.decision["kind"] == "kill"
    assert refused.value.decision["answer"] == "Test Soldier 5"
