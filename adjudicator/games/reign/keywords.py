"""Keywords (9): Subtle at declaration (9.1), the on-win keywords at S.12 (9.2), and the play
keywords (9.3): Loyalty's off-faction surcharge, Restricted's one-per-round allowance, Scout,
Bound. Haste and Secret are played in card_types.py."""

from __future__ import annotations

from typing import Any

from adjudicator.engine import Refused
from adjudicator.games.reign.concepts import Table

#: 9.2: which side's winning participants may use each on-win keyword, in resolution order.
ON_WIN = (("Glory", "either"), ("Mastery", "either"), ("Cunning", "either"),
          ("Compel", "attacker"), ("Ravage", "attacker"), ("Prowess", "attacker"),
          ("Wary", "defender"), ("Ruthless", "attacker"))


# -- 9.3: Loyalty, Bound, Restricted, Scout ---------------------------------------------------------
def off_faction(table: Table, player: str, name: str) -> bool:
    faction = table.card(name).get("faction", "Neutral")
    return faction != "Neutral" and faction != table.faction_of(player)


def loyalty_surcharge(table: Table, player: str, name: str) -> int:
    """9.3: an off-faction card costs its printed Loyalty more (Neutral and Loyalty-less cards
    nothing); a Bound card cannot be off-faction at all."""
    if not off_faction(table, player, name):
        return 0
    if "Bound" in table.card(name).get("keywords", []):
        raise Refused(f"{name} is Bound to its faction and cannot be played off-faction (9.3, 11)")
    return int(table.card(name).get("loyalty", 0))


def check_restricted(table: Table, player: str, name: str) -> bool:
    """9.3: only one Restricted card may enter a player's field per round, counting every way
    in. True when this card uses the allowance."""
    if "Restricted" not in table.card(name).get("keywords", []):
        return False
    if table.player(player)["restricted"] >= 1:
        raise Refused(f"{player} has already had a Restricted card enter play this round (9.3)")
    return True


def scout(table: Table, player: str, obj: dict[str, Any]) -> None:
    """9.3: on entering, look at the top X of your deck and put each on top or at the bottom,
    in the order you choose (decisions "scout": the cards kept on top, top first, or "nothing";
    "scout bottom": the order of the rest at the bottom, top first)."""
    for x in table.parameter(obj, "Scout"):
        deck = table.zone(player, "deck")
        looked = [o["card"] for o in deck[:x]]
        if not looked:
            continue
        answer = table._take("scout", player, list(dict.fromkeys(looked)) + ["nothing"])
        top = [] if answer == "nothing" else [answer] if isinstance(answer, str) else list(answer)
        rest = list(looked)
        for name in top:
            if name not in rest:
                from adjudicator.engine import EngineFault

                raise EngineFault(f"the 'scout' answer {answer!r} must name cards among {looked!r}")
            rest.remove(name)
        bottom = rest
        if len(set(rest)) > 1:
            bottom = table.choose_cards(player, "scout bottom", rest, len(rest))
        deck[:] = [{"card": n} for n in top] + deck[len(looked):] + [{"card": n} for n in bottom]


# -- 9.1: Subtle ----------------------------------------------------------------------------------------
def subtle_bars(table: Table, attacker: str, defender: str, kind: str,
                attackers: list[dict[str, Any]]) -> None:
    """9.1: for each attacker with Subtle, the attacking player may bar one defender-eligible
    enemy unit without Subtle from defending (decision "subtle")."""
    for obj in attackers:
        if not table.has(obj, "Subtle"):
            continue
        eligible = [u["card"] for u in table.units(defender)
                    if not u.get("exhausted") and kind in table.icons(u)
                    and not table.has(u, "Subtle") and not u.get("barred")]
        chosen = table.choose_one(attacker, "subtle", eligible, optional=True)
        if chosen is not None:
            target = table.find(defender, chosen, test=lambda u: not u.get("barred")
                                and not table.has(u, "Subtle"))
            target["barred"] = True


# -- 9.2: on-win keywords (S.12) ------------------------------------------------------------------------
def on_win(table: Table, record: dict[str, Any]) -> None:
    """S.12, 9.2: each participating unit on the winning side, still in the field, may use its
    on-win keywords, players in first-player order (each a yes/no decision named after the
    keyword; Compel names its target). A keyword lost before now does not resolve."""
    from adjudicator.games.reign.winning import check_win

    winner = record["winner"]
    side = "attacker" if winner == record["player"] else "defender"
    mark = "attacking" if side == "attacker" else "defending"
    loser = record["target"] if side == "attacker" else record["player"]
    for obj in [u for u in table.units(winner) if u.get("struggle") == mark]:
        for keyword, who in ON_WIN:
            if who not in ("either", side) or not table.in_field(obj):
                continue
            if keyword == "Ravage":
                for x in table.parameter(obj, "Ravage"):
                    if table.zone(loser, "deck") and table.yes_no(winner, "ravage"):
                        mill(table, loser, x)
                continue
            if not table.has(obj, keyword):
                continue
            _resolve(table, keyword, winner, loser, obj, record)
            check_win(table)


def _resolve(table: Table, keyword: str, winner: str, loser: str, obj: dict[str, Any],
             record: dict[str, Any]) -> None:
    if keyword == "Glory":
        if table.yes_no(winner, "glory"):
            obj["influence"] = obj.get("influence", 0) + 1
    elif keyword == "Mastery":
        if table.yes_no(winner, "mastery"):
            table.draw(winner, 1)
    elif keyword == "Cunning":
        if table.yes_no(winner, "cunning"):
            table.player(winner)["pool"] += 1
    elif keyword == "Compel":
        compel(table, winner, record["margin"])
    elif keyword in ("Prowess", "Wary"):
        # 8.11: an ability that would change nothing (the unit is already ready) is not used.
        if obj.get("exhausted") and table.yes_no(winner, keyword.lower()):
            obj["exhausted"] = False
    elif keyword == "Ruthless":
        ruthless(table, winner, loser)


def compel(table: Table, winner: str, margin: int) -> None:
    """9.2, 6.4: exhaust an enemy unit whose Power is below the win margin fixed at S.8
    (decision "compel": the unit or "nothing"; only ready units, 8.11)."""
    options: list[tuple[str, dict[str, Any]]] = []
    for enemy in table.opponents(winner):
        options += [(enemy, u) for u in table.units(enemy)
                    if not u.get("exhausted") and table.power(u) < margin]
    chosen = table.choose_one(winner, "compel", [u["card"] for _, u in options], optional=True)
    if chosen is not None:
        next(u for _, u in options if u["card"] == chosen)["exhausted"] = True


def ruthless(table: Table, winner: str, loser: str) -> None:
    """9.2: the losing player kills one of their defending units, choosing which (decisions
    "ruthless" by the winner, then "ruthless kill" by the loser)."""
    from adjudicator.games.reign.leaving import leave_play

    defending = [u for u in table.units(loser) if u.get("struggle") == "defending"]
    if not defending or not table.yes_no(winner, "ruthless"):
        return
    name = table.choose_one(loser, "ruthless kill", [u["card"] for u in defending], optional=False)
    victim = next(u for u in defending if u["card"] == name)
    leave_play(table, [(loser, victim)], "kill")


def mill(table: Table, player: str, count: int) -> None:
    """9.2 Ravage: the top cards of the deck go to its owner's discard pile, one at a time."""
    deck = table.zone(player, "deck")
    for _ in range(min(count, len(deck))):
        table.to_pile(player, "discard", deck.pop(0)["card"])
