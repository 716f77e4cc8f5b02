"""610 One-shot effects of the test card kit (docs/games/nodawn.md#test-card-kit): damage
(120) to a target, each player or each Entity, Vitae lost by each player (119.3), Growth
counters (122.2d), replenishing (110.5b), drawing (121), Vitae (119.3, 119.5, 106.3, 205.3g),
Wrath and Corruption (122.2), and winning, losing or drawing the game (104.2b, 104.3f, 104.4c)."""

from __future__ import annotations

from adjudicator.games.nodawn.concepts.counters import add_counters
from adjudicator.games.nodawn.concepts.damage import deal_damage
from adjudicator.games.nodawn.concepts.drawing import draw_cards
from adjudicator.games.nodawn.concepts.vitae import (
    add_to_pool,
    add_vitae_event,
    gain_vitae,
    restricted_tag,
    set_vitae,
)
from adjudicator.games.nodawn.core.hooks import printed_and_granted_statics
from adjudicator.games.nodawn.core.instructions import Instruction, instruction
from adjudicator.games.nodawn.core.keywords import known_races
from adjudicator.games.nodawn.core.layers import base_attack_vigor, characteristics
from adjudicator.games.nodawn.core.objects import apnap as apnap_order
from adjudicator.games.nodawn.core.objects import battlefield, playing
from adjudicator.games.nodawn.core.outcome import settle
from adjudicator.games.nodawn.core.replacement import damage_left, redirect
from adjudicator.games.nodawn.zones.shelter import master_sheltered

DAMAGEABLE = {"player", "Entity", "Companion", "Haven"}  # 120.1
PERMANENTS = {"Entity", "Companion", "Relic", "Weapon", "Ritual", "Contract", "Terrain", "Haven", "Blood"}


@instruction("damage", targets=DAMAGEABLE)
def damage(do: Instruction) -> None:
    """Deal N damage to the target (120.3), less what prevention takes (615); damage that can't
    be prevented passes whole (615.9)."""
    unpreventable = bool(do.effect.get("unpreventable"))
    recipient = redirect(do.state, do.cards, do.aimed)  # 614.6f
    dealt = damage_left(do.state, do.cards, do.source, recipient, do.amount, do.decisions, unpreventable,
                        do.controller, do.source_name)
    deal_damage(do.state, recipient, dealt, do.controller)


@instruction("damage-each-player")
def damage_each_player(do: Instruction) -> None:
    """N damage to each player's Master still in the game — an opponent's sheltered Master is
    out of reach (120.3a, 310.10)."""
    state = do.state
    for name in state["turn_order"]:
        if state["players"][name]["status"] == "playing" and not (
                name != do.controller and master_sheltered(state, name)):  # 310.10
            master = redirect(state, do.cards, {"kind": "master", "player": name})  # 614.6f
            deal_damage(state, master, damage_left(state, do.cards, do.source, master, do.amount,
                                                   do.decisions, source_name=do.source_name))


@instruction("damage-each-entity")
def damage_each_entity(do: Instruction) -> None:
    """N damage to each Entity on the battlefield, all at once — except those resting in an
    opponent's Shelter, which an opponent's spells cannot touch (120.1, 120.3b, 310.10)."""
    state = do.state
    for owner, obj in battlefield(state):
        if do.cards[obj["card"]]["type"] != "Entity" or (obj.get("sheltered") and owner != do.controller):
            continue
        hit = {"kind": "permanent", "player": owner, "object": obj, "type": "Entity"}
        deal_damage(state, hit, damage_left(state, do.cards, do.source, hit, do.amount, do.decisions,
                                            source_name=do.source_name), do.controller)


@instruction("lose-vitae-each-player")
def lose_vitae_each_player(do: Instruction) -> None:
    """Each player still in the game loses N Vitae: a drain, not damage — nothing prevents it
    and no tax attaches (119.3, 119.4c) — that skips an opponent's sheltering Master, which an
    opponent's spells cannot touch (310.10)."""
    state = do.state
    for name in state["turn_order"]:
        player = state["players"][name]
        if player["status"] == "playing" and not (name != do.controller and master_sheltered(state, name)):
            player["vitae"] -= max(0, do.amount)


