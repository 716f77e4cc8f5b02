"""701.25 Exchange (※ proposed): two things trade places, wholly or not at all (701.25a).

``exchange-control`` is written twice, each targeting a permanent: the first notes its
permanent on the resolving spell, the second trades the controllers of the two (701.25b) — so
if either target is illegal on resolution, no part of the exchange happens (701.25a, 608.3).
The trade is a control-changing effect of layer 2 for the rest of the game (613.1b).
``exchange-vitae`` targets a player: its controller and that player each gain or lose what
reaches the other's former total, within each Master's cap and any lock on gain or loss
(701.25b, 119.3, 119.9; docs/contested.md, nodawn-exchange-vitae-cap)."""

from __future__ import annotations

from adjudicator.games.nodawn.concepts.vitae import set_vitae
from adjudicator.games.nodawn.core.instructions import Instruction, instruction
from adjudicator.games.nodawn.core.layers import stamp
from adjudicator.games.nodawn.core.objects import find_permanent, name_of
from adjudicator.games.nodawn.core.zones import reconcile_control

EXCHANGEABLE = {"Entity", "Companion", "Relic", "Weapon", "Ritual", "Contract", "Terrain", "Blood"}
NOTE = "exchanging"


@instruction("exchange-control", targets=EXCHANGEABLE)
def exchange_control(do: Instruction) -> None:
    """The first half notes its permanent; the second trades control of the two, each player
    gaining at once the one the other controlled (701.25a, 701.25b)."""
    origin = do.origin if do.origin is not None else {}
    first = origin.pop(NOTE, None)
    if first is None:
        origin[NOTE] = name_of(do.aimed["player"], do.aimed["object"])
        return
    found = find_permanent(do.state, str(first))
    if found is None or found[0] == do.aimed["player"]:
        return  # 701.25a: the whole exchange cannot be completed, none of it occurs
    (one, this), (other, that) = found, (do.aimed["player"], do.aimed["object"])
    when = stamp(do.state)
    this.setdefault("effects", []).append({"layer": "2", "controller": other, "timestamp": when})
    that.setdefault("effects", []).append({"layer": "2", "controller": one, "timestamp": when})
    reconcile_control(do.state)


@instruction("exchange-vitae", targets={"player"})
def exchange_vitae(do: Instruction) -> None:
    """The controller and the target player exchange Vitae totals: each moves to the other's
    former total, capped, unless a lock holds it (701.25b, 119.3, 119.9)."""
    mine, theirs = do.player, do.state["players"][do.aimed["player"]]
    before = mine["vitae"], theirs["vitae"]
    set_vitae(mine, before[1])
    set_vitae(theirs, before[0])
