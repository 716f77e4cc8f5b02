"""No Dawn's steady board (core/layers.py ``steady``): the state checks' finding half and the
working out of Attack and Vigor read the board once and never change it (704.3, 613.1), so the
characteristics through layers 1-6 and each object's Attack and Vigor can be worked out once per
block. The whole No Dawn corpus runs with the full comparison on (any change to the state in a
steady block is an error), and a block that does change the board is refused, never answered
from a stale table."""

from __future__ import annotations

from collections import Counter

import pytest

from adjudicator.corpus.cache import cached_lint
from adjudicator.games import ROOT, game
from adjudicator.games.nodawn.core import layers
from adjudicator.harness.runner import run_cases
from adjudicator.protocol.client import InProcessClient
from adjudicator.rules import RuleIndex


def test_the_whole_corpus_runs_with_no_state_changed_in_a_steady_block(monkeypatch):
    monkeypatch.setattr(layers, "VERIFY_STEADY", True)
    corpus, problems = cached_lint(ROOT, ["nodawn"])
    assert not problems
    client = InProcessClient(game("nodawn").new_engine())
    results = run_cases(corpus.cases, lambda _: client, {"nodawn": RuleIndex.load("nodawn").default_ruleset})
    outcomes = Counter(r.outcome for r in results)
    assert set(outcomes) <= {"pass", "skipped"}, [r.message for r in results if r.outcome != "pass"][:3]
    assert outcomes["pass"] > 1000


def _board() -> dict:
    obj = {"card": "Grunt", "effects": []}
    return {"world": {"type": "day"}, "turn_order": ["Alice"],
            "players": {"Alice": {"zones": {"battlefield": [obj]}}}}


def test_a_block_that_changes_what_the_layers_read_is_refused():
    state = _board()
    cards = {"Grunt": {"type": "Entity", "attack": 1, "vigor": 1}}
    with pytest.raises(layers.BoardChanged), layers.steady(state, cards):
        state["players"]["Alice"]["zones"]["battlefield"][0]["face_down"] = True
    assert id(state) not in layers._STEADY and id(state) not in layers._STATS


def test_the_full_comparison_refuses_any_change(monkeypatch):
    monkeypatch.setattr(layers, "VERIFY_STEADY", True)
    state = _board()
    cards = {"Grunt": {"type": "Entity", "attack": 1, "vigor": 1}}
    with pytest.raises(layers.BoardChanged), layers.steady(state, cards):
        state["players"]["Alice"]["zones"]["battlefield"][0]["damage"] = 1  # not a layer input


def test_nested_blocks_share_the_outer_one_and_an_unchanged_board_passes():
    state = _board()
    cards = {"Grunt": {"type": "Entity", "attack": 1, "vigor": 1}}
    with layers.steady(state, cards):
        table = layers._STEADY[id(state)]
        with layers.steady(state, cards):
            assert layers._STEADY[id(state)] is table
    assert id(state) not in layers._STEADY
