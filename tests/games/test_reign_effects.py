"""Unit tests of A Reign of Kings effects added with the reaction windows: card-type changes
(2.2), destiny cards (10.6), control changes (3.2, 3.7), immunity (8.11), X-cost units (8.7),
"does not ready" (5.6) and the mulligan (4)."""

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


def start(state: dict) -> tuple[ReignEngine, dict]:
    return drive.start_reply("reign", state, CARDS)




def test_a_unit_turned_location_has_no_power_and_is_a_unit_again_after_the_phase():
    state = duel()
    state["players"]["Bob"]["zones"]["field"] = [field_object("Test Soldier 3")]
    state["players"]["Alice"]["pool"] = 1
    state["players"]["Alice"]["zones"]["hand"] = [{"card": "Test Petrify"}]
    engine, _ = start(state)
    act(engine, {"type": "play", "player": "Alice", "card": "Test Petrify", "target": "Test Soldier 3",
                 "target_player": "Bob"})
    soldier = observe(engine)["players"]["Bob"]["zones"]["field"][0]
    assert "power" not in soldier and soldier["becomes"] == {"type": "Location", "until": "phase"}
    assert observe(engine)["players"]["Bob"]["authority_total"] == 0
    act(engine, {"type": "advance", "to": "confrontation"})
    soldier = observe(engine)["players"]["Bob"]["zones"]["field"][0]
    assert soldier["power"] == 3 and "becomes" not in soldier


def test_a_destiny_must_be_a_destiny_card_and_boosts_from_its_slot():
    state = duel()
    state["players"]["Alice"]["destiny"] = "Test Soldier 3"
    _, reply = start(state)
    assert "10.6" in reply["error"]
    state = duel()
    state["players"]["Alice"]["destiny"] = "Test Destiny of Knights"
    state["players"]["Alice"]["zones"]["field"] = [field_object("Test Knight 2")]
    engine, _ = start(state)
    assert observe(engine)["players"]["Alice"]["zones"]["field"][0]["power"] == 3


def test_control_change_keeps_the_owner_and_an_attachment_its_controller():
    state = duel()
    knight = field_object("Test Knight 2")
    knight["attachments"] = [{"card": "Test Sword +2", "exhausted": False, "emblems": 0}]
    state["players"]["Bob"]["zones"]["field"] = [knight]
    state["players"]["Alice"]["pool"] = 2
    state["players"]["Alice"]["zones"]["hand"] = [{"card": "Test Usurpation"}]
    engine, _ = start(state)
    act(engine, {"type": "play", "player": "Alice", "card": "Test Usurpation"})  # the only target
    taken = observe(engine)["players"]["Alice"]["zones"]["field"][0]
    assert taken["owner"] == "Bob" and taken["attachments"][0]["controller"] == "Bob"
    assert taken["power"] == 4


def test_immune_units_are_not_offered_as_targets():
    state = duel()
    state["players"]["Bob"]["zones"]["field"] = [field_object("Test Warded Saint 2")]
    state["players"]["Alice"]["pool"] = 2
    state["players"]["Alice"]["zones"]["hand"] = [{"card": "Test Smite"}]
    engine, _ = start(state)
    reply = act(engine, {"type": "play", "player": "Alice", "card": "Test Smite"})
    assert reply["outcome"] == "refused" and "8.11" in reply["reason"]


def test_x_cost_unit_options_stop_at_what_the_pool_pays():
    state = duel()
    state["players"]["Alice"]["pool"] = 2
    state["players"]["Alice"]["zones"]["hand"] = [{"card": "Test Hireling X"}]
    engine, _ = start(state)
    reply = act(engine, {"type": "play", "player": "Alice", "card": "Test Hireling X"})
    assert reply["decision"] == {"kind": "X", "player": "Alice", "options": ["0", "1", "2"]}


def test_does_not_ready_ends_with_the_round():
    state = duel("toll")
    soldier = field_object("Test Soldier 3")
    soldier.update(exhausted=True, does_not_ready="round")
    state["players"]["Bob"]["zones"]["field"] = [soldier]
    state["players"]["Alice"]["zones"]["quests"] = [{"card": "Test Quest W2 M2 S2 L2"}]
    state["players"]["Bob"]["zones"]["quests"] = [{"card": "Test Quest W3 M3 S3 L5"}]
    state["players"]["Alice"]["zones"]["deck"] = [{"card": "Test Soldier 1"}] * 2
    state["players"]["Bob"]["zones"]["deck"] = [{"card": "Test Soldier 1"}] * 2
    engine, _ = start(state)
    reply = act(engine, {"type": "advance", "to": "refresh"},
                [{"kind": "first player", "player": "Bob", "answer": "Bob"}])
    assert reply["outcome"] == "done", reply
    assert observe(engine)["players"]["Bob"]["zones"]["field"][0]["exhausted"] is False
