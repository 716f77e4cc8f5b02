"""Unit tests of A Reign of Kings' action windows and priority (8.2) and of the Halt / Disrupt /
Response windows around an event (8.4, 8.5, 7.4): pass counting, the window order, nesting,
and the decisions the windows ask for."""

from adjudicator.games import game
from adjudicator.games.reign.engine import ReignEngine
from adjudicator.games.reign.state import field_object
from adjudicator.games.reign.steps.common import new_state
from adjudicator.testing import drive
from adjudicator.testing.drive import act, observe

CARDS = game("reign").catalogue().cards


def duel(phase: str = "kingdom") -> dict:
    state = new_state([("Alice", "Camelot"), ("Bob", "The Eleven")])
    state["players"]["Alice"]["quest"] = "Test Quest W4 M2 S1 L7"
    state["players"]["Bob"]["quest"] = "Test Quest W5 M1 S2 L6"
    state["phase"] = phase
    return state


def start(state: dict) -> ReignEngine:
    return drive.start("reign", state, CARDS)




def test_a_loaded_state_gives_priority_to_the_first_player():
    state = duel()
    state["first_player"] = "Bob"
    assert observe(start(state))["priority"] == "Bob"


def test_the_window_closes_only_after_consecutive_passes_and_an_action_resets_them():
    state = duel()
    state["players"]["Bob"]["zones"]["hand"] = [{"card": "Test Windfall 2"}]
    engine = start(state)
    assert act(engine, {"type": "pass", "player": "Alice"})["outcome"] == "done"
    assert act(engine, {"type": "play", "player": "Bob", "card": "Test Windfall 2"})["outcome"] == "done"
    seen = observe(engine)
    assert (seen["priority"], seen["passes"], seen["active"]) == ("Alice", 0, "Alice")
    act(engine, {"type": "pass", "player": "Alice"})
    assert observe(engine)["active"] == "Alice"
    reply = act(engine, {"type": "pass", "player": "Alice"})
    assert reply["outcome"] == "refused" and "8.2" in reply["reason"]
    act(engine, {"type": "pass", "player": "Bob"})
    seen = observe(engine)
    assert (seen["active"], seen["priority"], seen["players"]["Bob"]["pool"]) == ("Bob", "Alice", 7)


def test_no_action_while_defenders_are_declared():
    state = duel("confrontation")
    state["players"]["Alice"]["zones"]["field"] = [field_object("Test Soldier 3")]
    state["players"]["Bob"]["zones"]["hand"] = [{"card": "Test Windfall 2"}]
    engine = start(state)
    act(engine, {"type": "struggle", "player": "Alice", "kind": "combat", "target": "Bob",
                 "attackers": ["Test Soldier 3"]})
    act(engine, {"type": "pass", "player": "Alice"})
    act(engine, {"type": "pass", "player": "Bob"})
    assert observe(engine)["struggle"]["window"] == "S.6"
    reply = act(engine, {"type": "play", "player": "Bob", "card": "Test Windfall 2"})
    assert reply["outcome"] == "refused" and "S.6" in reply["reason"]


def test_a_halt_window_asks_only_players_with_a_fitting_deed():
    state = duel("confrontation")
    state["players"]["Bob"]["zones"]["field"] = [field_object("Test Soldier 3")]
    state["players"]["Alice"]["pool"] = 2
    state["players"]["Alice"]["zones"]["hand"] = [{"card": "Test Smite"}]
    state["players"]["Bob"]["pool"] = 0  # cannot pay for the save: not asked
    state["players"]["Bob"]["zones"]["hand"] = [{"card": "Test Reprieve"}]
    engine = start(state)
    reply = act(engine, {"type": "play", "player": "Alice", "card": "Test Smite", "target": "Test Soldier 3",
                         "target_player": "Bob"})
    assert reply["outcome"] == "done"
    assert observe(engine)["players"]["Bob"]["zones"]["dead"] == [{"card": "Test Soldier 3"}]


def test_an_unpinned_halt_decision_names_its_options():
    state = duel("confrontation")
    state["players"]["Bob"]["zones"]["field"] = [field_object("Test Soldier 3")]
    state["players"]["Alice"]["pool"] = 2
    state["players"]["Alice"]["zones"]["hand"] = [{"card": "Test Smite"}]
    state["players"]["Bob"]["pool"] = 1
    state["players"]["Bob"]["zones"]["hand"] = [{"card": "Test Reprieve"}]
    engine = start(state)
    reply = act(engine, {"type": "play", "player": "Alice", "card": "Test Smite", "target": "Test Soldier 3",
                         "target_player": "Bob"})
    assert reply["outcome"] == "needs-decision"
    assert reply["decision"] == {"kind": "halt", "player": "Bob", "options": ["Test Reprieve", "pass"]}


def test_replacements_most_recent_wins_and_a_replaced_kill_gets_no_kill_response():
    state = duel("confrontation")
    state["players"]["Bob"]["zones"]["field"] = [field_object("Test Soldier 3")]
    state["players"]["Alice"]["pool"] = 3
    state["players"]["Alice"]["zones"]["hand"] = [{"card": "Test Smite"}, {"card": "Test Exile Writ"}]
    state["players"]["Bob"]["zones"]["hand"] = [{"card": "Test Exile Writ"}, {"card": "Test Vengeance"}]
    state["players"]["Bob"]["pool"] = 1
    engine = start(state)
    # Alice exiles first, then Bob answers with his own copy: the last replacement applies (both
    # send it out of the game; what matters is that two replacements stack without error).
    reply = act(engine, {"type": "play", "player": "Alice", "card": "Test Smite", "target": "Test Soldier 3",
                         "target_player": "Bob"},
                [{"kind": "disrupt", "player": "Alice", "answer": "Test Exile Writ"},
                 {"kind": "disrupt", "player": "Bob", "answer": "Test Exile Writ"}])
    assert reply["outcome"] == "done", reply
    bob = observe(engine)["players"]["Bob"]
    assert bob["zones"]["out"] == [{"card": "Test Soldier 3"}]
    assert bob["zones"]["hand"] == [{"card": "Test Vengeance"}]
