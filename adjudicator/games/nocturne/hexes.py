"""Hexes (rule doom-cards-hexes-and-states): revealed from the Hex deck, followed, discarded.

When every other player receives "the next Hex", ONE Hex is revealed and each affected
player, in turn order from the player after the attacker, follows that same Hex; it is then
discarded once. An empty Hex deck is re-formed from the Hex discard pile (a pinned random
outcome, kind "hex shuffle").
"""

from __future__ import annotations

from collections.abc import Callable

from adjudicator.games.nocturne.states import has_state, take_state
from adjudicator.games.nocturne.table import Table, registry, reveal_next

HexEffect = Callable[[Table, str], None]
HEXES: dict[str, HexEffect] = {}


hex_effect = registry(HEXES)


def reveal_hex(table: Table) -> str | None:
    """The next Hex; an empty deck is re-formed from the Hex discard pile (doom-cards-hexes-and-
    states)."""
    return reveal_next(table, "hex_deck", "hex_discard", "hex shuffle")


def follow_hex(table: Table, player: str, name: str) -> None:
    effect = HEXES.get(name)
    if effect is not None:
        effect(table, player)


def receive_hex(table: Table, player: str) -> str | None:
    """One player receives a Hex: reveal the next one, follow it, discard it."""
    return hex_for_all(table, [player])


def hex_for_all(table: Table, players: list[str]) -> str | None:
    """Reveal one Hex and have each of these players follow that same Hex (doom-cards-hexes-and-states).

    With nobody to receive it, no Hex is revealed (a contested reading, docs/games/nocturne.md).
    """
    if not players:
        return None
    name = reveal_hex(table)
    if name is None:
        return None
    for player in players:
        follow_hex(table, player, name)
    table.shared("hex_discard").insert(0, {"card": name})
    return name


def each_other_receives(table: Table, attacker: str) -> str | None:
    """An Attack: each other player it affects receives the next Hex (base:attack)."""
    return hex_for_all(table, table.attacked(attacker))


@hex_effect("Bad Omens")
def bad_omens(table: Table, player: str) -> None:
    """hex:bad-omens: the deck goes onto the discard pile; up to 2 Coppers from it go onto the
    deck."""
    deck, discard = table.zone(player, "deck"), table.zone(player, "discard")
    discard[:0] = deck
    deck.clear()
    for _ in range(2):
        if "Copper" not in table.names(player, "discard"):
            break
        table.put(player, "deck", table.take(player, "discard", "Copper")["card"])


@hex_effect("Delusion")
def delusion(table: Table, player: str) -> None:
    """hex:delusion: a player with neither Deluded nor Envious takes Deluded."""
    if not (has_state(table, player, "Deluded") or has_state(table, player, "Envious")):
        take_state(table, player, "Deluded")


@hex_effect("Envy")
def envy(table: Table, player: str) -> None:
    """hex:envy: a player with neither Deluded nor Envious takes Envious."""
    if not (has_state(table, player, "Deluded") or has_state(table, player, "Envious")):
        take_state(table, player, "Envious")


@hex_effect("Famine")
def famine(table: Table, player: str) -> None:
    """hex:famine: reveal the top 3 cards, discard the Actions, shuffle the rest into the deck."""
    revealed = [n for n in (table.top_card(player) for _ in range(3)) if n is not None]
    rest = []
    for name in revealed:
        if table.is_a(name, "Action"):
            table.discard(player, name)
        else:
            rest.append(name)
    if rest:
        deck = table.zone(player, "deck")
        pool = rest + [o["card"] for o in deck]
        deck[:] = [{"card": n} for n in table.random_order("shuffle", pool)]


@hex_effect("Fear")
def fear(table: Table, player: str) -> None:
    """hex:fear: with 5 or more cards in hand, discard an Action or a Treasure if there is one."""
    hand = table.names(player, "hand")
    if len(hand) < table.card("Fear")["hand_at_least"]:
        return
    pool = [n for n in hand if table.is_a(n, "Action") or table.is_a(n, "Treasure")]
    chosen = table.choose_one(player, "discard", pool, optional=False)
    if chosen is not None:
        table.discard_from(player, "hand", chosen)


@hex_effect("Greed")
def greed(table: Table, player: str) -> None:
    """hex:greed: gain a Copper onto the deck."""
    table.gain(player, "Copper", to="deck")


@hex_effect("Haunting")
def haunting(table: Table, player: str) -> None:
    """hex:haunting: with 4 or more cards in hand, put one of them onto the deck."""
    hand = table.names(player, "hand")
    if len(hand) < table.card("Haunting")["hand_at_least"]:
        return
    chosen = table.choose_one(player, "topdeck", hand, optional=False)
    if chosen is not None:
        table.put(player, "deck", table.take(player, "hand", chosen)["card"])


@hex_effect("Locusts")
def locusts(table: Table, player: str) -> None:
    """hex:locusts: trash the top card; Copper or Estate gives a Curse, else a cheaper card sharing
    a type."""
    top = table.top_card(player)
    if top is None:
        return
    table.to_trash(top, player)
    if top in ("Copper", "Estate"):
        table.gain(player, "Curse")
        return
    types = set(table.card(top)["types"])
    options = table.supply_cards(
        lambda n: table.cost(n) < table.cost(top) and bool(types & set(table.card(n)["types"]))
    )
    chosen = table.choose_one(player, "gain", options, optional=False)
    if chosen is not None:
        table.gain(player, chosen)


@hex_effect("Misery")
def misery(table: Table, player: str) -> None:
    """hex:misery: take Miserable; a player holding Miserable turns it to Twice Miserable."""
    if has_state(table, player, "Miserable"):
        table.take(player, "states", "Miserable")
        take_state(table, player, "Twice Miserable")
    elif not has_state(table, player, "Twice Miserable"):
        take_state(table, player, "Miserable")


@hex_effect("Plague")
def plague(table: Table, player: str) -> None:
    """hex:plague: gain a Curse to hand."""
    table.gain(player, "Curse", to="hand")


@hex_effect("Poverty")
def poverty(table: Table, player: str) -> None:
    """hex:poverty: discard down to 3 cards in hand."""
    hand = table.names(player, "hand")
    excess = len(hand) - table.card("Poverty")["hand_down_to"]
    if excess < 1:
        return
    for name in table.choose_cards(player, "discard", hand, excess, excess):
        table.discard_from(player, "hand", name)


@hex_effect("War")
def war(table: Table, player: str) -> None:
    """hex:war: reveal cards until one costing 3 or 4, trash it, discard the other revealed cards."""
    revealed: list[str] = []
    while (name := table.top_card(player)) is not None:
        if table.cost(name) in (3, 4):
            table.to_trash(name, player)
            break
        revealed.append(name)
    for name in revealed:
        table.discard(player, name)
