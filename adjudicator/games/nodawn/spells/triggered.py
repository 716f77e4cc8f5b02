"""603 Triggered abilities printed on cards: the events they wait for (603.2, 603.6, 603.14),
and their intervening "if" (603.4).

A card's ``abilities`` list holds ``triggered`` abilities: a ``trigger`` (the event), an
optional ``condition``, instructions. The triggers read: ``enters`` (603.6a), ``dies`` and
``entity-you-control-dies`` (603.6c, 603.10), ``upkeep``, ``end step`` and ``beginning of
combat`` of their controller's turn (603.2b), ``you-cast`` and ``you-cast-non-entity``
(601.2i), ``you-seal`` (603.14b: Drop-rites, 702.30a), ``attacks`` (508.3), ``end of combat``
(511.1), ``blocks``, ``becomes-blocked``, ``blocked-by-entity`` (one event for the blocking, one
per blocker: 700.1) and ``attacks-unblocked`` (509.3a), ``you-foresee`` (701.16b), ``you-roll``
(706.4), the Dusk and Dawn rites ``night-falls`` and ``day-breaks`` (603.14a, 731.5),
``becomes-drained`` (603.2d) and ``you-resolve`` (a spell its controller controls finished
resolving, 608.8); and, for the card kit's named events, ``leaves`` (this leaves the
battlefield, 603.6c), ``entity-enters`` (any Entity enters, 603.6a) and ``opponent-casts`` (an
opponent casts a spell, 601.2i).
"""

from __future__ import annotations

from typing import Any

from adjudicator.games.nodawn.core.events import (
    AttackersDeclared,
    BecameDrained,
    BlockersDeclared,
    Died,
    DieRolled,
    Entered,
    Foreseen,
    LeftBattlefield,
    RoundBegan,
    Sacrificed,
    Sealed,
    SpellCast,
    SpellResolved,
    StepBegan,
    watch,
)
from adjudicator.games.nodawn.core.keywords import subtypes
from adjudicator.games.nodawn.core.layers import characteristics
from adjudicator.games.nodawn.core.objects import Cards, State, battlefield, name_of
from adjudicator.games.nodawn.core.triggers import CONDITIONS, fire

#: The printed trigger of "at the beginning of your ..." steps (603.2b).
STEP_TRIGGERS = {("beginning", "upkeep"): "upkeep", ("ending", "end"): "end step",
                 ("combat", "beginning of combat"): "beginning of combat",
                 ("combat", "end of combat"): "end of combat"}
#: The Dusk and Dawn rites, by the type the world turns to (603.14a).
RITES = {"night": "night-falls", "day": "day-breaks"}


@CONDITIONS.register("entities_at_least")
def entities_at_least(state: State, cards: Cards, controller: str, need: int) -> bool:
    """An intervening "if you control N or more Entities" (603.4)."""
    have = sum(1 for o in state["players"][controller]["zones"]["battlefield"]
               if characteristics(cards, o)["type"] == "Entity")
    return have >= need


@CONDITIONS.register("subtype_at_least")
def subtype_at_least(state: State, cards: Cards, controller: str, need: dict[str, Any]) -> bool:
    """An intervening "if you control N or more [subtype]" (603.4): ``{subtype, count}`` — every
    permanent of theirs with that subtype, whatever card type it goes with: Wolves are Entities,
    Estates are Havens (205.3a, 205.3e), and no object bears a subtype of another card type
    (205.3f)."""
    have = sum(1 for o in state["players"][controller]["zones"]["battlefield"]
               if need["subtype"] in subtypes(characteristics(cards, o)))
    return have >= need["count"]


@watch(Entered)
def entered(state: State, cards: Cards, event: Entered) -> None:
    """A permanent enters the battlefield: its own "when this enters" triggers (603.6a)."""
    fire(state, cards, [(event.controller, event.obj)], "enters")


@watch(Died)
def died(state: State, cards: Cards, event: Died) -> None:
    """Entities died: their own dies-triggers, and every watcher of deaths that stood on the
    battlefield just before — dying alongside them included — triggers once per death (603.6c,
    603.10, 603.2c)."""
    for owner, obj in event.dead:
        if characteristics(cards, obj)["type"] != "Entity":
            continue
        fire(state, cards, [(owner, obj)], "dies")
        fire(state, cards, [(n, o) for n, o in event.before if n == owner], "entity-you-control-dies")


@watch(Sacrificed)
def sacrificed(state: State, cards: Cards, event: Sacrificed) -> None:
    """A player sacrificed Entities: their "whenever you sacrifice an Entity" watchers that stood
    on the battlefield just before trigger once per Entity sacrificed — the sacrifice is theirs,
    whoever chose it (701.12a, 723.4a, 603.10)."""
    for player, obj in event.sacrificed:
        if characteristics(cards, obj)["type"] == "Entity":
            fire(state, cards, [(n, o) for n, o in event.before if n == player], "you-sacrifice")


@watch(StepBegan)
def step_began(state: State, cards: Cards, event: StepBegan) -> None:
    """"At the beginning of your upkeep / end step / combat" triggers as the step begins
    (603.2b); "your" is the active player's."""
    trigger_word = STEP_TRIGGERS.get((event.phase, event.step))
    if trigger_word is not None:
        fire(state, cards, [(n, o) for n, o in battlefield(state) if n == event.active], trigger_word)


