"""Unit tests of Nocturne engine pieces the corpus exercises only indirectly: decision helpers,
pinned shuffles, one Hex for every affected player, game end and tie-breaks."""

import pytest

from adjudicator.engine import Decisions, NeedsDecision, Refused
from adjudicator.games import game
from adjudicator.games.nocturne import engine as _engine  # noqa: F401  (assembles every rule module)
from adjudicator.games.nocturne.hexes import each_other_receives
from adjudicator.games.nocturne.scoring import finish_game, game_over
from adjudicator.games.nocturne.steps import new_state
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


def test_an_answer_outside_the_rules_is_a_refusal_naming_the_decision():
    t = table(pinned=[{"kind": "discard", "player": "Alice", "answer": ["Gold", "Gold"]}])
    with pytest.raises(Refused) as refused:
        t.choose_cards("Alice", "discard", ["Gold", "Estate", "Copper"], 2, 2)
    assert refused.value.decision["kind"] == "discard"
    assert refused.value.decision["answer"] == ["Gold", "Gold"]
    assert (refused.value.decision["min"], refused.value.decision["max"]) == (2, 2)


def test_too_many_or_too_few_cards_are_refused():
    for answer in (["Gold"], ["Gold", "Estate", "Copper"], "nothing", ["nothing", "Gold"]):
        t = table(pinned=[{"kind": "discard", "player": "Alice", "answer": answer}])
        with pytest.raises(Refused):
            t.choose_cards("Alice", "discard", ["Gold", "Estate", "Copper"], 2, 2)


def test_all_or_none_refuses_a_part():
    t = table(pinned=[{"kind": "discard", "player": "Alice", "answer": ["Gold", "Estate"]}])
    with pytest.raises(Refused):
        t.choose_all_or_none("Alice", "discard", ["Gold", "Estate", "Copper", "Curse"], 3)
    t = table(pinned=[{"kind": "discard", "player": "Alice", "answer": ["Gold", "Estate"]}])
    assert t.choose_all_or_none("Alice", "discard", ["Gold", "Estate"], 3) == ["Gold", "Estate"]


def test_forced_decisions_are_recorded_with_their_one_option():
    t = table()
    t.choose_one("Alice", "trash", [], optional=True)
    t.choose_cards("Alice", "discard", ["Gold", "Estate"], 2, 2)
    t.choose_one("Alice", "gain", [], optional=False)
    records = t.decisions.records
    assert [(r["kind"], r["options"], r["answer"], r["pinned"]) for r in records] == [
        ("trash", ["nothing"], "nothing", None),
        ("discard", ["Gold", "Estate"], ["Gold", "Estate"], None),
    ]
    assert (records[1]["min"], records[1]["max"]) == (2, 2)


def test_reshuffle_takes_the_pinned_order_and_checks_it():
    t = table(pinned=[{"kind": "shuffle", "player": None, "answer": ["Gold", "Copper"]}])
    t.zone("Alice", "discard")[:] = [{"card": "Copper"}, {"card": "Gold"}]
    assert t.draw("Alice", 1) == 1
    assert t.names("Alice", "hand") == ["Gold"] and t.names("Alice", "deck") == ["Copper"]
    bad = table(pinned=[{"kind": "shuffle", "player": None, "answer": ["Gold", "Gold"]}])
    bad.zone("Alice", "discard")[:] = [{"card": "Copper"}, {"card": "Gold"}]
    with pytest.raises(Refused) as refused:
        bad.draw("Alice", 1)
    assert refused.value.decision["kind"] == "shuffle" and refused.value.decision["player"] is None


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


def _play(t: Table, player: str, name: str) -> None:
    from adjudicator.games.nocturne.play import play_card

    hand(t, player, *t.names(player, "hand"), name)
    play_card(t, player, name)


def test_changeling_exchange_needs_a_pile_and_a_card_still_where_it_went():
    supply = {"Changeling": 10, "Silver": 40, "Curse": 10, "Copper": 40, "Province": 8}
    t = table(players=("Alice", "Bob"), supply=supply,
              pinned=[{"kind": "exchange", "player": "Alice", "answer": "yes"}])
    t.gain("Alice", "Copper")  # costs 0: not offered, so the pin is still there for the Silver
    t.gain("Alice", "Silver")
    assert t.names("Alice", "discard") == ["Changeling", "Copper"]
    assert t.state["supply"]["Silver"] == 40 and t.state["supply"]["Changeling"] == 9


