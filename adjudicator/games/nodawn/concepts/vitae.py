"""106 Vitae and the pool, 118 costs, 119 the Master's Vitae: the pool and its source tags,
paying a cost block, opening the vein and its tax, the cap, and wasted blood at cleanup
(514.2b).

Restricted Vitae (106.9): an effect may add Vitae that can be spent only on spells of one card
type. The restriction travels with the Vitae in the pool, as part of its tag — ``"<source> for
<Type> spells"``, e.g. ``"generic for Entity spells"`` — whatever becomes of what produced it;
it pays only for casting such a spell, never an ability, a tax or another player's demand, and
like any Vitae it is wasted at cleanup if unspent (514.2b)."""

from __future__ import annotations

from typing import Any

from adjudicator.engine import Decisions, Refused
from adjudicator.games.nodawn.core.choices import choose_cards
from adjudicator.games.nodawn.core.events import Cleanup, watch
from adjudicator.games.nodawn.core.objects import Cards, State
from adjudicator.games.nodawn.core.replacement import PERFORMERS, Event, happen
from adjudicator.games.nodawn.core.state import in_lean_half

GENERIC = "generic"
FOR = " for "  # joins a source tag and the spells its Vitae is restricted to (106.9)


def restricted_tag(source: str | None, only: str | None) -> str:
    """The pool tag of Vitae from this source, restricted to spells of this card type (106.3,
    106.9)."""
    tag = source or GENERIC
    return f"{tag}{FOR}{only} spells" if only else tag


def source_of(tag: str) -> str:
    """The source a pool tag names, its restriction aside (106.3, 106.9)."""
    return tag.split(FOR, 1)[0]


def spendable(tag: str, purpose: str | None) -> bool:
    """Whether Vitae of this tag may pay for this: unrestricted Vitae pays for anything; restricted
    Vitae only for casting a spell of its card type (``purpose``, the spell's type) (106.9)."""
    if FOR not in tag:
        return True
    return purpose is not None and tag.split(FOR, 1)[1] == f"{purpose} spells"


def pool_total(player: dict[str, Any], purpose: str | None = None) -> int:
    """The Vitae in a player's pool that may pay for this — by default for anything, so
    restricted Vitae (106.9) is left out (106.2a)."""
    return sum(n for tag, n in player["pool"].items() if spendable(tag, purpose))


def all_vitae(player: dict[str, Any]) -> int:
    """All the Vitae in a player's pool, of every tag, restricted or not (106.2a, 514.2b)."""
    return sum(player["pool"].values())


def add_to_pool(player: dict[str, Any], amount: int, source: str | None) -> None:
    """Vitae enters the pool, tagged with its source or generic (106.3) — and with what restricts
    its spending, which travels with it (106.9)."""
    if amount <= 0:
        return
    tag = source or GENERIC
    player["pool"][tag] = player["pool"].get(tag, 0) + amount


def add_vitae_event(state: State, cards: Cards, name: str, amount: int, source: str | None,
                    decisions: Decisions | None = None) -> None:
    """Vitae would be added to the player's pool: an event replacement effects may modify
    (106.3, 614.1, 616.3)."""
    if amount > 0:
        happen(state, cards, {"kind": "add-vitae", "player": name, "amount": amount, "tag": source},
               decisions)


@PERFORMERS.register("add-vitae")
def vitae_added(state: State, cards: Cards, event: Event) -> None:
    """The Vitae enters the pool (106.3)."""
    add_to_pool(state["players"][event["player"]], event["amount"], event["tag"])


def _take(player: dict[str, Any], tag: str, amount: int) -> None:
    player["pool"][tag] -= amount
    if player["pool"][tag] == 0:
        del player["pool"][tag]


def pay_from_pool(
    player: dict[str, Any], name: str, amount: int, source: str | None, decisions: Decisions,
    rule: str = "106.3, 118.2", purpose: str | None = None,
) -> None:
    """Spend pool Vitae; a source-restricted cost takes only Vitae of that tag (106.4), and
    restricted Vitae pays only for what its restriction allows (``purpose``, 106.9).

    Which units are spent is the player's choice: decision ``pool-payment``, the tags that may
    pay as options and one tag per unit paid from the pool as the answer — asked when several
    tags may pay and the cost does not take them all. An answer naming more or fewer units, or
    more of a tag than the pool holds, is refused (citing ``rule``).
    """
    if amount <= 0:
        return
    usable = {tag: n for tag, n in player["pool"].items() if spendable(tag, purpose)
              and (source is None or source_of(tag) == source)}
    if source is not None:
        if sum(usable.values()) < amount:
            raise Refused(f"the cost needs {amount} Vitae from a {source} source (106.4)")
        rule = f"106.4: only {source} Vitae pay this cost"
    elif sum(usable.values()) < amount:
        held = all_vitae(player)
        bound = f", {held - sum(usable.values())} of it restricted to other spending (106.9)" \
            if held > sum(usable.values()) else ""
        raise Refused(f"the pool holds {held} Vitae{bound}; the cost needs {amount} (118.2)")
    units = [tag for tag in sorted(usable) for _ in range(usable[tag])]
    for tag in choose_cards(decisions, "pool-payment", name, units, amount, amount, rule):
        _take(player, tag, 1)


