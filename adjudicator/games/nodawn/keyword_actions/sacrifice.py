"""701.12 Sacrifice: a player moves a permanent they control to its owner's Spoils; nothing stops
it, Deathless included (701.12a). "Each player sacrifices an Entity": the choices are made in
APNAP order, the active player first, then everything chosen is sacrificed at once (101.4)."""

from __future__ import annotations

from adjudicator.games.nodawn.core.instructions import Instruction, instruction
from adjudicator.games.nodawn.core.objects import Placed, apnap, label
from adjudicator.games.nodawn.core.zones import leave_battlefield


@instruction("each-player-sacrifices")
def each_player_sacrifices(do: Instruction) -> None:
    """Each player still in the game, the active player first and then each other in turn order,
    chooses an Entity they control in the open — decision ``sacrifice`` (a player with one has no
    choice; one with none sacrifices nothing, 101.3) — and all the chosen are sacrificed at once,
    dying together (101.4, 701.12a, 603.6c)."""
    chosen: list[Placed] = []
    for name in apnap(do.state):
        mine = [o for o in do.state["players"][name]["zones"]["battlefield"]
                if do.cards[o["card"]]["type"] == "Entity" and not o.get("sheltered")]
        if not mine:
            continue
        options = list(dict.fromkeys(label(name, o["card"]) for o in mine))
        if len(options) == 1:
            answer = do.decisions.forced("sacrifice", name, options, options[0])
        else:
            answer = do.decisions.take("sacrifice", name, options)
        chosen.append((name, next(o for o in mine if label(name, o["card"]) == answer)))
    if chosen:
        leave_battlefield(do.state, do.cards, chosen, "spoils")
