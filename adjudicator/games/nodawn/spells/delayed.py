"""603.7 and 610.2 Delayed triggered abilities: a resolving instruction ``delayed`` creates an
ability that waits for a later event — ``at = "next end step"``: the beginning of the next end
step; ``at = "next cleanup"``: the beginning of the next cleanup step — and then triggers once,
carrying out its own ``effects``. Written ``it = true``, it remembers the object the instruction
before it acted on ("banish that Entity at the next cleanup"), and its own instructions written
``it`` act on that same object when it resolves, whatever it has become meanwhile, so long as it
is still on the battlefield (700.7). It exists only from the moment
its effect resolves, so an event before then is missed (603.7, 513.2); its controller is the
controller of the spell or ability that created it.

Waiting delayed triggers are ``delayed`` in the state: ``{"controller", "card", "at",
"effects"}``; on the stack one is an ability whose ``ability`` is ``"delayed"``, with its
``effects``.

603.12 Reflexive triggers (※ proposed): the instruction ``reflexive`` — "when you do, ..." —
after an optional instruction, with ``if_done = true``, creates a trigger checked at once against
what that resolution did: it triggers then or never, goes on the stack the next time a player
would receive priority, its targets chosen then (603.3), and carries out its own ``effects``
(``"ability": "reflexive"``)."""

from __future__ import annotations

from typing import Any

from adjudicator.engine import Decisions
from adjudicator.games.nodawn.core.events import StepBegan, watch
from adjudicator.games.nodawn.core.instructions import (
    Instruction,
    carry_out,
    instruction,
    refers_back,
    targets_of,
)
from adjudicator.games.nodawn.core.layers import characteristics, stamp
from adjudicator.games.nodawn.core.objects import Cards, Obj, State, battlefield
from adjudicator.games.nodawn.core.stack import RESOLVERS
from adjudicator.games.nodawn.core.targets import KEYWORD_EFFECTS, found_targets
from adjudicator.games.nodawn.core.triggers import PENDING, ability_object

WAITING = "delayed"
#: On a permanent: the marks of the delayed triggers that will act on that very object (700.7).
AWAITED = "awaited"
#: The event each kind of delayed trigger waits for: the step that begins (603.7).
EVENTS = {"next end step": ("ending", "end"), "next cleanup": ("ending", "cleanup")}


@instruction("delayed")
def create(do: Instruction) -> None:
    """Create a delayed triggered ability, controlled by this instruction's controller, from
    now on (603.7, 610.2)."""
    source = do.origin["card"] if do.origin is not None else (do.source or {}).get("name", "")
    waiting = {"controller": do.controller, "card": source, "at": do.effect["at"],
               "effects": list(do.effect.get("effects", []))}
    if do.effect.get("it") and (do.target or {}).get("kind") == "permanent":
        mark = stamp(do.state)  # 700.7: that very object, whatever it becomes
        waiting["mark"] = mark
        do.aimed["object"].setdefault(AWAITED, []).append(mark)
    do.state.setdefault(WAITING, []).append(waiting)


@watch(StepBegan)
def step_began(state: State, cards: Cards, event: StepBegan) -> None:
    """As its step begins, each delayed trigger waiting for it triggers, once, and is gone
    (603.7)."""
    waiting = state.get(WAITING, [])
    due = [d for d in waiting if EVENTS[d["at"]] == (event.phase, event.step)]
    if not due:
        return
    kept = [d for d in waiting if d not in due]
    if kept:
        state[WAITING] = kept
    else:
        del state[WAITING]
    for d in due:
        ability = ability_object(d["controller"], d["card"], "delayed")
        ability["effects"] = d["effects"]
        if "mark" in d:
            ability["mark"] = d["mark"]
        state.setdefault(PENDING, []).append(ability)


@instruction("reflexive")
def reflexive(do: Instruction) -> None:
    """"When you do, ...": the trigger is checked now, against what this resolution just did
    (the instruction before was done, ``if_done``), and waits for the stack (603.12, 603.3)."""
    source = do.origin["card"] if do.origin is not None else (do.source or {}).get("name", "")
    ability = ability_object(do.controller, source, "reflexive")
    ability["effects"] = list(do.effect.get("effects", []))
    do.state.setdefault(PENDING, []).append(ability)


@KEYWORD_EFFECTS.register("delayed")
@KEYWORD_EFFECTS.register("reflexive")
def own_effects(cards: Cards, obj: Obj) -> list[dict]:
    """A created trigger carries its own instructions on the stack (603.7, 603.12)."""
    return list(obj.get("effects", []))


@RESOLVERS.register("delayed")
@RESOLVERS.register("reflexive")
def resolve(state: State, cards: Cards, obj: Obj, decisions: Decisions) -> None:
    """A delayed or reflexive trigger resolves: its targets are checked again — with every one
    illegal it does nothing (608.3) — and its instructions are carried out in order, each on its
    target (608.4)."""
    effects = obj.get("effects", [])
    found = found_targets(state, cards, obj["targets"], effects, obj["controller"], cards.get(obj["card"]))
    if found and all(t is None for t in found):
        return
    that = that_object(state, cards, obj)
    for effect in effects:
        target = found.pop(0) if targets_of(effect) is not None else (that if refers_back(effect) else None)
        if (targets_of(effect) is not None or refers_back(effect)) and target is None:
            continue
        carry_out(Instruction(state, cards, obj["controller"], effect, target, decisions,
                              cards.get(obj["card"]), obj))


def that_object(state: State, cards: Cards, obj: Obj) -> dict[str, Any] | None:
    """The object a delayed trigger remembers ("that Entity"), if it is still on the
    battlefield: the same object even if it no longer has the quality it was named by (700.7);
    one that left and came back is a new object, which it does not know (400.7)."""
    if "mark" not in obj:
        return None
    for owner, permanent in battlefield(state):
        if obj["mark"] in permanent.get(AWAITED, []):
            permanent[AWAITED].remove(obj["mark"])
            if not permanent[AWAITED]:
                del permanent[AWAITED]
            return {"kind": "permanent", "player": owner, "object": permanent,
                    "type": characteristics(cards, permanent)["type"]}
    return None
