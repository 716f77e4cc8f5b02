"""Unit tests of the Rites engine's trickiest rules and of its refusal of impossible states:
waiting-effect priority, Guard only in the opponent's turn, Aegis not stacking, Sacrifice all
or nothing, two Rites at once, forced decisions, and bad input."""

import pytest

from adjudicator.engine import Decisions, EngineFault, NeedsDecision, Refused
from adjudicator.games import game
from adjudicator.games.rites import state as rites_state
from adjudicator.games.rites.allegiance import add
from adjudicator.games.rites.engine import RitesEngine
from adjudicator.games.rites.state import creature, new_state
from adjudicator.games.rites.table import Source, Table
from adjudicator.games.rites.wound import wound

CARDS = game("rites").catalogue().cards


def table(pinned=()) -> Table:
    return Table(new_state(["Alice", "Bob"]), CARDS, Decisions([dict(d) for d in pinned]))


def pin(kind: str, player: str | None, answer) -> dict:
    return {"kind": kind, "player": player, "answer": answer}


def field(t: Table, player: str, *names: str) -> None:
    t.zone(player, "battlefield")[:] = [creature(n) for n in names]


def test_active_players_waiting_effects_resolve_first():
    t = table()
    order: list[str] = []
    t.wait("Bob", "b", lambda: order.append("Bob"))
    t.wait("Alice", "a", lambda: order.append("Alice"))
    t.settle()
    assert order == ["Alice", "Bob"]


def test_owner_orders_different_waiting_effects():
    t = table()
    t.wait("Alice", "one", lambda: None)
    t.wait("Alice", "two", lambda: None)
    with pytest.raises(NeedsDecision) as need:
        t.settle()
    assert need.value.kind == "order" and need.value.options == ["one", "two"]


def test_nothing_waiting_resolves_after_the_game_ends():
    t = table()
    t.player("Bob")["health"] = 2
    later: list[str] = []
    t.wait("Alice", "heal", lambda: later.append("ran"))
    wound(t, "Alice", 2, unblockable=False, source=Source("X", "spell"))
    t.settle()
    assert t.state["result"]["losers"] == ["Bob"] and later == []


def test_guard_is_offered_only_to_the_player_whose_turn_it_is_not():
    t = table()
    field(t, "Alice", "Test Guardian")
    t.turn["active"] = "Alice"
    wound(t, "Bob", 3, unblockable=False, source=Source("X", "demise"))
    assert t.player("Alice")["health"] == 37
    field(t, "Bob", "Test Guardian")
    with pytest.raises(NeedsDecision) as need:
        wound(t, "Alice", 3, unblockable=False, source=Source("X", "spell"))
    assert need.value.kind == "guard" and need.value.options == ["Test Guardian", "nothing"]


def test_strongest_aegis_only_then_divine_shields():
    t = table()
    field(t, "Bob", "Test Aegis 1", "Test Aegis 3")
    t.add_effect("Bob", "Divine Shield")
    wound(t, "Alice", 5, unblockable=False, source=Source("X", "spell"))
    assert t.player("Bob")["health"] == 39
    wound(t, "Alice", 5, unblockable=True, source=Source("X", "spell"))
    assert t.player("Bob")["health"] == 34


def test_two_factions_at_six_ask_which_rite():
    t = table()
    t.player("Alice")["allegiance"].update(Blue=5, Black=5)
    with pytest.raises(NeedsDecision) as need:
        add(t, "Alice", ["Blue", "Black"])
    assert need.value.options == ["Rite of Antimatter", "Rite of Ruin"]
    t = table([pin("rite", "Alice", "Rite of Ruin")])
    t.player("Alice")["allegiance"].update(Blue=5, Black=5)
    add(t, "Alice", ["Blue", "Black", "Black"])
    assert t.names("Alice", "rites") == ["Rite of Ruin"]
    assert t.player("Alice")["allegiance"]["Black"] == 6


def test_forced_choices_are_not_asked_and_bad_answers_are_refusals():
    t = table()
    assert t.choose_many("Bob", "discard", ["A", "B"], 2, 2) == ["A", "B"]
    assert t.choose_many("Bob", "discard", ["A", "A", "A"], 2, 2) == ["A", "A"]
    bad = table([pin("discard", "Bob", ["A", "A"])])
    with pytest.raises(Refused):
        bad.choose_many("Bob", "discard", ["A", "B", "C"], 2, 2)


