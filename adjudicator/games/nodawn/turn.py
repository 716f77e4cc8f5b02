"""Turn structure (500–514): priority passing, steps and their turn-based actions, the world cycle."""

from __future__ import annotations

from typing import Any

from adjudicator.engine import Decisions, EngineFault, Refused
from adjudicator.games.nodawn import abilities, combat, effects
from adjudicator.games.nodawn.casting import give_priority, resolve_top
from adjudicator.games.nodawn.sba import run_checks
from adjudicator.games.nodawn.shelter import dusk_return, round_began
from adjudicator.games.nodawn.state import NO_PRIORITY, TURN_STRUCTURE, world
from adjudicator.games.nodawn.vitae import waste

MAX_HAND = 7  # 514.1


def playing(state: dict[str, Any]) -> list[str]:
    """The players still in the game, in turn order; the first leads the round (800.4b)."""
    return [n for n in state["turn_order"] if state["players"][n]["status"] == "playing"]


def next_in_order(state: dict[str, Any], name: str) -> str:
    """The next player still in the game after this one, in turn order (500.8)."""
    order = state["turn_order"]
    i = order.index(name)
    for k in range(1, len(order) + 1):
        candidate = order[(i + k) % len(order)]
        if state["players"][candidate]["status"] == "playing":
            return candidate
    return name


def pass_priority(state: dict[str, Any], cards: dict[str, dict[str, Any]], name: str,
                  ruleset: str, decisions: Decisions) -> bool:
    """A pass (117.3b). When every player has passed in succession, the top of the stack
    resolves, or with an empty stack the step or phase ends (117.4, 500.2); whether it ended."""
    turn = state["turn"]
    if turn["priority"] != name:
        raise Refused(f"{name} does not hold priority; {turn['priority']} does (117.1)")
    turn["passed"].append(name)
    if len(turn["passed"]) < len(playing(state)):
        turn["priority"] = next_in_order(state, name)
        before_priority(state, cards, ruleset, decisions)
        return False
    ended = not state["zones"]["stack"]
    if ended:
        end_step(state, cards, ruleset, decisions)
    else:
        resolve_top(state, cards, decisions)
    before_priority(state, cards, ruleset, decisions)
    return ended


def before_priority(state: dict[str, Any], cards: dict[str, dict[str, Any]], ruleset: str,
                    decisions: Decisions | None = None) -> bool:
    """Each time a player would receive priority: the state checks, then the waiting triggered
    abilities go on the stack, again and again until nothing more happens (117.5, 704.3, 603.3);
    whether anything did."""
    performed = False
    for _ in range(1000):
        checked = run_checks(state, cards, ruleset)
        stacked = abilities.stack_triggers(state, cards, decisions)
        performed = performed or checked or stacked
        if not (checked or stacked):
            break
    return performed


CLEANUP = ("ending", "cleanup")
#: Combat steps skipped when no attack is declared (506.1, 508.5).
SKIPPED_WITHOUT_ATTACKS = {("combat", "declare blockers"), ("combat", "combat damage")}


def end_step(state: dict[str, Any], cards: dict[str, dict[str, Any]], ruleset: str,
             decisions: Decisions) -> None:
    """Move to the next step or phase, performing the turn-based actions of steps in which
    nobody receives priority, until a player receives priority (500.2, 500.3). A cleanup step
    in which players received priority is followed by a new cleanup step (514.5); a Celerity
    combat damage step by a normal one (510.1)."""
    while state["result"] is None:
        turn = state["turn"]
        here = (turn["phase"], turn["step"])
        if here == CLEANUP and turn["priority"] is not None:
            following = CLEANUP
        elif here == ("combat", "combat damage") and combat.next_damage_step(state):
            following = here
        else:
            position = TURN_STRUCTURE.index(here)
            if position + 1 == len(TURN_STRUCTURE):
                before = dict(state["world"])
                begin_turn(state, next_in_order(state, turn["active"]))
                round_began(state, cards, before, decisions)  # 514.4, 500.17
                position = -1
            following = TURN_STRUCTURE[position + 1]
        turn["phase"], turn["step"] = following
        turn["priority"], turn["passed"] = None, []
        if following == ("main2", None):
            combat.end_combat(state)  # 511.3
        if following in SKIPPED_WITHOUT_ATTACKS and not combat.any_attacks(state):
            continue
        if begin_step(state, cards, ruleset, decisions) and state["result"] is None:
            give_priority(state, turn["active"])
            return


def begin_turn(state: dict[str, Any], name: str) -> None:
    """A new turn; the world cycle advances as a round's first turn begins (500.9d)."""
    if name == playing(state)[0]:
        position = state["world"]["position"] % 6 + 1  # 500.9b wraps after The Retrieve
        state["world"].update(world(position))
    state["turn"]["active"] = name
    state["players"][name]["turns"] += 1
    effects.turn_began(state, name)  # 611.2c


