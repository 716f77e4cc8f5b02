"""701.7 Counter: a spell or announcement leaves the stack unresolved (701.7a), and the counter
with an out clause, "unless its controller pays" (701.7b)."""

from __future__ import annotations

from adjudicator.games.nodawn.concepts.vitae import pays_when_asked
from adjudicator.games.nodawn.core.instructions import Instruction, instruction
from adjudicator.games.nodawn.core.stack import counter_object


@instruction("counter", targets={"stack"})
def counter(do: Instruction) -> None:
    """Counter target spell or announcement (701.7a, 601.10)."""
    counter_object(do.state, do.cards, do.aimed["object"], do.decisions)


@instruction("counter-unless", targets={"stack"})
def counter_unless(do: Instruction) -> None:
    """Counter the spell unless its controller pays N: they choose as this resolves (decision
    ``out-clause``, ``"pay"`` or ``"decline"``), never automatically; one who cannot pay in full
    has no choice and the spell is countered (701.7b). Countered, it goes to the Spoils, its
    costs unrefunded (701.7a)."""
    spell = do.aimed["object"]
    if not pays_when_asked(do.state, spell["controller"], do.amount, "out-clause", do.decisions):
        counter_object(do.state, do.cards, spell, do.decisions)