@watch(SpellCast)
def spell_cast(state: State, cards: Cards, event: SpellCast) -> None:
    """A spell is cast (601.2i): "whenever you cast a spell" triggers, and "a non-Entity
    spell" ones."""
    mine = [(n, o) for n, o in battlefield(state) if n == event.caster]
    fire(state, cards, mine, "you-cast")
    if event.kind != "Entity":  # a face-down spell is an Entity to watchers (708.3)
        fire(state, cards, mine, "you-cast-non-entity")


@watch(SpellCast)
def opponent_cast(state: State, cards: Cards, event: SpellCast) -> None:
    """An opponent of a watcher's controller casts a spell (601.2i, 603.2): "whenever an opponent
    casts a spell" triggers."""
    fire(state, cards, [(n, o) for n, o in battlefield(state) if n != event.caster], "opponent-casts")


@watch(Entered)
def entity_entered(state: State, cards: Cards, event: Entered) -> None:
    """An Entity enters: "whenever an Entity enters" triggers of every permanent on the
    battlefield, the newcomer included (603.6a)."""
    if characteristics(cards, event.obj)["type"] == "Entity":
        fire(state, cards, battlefield(state), "entity-enters")


@watch(LeftBattlefield)
def left(state: State, cards: Cards, event: LeftBattlefield) -> None:
    """Permanents left the battlefield, for any zone: their own "when this leaves the
    battlefield" triggers, looking back at them as they stood (603.6c, 603.10)."""
    for owner, obj in event.moved:
        fire(state, cards, [(owner, obj)], "leaves")


@watch(Sealed)
def sealed(state: State, cards: Cards, event: Sealed) -> None:
    """The seal resolved: the sealer's Drop-rites trigger (603.14b, 702.30a)."""
    fire(state, cards, [(n, o) for n, o in battlefield(state) if n == event.sealer], "you-seal")


@watch(AttackersDeclared)
def attacks(state: State, cards: Cards, event: AttackersDeclared) -> None:
    """The declaration of attackers is complete: "whenever this attacks" triggers for each
    attacker (508.3, 603.2)."""
    for obj in state["players"][event.active]["zones"]["battlefield"]:
        if obj.get("attacking") is not None:
            fire(state, cards, [(event.active, obj)], "attacks")


@watch(BlockersDeclared)
def blocks(state: State, cards: Cards, event: BlockersDeclared) -> None:
    """The declaration of blockers is complete (509.3a): "whenever this blocks" triggers once for
    each blocker; "becomes blocked" once for each attacker with a blocker however many block it,
    and "becomes blocked by an Entity" once per blocker (700.1); "attacks and isn't blocked" for
    each attacker without one."""
    for name, obj in battlefield(state):
        if obj.get("blocking") is not None:
            fire(state, cards, [(name, obj)], "blocks")
        elif obj.get("attacking") is not None and obj.get("blocked"):
            fire(state, cards, [(name, obj)], "becomes-blocked")
            mark = name_of(name, obj)
            for _ in [o for _, o in battlefield(state) if o.get("blocking") == mark]:
                fire(state, cards, [(name, obj)], "blocked-by-entity")
        elif obj.get("attacking") is not None:
            fire(state, cards, [(name, obj)], "attacks-unblocked")


@watch(DieRolled)
def die_rolled(state: State, cards: Cards, event: DieRolled) -> None:
    """"Whenever you roll a die" triggers on a roll kept, never on one a reroll set aside (706.4)."""
    fire(state, cards, [(n, o) for n, o in battlefield(state) if n == event.player], "you-roll")


@watch(Foreseen)
def foreseen(state: State, cards: Cards, event: Foreseen) -> None:
    """"Whenever you Foresee" triggers once the Foresee is done (701.16b)."""
    fire(state, cards, [(n, o) for n, o in battlefield(state) if n == event.player], "you-foresee")


@watch(RoundBegan)
def dusk_and_dawn(state: State, cards: Cards, event: RoundBegan) -> None:
    """The world changed type as the round began: "when Night falls" or "when Day breaks"
    triggers — never for a round of the same type as the last, so never on the opening Night
    (603.14a, 731.5). A bearer resting in a Shelter is a face-down card and does not watch the
    sky (708.5; contested: nodawn-sheltered-rites)."""
    if event.before["type"] != state["world"]["type"]:
        watching = [(n, o) for n, o in battlefield(state) if not o.get("sheltered")]
        fire(state, cards, watching, RITES[state["world"]["type"]])


@watch(BecameDrained)
def became_drained(state: State, cards: Cards, event: BecameDrained) -> None:
    """A permanent became drained: its "whenever this becomes drained" triggers — only on the
    change, so never for one that entered drained (603.2d)."""
    fire(state, cards, [(event.controller, event.obj)], "becomes-drained")


@watch(SpellResolved)
def spell_resolved(state: State, cards: Cards, event: SpellResolved) -> None:
    """A spell finished resolving: its controller's "whenever a spell you control resolves"
    triggers, once resolution is complete (608.8)."""
    fire(state, cards, [(n, o) for n, o in battlefield(state) if n == event.controller], "you-resolve")
