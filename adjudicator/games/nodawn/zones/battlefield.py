"""403 The battlefield, and 400.4a what can be there: ``unearth`` puts the top card of its
controller's Domain onto the battlefield under their control — as a new permanent (403.4),
unless it is a Power or a Caprice, which never becomes a permanent and stays where it lies
(400.4a, 403.2)."""

from __future__ import annotations

from adjudicator.games.nodawn.core.instructions import Instruction, instruction
from adjudicator.games.nodawn.core.state import PERMANENT_TYPES, permanent
from adjudicator.games.nodawn.core.zones import put_onto_battlefield


@instruction("unearth")
def unearth(do: Instruction) -> None:
    """The top card of its controller's Domain goes onto the battlefield, if it can be a
    permanent; a Power or Caprice stays on top (400.4a)."""
    domain = do.player["zones"]["domain"]
    if not domain:
        return
    definition = do.cards[domain[0]["card"]]
    if definition["type"] not in PERMANENT_TYPES:
        return
    domain.pop(0)
    arrival = permanent(definition, do.controller)
    put_onto_battlefield(do.state, do.cards, do.controller, arrival, do.decisions)
