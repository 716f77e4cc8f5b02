"""101.4 Simultaneous choices go in APNAP order — the player whose turn it is, then the others as
they are seated (101.4); each knows the choices made before theirs (101.4b); and when a nonactive
player's choice forces a new choice on a player who has already chosen, the order starts again
from the active player for every choice still owed (101.4d).

The test ability ``blood-auction`` (``amount``: the highest bid) shows it: each player in turn
may bid a number of Vitae above the highest bid so far, or pass — decision ``bid``, options
``"pass"`` and every number above the high bid up to the limit. A bid obliges every other player
to choose anew, so the order restarts from the active player over all of them. When every choice
owed has been a pass, the highest bidder loses Vitae equal to the bid (a loss, not damage, 119.3)
and draws that many cards."""

from __future__ import annotations

from adjudicator.engine import Decisions
from adjudicator.games.nodawn.concepts.drawing import draw_cards
from adjudicator.games.nodawn.core.instructions import Instruction, instruction
from adjudicator.games.nodawn.core.objects import apnap

PASS = "pass"


def bid_options(high: int, limit: int) -> list[str]:
    """What a player may answer: pass, or any bid above the highest so far (101.4b)."""
    return [PASS] + [str(n) for n in range(high + 1, limit + 1)]


def owed_in_order(order: list[str], owed: set[str]) -> list[str]:
    """The choices still owed, in APNAP order from the active player (101.4, 101.4d)."""
    return [name for name in order if name in owed]


def take_bid(decisions: Decisions, name: str, high: int, limit: int) -> int | None:
    """One player's choice: a bid, or None for a pass; with nothing left to bid, a pass is forced."""
    options = bid_options(high, limit)
    if len(options) == 1:
        decisions.forced("bid", name, options, PASS)
        return None
    answer = str(decisions.take("bid", name, options))
    return None if answer == PASS else int(answer)


def run_auction(decisions: Decisions, order: list[str], limit: int) -> tuple[str | None, int]:
    """Choices in APNAP order; a bid forces a new choice on everyone else, and APNAP order
    restarts over every choice owed (101.4d). The highest bidder and the bid, once all pass."""
    high, leader = 0, None
    owed = set(order)
    while owed:
        for name in owed_in_order(order, owed):
            owed.discard(name)
            bid = take_bid(decisions, name, high, limit)
            if bid is not None:
                high, leader = bid, name
                owed = {other for other in order if other != name}
                break  # 101.4d: start again from the active player
    return leader, high


@instruction("blood-auction")
def blood_auction(do: Instruction) -> None:
    """Each player still in the game bids in APNAP order, restarting whenever a bid obliges those
    who chose before to choose again (101.4, 101.4b, 101.4d); then, all at once, the highest
    bidder loses the bid in Vitae and draws as many cards (119.3)."""
    leader, high = run_auction(do.decisions, apnap(do.state), do.amount)
    if leader is None:
        return
    do.state["players"][leader]["vitae"] -= high
    draw_cards(do.state, do.cards, leader, high, do.decisions)
