"""Unit tests of No Dawn continuous effects, layers, replacement on arrival and prevention
(611, 613, 614.6, 615, 616): the layer order, states carrying effects and shields are valid
canonical state, the prevention-order decision names its options, statics follow their source."""

from __future__ import annotations

import jsonschema
from nodawn_kit import CARDS, duel, start, target

from adjudicator.games.nodawn.core.layers import attack_vigor
from adjudicator.games.nodawn.spells.prevention import prevent
from adjudicator.schema import load_schema
from adjudicator.testing.drive import act, observe


def resolve(engine) -> None:
    for name in ("Alice", "Bob"):
        assert act(engine, {"type": "pass", "player": name})["outcome"] == "done"


def entity(state: dict, player: str, card: str) -> dict:
    return next(o for o in state["players"][player]["zones"]["battlefield"] if o["card"] == card)


def test_layer_order_sets_then_modifies_then_switches() -> None:
    state = duel(["Test Gate Sentry"], [])
    obj = entity(state, "Alice", "Test Gate Sentry")
    obj["counters"]["growth"] = 1
    obj["effects"] = [{"layer": "7d"}, {"layer": "7c", "attack": 2, "vigor": 0},
                      {"layer": "7b", "attack": 0, "vigor": 1}, {"layer": "7b", "attack": 3, "vigor": 3}]
    # 7b: the later set wins (3/3); 7c: +1/+1 growth, +2/+0 (6/4); 7d: switched (4/6)
    assert attack_vigor(state, CARDS, "Alice", obj, (1, 4)) == (4, 6)
    obj["effects"].append({"layer": "7d"})  # two switches cancel
    assert attack_vigor(state, CARDS, "Alice", obj, (1, 4)) == (6, 4)


def test_effects_and_shields_are_valid_state_and_end_at_cleanup() -> None:
    engine = start(duel(["Test Gate Sentry"], [], ["Test Might 2", "Test Lasting Blessing",
                                                     "Test Shield 2"]))
    schema = load_schema("nodawn-state.schema.json")
    for card, answer in (("Test Might 2", "Alice's Test Gate Sentry"),
                         ("Test Lasting Blessing", "Alice's Test Gate Sentry"), ("Test Shield 2", "Bob")):
        assert act(engine, {"type": "cast", "player": "Alice", "card": card},
                   [target("Alice", answer)])["outcome"] == "done"
        resolve(engine)
    state = observe(engine)
    jsonschema.validate(state, schema)
    sentry = entity(state, "Alice", "Test Gate Sentry")
    assert (sentry["attack"], sentry["vigor"]) == (4, 7)
    assert state["players"]["Bob"]["shield"] == 2
    act(engine, {"type": "advance", "to": {"player": "Bob", "phase": "beginning", "step": "upkeep"}})
    state = observe(engine)
    jsonschema.validate(state, schema)
    sentry = entity(state, "Alice", "Test Gate Sentry")
    assert (sentry["attack"], sentry["vigor"]) == (2, 5)
    # the lasting blessing stays, stamped second (613.7b): the pump before it was stamped first
    assert sentry["effects"] == [{"layer": "7c", "attack": 1, "vigor": 1, "timestamp": 2}]
    assert "shield" not in state["players"]["Bob"]


def test_prevention_order_is_asked_with_its_options() -> None:
    state = duel([], ["Test Stoneskin Warden"], ["Test Bolt 2"])
    entity(state, "Bob", "Test Stoneskin Warden")["shield"] = 2
    engine = start(state)
    act(engine, {"type": "cast", "player": "Alice", "card": "Test Bolt 2"},
        [target("Alice", "Bob's Test Stoneskin Warden")])
    act(engine, {"type": "pass", "player": "Alice"})
    reply = act(engine, {"type": "pass", "player": "Bob"})
    assert reply["outcome"] == "needs-decision"
    assert reply["decision"]["kind"] == "prevention-order"
    assert reply["decision"]["player"] == "Bob"
    assert sorted(reply["decision"]["options"]) == ["Bob's Test Stoneskin Warden's ability", "the shield"]


def test_zero_damage_spends_no_shield_and_static_reduction_per_event() -> None:
    state = duel([], ["Test Stoneskin Warden"])
    obj = entity(state, "Bob", "Test Stoneskin Warden")
    recipient = {"kind": "permanent", "player": "Bob", "object": obj, "type": "Entity"}
    assert prevent(state, CARDS, recipient, 0, None) == 0
    assert prevent(state, CARDS, recipient, 3, None) == 2
    assert prevent(state, CARDS, recipient, 3, None) == 2
    obj["shield"] = 1
    assert prevent(state, CARDS, recipient, 0, None) == 0 and obj["shield"] == 1  # 614.4


def test_anthem_follows_its_source_and_the_time_of_day() -> None:
    state = duel(["Test Night Standard", "Test Banner Bearer", "Test Bloodlust Hound"], [])
    hound = entity(state, "Alice", "Test Bloodlust Hound")
    banner = entity(state, "Alice", "Test Banner Bearer")
    assert attack_vigor(state, CARDS, "Alice", hound, (2, 1)) == (4, 2)
    assert attack_vigor(state, CARDS, "Alice", banner, (1, 1)) == (2, 1)  # "other": not itself
    state["world"]["type"] = "day"
    assert attack_vigor(state, CARDS, "Alice", hound, (2, 1)) == (3, 2)
    state["players"]["Alice"]["zones"]["battlefield"].remove(banner)
    assert attack_vigor(state, CARDS, "Alice", hound, (2, 1)) == (2, 1)


def test_until_your_next_turn_expires_only_at_its_creators_turn() -> None:
    from adjudicator.games.nodawn.spells.continuous import turn_began

    state = duel(["Test Gate Sentry"], [])
    obj = entity(state, "Alice", "Test Gate Sentry")
    obj["effects"] = [{"layer": "7c", "attack": 0, "vigor": 2, "until": "your next turn", "player": "Alice"},
                      {"layer": "7c", "attack": 1, "vigor": 0}]
    turn_began(state, "Bob")
    assert len(obj["effects"]) == 2
    turn_began(state, "Alice")  # 611.2c
    assert obj["effects"] == [{"layer": "7c", "attack": 1, "vigor": 0}]
