"""704.5c Liquidation and 704.5d its inversion, Ascension through Damnation (104.2c, 104.3d):
Corruption 10 or more loses the game, unless the Master's card states that it ascends — then
the player is never liquidated and wins at the ascension threshold.

The threshold depends on the rulebook's version: ruleset ids are amendment dates
(docs/rule-index.md).
"""

from __future__ import annotations

from adjudicator.games.nodawn.core.checks import Sweep, state_check
from adjudicator.games.nodawn.core.objects import Cards, State, playing

LIQUIDATION = 10  # 104.3d, 704.5c
ASCENSION_AMENDED = "2026-08-02"


def ascension_threshold(ruleset: str) -> int:
    """Corruption at which an ascending Master wins: raised from 10 to 15 on 2026-08-02 (104.2c).

    Before the amendment the threshold was shared with liquidation; 104.3g's exception lets
    the ascension prevail there (see docs/contested.md, nodawn-ascension-threshold).
    """
    return 15 if ruleset >= ASCENSION_AMENDED or not ruleset[:1].isdigit() else 10


def ascends(state: State, name: str, cards: Cards) -> bool:
    """Whether the player's Master card states that it ascends (104.2c, 704.5d)."""
    return bool(cards[state["players"][name]["master"]].get("ascends", False))


@state_check("players")
def liquidation(state: State, cards: Cards, sweep: Sweep) -> None:
    """Corruption at the liquidation threshold loses (704.5c, 104.3d); an ascending Master is
    never liquidated and wins at the ascension threshold instead (704.5d, 104.2c)."""
    for name in playing(state):
        corruption = state["players"][name]["corruption"]
        if ascends(state, name, cards):
            if corruption >= ascension_threshold(sweep.ruleset):
                sweep.win(name)
        elif corruption >= LIQUIDATION:
            sweep.lose(name, "liquidation")