def begin_step(state: dict[str, Any], cards: dict[str, dict[str, Any]], ruleset: str,
               decisions: Decisions) -> bool:
    """Turn-based actions as a step begins (502, 504, 514); whether a player then receives
    priority (117.3, 500.3)."""
    step = (state["turn"]["phase"], state["turn"]["step"])
    active = state["turn"]["active"]
    abilities.step_began(state, cards)  # 603.2b: "at the beginning of" triggers
    if step == ("beginning", "replenish"):
        replenish(state, active)
    elif step == ("beginning", "upkeep"):
        dusk_return(state, cards, decisions)  # 503.3
    elif step == ("beginning", "draw"):
        draw_step(state, cards, active)
    elif step == ("combat", "beginning of combat"):
        combat.begin_combat(state)  # 507.1
    elif step == ("combat", "declare attackers"):
        combat.open_declaration(state, "attackers")  # 508.1
    elif step == ("combat", "declare blockers"):
        combat.open_declaration(state, "blockers")  # 509.1
    elif step == ("combat", "combat damage"):
        combat.begin_damage_step(state, cards, decisions)  # 510.1-510.3
    elif step == CLEANUP:
        return cleanup(state, cards, ruleset, decisions)
    return step not in NO_PRIORITY


def replenish(state: dict[str, Any], active: str) -> None:
    """The active player's drained permanents un-drain (502.1); their Entities settle, having
    been under their control since this turn began (110.5d)."""
    for obj in state["players"][active]["zones"]["battlefield"]:
        obj["drained"] = False
        if "newly_turned" in obj:
            obj["newly_turned"] = False


def draw_step(state: dict[str, Any], cards: dict[str, dict[str, Any]], active: str) -> None:
    """Draw the Master's Enlightenment; in the opening round the starting player draws none
    and every other player exactly one (103.8, 121.2, 504.1a)."""
    player = state["players"][active]
    if player["turns"] == 1:
        count = 0 if active == state["turn_order"][0] else 1
    else:
        count = cards[player["master"]].get("enlightenment", 1)
    draw_cards(state, active, count)


def draw_cards(state: dict[str, Any], name: str, count: int) -> None:
    """Draw one card at a time from the top of the Domain (121.1, 121.3); drawing from an
    empty Domain marks the player for the deck-out check (121.4, 704.5b)."""
    player = state["players"][name]
    for _ in range(count):
        if not player["zones"]["domain"]:
            player["drew_from_empty"] = True
            return
        player["zones"]["hand"].append(player["zones"]["domain"].pop(0))


def cleanup(state: dict[str, Any], cards: dict[str, dict[str, Any]], ruleset: str,
            decisions: Decisions) -> bool:
    """The cleanup step (514): discard to hand size (514.1), then close the turn's books as one
    action (514.2), then the state checks; whether anything needed them, in which case the
    active player receives priority in this cleanup (514.5)."""
    active = state["turn"]["active"]
    discard_to_hand_size(state, active, decisions)
    waste(state)  # 514.2b
    flush_pits(state, decisions)  # 514.2c
    for player in state["players"].values():  # 514.2d
        player["master_vitae_spent"] = 0
        player["dropped"] = False
    abilities.end_of_turn(state)  # 514.2a
    effects.end_of_turn(state)  # 514.2a, 615.3
    return before_priority(state, cards, ruleset, decisions)  # 514.5


def discard_to_hand_size(state: dict[str, Any], active: str, decisions: Decisions) -> None:
    """Above seven cards, the active player discards down to seven (514.1) — decision
    ``discard``: the card names to discard."""
    hand = state["players"][active]["zones"]["hand"]
    excess = len(hand) - MAX_HAND
    if excess <= 0:
        return
    answer = decisions.take("discard", active, [o["card"] for o in hand])
    chosen = answer if isinstance(answer, list) else [answer]
    if len(chosen) != excess:
        raise EngineFault(f"the pinned discard names {len(chosen)} cards; {excess} must go (514.1)")
    for card in chosen:
        obj = next((o for o in hand if o["card"] == card), None)
        if obj is None:
            raise EngineFault(f"the pinned discard names {card!r}, which is not in hand")
        hand.remove(obj)
        state["players"][active]["zones"]["spoils"].append(obj)


def flush_pits(state: dict[str, Any], decisions: Decisions) -> None:
    """Every card in a Pit goes to the bottom of its owner's Domain in the order its owner
    chooses (106.6, 514.2c) — decision ``pit-order`` (the cards as they will lie, top first)
    when cards of two or more names are there."""
    for name in state["turn_order"]:
        player = state["players"][name]
        pit = [o["card"] for o in player["zones"]["pit"]]
        if len(set(pit)) > 1:
            order = decisions.take("pit-order", name, pit)
            if not isinstance(order, list) or sorted(order) != sorted(pit):
                raise EngineFault(f"the pinned Pit order must list exactly the Pit's cards: {pit}")
            pit = order
        player["zones"]["domain"].extend({"card": c} for c in pit)
        player["zones"]["pit"] = []


def advance(state: dict[str, Any], cards: dict[str, dict[str, Any]], ruleset: str,
            target: dict[str, Any], decisions: Decisions) -> None:
    """Every player passes in turn until the game reaches the target player's phase/step,
    carrying out what happens on the way — shorthand for a run of passes (117.3b)."""
    want = (target.get("player"), target["phase"], target.get("step"))
    for _ in range(200):
        if state["result"] is not None:
            return
        ended = pass_priority(state, cards, state["turn"]["priority"], ruleset, decisions)
        turn = state["turn"]
        if ended and (turn["active"], turn["phase"], turn["step"]) == want:
            return
    raise Refused(f"the game does not reach {want} by passing")
