"""Unit tests of Nocturne engine pieces the corpus exercises only indirectly: decision helpers,
pinned shuffles, one Hex for every affected player, game end and tie-breaks."""

import pytest

from adjudicator.engine import Decisions, EngineFault, NeedsDecision
from adjudicator.games import game
from adjudicator.games.nocturne import cards as _cards  # noqa: F401  (registers effects)
from adjudicator.games.nocturne.hexes import each_other_receives
from adjudicator.games.nocturne.scoring import finish_game, game_over
from adjudicator.games.nocturne.state import new_state
from adjudicator.games.nocturne.table import Table
from adjudicator.games.nocturne.turn import end_turn

CARDS = game("nocturne").catalogue().cards


def table(players=("Alice", "Bob", "Carol"), pinned=(), supply=None) -> Table:
    state = new_state(list(players), [CARDS["Werewolf"]], supply or {"Curse": 10, "Copper": 40,
                                                                      "Province": 8}, {})
    return Table(state, CARDS, Decisions([dict(d) for d in pinned]))


def hand(t: Table, player: str, *names: str) -> None:
    t.zone(player, "hand")[:] = [{"card": n} for n in names]


def test_forced_choices_are_not_asked():
    t = table()
    assert t.choose_cards("Alice", "discard", ["Copper", "Copper", "Copper"], 2, 2) == ["Copper", "Copper"]
    assert t.choose_cards("Alice", "discard", ["Gold", "Estate"], 2, 2) == ["Gold", "Estate"]
    assert t.choose_one("Alice", "gain", ["Silver"], optional=False) == "Silver"
    assert t.choose_one("Alice", "gain", [], optional=True) is None


def test_real_choices_need_a_pin_listing_the_options():
    t = table()
    with pytest.raises(NeedsDecision) as need:
        t.choose_one("Alice", "trash", ["Copper", "Estate"], optional=True)
    assert need.value.options == ["Copper", "Estate", "nothing"]


def test_an_answer_outside_the_rules_is_a_fault():
    t = table(pinned=[{"kind": "discard", "player": "Alice", "answer": ["Gold", "Gold"]}])
    with pytest.raises(EngineFault):
        t.choose_cards("Alice", "discard", ["Gold", "Estate", "Copper"], 2, 2)


def test_reshuffle_takes_the_pinned_order_and_checks_it():
    t = table(pinned=[{"kind": "shuffle", "player": None, "answer": ["Gold", "Copper"]}])
    t.zone("Alice", "discard")[:] = [{"card": "Copper"}, {"card": "Gold"}]
    assert t.draw("Alice", 1) == 1
    assert t.names("Alice", "hand") == ["Gold"] and t.names("Alice", "deck") == ["Copper"]
    bad = table(pinned=[{"kind": "shuffle", "player": None, "answer": ["Gold", "Gold"]}])
    bad.zone("Alice", "discard")[:] = [{"card": "Copper"}, {"card": "Gold"}]
    with pytest.raises(EngineFault):
        bad.draw("Alice", 1)


def test_one_hex_for_every_affected_player_in_turn_order():
    t = table(players=("Alice", "Bob", "Carol"), supply={"Curse": 1})
    t.shared("hex_deck")[:] = [{"card": "Plague"}, {"card": "War"}]
    assert each_other_receives(t, "Alice") == "Plague"
    assert t.names("Bob", "hand") == ["Curse"]  # Bob, to Alice's left, takes the last Curse
    assert t.names("Carol", "hand") == []
    assert [o["card"] for o in t.shared("hex_discard")] == ["Plague"]
    assert [o["card"] for o in t.shared("hex_deck")] == ["War"]


def test_poverty_asks_only_when_there_is_a_choice():
    t = table()
    t.shared("hex_deck")[:] = [{"card": "Poverty"}]
    hand(t, "Bob", "Copper", "Copper", "Copper", "Copper")
    hand(t, "Carol", "Gold", "Silver")
    each_other_receives(t, "Alice")
    assert t.names("Bob", "hand") == ["Copper", "Copper", "Copper"]
    assert t.names("Carol", "hand") == ["Gold", "Silver"]


def test_game_ends_on_provinces_or_three_piles():
    assert game_over({"supply": {"Province": 0, "Gold": 3}})
    assert game_over({"supply": {"Province": 2, "Gold": 0, "Silver": 0, "Curse": 0}})
    assert not game_over({"supply": {"Province": 2, "Gold": 0, "Silver": 0}})


def test_tie_goes_to_the_player_with_fewer_turns():
    t = table(players=("Alice", "Bob", "Carol"))
    for p in ("Alice", "Bob", "Carol"):
        t.zone(p, "deck")[:] = [{"card": "Estate"}]
    finish_game(t.state, CARDS, "Alice")  # Bob and Carol have had one turn fewer than Alice
    assert t.state["result"]["winners"] == ["Bob", "Carol"]
    assert t.state["result"]["draw"] is True
    assert t.state["players"]["Alice"]["status"] == "lost"


def test_turn_ends_through_every_phase_and_passes_on():
    t = table(players=("Alice", "Bob"))
    t.zone("Alice", "deck")[:] = [{"card": "Copper"}] * 6
    hand(t, "Alice", "Estate")
    end_turn(t)
    assert t.active == "Bob" and t.turn["phase"] == "action"
    assert t.names("Alice", "hand") == ["Copper"] * 5
    assert t.names("Alice", "discard") == ["Estate"]
