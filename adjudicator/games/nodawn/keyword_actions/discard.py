"""701.10 Discard: cards go from a player's hand to their Spoils, the player choosing which, or
every card of a name (201.2, 201.4)."""

from __future__ import annotations

from adjudicator.engine import Decisions
from adjudicator.games.nodawn.core.choices import choose_cards
from adjudicator.games.nodawn.core.hooks import chooser
from adjudicator.games.nodawn.core.instructions import Instruction, instruction
from adjudicator.games.nodawn.core.objects import Cards, State, playing
from adjudicator.games.nodawn.core.zones import discard_card, spoils_order


def discard(state: State, cards: Cards, name: str, amount: int, decisions: Decisions,
            by: str | None = None) -> None:
    """The player discards that many cards from hand to their Spoils, choosing which — or
    ``by``, the player an effect names as the chooser (701.10a, 723.4a): decision ``discard``,
    the distinct names in hand, the answer naming exactly that many cards; a hand of that many
    or fewer goes whole, and alike cards need no asking."""
    player = state["players"][name]
    hand = player["zones"]["hand"]
    if amount <= 0 or not hand:
        return
    count = min(amount, len(hand))
    chosen = choose_cards(decisions, "discard", by or name, [o["card"] for o in hand], count, count,
                          "701.10a")
    for card in spoils_order(decisions, name, list(chosen)):  # 404.3: discarded at once
        discard_card(state, cards, name, card, decisions)


@instruction("discard-hand")
def discard_hand(do: Instruction) -> None:
    """Its controller discards their hand: the instruction is carried out on every card in the
    zone, one by one (400.11, 701.10a)."""
    hand = do.player["zones"]["hand"]
    for card in [o["card"] for o in hand]:
        discard_card(do.state, do.cards, do.controller, card, do.decisions)


@instruction("discard", targets={"player"})
def discard_target(do: Instruction) -> None:
    """Target player discards N cards, choosing them — or the spell's controller does, where a
    rule steals that choice (701.10a, 702.35a)."""
    victim = do.aimed["player"]
    discard(do.state, do.cards, victim, do.amount, do.decisions, chooser(do.source, victim, do.controller))


@instruction("discard-own")
def discard_own(do: Instruction) -> None:
    """Its controller discards N cards of their choice (701.10a)."""
    discard(do.state, do.cards, do.controller, do.amount, do.decisions)


def names_to_choose(cards: dict[str, dict[str, object]]) -> list[str]:
    """The card names a player may name: every card's, never a token kind's (201.4), never an
    epithet, which is not part of a name (201.2)."""
    return sorted(n for n, d in cards.items() if not d.get("token"))


@instruction("discard-named", targets={"player"})
def discard_named(do: Instruction) -> None:
    """Its controller names a card — decision ``name`` — and its target player discards every
    card of that name from their hand (201.2, 201.4, 701.10a)."""
    named = do.decisions.take("name", do.controller, names_to_choose(do.cards))
    player = do.state["players"][do.aimed["player"]]
    for obj in [o for o in player["zones"]["hand"] if o["card"] == named]:
        discard_card(do.state, do.cards, do.aimed["player"], obj["card"], do.decisions)


@instruction("discard-each-opponent")
def discard_each_opponent(do: Instruction) -> None:
    """Each opponent still in the game discards N cards, in turn order, choosing them — or the
    spell's controller does, where a rule steals that choice (701.10a, 702.35a)."""
    for victim in [n for n in playing(do.state) if n != do.controller]:
        discard(do.state, do.cards, victim, do.amount, do.decisions,
                chooser(do.source, victim, do.controller))