def test_faithful_hound_set_aside_returns_after_cleanup_draw():
    t = table(players=("Alice", "Bob"),
              pinned=[{"kind": "set aside", "player": "Bob", "answer": "Faithful Hound"}])
    t.cards = {**CARDS}
    t.discard("Bob", "Faithful Hound")
    assert t.names("Bob", "set_aside") == ["Faithful Hound"] and t.names("Bob", "discard") == []
    t.zone("Alice", "deck")[:] = [{"card": "Copper"} for _ in range(5)]
    end_turn(t)
    assert t.names("Bob", "hand") == ["Faithful Hound"] and t.names("Bob", "set_aside") == []


def test_cleanup_discards_are_not_reactions():
    t = table(players=("Alice", "Bob"))  # no pinned "set aside": asking would raise
    hand(t, "Alice", "Faithful Hound")
    t.zone("Alice", "deck")[:] = [{"card": "Copper"} for _ in range(5)]
    end_turn(t)
    assert t.names("Alice", "discard") == ["Faithful Hound"]


def test_necromancer_leaves_the_card_in_the_trash_face_down_until_the_turn_ends():
    t = table(players=("Alice", "Bob"))
    t.shared("trash")[:] = [{"card": "Zombie Spy"}]
    t.zone("Alice", "deck")[:] = [{"card": "Copper"} for _ in range(7)]
    t.decisions.pinned.append({"kind": "discard", "player": "Alice", "answer": "nothing"})
    _play(t, "Alice", "Necromancer")
    assert t.shared("trash") == [{"card": "Zombie Spy", "face_down": True}]
    assert t.turn["actions"] == 2 and t.names("Alice", "hand") == ["Copper"]  # 1, +1 (play_card uses none)
    end_turn(t)
    assert t.shared("trash") == [{"card": "Zombie Spy"}]


def test_pixie_played_from_the_trash_cannot_trash_itself_so_receives_nothing():
    t = table(players=("Alice", "Bob"), supply={"Silver": 40, "Curse": 10, "Copper": 40, "Province": 8})
    t.shared("trash")[:] = [{"card": "Pixie"}]
    t.shared("boon_deck")[:] = [{"card": "The Mountain's Gift"}]
    _play(t, "Alice", "Necromancer")  # no "trash" decision is asked: Pixie is not in play
    assert [o["card"] for o in t.shared("boon_discard")] == ["The Mountain's Gift"]
    assert t.names("Alice", "discard") == []


def test_ghost_without_an_action_discards_everything_and_waits_for_nothing():
    t = table(players=("Alice", "Bob"))
    t.zone("Alice", "deck")[:] = [{"card": "Copper"}, {"card": "Estate"}]
    _play(t, "Alice", "Ghost")
    ghost = t.zone("Alice", "play")[0]
    assert "waiting" not in ghost and "under" not in ghost
    assert sorted(t.names("Alice", "discard")) == ["Copper", "Estate"]


def test_a_duration_played_at_the_start_of_a_turn_waits_for_the_next_turn():
    t = table(players=("Alice", "Bob"))
    t.zone("Alice", "play")[:] = [{"card": "Ghost", "waiting": True, "under": [{"card": "Secret Cave"}]}]
    t.zone("Alice", "hand")[:] = []
    t.decisions.pinned.extend([{"kind": "discard", "player": "Alice", "answer": "nothing"}] * 2)
    from adjudicator.games.nocturne.turn import start_turn

    start_turn(t, "Alice")
    assert t.turn["coins"] == 0  # Secret Cave's +3 coins are not paid in the turn it was played
    assert t.turn["actions"] == 3  # 1, and +1 Action twice


def test_blessed_village_boon_left_for_later_survives_cleanup():
    t = table(players=("Alice", "Bob"),
              pinned=[{"kind": "receive now", "player": "Alice", "answer": "no"}],
              supply={"Blessed Village": 10, "Curse": 10, "Copper": 40, "Province": 8})
    t.shared("boon_deck")[:] = [{"card": "The Sea's Gift"}]
    t.gain("Alice", "Blessed Village")
    end_turn(t)
    assert t.zone("Alice", "boons") == [{"card": "The Sea's Gift", "waiting": True}]
    assert t.shared("boon_discard") == []
