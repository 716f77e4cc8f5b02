"""100.2, 100.3 What a player brings to the table: a Domain of at least sixty cards (100.2a), no
more than three copies of a name in Domain and sideboard together (100.2b), a sideboard of at
most fifteen (100.3), and one Master and one Haven of a single lineage, designated apart from
the Domain (100.2c) — and in the sideboard at most one spare pair of them, of a single lineage
(100.3, 901.3, 901.5a); beyond printed locks, no lineage requirement (100.4, 100.5). A mode other
than Constructed may set other limits (``setup.mode``, ``hooks.deck_rules``: game_modes/). Checked
as the game begins (concepts/starting.py asks ``hooks.game_start_checks``)."""

from __future__ import annotations

from collections import Counter

from adjudicator.games.nodawn.core.hooks import deck_rules, game_start_checks
from adjudicator.games.nodawn.core.objects import Cards, State

DOMAIN_MINIMUM = 60  # 100.2a
COPIES = 3  # 100.2b
SIDEBOARD = 15  # 100.3
CONSTRUCTED = {"minimum": DOMAIN_MINIMUM, "copies": COPIES, "sideboard": SIDEBOARD}  # 901.2, 901.3


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


def is_anchor(definition: dict[str, object]) -> bool:
    """A Master, or a Haven that is not an Estate: a lineage anchor (100.2c, 300.1a)."""
    return definition["type"] == "Master" or (definition["type"] == "Haven"
                                               and definition.get("class") != "Estate")


def spare_problem(cards: Cards, name: str, side: list[str]) -> str | None:
    """Why the anchors in a sideboard are not one spare pair, a Master and a Haven of a single
    lineage (100.3, 901.3, 901.5a), or None; a sideboard need hold none."""
    anchors = [c for c in side if is_anchor(cards[c])]
    if not anchors:
        return None
    masters = [c for c in anchors if cards[c]["type"] == "Master"]
    havens = [c for c in anchors if cards[c]["type"] == "Haven"]
    if len(masters) != 1 or len(havens) != 1:
        return (f"{name}'s sideboard holds {len(masters)} Master(s) and {len(havens)} lineage "
                "Haven(s); a spare is one pair, a Master and a Haven (901.3, 901.5a)")
    lineages = {cards[masters[0]].get("lineage"), cards[havens[0]].get("lineage")} - {None}
    if len(lineages) > 1:
        return (f"{name}'s spare Master and Haven are of two lineages, "
                f"{' and '.join(sorted(lineages))}: a spare pair is of a single lineage (901.5a)")
    return None


def limits(state: State) -> dict[str, int | None]:
    """The construction limits of the game's mode: Constructed's unless ``setup.mode`` names
    one with its own (901.1: Constructed is the default mode)."""
    mode = state.get("setup", {}).get("mode", "constructed")
    rules = deck_rules.get(mode)
    return rules() if rules else CONSTRUCTED


@game_start_checks.register
def domain_problem(state: State, cards: Cards) -> str | None:
    """The first way a player's Domain, sideboard or anchors break the construction rules of the
    game's mode, or None (100.2a, 100.2b, 100.2c, 100.3, 901.2, 901.3, 903.3)."""
    rules = limits(state)
    for name in state["turn_order"]:
        player = state["players"][name]
        domain = [o["card"] for o in player["zones"]["domain"]]
        side = [o["card"] for o in player["zones"].get("sideboard", [])]
        problem = anchor_problem(cards, name, player["master"], state["setup"]["havens"].get(name))
        if problem:
            return problem
        anchors = [c for c in domain if is_anchor(cards[c])]
        if anchors:
            return (f"{anchors[0]!r} is an anchor, never part of {name}'s Domain; only Estates "
                    "are Haven cards of the Domain (100.2c, 300.1a)")
        minimum, copies, sideboard = rules["minimum"], rules["copies"], rules["sideboard"]
        if minimum is not None and len(domain) < minimum:
            return (f"{name}'s Domain holds {len(domain)} cards; in this mode a Domain holds at "
                    f"least {minimum} (100.2a, 901.2, 903.3)")
        if sideboard is not None and len(side) > sideboard:
            return f"{name}'s sideboard holds {len(side)} cards; at most {sideboard} (100.3, 901.3)"
        problem = spare_problem(cards, name, side)
        if problem:
            return problem
        count = Counter(domain + side)
        over = [c for c, n in count.items() if copies is not None and n > copies]
        if over:
            return (f"{name}'s Domain and sideboard hold {count[over[0]]} copies of {over[0]!r}; "
                    f"at most {copies} of a name (100.2b, 901.2a)")
    return None
