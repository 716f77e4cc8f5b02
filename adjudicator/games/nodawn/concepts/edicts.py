"""114 Edicts (※ proposed): standing decrees an effect issues to a player, in their Master area,
carrying abilities and nothing else — no name, no type, no cost (114.1-114.3). They work from
there (114.4); nothing destroys, banishes, targets or steals one (114.5). The test ability
``issue-edict`` gives its controller an Edict with the ability its ``edict`` describes: a static
``{"kind": "modify", "attack", "vigor"}`` (their Entities get +A/+V, layer 7c) or a triggered
``{"kind": "triggered", "trigger": "upkeep", "effects": [...]}`` (at the beginning of their
upkeep, 603.2b). State: a player's ``edicts`` lists them; on the stack an Edict's ability is
``{"kind": "ability", "ability": "Edict", "card": "Edict", "refers": ["<index>"]}``."""

from __future__ import annotations

from typing import Any

from adjudicator.engine import Decisions
from adjudicator.games.nodawn.core.events import StepBegan, watch
from adjudicator.games.nodawn.core.instructions import Instruction, carry_out, instruction
from adjudicator.games.nodawn.core.layers import Stats, layer
from adjudicator.games.nodawn.core.objects import Cards, Obj, State
from adjudicator.games.nodawn.core.stack import RESOLVERS
from adjudicator.games.nodawn.core.triggers import trigger

EDICT = "Edict"


def edicts(player: dict[str, Any]) -> list[dict[str, Any]]:
    """The Edicts a player has received (114.1)."""
    return player.setdefault("edicts", [])


@instruction("issue-edict")
def issue(do: Instruction) -> None:
    """Its controller receives an Edict with the ability written: they own and control it
    (114.2); it carries that ability and nothing else (114.3)."""
    edicts(do.player).append(dict(do.effect["edict"]))


@layer("7c")
def decree(state: State, cards: Cards, controller: str, obj: Obj, values: Stats) -> Stats:
    """An Edict's static ability works from its player's Master area: their Entities get +A/+V
    (114.4, 613.4c)."""
    attack, vigor = values
    for edict in state["players"][controller].get("edicts", []):
        if edict.get("kind") == "modify" and not obj.get("sheltered"):
            attack += edict.get("attack", 0)
            vigor += edict.get("vigor", 0)
    return attack, vigor


@watch(StepBegan)
def upkeep_decree(state: State, cards: Cards, event: StepBegan) -> None:
    """An Edict's "at the beginning of your upkeep" ability triggers as that player's upkeep
    begins (114.4, 603.2b)."""
    if (event.phase, event.step) != ("beginning", "upkeep"):
        return
    for i, edict in enumerate(state["players"][event.active].get("edicts", [])):
        if edict.get("kind") == "triggered" and edict.get("trigger") == "upkeep":
            trigger(state, event.active, EDICT, EDICT, [str(i)])


@RESOLVERS.register(EDICT)
def resolve_decree(state: State, cards: Cards, obj: Obj, decisions: Decisions) -> None:
    """An Edict's triggered ability resolves: its instructions, none targeting, for its
    controller — the player the Edict was issued to (109.4, 114.2)."""
    edict = state["players"][obj["controller"]]["edicts"][int(obj["refers"][0])]
    for effect in edict.get("effects", []):
        carry_out(Instruction(state, cards, obj["controller"], effect, None, decisions, None, obj))
