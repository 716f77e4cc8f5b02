"""700.5 Piles: an effect that groups cards into piles puts each affected card into exactly one
pile; each card in a pile stays its own object, and grouping moves nothing out of its zone — a
hidden zone such as the Domain keeps its order while its cards are grouped.

Two test abilities of the kit group cards so. ``pile-destroy`` (target player): its controller
separates the Entities that player controls in the open into two piles — decision ``pile``, the
Entities of the first pile (any number of them; the rest make the second) — and the targeted
player picks a pile (decision ``pile-pick``: ``first pile`` or ``second pile``); the Entities of
the picked pile are destroyed at once. ``pile-domain`` N: its controller separates the top N
cards of their Domain into two piles the same way, the next opponent in turn order picks one,
and its cards go to the controller's hand; the other pile's cards never left the Domain and
stand in the order they stood. Cards of one name in the Domain are alike: the first pile takes
the topmost copies named."""

from __future__ import annotations

from adjudicator.games.nodawn.core.choices import choose_cards, decide
from adjudicator.games.nodawn.core.hooks import indestructible
from adjudicator.games.nodawn.core.instructions import Instruction, instruction
from adjudicator.games.nodawn.core.layers import characteristics, open_entities
from adjudicator.games.nodawn.core.objects import Placed, name_of, next_in_order
from adjudicator.games.nodawn.core.zones import leave_battlefield, put_card

PILES = ["first pile", "second pile"]


def separate(do: Instruction, names: list[str]) -> tuple[list[int], list[int]]:
    """The instruction's controller separates these cards into two piles (decision ``pile``):
    each card goes into exactly one of them — the ones named into the first, every other into
    the second (700.5). The piles as positions in ``names``, each kept in the order given."""
    chosen = choose_cards(do.decisions, "pile", do.controller, names, 0, len(names), "700.5")
    first: list[int] = []
    for name in chosen:
        first.append(next(i for i, n in enumerate(names) if n == name and i not in first))
    first.sort()
    return first, [i for i in range(len(names)) if i not in first]


def pick(do: Instruction, chooser: str) -> str:
    """The player who picks one of the two piles does so (decision ``pile-pick``, 700.5)."""
    return str(decide(do.decisions, "pile-pick", chooser, list(PILES)))


@instruction("pile-destroy", targets={"player"})
def pile_destroy(do: Instruction) -> None:
    """Separate the Entities the target player controls in the open into two piles; that player
    picks one, and each Entity in it is destroyed, all at once. Grouped, they stay on the
    battlefield, each its own object (700.5, 701.9a)."""
    holder = do.aimed["player"]
    entities = open_entities(do.state, do.cards, holder)
    if not entities:
        return
    first, second = separate(do, [name_of(holder, o) for o in entities])
    picked = first if pick(do, holder) == PILES[0] else second
    doomed: list[Placed] = [(holder, entities[i]) for i in picked
                            if not indestructible.any(characteristics(do.cards, entities[i]))]
    if doomed:
        leave_battlefield(do.state, do.cards, doomed, "spoils", do.decisions,
                          by={id(o): do.controller for _, o in doomed})


@instruction("pile-domain")
def pile_domain(do: Instruction) -> None:
    """Separate the top N cards of your Domain into two piles; the next opponent picks one, and
    its cards are put into your hand. The cards stay in the Domain, in their order, while they
    are grouped, and the pile not picked stays as it stood (700.5)."""
    domain = do.player["zones"]["domain"]
    top = domain[:max(0, do.amount)]
    if not top:
        return
    first, second = separate(do, [c["card"] for c in top])
    picked = first if pick(do, next_in_order(do.state, do.controller)) == PILES[0] else second
    taken = [top[i] for i in picked]
    domain[:] = [c for c in domain if not any(c is t for t in taken)]
    for card in taken:
        put_card(do.state, do.cards, do.controller, card["card"], "hand", "domain", do.decisions)
