"""702.50 Reckoning N (renamed 2026-10-07; the same ability was called "Sleeper N" before): as the
permanent enters it triggers, placing N Reckoning counters on a target permanent (702.50a). At
the beginning of each of its controller's upkeeps it triggers again and one Reckoning counter
leaves that permanent; when the last one leaves, the card's telegraphed effect (``reckoning``,
instructions acting on that permanent) triggers and completes as it resolves. Each step goes on
the stack and can be answered (702.50a). On the stack: ``"ability": "Reckoning"`` (placing),
``"Reckoning countdown"`` and ``"Reckoning completes"``; the permanent with Reckoning keeps the
name of the one it counts down on in ``reckons``."""

from __future__ import annotations

from typing import Any

from adjudicator.engine import Decisions
from adjudicator.games.nodawn.concepts.counters import add_counters
from adjudicator.games.nodawn.core.events import Entered, StepBegan, watch
from adjudicator.games.nodawn.core.instructions import Instruction, carry_out, instruction
from adjudicator.games.nodawn.core.keywords import define, keyword_number
from adjudicator.games.nodawn.core.layers import characteristics
from adjudicator.games.nodawn.core.objects import Cards, Obj, State, find_permanent, name_of
from adjudicator.games.nodawn.core.stack import RESOLVERS
from adjudicator.games.nodawn.core.state import PERMANENT_TYPES
from adjudicator.games.nodawn.core.targets import KEYWORD_EFFECTS, found_targets
from adjudicator.games.nodawn.core.triggers import trigger

define("Reckoning", "702.50a", __name__)

COUNTER = "reckoning"
PLACE = [{"effect": "reckon"}]


@watch(Entered)
def enters(state: State, cards: Cards, event: Entered) -> None:
    """The permanent with Reckoning enters: its placing triggers (702.50a, 603.6a)."""
    if keyword_number(characteristics(cards, event.obj), "Reckoning"):
        trigger(state, event.controller, event.obj, "Reckoning")


@KEYWORD_EFFECTS.register("Reckoning")
def placing(cards: Cards, obj: Obj) -> list[dict[str, Any]]:
    """The placing targets a permanent (702.50a)."""
    return PLACE


@instruction("reckon", targets=set(PERMANENT_TYPES))
def reckon(do: Instruction) -> None:
    """Put N Reckoning counters on the target, and the permanent with Reckoning, if still there,
    keeps its name to count down on (702.50a)."""
    assert do.origin is not None
    found = find_permanent(do.state, do.origin["source"])
    n = keyword_number(do.cards[do.origin["card"]], "Reckoning") or 0
    add_counters(do.aimed["object"], COUNTER, n)
    if found is not None:
        found[1]["reckons"] = name_of(do.aimed["player"], do.aimed["object"])


@RESOLVERS.register("Reckoning")
def resolve_placing(state: State, cards: Cards, obj: Obj, decisions: Decisions) -> None:
    """The placing resolves on its target, if still legal (608.3)."""
    definition = cards[obj["card"]]
    found = found_targets(state, cards, obj["targets"], PLACE, obj["controller"], definition)
    if found and found[0] is not None:
        carry_out(Instruction(state, cards, obj["controller"], PLACE[0], found[0], decisions,
                              definition, obj))


@watch(StepBegan)
def upkeep(state: State, cards: Cards, event: StepBegan) -> None:
    """At the beginning of its controller's upkeep, each permanent counting down triggers
    (702.50a, 603.2b)."""
    if (event.phase, event.step) != ("beginning", "upkeep"):
        return
    for obj in state["players"][event.active]["zones"]["battlefield"]:
        if obj.get("reckons") and keyword_number(cards[obj["card"]], "Reckoning"):
            trigger(state, event.active, obj, "Reckoning countdown", [obj["reckons"]])


@RESOLVERS.register("Reckoning countdown")
def countdown(state: State, cards: Cards, obj: Obj, decisions: Decisions) -> None:
    """One Reckoning counter leaves the permanent counted down on; when the last one leaves, the
    telegraphed effect triggers (702.50a)."""
    found = find_permanent(state, obj["refers"][0])
    if found is None or not found[1]["counters"].get(COUNTER):
        return
    add_counters(found[1], COUNTER, -1)
    if not found[1]["counters"].get(COUNTER):
        trigger(state, obj["controller"], obj["card"], "Reckoning completes", list(obj["refers"]))


@RESOLVERS.register("Reckoning completes")
def completes(state: State, cards: Cards, obj: Obj, decisions: Decisions) -> None:
    """The telegraphed effect completes on the permanent counted down on, if it is still there
    (702.50a)."""
    found = find_permanent(state, obj["refers"][0])
    if found is None:
        return
    target = {"kind": "permanent", "player": found[0], "object": found[1],
              "type": cards[found[1]["card"]]["type"]}
    for effect in cards[obj["card"]].get("reckoning", []):
        carry_out(Instruction(state, cards, obj["controller"], effect, target, decisions,
                              cards[obj["card"]], obj))
