"""705 Flipping a coin and 706 rolling a die (※ proposed): the outcomes are random, decisions of
the environment — ``coin`` (``"heads"`` or ``"tails"``) and ``die`` (a face, ``"1"`` to ``"N"``).

``flip-coin``: with ``on_heads`` / ``on_tails`` the flip has no winner (705.2); with ``on_win`` /
``on_lose`` its controller calls it first (decision ``call``) and wins the flip on a match
(705.2); ``result`` (a face) or ``winner = "you"`` declares the outcome outright and no coin is
flipped (705.3). ``roll-die``: a ``sides``-sided die; the natural result, then the roller's
rerolls (a permanent of theirs with ``reroll``: decision ``reroll``, ``"yes"`` or ``"no"``), then
fixed adjustments (their permanents' ``die_modifier``) give the final result (706.2), which picks
the row of its ``table`` whose ``low``-``high`` holds it; a ``roll-again`` instruction in the row
rolls once more with the same die and modifiers (706.3). A roll set aside by a reroll never
happened: only the kept one is an event (:class:`~..core.events.DieRolled`, 706.4).
"""

from __future__ import annotations

from typing import Any

from adjudicator.games.nodawn.core.events import DieRolled, emit
from adjudicator.games.nodawn.core.instructions import Instruction, carry_out, instruction

FACES = ("heads", "tails")
YES, NO = "yes", "no"


def _follow(do: Instruction, effects: list[dict[str, Any]]) -> None:
    """Carry out the untargeted instructions the outcome calls for, in order (608.4), none once
    the game is over (104.1)."""
    for effect in effects:
        if do.state["result"] is not None:
            return
        carry_out(Instruction(do.state, do.cards, do.controller, effect, None, do.decisions,
                              do.source, do.origin))


@instruction("flip-coin")
def flip_coin(do: Instruction) -> None:
    """Flip a coin (705.1): a declared outcome stands without a flip (705.3); otherwise the
    environment gives the face, and where winning matters the flipper has called it (705.2)."""
    effect = do.effect
    calls = "on_win" in effect or "on_lose" in effect
    if effect.get("winner") == "you":
        _follow(do, effect.get("on_win", []))  # 705.3
        return
    called = do.decisions.take("call", do.controller, list(FACES)) if calls else None
    face = effect.get("result") or do.decisions.take("coin", None, list(FACES))
    if called is None:
        _follow(do, effect.get("on_heads" if face == "heads" else "on_tails", []))
        return
    _follow(do, effect.get("on_win" if face == called else "on_lose", []))


def _roll(do: Instruction, sides: int) -> int:
    """One die roll: the natural result, rerolled if the roller may and chooses to — the first
    roll then never happened — then the fixed adjustments (706.2, 706.4)."""
    faces = [str(n) for n in range(1, sides + 1)]
    natural = int(do.decisions.take("die", None, faces))
    mine = do.state["players"][do.controller]["zones"]["battlefield"]
    if any(do.cards[o["card"]].get("reroll") for o in mine) and \
            do.decisions.take("reroll", do.controller, [YES, NO]) == YES:
        natural = int(do.decisions.take("die", None, faces))
    final = natural + sum(int(do.cards[o["card"]].get("die_modifier", 0)) for o in mine)
    emit(do.state, do.cards, DieRolled(do.controller, natural, final))
    return final


@instruction("roll-die")
def roll_die(do: Instruction) -> None:
    """Roll the die and carry out the table's row for the final result; a row saying to roll
    again repeats the roll with the same die and modifiers (706.1, 706.3), as often as the rows
    say, with no limit (each roll is one of the environment's decisions, so a pinned case ends
    with its pins); a row that ends the game ends the rolling too (104.1)."""
    sides = int(do.effect.get("sides", 6))
    while do.state["result"] is None:
        final = _roll(do, sides)
        row = next((r for r in do.effect.get("table", []) if r["low"] <= final <= r["high"]), None)
        if row is None:
            return
        effects = [e for e in row.get("effects", []) if e["effect"] != "roll-again"]
        _follow(do, effects)
        if len(effects) == len(row.get("effects", [])):
            return


@instruction("roll-again")
def roll_again(do: Instruction) -> None:
    """Read only as a row of a die's table (706.3): on its own it does nothing."""
