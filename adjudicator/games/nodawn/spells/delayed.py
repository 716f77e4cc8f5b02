"""603.7 and 610.2 Delayed triggered abilities: a resolving instruction ``delayed`` creates an
ability that waits for a later event — ``at = "next end step"``: the beginning of the next end
step — and then triggers once, carrying out its own ``effects``. It exists only from the moment
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

from adjudicator.engine import Decisions
from adjudicator.games.nodawn.core.events import StepBegan, watch
from adjudicator.games.nodawn.core.instructions import Instruction, carry_out, instruction, targets_of
from adjudicator.games.nodawn.core.objects import Cards, Obj, State
from adjudicator.games.nodawn.core.stack import RESOLVERS
from adjudicator.games.nodawn.core.targets import KEYWORD_EFFECTS, found_targets
from adjudicator.games.nodawn.core.triggers import PENDING, ability_object

WAITING = "delayed"
#: The event each kind of delayed trigger waits for: the step that begins (603.7).
EVENTS = {"next end step": ("ending", "end")}


@instruction("delayed")
def create(do: Instruction) -> None:
    """Create a delayed triggered ability, controlled by this instruction's controller, from
    now on (603.7, 610.2)."""
    source = do.origin["card"] if do.origin is not None else (do.source or {}).get("name", "")
    do.state.setdefault(WAITING, []).append({"controller": do.controller, "card": source,
                                             "at": do.effect["at"],
                                             "effects": list(do.effect.get("effects", []))})


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
    for effect in effects:
        target = found.pop(0) if targets_of(effect) is not None else None
        if targets_of(effect) is not None and target is None:
            continue
        carry_out(Instruction(state, cards, obj["controller"], effect, target, decisions,
                              cards.get(obj["card"]), obj))
