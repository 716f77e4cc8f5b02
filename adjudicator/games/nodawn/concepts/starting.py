"""103 Starting the game: from a table set up but not begun (``turn.phase = "setup"``, the
designated lineage Havens in ``setup.havens``), the ``begin`` action checks what each player
brought (``hooks.game_start_checks``, 100.2), chooses the starting player at random (random
outcome ``first-player``, 103.1), puts the lineage Havens into play (103.2, 103.2a), shuffles
each Domain (random outcome ``shuffle``, 103.3), sets Vitae (103.4), deals opening hands and runs
the London mulligan (decisions ``mulligan`` and ``bottom``, 103.5, 103.5a), lets the players take
the actions cards permit from an opening hand (decision ``opening-hand``, 103.7), starts the world
cycle (103.6, 101.1) and the starting player's first turn (103.8)."""

from __future__ import annotations

from typing import Any

from adjudicator.engine import Decisions, Refused
from adjudicator.games.nodawn.concepts.drawing import draw_cards
from adjudicator.games.nodawn.core.actions import action
from adjudicator.games.nodawn.core.choices import choose_cards, choose_order
from adjudicator.games.nodawn.core.events import TurnBegan, emit
from adjudicator.games.nodawn.core.hooks import game_start_checks
from adjudicator.games.nodawn.core.instructions import Instruction, carry_out
from adjudicator.games.nodawn.core.layers import stamp
from adjudicator.games.nodawn.core.objects import Cards, State
from adjudicator.games.nodawn.core.state import WORLD_CYCLE, card_object, world
from adjudicator.games.nodawn.core.turn import begin_step, end_step

OPENING_HAND = 7  # 103.5


def shuffled(decisions: Decisions, names: list[str]) -> list[str]:
    """A Domain in a random order, top first — random outcome ``shuffle`` (its answer lists every
    card, top first); not asked when every card bears one name (103.3)."""
    return choose_order(decisions, "shuffle", None, names, "103.3")


def _shuffle(player: dict[str, Any], decisions: Decisions) -> None:
    zone = player["zones"]["domain"]
    zone[:] = [{"card": n} for n in shuffled(decisions, [o["card"] for o in zone])]


def _starting_player(state: State, decisions: Decisions) -> str:
    """The starting player, chosen at random — random outcome ``first-player`` — or, in a later
    game of a match, by the player ``setup.first_chooser`` names (the previous game's loser, or
    after a draw the player who last chose: 103.1, 901.5c); turn order runs on from them (500.8)."""
    order = state["turn_order"]
    first = str(decisions.take("first-player", state["setup"].get("first_chooser"), list(order)))
    i = order.index(first)
    state["turn_order"] = order[i:] + order[:i]
    return first


def _starting_round(state: State, cards: Cards) -> int:
    """Night 1, The Hunt, unless a game-initiating card — an anchor printing where the game
    begins, the starting player's first — sets another round (103.6, 101.1)."""
    names = [n for _, n in WORLD_CYCLE]
    for name in state["turn_order"]:
        for card in (state["players"][name]["master"], state["setup"]["havens"].get(name)):
            begins = cards[card].get("begins_on") if card else None
            if begins:
                return names.index(begins) + 1
    return 1


def _mulligans(state: State, cards: Cards, decisions: Decisions) -> None:
    """The London mulligan: declarations go round in turn order from the starting player;
    then everyone who chose to mulligan does it simultaneously, shuffling their hand back,
    drawing seven and putting as many cards as mulligans taken on the bottom, in the order they
    choose (103.5, 101.4e).
    In a multiplayer game the first mulligan is free (103.5a). Decision ``mulligan``: "keep" or
    "mulligan" (only "keep" once a hand of zero is reached); ``bottom``: the cards, top first."""
    taken = dict.fromkeys(state["turn_order"], 0)
    keeping: set[str] = set()
    free = 1 if len(state["turn_order"]) > 2 else 0
    while len(keeping) < len(taken):
        going = []
        for name in state["turn_order"]:
            if name in keeping:
                continue
            can = max(0, taken[name] - free) < OPENING_HAND
            options = ["keep", "mulligan"] if can else ["keep"]
            answer = decisions.take("mulligan", name, options) if can else \
                decisions.forced("mulligan", name, options, "keep")
            if answer == "keep":
                keeping.add(name)
            else:
                going.append(name)
        for name in going:
            taken[name] += 1
            _redraw(state, cards, name, max(0, taken[name] - free), decisions)


