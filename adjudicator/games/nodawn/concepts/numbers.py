"""107 Numbers and symbols: X (107.3, 118.7, 202.7a). A cost with X (``cost.x = true``, only ever a
Caprice's) has its caster choose X as they announce the spell — the cast action's ``x`` — and
X Vitae join its cost; the choice holds while the spell is on the stack, where its instructions
read it (``amount = "X"``). Anywhere else an X is 0 (core/instructions.py). Numbers are whole
(107.1); a calculated value may fall below 0, and applied as an amount it does nothing (107.1b).
"""

from __future__ import annotations

from adjudicator.engine import Refused
from adjudicator.games.nodawn.core.hooks import Casting, cost_keywords


@cost_keywords.register("additional")
def announce_x(casting: Casting) -> None:
    """A cost with X: its caster announces X, any number 0 or more, and pays that much more
    Vitae; the spell carries X on the stack (107.3, 118.7, 107.1c, 202.7a)."""
    if not casting.cost.get("x"):
        if casting.action.get("x") is not None:
            raise Refused(f"{casting.definition['name']!r} has no X in its cost (107.3)")
        return
    x = casting.action.get("x")
    if not isinstance(x, int) or isinstance(x, bool) or x < 0:
        raise Refused(f"casting {casting.definition['name']!r} announces X, a whole number 0 or more "
                      "(107.3, 107.1c)")
    casting.cost.pop("x")
    casting.cost["vitae"] = casting.cost.get("vitae", 0) + x
    casting.marks["x"] = x
