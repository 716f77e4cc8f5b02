"""701.17 Challenge: two Entities each deal damage equal to its Attack to the other — damage, but
not combat damage (701.17a). If either has left the battlefield, stopped being an Entity or become
an illegal target, neither deals damage; an Entity made to Challenge itself deals itself twice its
Attack (701.17b). A kit spell names the challenger with ``duelist`` (its first target) and the
challenged with ``challenge``."""

from __future__ import annotations

from typing import Any

from adjudicator.games.nodawn.concepts.damage import deal_damage
from adjudicator.games.nodawn.core.events import DamageDealt, emit
from adjudicator.games.nodawn.core.instructions import Instruction, instruction
from adjudicator.games.nodawn.core.objects import name_of
from adjudicator.games.nodawn.core.replacement import damage_left
from adjudicator.games.nodawn.core.state import current_stats
from adjudicator.games.nodawn.core.targets import find_target


@instruction("duelist", targets={"Entity"})
def duelist(do: Instruction) -> None:
    """Names the Entity that will challenge: the instruction itself does nothing (701.17a)."""


def _attack(do: Instruction, found: dict[str, Any]) -> int:
    obj = found["object"]
    return current_stats(do.state, found["player"], obj, do.cards[obj["card"]], do.cards)["attack"]


@instruction("challenge", targets={"Entity"})
def challenge(do: Instruction) -> None:
    """The spell's first target, its duelist, challenges this target: each deals the other damage
    equal to its Attack, both at once; if the duelist is no longer a legal target, neither deals
    any (701.17a, 701.17b). Each blow is damage its Entity deals, so what replaces the damage of a
    source its controller controls applies to it (614.3), then prevention (615)."""
    assert do.origin is not None
    challenger = find_target(do.state, do.cards, do.origin["targets"][0], {"Entity"}, do.controller,
                             do.source)
    challenged = do.aimed
    if challenger is None:
        return  # 701.17b
    if challenger["object"] is challenged["object"]:
        blows = [(challenger, challenger, 2 * _attack(do, challenger))]
    else:
        blows = [(challenger, challenged, _attack(do, challenger)),
                 (challenged, challenger, _attack(do, challenged))]
    dealt = [(by, to, damage_left(do.state, do.cards, do.cards[by["object"]["card"]], to, amount,
                                  do.decisions, controller=by["player"],
                                  source_name=name_of(by["player"], by["object"])))
             for by, to, amount in blows]
    for by, to, amount in dealt:  # both at once: each blow was measured before either landed
        deal_damage(do.state, to, amount, by["player"])
    emit(do.state, do.cards, DamageDealt([(by["player"], by["object"], to, amount)
                                          for by, to, amount in dealt if amount > 0]))