def _redraw(state: State, cards: Cards, name: str, bottom: int, decisions: Decisions) -> None:
    """One mulligan: the hand shuffled back, seven drawn, ``bottom`` of them put on the bottom of
    the Domain in the order the player chooses (103.5)."""
    player = state["players"][name]
    zones = player["zones"]
    zones["domain"].extend(zones["hand"])
    zones["hand"] = []
    _shuffle(player, decisions)
    draw_cards(state, cards, name, OPENING_HAND, decisions)
    if bottom <= 0:
        return
    hand = [o["card"] for o in zones["hand"]]
    chosen = choose_cards(decisions, "bottom", name, hand, bottom, bottom, "103.5")
    for card in chosen:
        held = next(o for o in zones["hand"] if o["card"] == card)
        zones["hand"].remove(held)
        zones["domain"].append(held)


def _opening_hand_actions(state: State, cards: Cards, decisions: Decisions) -> None:
    """Before the first turn, cards that permit an action from the opening hand: the starting
    player takes any such actions first, in the order they choose, then each other player in turn
    order (103.7) — decision ``opening-hand``, a card's name or ``"none"``, until "none"; each
    card's action at most once, carrying out its ``opening_hand`` instructions."""
    for name in state["turn_order"]:
        used: list[str] = []
        while True:
            held = [o["card"] for o in state["players"][name]["zones"]["hand"]
                    if cards[o["card"]].get("opening_hand")]
            for card in used:
                if card in held:
                    held.remove(card)
            if not held:
                break
            answer = decisions.take("opening-hand", name, sorted(set(held)) + ["none"])
            if answer == "none":
                break
            used.append(str(answer))
            for effect in cards[answer]["opening_hand"]:
                carry_out(Instruction(state, cards, name, effect, None, decisions, cards[answer]))


@action("begin", with_priority=False)
def begin(state: State, cards: Cards, ruleset: str, act: dict[str, Any], decisions: Decisions) -> None:
    """The game begins (103): the Domains are checked, the starting player chosen, the anchors
    enter, each Domain is shuffled, Vitae set, opening hands drawn and mulligans taken; then the
    starting player's first turn begins on the starting round (103.1-103.8)."""
    if state["turn"]["phase"] != "setup":
        raise Refused("the game has already begun (103)")
    problem = game_start_checks.first_reason(state, cards)
    if problem:
        raise Refused(problem)
    first = _starting_player(state, decisions)
    for name in state["turn_order"]:
        player = state["players"][name]
        haven = state["setup"]["havens"][name]
        lineage_haven = card_object(cards[haven], "battlefield", name)  # 103.2
        lineage_haven["timestamp"] = stamp(state)  # 613.7d: entering together, stamped APNAP (101.4e)
        player["zones"]["battlefield"].append(lineage_haven)
        player.update(vitae=cards[player["master"]]["initial_vitae"], pool={},  # 103.2a, 103.4
                      vitae_cap=cards[player["master"]]["initial_vitae"], corruption=0, wrath=0)
        _shuffle(player, decisions)  # 103.3
    for name in state["turn_order"]:
        draw_cards(state, cards, name, OPENING_HAND, decisions)  # 103.5
    _mulligans(state, cards, decisions)
    _opening_hand_actions(state, cards, decisions)
    state["world"].update(world(_starting_round(state, cards)))  # 103.6
    del state["setup"]
    state["players"][first]["turns"] = 1  # 103.8
    state["turn"].update(active=first, phase="beginning", step="replenish", priority=None, passed=[])
    emit(state, cards, TurnBegan(first))
    if begin_step(state, cards, ruleset, decisions):
        state["turn"]["priority"] = first
    else:
        end_step(state, cards, ruleset, decisions)
