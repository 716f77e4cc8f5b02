"""100.2, 100.3 What a player brings to the table: a Domain of at least sixty cards (100.2a), no
more than three copies of a name in Domain and sideboard together (100.2b), a sideboard of at
most fifteen (100.3), and one Master and one Haven of a single lineage, designated apart from
the Domain (100.2c); beyond printed locks, no lineage requirement (100.4, 100.5). Checked as the
game begins (concepts/starting.py asks ``hooks.game_start_checks``)."""

from __future__ import annotations

from collections import Counter

from adjudicator.games.nodawn.core.hooks import game_start_checks
from adjudicator.games.nodawn.core.objects import Cards, State

DOMAIN_MINIMUM = 60  # 100.2a
COPIES = 3  # 100.2b
SIDEBOARD = 15  # 100.3


def anchor_problem(cards: Cards, name: str, master: str, haven: str | None) -> str | None:
    """Why a player's designated Master and Haven are not one Master and one Haven of a single
    lineage (100.2c, 105.2)."""
    if cards[master]["type"] != "Master":
        return f"{name}'s designated Master {master!r} is not a Master (100.2c)"
    if haven is None or cards[haven]["type"] != "Haven" or cards[haven].get("class") == "Estate":
        return f"{name} designates no lineage Haven beside the Master (100.2c)"
    lineages = {cards[master].get("lineage"), cards[haven].get("lineage")} - {None}
    if len(lineages) > 1:
        return (f"{name}'s Master and Haven are of two lineages, {' and '.join(sorted(lineages))}: "
                "the pair is of a single lineage (100.2c)")
    return None


@game_start_checks.register
def domain_problem(state: State, cards: Cards) -> str | None:
    """The first way a player's Domain, sideboard or anchors break the construction rules, or
    None (100.2a, 100.2b, 100.2c, 100.3)."""
    for name in state["turn_order"]:
        player = state["players"][name]
        domain = [o["card"] for o in player["zones"]["domain"]]
        side = [o["card"] for o in player["zones"].get("sideboard", [])]
        problem = anchor_problem(cards, name, player["master"], state["setup"]["havens"].get(name))
        if problem:
            return problem
        anchors = [c for c in domain if cards[c]["type"] == "Master"
                   or (cards[c]["type"] == "Haven" and cards[c].get("class") != "Estate")]
        if anchors:
            return (f"{anchors[0]!r} is an anchor, never part of {name}'s Domain; only Estates "
                    "are Haven cards of the Domain (100.2c, 300.1a)")
        if len(domain) < DOMAIN_MINIMUM:
            return f"{name}'s Domain holds {len(domain)} cards; a Domain holds at least sixty (100.2a)"
        if len(side) > SIDEBOARD:
            return f"{name}'s sideboard holds {len(side)} cards; at most fifteen (100.3)"
        over = [c for c, n in Counter(domain + side).items() if n > COPIES]
        if over:
            return (f"{name}'s Domain and sideboard hold {Counter(domain + side)[over[0]]} copies of "
                    f"{over[0]!r}; at most three of a name (100.2b)")
    return None