def counted(do: Instruction) -> int:
    """An instruction's number: its ``amount``, or with ``per = "spoils-card"`` one for each card in
    its controller's Spoils as it is carried out (608.4, 704.4)."""
    if do.effect.get("per") == "spoils-card":
        return len(do.player["zones"]["spoils"])
    return do.amount


@instruction("growth", targets={"Entity"})
def growth(do: Instruction) -> None:
    """Put N Growth counters on the target Entity (122.2d)."""
    add_counters(do.aimed["object"], "growth", counted(do))


@instruction("remove-counters", targets={"Entity"})
def remove_counters(do: Instruction) -> None:
    """Remove every counter of a kind (122.2) from the target Entity; the damage marked on it
    stays, as 704.4's example reads it (its Vigor dips to its damage mid-resolution)."""
    do.aimed["object"]["counters"].clear()


@instruction("replenish", targets=PERMANENTS)
def replenish(do: Instruction) -> None:
    """The target permanent replenishes: it is no longer drained (110.5b, 610.1)."""
    do.aimed["object"]["drained"] = False


@instruction("draw")
def draw(do: Instruction) -> None:
    """Its controller draws N cards (121.1) — as many more as their permanents' statics of kind
    ``extra-draw`` add, the modification made before the first draw (121.6)."""
    extra = sum(s.get("amount", 0) for o in do.player["zones"]["battlefield"] if not o.get("sheltered")
                for s in printed_and_granted_statics(characteristics(do.cards, o))
                if s["kind"] == "extra-draw")
    draw_cards(do.state, do.cards, do.controller, do.amount + extra, do.decisions)


@instruction("gain-vitae")
def gain(do: Instruction) -> None:
    """Its controller's Master gains N Vitae, up to the cap (119.3, 119.1)."""
    gain_vitae(do.player, do.amount)


@instruction("gain-greatest-attack-in-hand")
def gain_greatest_attack_in_hand(do: Instruction) -> None:
    """Its controller's Master gains Vitae equal to the greatest Attack among the Entity cards in
    their hand: printed, or what a characteristic-defining ability gives — it works in every
    zone (604.3, 613.4a)."""
    attacks = [base_attack_vigor(do.state, do.controller, do.cards[c["card"]])[0]
               for c in do.player["zones"]["hand"] if do.cards[c["card"]]["type"] == "Entity"]
    gain_vitae(do.player, max(attacks, default=0))


@instruction("add-vitae")
def add_vitae(do: Instruction) -> None:
    """N Vitae enter its controller's pool, tagged with the source named, or generic (106.3);
    with ``only``, it may be spent only on spells of that card type, a restriction that travels
    with it in the pool (106.9)."""
    tag = restricted_tag(do.effect.get("source"), do.effect.get("only")) if do.effect.get("only") \
        else do.effect.get("source")
    add_vitae_event(do.state, do.cards, do.controller, do.amount, tag, do.decisions)


@instruction("add-chosen-vitae")
def add_chosen_vitae(do: Instruction) -> None:
    """N Vitae enter its controller's pool, tagged with one Race of their choice — decision
    ``race``: exactly one existing Race, the four the rulebook names and any a card brings;
    two subtypes are no single choice (205.3g, 205.3b, 106.3)."""
    race = do.decisions.take("race", do.controller, known_races(do.cards))
    add_to_pool(do.player, do.amount, str(race))


@instruction("wrath")
def wrath(do: Instruction) -> None:
    """Its controller gains (or, negative, loses) N Wrath, never below 0 (122.2)."""
    do.player["wrath"] = max(0, do.player["wrath"] + do.amount)


@instruction("corruption")
def corruption(do: Instruction) -> None:
    """Its controller gains (or, negative, loses) N Corruption, never below 0 (122.2)."""
    do.player["corruption"] = max(0, do.player["corruption"] + do.amount)