def open_the_vein(state: dict[str, Any], player: dict[str, Any], amount: int) -> None:
    """Pay from the Master's Vitae: it needs that much (119.4a) and is closed in the half the
    Master wanes in — by Day, unless its card names the Night (106.5b, 304.6, 731.8e); one action
    is taxed +1 Corruption, and every 3 Master Vitae spent this turn, rounded up and counted
    across the turn, +1 Wrath (118.6, 119.4b)."""
    if amount <= 0:
        return
    if in_lean_half(state, _named(state, player)):
        raise Refused(f"the Master sleeps through the {state['world']['type']}, the half it wanes in: "
                      "its vein is closed (106.5b, 304.6, 731.8)")
    if "loss" in player.get("vitae_locks", []):
        raise Refused("the player can't lose Vitae, so no cost is paid from the Master (119.9)")
    if player["vitae"] < amount:
        raise Refused(f"the Master has {player['vitae']} Vitae, the payment needs {amount} (119.4a)")
    player["vitae"] -= amount
    before = -(-player["master_vitae_spent"] // 3)
    player["master_vitae_spent"] += amount
    after = -(-player["master_vitae_spent"] // 3)
    player["corruption"] += 1
    player["wrath"] += after - before


def gain_vitae(player: dict[str, Any], amount: int) -> None:
    """Effects restore Vitae, never above the cap (119.1, 119.3) — none while an effect says the
    player can't gain Vitae: no recovery, no Feed raises it then (119.9)."""
    if "gain" in player.get("vitae_locks", []):
        return
    player["vitae"] = min(player["vitae_cap"], player["vitae"] + max(0, amount))


def set_vitae(player: dict[str, Any], value: int) -> None:
    """An effect sets the Master's Vitae to a number: it gains or is drained the difference, never
    above the cap, untaxed (119.5, 119.3); a player who can't lose Vitae is not drained (119.9)."""
    if value >= player["vitae"]:
        gain_vitae(player, value - player["vitae"])
    elif "loss" not in player.get("vitae_locks", []):
        player["vitae"] = value


def apply_meter_costs(player: dict[str, Any], corruption: int, wrath: int) -> None:
    """Signed Corruption and Wrath costs: plus incurs, minus spends what the player has (118.3)."""
    if corruption < 0 and player["corruption"] < -corruption:
        raise Refused(f"the cost spends {-corruption} Corruption; the player has "
                      f"{player['corruption']} (118.3)")
    if wrath < 0 and player["wrath"] < -wrath:
        raise Refused(f"the cost spends {-wrath} Wrath; the player has {player['wrath']} (118.3)")
    player["corruption"] += corruption
    player["wrath"] += wrath


def pay_cost(
    state: dict[str, Any], name: str, cost: dict[str, Any], from_master: int, decisions: Decisions,
    purpose: str | None = None,
) -> None:
    """Pay a whole cost block in one act (107.4, 118.3): Vitae from pool and/or vein,
    the Master-Blood cost from the vein only, then the signed meters; the tax follows (118.6).
    ``purpose``: the card type of the spell being cast, which restricted Vitae may pay for
    (106.9)."""
    player = state["players"][name]
    vitae = cost.get("vitae", 0)
    if from_master < 0 or from_master > vitae:
        raise Refused(f"cannot pay {from_master} of a {vitae} Vitae cost from the Master")
    rule = "118.2; the ◇ cost comes from the Master's Vitae alone, 107.4b" if cost.get(
        "master_blood") else "118.2"
    pay_from_pool(player, name, vitae - from_master, cost.get("source"), decisions, rule, purpose)
    open_the_vein(state, player, from_master + cost.get("master_blood", 0))
    apply_meter_costs(player, cost.get("corruption", 0), cost.get("wrath", 0))


def can_pay_in_full(state: State, player: dict[str, Any], amount: int) -> bool:
    """Whether the player can pay this many Vitae: from the pool, the rest from the vein, which
    the Master's lean half closes — the Day, unless its card names the Night (601.2h, 106.5b,
    731.8e)."""
    vein = amount - min(amount, pool_total(player))
    return vein == 0 or (not in_lean_half(state, _named(state, player)) and player["vitae"] >= vein)


def _named(state: State, player: dict[str, Any]) -> str:
    """The name of this player record."""
    return next(n for n, p in state["players"].items() if p is player)


def pays_when_asked(state: State, payer: str, amount: int, kind: str, decisions: Decisions) -> bool:
    """A player asked to pay this many Vitae or see something happen chooses — decision
    ``kind``, ``"pay"`` or ``"decline"`` — if they can pay in full; the Vitae come from the
    pool, any shortfall from the vein (601.2h, 106.5b). Whether they paid."""
    player = state["players"][payer]
    if not can_pay_in_full(state, player, amount):
        return False
    if decisions.take(kind, payer, ["pay", "decline"]) != "pay":
        return False
    pay_cost(state, payer, {"vitae": amount}, amount - min(amount, pool_total(player)), decisions)
    return True


@watch(Cleanup)
def waste(state: State, cards: Cards, event: Cleanup) -> None:
    """Cleanup: every pool empties; each unspent Vitae drains 2 Master Vitae (untaxed) and
    adds 2 Wrath (514.2b); the turn's tally of Master Vitae spent starts again (514.2d)."""
    for player in state["players"].values():
        unspent = all_vitae(player)  # restricted Vitae is wasted like any (106.9, 514.2b)
        player["pool"] = {}
        player["vitae"] -= 2 * unspent
        player["wrath"] += 2 * unspent
        player["master_vitae_spent"] = 0
        player.pop("vitae_locks", None)  # 119.9: the kit's locks last the turn
