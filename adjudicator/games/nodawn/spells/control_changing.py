"""613.1b Layer 2, control-changing effects: ``gain-control`` — its controller gains control of
the target permanent, for the instruction's duration or the rest of the game (611.2). Of
several, the latest wins (613.7); when the last ends the permanent goes back to its owner. The
permanent stands on its new controller's battlefield, newly turned for them and out of combat
(110.5d, 506.6), and goes to its owner's zones whenever it leaves (400.3). A static ``control``
of a bound Ritual (``affects = "bound"``) gives its controller the object it is laid upon for as
long as the Ritual stays on the battlefield (611.3, 303.3b)."""

from __future__ import annotations

from adjudicator.games.nodawn.core.events import Entered, watch
from adjudicator.games.nodawn.core.hooks import printed_and_granted_statics
from adjudicator.games.nodawn.core.instructions import Instruction, instruction
from adjudicator.games.nodawn.core.layers import characteristics, stamp
from adjudicator.games.nodawn.core.objects import Cards, State, find_permanent, name_of
from adjudicator.games.nodawn.core.zones import reconcile_control
from adjudicator.games.nodawn.spells.continuous import add_effect

CONTROLLABLE = {"Entity", "Companion", "Relic", "Weapon", "Ritual", "Contract", "Terrain", "Blood"}


@instruction("seize-spell", targets={"stack"})
def seize_spell(do: Instruction) -> None:
    """Its controller gains control of target permanent spell: the permanent it becomes enters
    under their control, and stays so (400.7a, 613.1b); its owner keeps the card (400.3)."""
    spell = do.aimed["object"]
    spell.setdefault("owner", spell["controller"])
    spell["controller"] = do.controller


@instruction("gain-control", targets=CONTROLLABLE)
def gain_control(do: Instruction) -> None:
    """Its controller gains control of the target permanent (613.1b), as of now (613.7b)."""
    add_effect(do.state, do.aimed["object"], {"layer": "2", "controller": do.controller},
               do.effect, do.controller)
    reconcile_control(do.state)


@watch(Entered)
def bound_and_held(state: State, cards: Cards, event: Entered) -> None:
    """A Ritual whose static says "you control the bound Entity" enters bound: from now on, and
    for as long as it remains on the battlefield, its controller controls that object (611.3,
    613.1b, 613.7a)."""
    ritual = event.obj
    bound = ritual.get("bound")
    statics = printed_and_granted_statics(characteristics(cards, ritual))
    if not bound or not any(s["kind"] == "control" and s.get("affects") == "bound" for s in statics):
        return
    found = find_permanent(state, str(bound))
    if found is None:
        return
    found[1].setdefault("effects", []).append({
        "layer": "2", "controller": event.controller, "until": "source leaves",
        "source": name_of(event.controller, ritual), "since": ritual.get("timestamp", 0),
        "timestamp": stamp(state)})
    reconcile_control(state)