@instruction("corruption-each-player")
def corruption_each_player(do: Instruction) -> None:
    """Each player still in the game gains N Corruption, never below 0 (122.2)."""
    for name in do.state["turn_order"]:
        player = do.state["players"][name]
        if player["status"] == "playing":
            player["corruption"] = max(0, player["corruption"] + do.amount)


@instruction("lose-vitae-each-opponent")
def lose_vitae_each_opponent(do: Instruction) -> None:
    """Each opponent still in the game loses N Vitae: a loss, not damage, so nothing prevents it
    (119.3, 120.1)."""
    for name in do.state["turn_order"]:
        player = do.state["players"][name]
        if name != do.controller and player["status"] == "playing":
            player["vitae"] -= max(0, do.amount)


@instruction("win")
def win(do: Instruction) -> None:
    """Its controller wins the game (104.2b)."""
    settle(do.state, winners={do.controller}, losses={}, cards=do.cards)


@instruction("lose")
def lose(do: Instruction) -> None:
    """Its controller loses the game (104.3f)."""
    settle(do.state, winners=set(), losses={do.controller: {"effect"}}, cards=do.cards)


@instruction("draw-game")
def draw_game(do: Instruction) -> None:
    """The game is a draw (104.4c): everyone still in it leaves it together, nobody winning."""
    settle(do.state, winners=set(), losses={n: {"effect"} for n in playing(do.state)}, cards=do.cards)


@instruction("set-vitae")
def set_vitae_to(do: Instruction) -> None:
    """Its controller's Master's Vitae becomes N: gained or drained by the difference (119.5)."""
    set_vitae(do.player, do.amount)


@instruction("vitae-lock", targets={"player"})
def vitae_lock(do: Instruction) -> None:
    """Until end of turn its target player can't gain Vitae (``lock = "gain"``) or can't lose it
    (``"loss"``, so no cost of theirs is paid from the Master) (119.9)."""
    locks = do.state["players"][do.aimed["player"]].setdefault("vitae_locks", [])
    if do.effect["lock"] not in locks:
        locks.append(do.effect["lock"])


@instruction("take-top")
def take_top(do: Instruction) -> None:
    """Its controller puts the top N cards of their Domain into their hand: not a draw — no
    draw watcher hears it and an empty Domain decks no one out (121.5)."""
    zones = do.player["zones"]
    for _ in range(do.amount):
        if zones["domain"]:
            zones["hand"].append(zones["domain"].pop(0))


@instruction("counters", targets=PERMANENTS)
def put_counters(do: Instruction) -> None:
    """N counters of the kind the card names on its target: a card-defined kind does what its
    card says and nothing else (122.2h, 122.5); ``minus-vigor`` is a −1 Vigor counter (704.5u)."""
    add_counters(do.aimed["object"], str(do.effect["kind"]), do.amount)


@instruction("draw-per-different-name")
def draw_per_different_name(do: Instruction) -> None:
    """Its controller draws a card for each of their Entities with a different name: objects of
    one name count once, and a nameless one — a face-down guise — never counts (201.3, 201.3a,
    201.3b)."""
    entities = [characteristics(do.cards, o) for o in do.player["zones"]["battlefield"]]
    names = {c["name"] for c in entities if c["type"] == "Entity" and c.get("name")}
    draw_cards(do.state, do.cards, do.controller, len(names), do.decisions)


@instruction("keyword-effect", targets={"Entity"})
def keyword_effect(do: Instruction) -> None:
    """Its target Entity gains a keyword (``grant``) or loses one, or all (``strip``), until end of
    turn; grants and strips apply in the order they were made (113.9, 101.2a, 611.2)."""
    change = {k: do.effect[k] for k in ("grant", "strip") if k in do.effect}
    do.aimed["object"].setdefault("keyword_effects", []).append(change)


@instruction("draw-each-player")
def draw_each_player(do: Instruction) -> None:
    """Each player still in the game draws N, in APNAP order: the active player finishes drawing
    before the next player in turn order begins (121.3a, 101.4)."""
    for name in apnap_order(do.state):
        draw_cards(do.state, do.cards, name, do.amount, do.decisions)
