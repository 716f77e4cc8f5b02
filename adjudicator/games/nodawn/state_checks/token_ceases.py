"""704.5g A token in any zone other than the battlefield ceases to exist (111.8, 400.9): it goes
there only notionally, after what watches it leave has seen it go (111.8, 603.6c)."""

from __future__ import annotations

from adjudicator.games.nodawn.core.checks import Sweep, state_check
from adjudicator.games.nodawn.core.objects import Cards, State, is_token_object


@state_check("permanents")
def token_ceases(state: State, cards: Cards, sweep: Sweep) -> None:
    """Every token found in a player's zone other than the battlefield ceases to exist (704.5g,
    111.8); having left, it never moves again (111.8a)."""
    for player in state["players"].values():
        for zone, objs in player["zones"].items():
            if zone == "battlefield":
                continue
            gone = [o for o in objs if is_token_object(cards, o)]
            if gone:
                sweep.perform(lambda objs=objs, gone=gone: _remove(objs, gone))


def _remove(objs: list[dict[str, object]], gone: list[dict[str, object]]) -> None:
    for obj in gone:
        objs.remove(obj)
