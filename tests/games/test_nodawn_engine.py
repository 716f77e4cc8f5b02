"""Unit tests of No Dawn engine pieces the corpus reaches only indirectly: the end-of-game
settlement (104), the tax's rounding across a turn (118.6), the repeated cleanup (514.5), a
player leaving a multiplayer game (800.6a), unpinned decisions, and the state schema."""

from __future__ import annotations

import copy
import json

import jsonschema
import pytest
from nodawn_kit import LATEST, MASTER, NODAWN, start

from adjudicator.corpus.load import load_corpus
from adjudicator.engine import Decisions, NeedsDecision
from adjudicator.games.nodawn.concepts.vitae import open_the_vein
from adjudicator.games.nodawn.core.outcome import settle
from adjudicator.games.nodawn.core.state import new_state
from adjudicator.harness.session import CaseSession
from adjudicator.rulesets import in_range
from adjudicator.schema import SCHEMAS
from adjudicator.testing.drive import act, observe


def duel(*names: str) -> dict:
    return new_state(list(names or ("Alice", "Bob")), [MASTER] * (len(names) or 2))






# -- 104: settling wins and losses found together --------------------------------------------
def statuses(state: dict) -> dict:
    return {n: p["status"] for n, p in state["players"].items()}


def test_two_simultaneous_ascensions_eliminate_each_other():
    state = duel()
    settle(state, winners={"Alice", "Bob"}, losses={})
    assert statuses(state) == {"Alice": "drew", "Bob": "drew"}
    assert state["result"]["draw"] is True


def test_ascension_prevails_over_its_own_liquidation():
    state = duel()
    settle(state, winners={"Alice"}, losses={"Alice": {"liquidation"}})
    assert statuses(state) == {"Alice": "won", "Bob": "lost"}


def test_ascension_with_an_empty_vein_is_a_loss_and_eliminates_nobody():
    state = duel()
    settle(state, winners={"Alice"}, losses={"Alice": {"liquidation", "vitae"}})
    assert statuses(state) == {"Alice": "lost", "Bob": "won"}


def test_one_loser_of_three_leaves_and_the_game_goes_on():
    state = duel("Alice", "Bob", "Carol")
    settle(state, winners=set(), losses={"Bob": {"vitae"}})
    assert statuses(state) == {"Alice": "playing", "Bob": "lost", "Carol": "playing"}
    assert state["result"] is None


# -- 118.6: the tax counts across the turn ---------------------------------------------------
def test_wrath_tax_rounds_up_over_the_whole_turn():
    state = duel()
    alice = state["players"]["Alice"]
    wrath = []
    for _ in range(4):
        open_the_vein(state, alice, 1)
        wrath.append(alice["wrath"])
    assert wrath == [1, 1, 1, 2]
    assert alice["corruption"] == 4
    assert alice["vitae"] == 16


# -- 514.5: a cleanup that needed the state checks gives priority, then begins again ---------
def test_cleanup_with_state_based_work_gives_priority_then_repeats():
    state = duel()
    state["turn"].update(phase="ending", step="end")
    state["players"]["Alice"]["pool"] = {"generic": 3}  # 6 Wrath: the cascade runs at cleanup
    engine = start(state)
    assert act(engine, {"type": "pass", "player": "Alice"})["outcome"] == "done"
    assert act(engine, {"type": "pass", "player": "Bob"})["outcome"] == "done"
    seen = observe(engine)
    assert (seen["turn"]["step"], seen["turn"]["priority"]) == ("cleanup", "Alice")
    assert (seen["players"]["Alice"]["wrath"], seen["players"]["Alice"]["corruption"]) == (1, 1)
    act(engine, {"type": "pass", "player": "Alice"})
    act(engine, {"type": "pass", "player": "Bob"})
    seen = observe(engine)
    assert (seen["turn"]["active"], seen["turn"]["step"]) == ("Bob", "upkeep")


def test_quiet_cleanup_ends_the_turn_without_priority():
    state = duel()
    state["turn"].update(phase="ending", step="end")
    engine = start(state)
    act(engine, {"type": "pass", "player": "Alice"})
    act(engine, {"type": "pass", "player": "Bob"})
    seen = observe(engine)
    assert (seen["turn"]["active"], seen["turn"]["step"]) == ("Bob", "upkeep")


# -- 800.6a: priority held by a departing player passes on ----------------------------------
def test_priority_passes_on_when_its_holder_concedes():
    state = duel("Alice", "Bob", "Carol")
    engine = start(state)
    act(engine, {"type": "pass", "player": "Alice"})
    assert act(engine, {"type": "concede", "player": "Bob"})["outcome"] == "done"
    assert observe(engine)["turn"]["priority"] == "Carol"


