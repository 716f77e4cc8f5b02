"""702.19 Bind to [object] (303.3, 115.1a, 701.4b): a Ritual laid upon an object rather than
standing alone. Its spell targets what it binds — the card's ``bind`` instruction, whose
``target`` names the kind — chosen as it is announced and checked again as it resolves; with
its target gone it never enters, going to its owner's Spoils (303.3a, 303.3c, 608.3). It enters
bound (``bound``: the object as players name it) and its statics ``affects = "bound"`` reach that
object alone; when the bound object leaves, the Ritual goes to the Spoils
(state_checks/unbound_ritual.py, 704.5r)."""

from __future__ import annotations

from adjudicator.engine import Decisions
from adjudicator.games.nodawn.core.hooks import control_moves
from adjudicator.games.nodawn.core.instructions import Instruction, instruction
from adjudicator.games.nodawn.core.keywords import define
from adjudicator.games.nodawn.core.objects import Cards, Obj, State, battlefield, name_of
from adjudicator.games.nodawn.core.replacement import entering

define("Bind", "702.19a", __name__)

BINDING = "_binding"  # what a resolving Ritual spell is about to be laid upon, for its arrival


@instruction("bind", targets={"Entity", "Companion", "Relic", "Weapon", "Haven", "Terrain"})
def bind(do: Instruction) -> None:
    """The Ritual spell resolving with its bind target still legal: it will enter laid upon that
    object (303.3a, 701.4b)."""
    do.state[BINDING] = {"card": do.source["name"] if do.source else "",
                         "target": name_of(do.aimed["player"], do.aimed["object"])}


@entering.register
def laid_upon(state: State, cards: Cards, controller: str, obj: Obj, decisions: Decisions) -> None:
    """A bound Ritual arrives bound to the object its spell targeted (303.3b, 614.6a)."""
    pending = state.get(BINDING)
    if pending and pending["card"] == obj["card"]:
        obj["bound"] = pending["target"]
        del state[BINDING]


@control_moves.register
def bound_follows(state: State, before: str, after: str) -> None:
    """The bound object changes controllers, and so the name players know it by: it is still the
    same object, and the Ritual stays laid upon it (303.3b, 613.1b)."""
    for _, ritual in battlefield(state):
        if ritual.get("bound") == before:
            ritual["bound"] = after
