"""The Nocturne test card kit: its card files are schema-checked (an unknown event, step or key
is an error naming the file and the card), and the engine carries out a kit card it has never
seen by name, from its definition alone (docs/games/nocturne.md#test-card-kit)."""

from __future__ import annotations

from pathlib import Path

import pytest

from adjudicator.cards import Catalogue
from adjudicator.engine import Decisions
from adjudicator.errors import CorpusError
from adjudicator.games import game
from adjudicator.games.nocturne import engine as _engine  # noqa: F401  (assembles every rule module)
from adjudicator.games.nocturne.play import play_card, waits
from adjudicator.games.nocturne.steps import new_state
from adjudicator.games.nocturne.table import Table

CARDS = game("nocturne").catalogue().cards
SCHEMA = "nocturne-card.schema.json"


def load(tmp_path: Path, text: str) -> Catalogue:
    folder = tmp_path / "cards"
    folder.mkdir()
    (folder / "kit.toml").write_text(text, encoding="utf-8")
    return Catalogue.load("nocturne", folder, SCHEMA)


GOOD = '''["Test Mine"]
types = ["Action"]
cost = 5
pile = "kingdom"
test = true
abilities = [{ when = "play", steps = [{ do = "gain", card = "Silver", to = "hand" }] }]
rule = "base:gaining"
summary = "Gain a Silver to hand."
'''


def test_a_kit_card_in_the_language_loads(tmp_path: Path) -> None:
    assert load(tmp_path, GOOD).cards["Test Mine"]["test"] is True


@pytest.mark.parametrize("bad, word", [
    ('when = "play"', 'when = "dusk"'),
    ('do = "gain"', 'do = "steal"'),
    ('to = "hand"', 'to = "nowhere"'),
    ('card = "Silver"', 'card = "Silver", twice = true'),
    ('to = "hand" }', 'to = "hand", if_did = true }'),  # if_did with no step before it
    ('to = "hand" }', 'to = "hand" }, { do = "buys", count = 1, dusk = true }'),  # a later step
])
def test_an_unknown_event_step_or_key_is_an_error_naming_the_card(tmp_path: Path, bad: str,
                                                                   word: str) -> None:
    with pytest.raises(CorpusError) as error:
        load(tmp_path, GOOD.replace(bad, word))
    assert "kit.toml" in str(error.value) and "Test Mine" in str(error.value)


def test_every_kit_card_is_marked_and_checked() -> None:
    kit = {n: d for n, d in CARDS.items() if n.startswith("Test ")}
    assert len(kit) >= 13 and all(d.get("test") for d in kit.values())


def table(cards: dict) -> Table:
    state = new_state(["Alice", "Bob"], [cards["Test Mine"]], {"Silver": 40, "Test Mine": 10}, {})
    return Table(state, cards, Decisions([]))


def test_the_engine_plays_a_kit_card_it_has_never_seen_by_name(tmp_path: Path) -> None:
    cards = {**CARDS, **load(tmp_path, GOOD).cards}
    t = table(cards)
    t.zone("Alice", "hand").append({"card": "Test Mine"})
    play_card(t, "Alice", "Test Mine")
    assert t.names("Alice", "hand") == ["Silver"]
    assert t.state["supply"]["Silver"] == 39


def test_a_next_turn_ability_makes_a_card_wait() -> None:
    assert waits(CARDS["Test Caravan"]) and not waits(CARDS["Test Village"])
