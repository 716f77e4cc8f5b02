"""701.16 Foresee N: look at the top N cards of one's Domain and put each back on top or on the
bottom, in the order one chooses."""

from __future__ import annotations

from adjudicator.games.nodawn.core.choices import check_count, distinct
from adjudicator.games.nodawn.core.events import Foreseen, emit
from adjudicator.games.nodawn.core.instructions import Instruction, instruction
from adjudicator.games.nodawn.core.objects import answers


@instruction("foresee")
def foresee(do: Instruction) -> None:
    """Foresee N (701.16a) — decision ``foresee``: one entry per card seen, ``"<card> on top"``
    or ``"<card> on the bottom"``; the entries on top are listed from the top down, those on
    the bottom likewise. With an empty Domain nothing moves. Foreseeing N of 1 or more is a
    Foresee event once done, even where the Domain held fewer cards; Foreseeing 0 is none
    (701.16a, 701.16b)."""
    if do.amount <= 0:
        return
    _look_and_place(do)
    emit(do.state, do.cards, Foreseen(do.controller))


def _look_and_place(do: Instruction) -> None:
    """Look at the top N cards and put each on top or on the bottom, as chosen (701.16a)."""
    name = do.controller
    domain = do.state["players"][name]["zones"]["domain"]
    seen = [o["card"] for o in domain[:do.amount]]
    if not seen:
        return
    options = [f"{card} {where}" for card in distinct(seen) for where in ("on top", "on the bottom")]
    placed = answers(do.decisions.take("foresee", name, options, low=len(seen), high=len(seen)))
    cards = [entry.rsplit(" on ", 1)[0] for entry in placed]
    check_count(do.decisions, "foresee", name, placed, len(seen), len(seen), "701.16a")
    if sorted(cards) != sorted(seen):
        do.decisions.refuse("foresee", name, f"{name}'s Foresee answer must place each card seen "
                            f"({', '.join(seen)}) exactly once (701.16a)")
    top = [{"card": c} for c, e in zip(cards, placed, strict=True) if e.endswith(" on top")]
    bottom = [{"card": c} for c, e in zip(cards, placed, strict=True) if e.endswith(" on the bottom")]
    do.state["players"][name]["zones"]["domain"] = top + domain[len(seen):] + bottom