# -- decisions -------------------------------------------------------------------------------
def test_unpinned_pool_payment_is_asked_with_its_options():
    state = duel()
    alice = state["players"]["Alice"]
    alice["pool"] = {"Sacred": 1, "generic": 1}
    alice["zones"]["hand"].append({"card": "Test Filler"})
    engine = start(state)
    reply = act(engine, {"type": "cast", "player": "Alice", "card": "Test Filler"})
    assert reply["outcome"] == "needs-decision"
    assert reply["decision"] == {"kind": "pool-payment", "player": "Alice",
                                 "options": ["Sacred", "generic"], "min": 1, "max": 1}


def test_a_source_restricted_cost_asks_nothing():
    state = duel()
    alice = state["players"]["Alice"]
    alice["pool"] = {"Sacred": 2, "generic": 1}
    from adjudicator.games.nodawn.concepts.vitae import pay_from_pool

    pay_from_pool(alice, "Alice", 2, "Sacred", Decisions([]))
    assert alice["pool"] == {"generic": 1}
    with pytest.raises(NeedsDecision):
        alice["pool"] = {"Sacred": 2, "generic": 1}
        pay_from_pool(alice, "Alice", 1, None, Decisions([]))


def test_refused_action_leaves_the_state_as_it_was():
    state = duel()
    state["players"]["Alice"]["wrath"] = 1
    state["players"]["Alice"]["zones"]["hand"].append({"card": "Test Caprice ▷-2"})
    engine = start(state)
    before = copy.deepcopy(observe(engine))
    reply = act(engine, {"type": "cast", "player": "Alice", "card": "Test Caprice ▷-2"})
    assert reply["outcome"] == "refused" and "118.3" in reply["reason"]
    assert observe(engine) == before


# -- the canonical state schema ---------------------------------------------------------------
class SchemaCheckingClient:
    """An in-process client that validates every observed state."""

    def __init__(self, validator: jsonschema.Draft202012Validator, case_id: str,
                 problems: list[str]) -> None:
        self.engine = NODAWN.new_engine()
        self.validator, self.case_id, self.problems = validator, case_id, problems

    def request(self, message: dict) -> dict:
        reply = self.engine.handle(message)
        if message["cmd"] == "observe":
            self.problems += [f"{self.case_id}: {e.message}"
                              for e in self.validator.iter_errors(reply["state"])]
        return reply

    def close(self) -> None:
        pass


def test_every_state_the_corpus_loads_or_observes_matches_the_schema():
    schema = json.loads((SCHEMAS / "nodawn-state.schema.json").read_text(encoding="utf-8"))
    validator = jsonschema.Draft202012Validator(schema)
    corpus = load_corpus(games=["nodawn"])
    assert not corpus.problems
    problems: list[str] = []
    for case in corpus.cases:
        problems += [f"{case['id']} setup: {e.message}"
                     for e in validator.iter_errors(case["setup"]["state"])]
        ruleset = LATEST if in_range(case.get("ruleset"), LATEST) else "2026-07-28"
        CaseSession(case, SchemaCheckingClient(validator, case["id"], problems), ruleset=ruleset).run()
    assert problems == []


# -- 117.3b: a run of passes, however long the round ------------------------------------------
SEATS = ("Aldric", "Bertrand", "Casilda", "Dervla", "Ebba", "Fenwick", "Galen", "Hesper")


def test_advance_takes_a_whole_round_at_a_table_of_eight():
    state = duel(*SEATS)
    for name in SEATS:
        state["players"][name]["zones"]["domain"] = [{"card": "Test Filler"} for _ in range(3)]
    engine = start(state)
    reply = act(engine, {"type": "advance", "to": {"player": "Aldric", "phase": "main1", "step": None}})
    assert reply["outcome"] == "done", reply
    seen = observe(engine)
    assert (seen["turn"]["active"], seen["turn"]["phase"]) == ("Aldric", "main1")
    assert [seen["players"][n]["turns"] for n in SEATS] == [2] + [1] * 7


def test_advance_to_a_departed_players_turn_is_refused_not_run_for_ever():
    state = duel("Alice", "Bob", "Carol")
    for name in ("Alice", "Bob", "Carol"):
        state["players"][name]["zones"]["domain"] = [{"card": "Test Filler"} for _ in range(30)]
    state["players"]["Carol"]["status"] = "lost"
    engine = start(state)
    reply = act(engine, {"type": "advance", "to": {"player": "Carol", "phase": "main1", "step": None}})
    assert reply["outcome"] == "refused"
    assert "Carol has left the game" in reply["reason"]
