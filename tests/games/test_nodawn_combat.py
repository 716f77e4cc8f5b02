"""Unit tests of No Dawn combat (506–511) where the corpus cannot look: the damage-assignment
decision and its lethal-order check (510.2c, 510.2g), the two combat damage steps (510.1),
all-or-nothing declarations (508.1, 509.1), and Venom's mark never being observable (704.5k)."""

from __future__ import annotations

import jsonschema
from nodawn_kit import CARDS, MASTER, permanent, start

from adjudicator.games.nodawn.core.state import card_object, new_state
from adjudicator.schema import load_schema
from adjudicator.testing.drive import act, observe


def board(alice: list[str], bob: list[str], **given: dict) -> dict:
    """A duel in Alice's declare attackers step, its declaration open, with these permanents."""
    state = new_state(["Alice", "Bob"], [MASTER, MASTER])
    state["turn"].update(phase="combat", step="declare attackers")
    state["combat"] = {"declaring": "attackers", "attacked": False, "damage_step": None}
    for name, cards in (("Alice", alice), ("Bob", bob)):
        for card in cards:
            obj = card_object(CARDS[card], "battlefield", name)
            obj.update(given.get(card, {}))
            state["players"][name]["zones"]["battlefield"].append(obj)
    return state








def to_damage(engine) -> dict:
    """Pass until the first combat damage step has begun; an undertaker offered the rites of a
    kill on the way declines them (709.2)."""
    for _ in range(4):
        if observe(engine)["turn"]["step"] == "combat damage":
            break
        passing = {"type": "pass", "player": observe(engine)["turn"]["priority"]}
        reply = act(engine, passing)
        if reply["outcome"] == "needs-decision" and reply["decision"]["kind"] == "rest":
            reply = act(engine, passing, [decline_rites(reply["decision"]["player"])])
        assert reply["outcome"] == "done", reply
    return observe(engine)


def decline_rites(undertaker: str) -> dict:
    """The undertaker's pinned answer: no laying to rest (709.2)."""
    return {"kind": "rest", "player": undertaker, "answer": "decline"}


def blocked_by_two(engine) -> None:
    attack = {"type": "attack", "player": "Alice",
              "attacks": [{"attacker": "Gilded Emissary", "target": "Bob"}]}
    assert act(engine, attack)["outcome"] == "done"
    for who in ("Alice", "Bob"):
        assert act(engine, {"type": "pass", "player": who})["outcome"] == "done"
    block = {"type": "block", "player": "Bob", "blocks": [
        {"blocker": "Test Wretch", "attacker": "Gilded Emissary"},
        {"blocker": "Test Thrall", "attacker": "Gilded Emissary"}]}
    assert act(engine, block)["outcome"] == "done"
    assert act(engine, {"type": "pass", "player": "Alice"})["outcome"] == "done"


def test_two_blockers_raise_an_unpinned_damage_decision_with_its_options():
    engine = start(board(["Gilded Emissary"], ["Test Wretch", "Test Thrall"]))
    blocked_by_two(engine)
    reply = act(engine, {"type": "pass", "player": "Bob"})
    assert reply["outcome"] == "needs-decision"
    assert reply["decision"] == {"kind": "combat-damage", "player": "Alice",
                                 "options": ["Bob's Test Wretch", "Bob's Test Thrall"],
                                 "min": 3, "max": 3}


def test_passing_a_blocker_before_it_has_lethal_damage_is_an_illegal_assignment():
    engine = start(board(["Gilded Emissary"], ["Test Wretch", "Test Thrall"],
                         **{"Test Thrall": {"counters": {"growth": 2}}}))  # a 3/3: lethal is 3
    blocked_by_two(engine)
    pinned = [{"kind": "combat-damage", "player": "Alice",
               "answer": ["Bob's Test Thrall", "Bob's Test Thrall", "Bob's Test Wretch"]}]
    reply = act(engine, {"type": "pass", "player": "Bob"}, pinned)
    assert reply["outcome"] == "refused" and "510.2c" in reply["reason"], reply
    assert reply["decision"]["kind"] == "combat-damage"  # a refusal naming the decision (protocol 2)


