"""701.12 Sacrifice: a player moves a permanent they control to its owner's Spoils; nothing stops
it, Deathless included (701.12a). "Each player sacrifices an Entity": the choices are made in
APNAP order, the active player first, then everything chosen is sacrificed at once (101.4).
"Target player sacrifices an Entity" (``sacrifice-entity``): that player chooses which of their
Entities in the open — or, where a rule gives the spell's controller that player's choice
(Mandate), the controller chooses it for them, among what is legal for them, and the sacrifice
is still theirs (702.35a, 723.4, 723.4a, 723.5). A sacrifice is an event its player's "whenever you
sacrifice" watchers see (core/zones.py ``sacrifice_permanents``)."""

from __future__ import annotations

from adjudicator.games.nodawn.core.choices import decide_one
from adjudicator.games.nodawn.core.hooks import chooser
from adjudicator.games.nodawn.core.instructions import Instruction, instruction
from adjudicator.games.nodawn.core.layers import open_entities
from adjudicator.games.nodawn.core.objects import Placed, apnap, label, name_of
from adjudicator.games.nodawn.core.zones import sacrifice_permanents


@instruction("each-player-sacrifices")
def each_player_sacrifices(do: Instruction) -> None:
    """Each player still in the game, the active player first and then each other in turn order,
    chooses an Entity they control in the open — decision ``sacrifice`` (a player with one has no
    choice; one with none sacrifices nothing, 101.3) — and all the chosen are sacrificed at once,
    dying together (101.4, 701.12a, 603.6c)."""
    chosen: list[Placed] = []
    for name in apnap(do.state):
        mine = open_entities(do.state, do.cards, name)
        if not mine:
            continue
        options = list(dict.fromkeys(label(name, o["card"]) for o in mine))
        if len(options) == 1:
            answer = do.decisions.forced("sacrifice", name, options, options[0])
        else:
            answer = do.decisions.take("sacrifice", name, options)
        chosen.append((name, next(o for o in mine if label(name, o["card"]) == answer)))
    if chosen:
        sacrifice_permanents(do.state, do.cards, chosen, do.decisions)


@instruction("sacrifice-entity", targets={"player"})
def target_sacrifices(do: Instruction) -> None:
    """The target player sacrifices an Entity they control in the open: decision ``sacrifice`` —
    theirs, or the spell's controller's where Mandate steals it (702.35a, 723.4a); with one
    Entity there is nothing to choose, with none nothing is sacrificed (101.3, 701.12a)."""
    holder = do.aimed["player"]
    mine = open_entities(do.state, do.cards, holder)
    if not mine:
        return
    options = list(dict.fromkeys(name_of(holder, o) for o in mine))
    who = chooser(do.source, holder, do.controller)
    answer = decide_one(do.decisions, "sacrifice", who, options)
    doomed = next(o for o in mine if name_of(holder, o) == answer)
    sacrifice_permanents(do.state, do.cards, [(holder, doomed)], do.decisions)
