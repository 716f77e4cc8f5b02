"""701.7 Counter: a spell or announcement leaves the stack unresolved (701.7a), and the counter
with an out clause, "unless its controller pays" (701.7b). An ability whose printed instructions
say it can't be countered (``uncounterable = true``) keeps that instruction while it is on the
stack: a counter that may target it does nothing to it (603.1)."""

from __future__ import annotations

from adjudicator.games.nodawn.concepts.vitae import pays_when_asked
from adjudicator.games.nodawn.core.instructions import Instruction, instruction
from adjudicator.games.nodawn.core.layers import characteristics
from adjudicator.games.nodawn.core.objects import Cards, Obj
from adjudicator.games.nodawn.core.stack import counter_object


def uncounterable(cards: Cards, obj: Obj) -> bool:
    """Whether a stack object is an ability whose instructions forbid countering it (603.1)."""
    ability = obj.get("ability")
    if obj.get("kind") != "ability" or not isinstance(ability, int) or obj["card"] not in cards:
        return False
    return bool(characteristics(cards, obj).get("abilities", [])[ability].get("uncounterable"))


@instruction("counter", targets={"stack"})
def counter(do: Instruction) -> None:
    """Counter target spell, announcement or — where its words say so — ability (701.7a, 601.10,
    405.6c), unless it can't be countered (603.1)."""
    if not uncounterable(do.cards, do.aimed["object"]):
        counter_object(do.state, do.cards, do.aimed["object"], do.decisions)


@instruction("counter-unless", targets={"stack"})
def counter_unless(do: Instruction) -> None:
    """Counter the spell unless its controller pays N: they choose as this resolves (decision
    ``out-clause``, ``"pay"`` or ``"decline"``), never automatically; one who cannot pay in full
    has no choice and the spell is countered (701.7b). Countered, it goes to the Spoils, its
    costs unrefunded (701.7a)."""
    spell = do.aimed["object"]
    if uncounterable(do.cards, spell):
        return
    if not pays_when_asked(do.state, spell["controller"], do.amount, "out-clause", do.decisions):
        counter_object(do.state, do.cards, spell, do.decisions)