def test_a_lethal_first_blocker_lets_the_rest_go_past_it():
    engine = start(board(["Gilded Emissary"], ["Test Wretch", "Test Thrall"]))
    blocked_by_two(engine)
    pinned = [{"kind": "combat-damage", "player": "Alice",
               "answer": ["Bob's Test Wretch", "Bob's Test Thrall", "Bob's Test Thrall"]},
              # both die at once: their owner orders them into the Spoils (404.3)
              {"kind": "spoils-order", "player": "Bob", "answer": ["Test Thrall", "Test Wretch"]},
              decline_rites("Alice"), decline_rites("Alice")]  # Alice's kills: she may lay them to rest
    assert act(engine, {"type": "pass", "player": "Bob"}, pinned)["outcome"] == "done"
    bob = observe(engine)["players"]["Bob"]
    assert bob["zones"]["battlefield"] == []
    assert sorted(o["card"] for o in bob["zones"]["spoils"]) == ["Test Thrall", "Test Wretch"]


def test_celerity_makes_two_combat_damage_steps_and_the_first_kill_prevents_the_strike_back():
    engine = start(board(["Black Company Pikeman"], ["Test Noble Squire"]))
    act(engine, {"type": "attack", "player": "Alice",
                 "attacks": [{"attacker": "Black Company Pikeman", "target": "Bob's Test Noble Squire"}]})
    state = to_damage(engine)
    assert state["combat"]["damage_step"] == "celerity"
    assert state["players"]["Bob"]["zones"]["battlefield"] == []  # died at the check before priority
    act(engine, {"type": "pass", "player": "Alice"})
    act(engine, {"type": "pass", "player": "Bob"})
    state = observe(engine)
    assert (state["turn"]["step"], state["combat"]["damage_step"]) == ("combat damage", "normal")
    assert permanent(state, "Alice", "Black Company Pikeman")["damage"] == 0


def test_a_refused_declaration_changes_nothing_even_when_its_first_attack_was_legal():
    engine = start(board(["Gilded Emissary", "Test Bulwark Wall"], []))
    before = observe(engine)
    reply = act(engine, {"type": "attack", "player": "Alice", "attacks": [
        {"attacker": "Gilded Emissary", "target": "Bob"},
        {"attacker": "Test Bulwark Wall", "target": "Bob"}]})
    assert reply["outcome"] == "refused" and "702.17a" in reply["reason"]
    assert observe(engine) == before


def test_the_same_entity_cannot_be_declared_twice():
    engine = start(board(["Gilded Emissary"], ["Test Haven"]))
    reply = act(engine, {"type": "attack", "player": "Alice", "attacks": [
        {"attacker": "Gilded Emissary", "target": "Bob"},
        {"attacker": "Gilded Emissary", "target": "Bob's Test Haven"}]})
    assert reply["outcome"] == "refused" and "already attacking" in reply["reason"]


def test_venom_marks_are_spent_by_the_check_and_observed_states_stay_schema_valid():
    engine = start(board(["Test Venom Adder"], ["Test Deathless Revenant"]))
    act(engine, {"type": "attack", "player": "Alice",
                 "attacks": [{"attacker": "Test Venom Adder", "target": "Bob's Test Deathless Revenant"}]})
    state = to_damage(engine)
    revenant = permanent(state, "Bob", "Test Deathless Revenant")  # Deathless: Venom cannot destroy it
    assert "venom" not in revenant and revenant["damage"] == 1
    jsonschema.validate(state, load_schema("nodawn-state.schema.json"))


def test_leaving_combat_clears_every_combat_status():
    engine = start(board(["Test Vigil Sentry"], []))
    act(engine, {"type": "attack", "player": "Alice",
                 "attacks": [{"attacker": "Test Vigil Sentry", "target": "Bob"}]})
    for _ in range(8):
        if observe(engine)["turn"]["phase"] == "main2":
            break
        act(engine, {"type": "pass", "player": observe(engine)["turn"]["priority"]})
    state = observe(engine)
    sentry = permanent(state, "Alice", "Test Vigil Sentry")
    assert (sentry["attacking"], sentry["blocked"], sentry["blocking"]) == (None, None, None)
    assert state["combat"] is None and state["players"]["Bob"]["vitae"] == 18