def _start(engine: RitesEngine, state: dict) -> dict:
    cards = {n: CARDS[n] for n in CARDS}
    return engine.handle({"cmd": "start", "game": "rites", "ruleset": "", "state": state, "cards": cards})


def test_sacrifice_is_all_or_nothing_and_state_unchanged():
    engine = RitesEngine()
    s = new_state(["Alice", "Bob"])
    s["players"]["Alice"]["zones"]["battlefield"] = [creature("Test Creature")]
    s["players"]["Alice"]["zones"]["hand"] = [{"card": "Test Sacrifice 2"}]
    assert _start(engine, s) == {"ok": True}
    before = engine.handle({"cmd": "observe"})
    reply = engine.handle({"cmd": "act", "action": {"type": "play", "player": "Alice",
                                                      "card": "Test Sacrifice 2"}})
    assert reply["outcome"] == "refused" and "sacrifice.3" in reply["reason"]
    assert engine.handle({"cmd": "observe"}) == before


@pytest.mark.parametrize("break_it, message", [
    (lambda s: s["players"]["Bob"].update(health=41), "health"),
    (lambda s: s["players"]["Bob"]["allegiance"].update(Blue=7), "Blue"),
    (lambda s: s["players"]["Bob"].update(health=0), "0 health"),
    (lambda s: s["players"]["Bob"]["zones"]["hand"].append({"card": "Rite of Ruin"}), "cannot be in"),
    (lambda s: s["players"]["Bob"]["zones"]["battlefield"].append({"card": "Hypernova"}), "cannot be in"),
    (lambda s: s["players"]["Bob"]["zones"]["hand"].append({"card": "No Such Card"}), "no definition"),
    (lambda s: s["players"]["Bob"].update(mana=3), "mana"),
    (lambda s: s["players"]["Bob"].update(status="won"), "status"),
    (lambda s: s["turn"]["waiting"].append({"effect": "Demise of Biting Skull", "player": "Bob"}),
     "wait only inside an action"),
])
def test_impossible_states_are_refused_with_a_reason(break_it, message):
    s = new_state(["Alice", "Bob"])
    break_it(s)
    reply = _start(RitesEngine(), s)
    assert "error" in reply and message in reply["error"]


def test_a_creature_loaded_without_its_marks_is_ready_and_fresh():
    s = new_state(["Alice", "Bob"])
    s["players"]["Alice"]["zones"]["battlefield"] = [{"card": "Test Creature"}]
    loaded = rites_state.load(s, CARDS)
    assert loaded["players"]["Alice"]["zones"]["battlefield"] == [creature("Test Creature")]


def test_dump_derives_rush_and_load_drops_it():
    s = new_state(["Alice", "Bob"])
    s["players"]["Alice"]["zones"]["rites"] = [{"card": "Rite of the Blaze"}]
    s["players"]["Alice"]["zones"]["battlefield"] = [creature("Test Creature")]
    s["players"]["Bob"]["zones"]["battlefield"] = [creature("Test Rusher"), creature("Test Creature")]
    out = rites_state.dump(s, CARDS)
    assert [o["rush"] for o in out["players"]["Bob"]["zones"]["battlefield"]] == [True, False]
    assert out["players"]["Alice"]["zones"]["battlefield"][0]["rush"] is True
    assert rites_state.load(out, CARDS) == s


def test_a_card_line_naming_two_keywords_is_bad_input():
    from adjudicator.games.rites.effects import resolve_line

    with pytest.raises(EngineFault, match="exactly one keyword"):
        resolve_line(table(), "Alice", {"wound": 1, "poison": 1}, Source("Bad Card", "spell"))
    with pytest.raises(EngineFault, match="exactly one keyword"):
        resolve_line(table(), "Alice", {"poison": 1, "unblockable": True}, Source("Bad Card", "spell"))


def test_trap_only_in_the_opponents_turn():
    t = table()
    t.zone("Alice", "hand").append({"card": "Divine Shield"})
    from adjudicator.games.rites.strategy import play

    with pytest.raises(Refused, match="opponent's turn"):
        play(t, "Alice", "Divine Shield")
