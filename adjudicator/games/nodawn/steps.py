"""The No Dawn step vocabulary (on top of the shared core in adjudicator/corpus/core_steps.py).

Phrases follow the rulebook's words: Master, Vitae, pool, Wrath, Corruption, the drop,
opening the vein, the world cycle's named rounds.
"""

from __future__ import annotations

import re
from typing import Any

from adjudicator.corpus.case import CaseBuilder, pointer
from adjudicator.corpus.vocabulary import Steps
from adjudicator.errors import CorpusError
from adjudicator.games.nodawn.state import TURN_STRUCTURE, WORLD_CYCLE, new_state, world
from adjudicator.games.nodawn.state import card_object as card_object  # GameSpec places cards with it

steps = Steps("nodawn")

METERS = {"vitae": "vitae", "wrath": "wrath", "corruption": "corruption"}
DEFAULT_MASTER = "Test Master"

_PHASES = {
    "first main phase": ("main1", None),
    "second main phase": ("main2", None),
    "replenish step": ("beginning", "replenish"),
    "upkeep": ("beginning", "upkeep"),
    "upkeep step": ("beginning", "upkeep"),
    "draw step": ("beginning", "draw"),
    "end step": ("ending", "end"),
    "cleanup step": ("ending", "cleanup"),
}
for _phase, _step in TURN_STRUCTURE:
    if _phase == "combat":
        _PHASES[f"{_step} step"] = (_phase, _step)


def phase_of(words: str) -> tuple[str, str | None]:
    if words not in _PHASES:
        raise CorpusError(f"unknown phase or step {words!r}; one of: {', '.join(_PHASES)}")
    return _PHASES[words]


def meter(word: str) -> str:
    key = METERS.get(word.lower())
    if key is None:
        raise CorpusError(f"unknown meter {word!r}; one of: Vitae, Wrath, Corruption")
    return key


def round_position(words: str) -> int:
    """'The Assault', 'Day 2' or 'Day 2, The Assault' → position in the world cycle (103.6)."""
    for i, (kind, name) in enumerate(WORLD_CYCLE):
        number = (i % 3) + 1
        label = f"{kind.capitalize()} {number}"
        if words in (name, label, f"{label}, {name}"):
            return i + 1
    names = ", ".join(f"{k.capitalize()} {(i % 3) + 1}, {n}" for i, (k, n) in enumerate(WORLD_CYCLE))
    raise CorpusError(f"unknown world round {words!r}; one of: {names}")


# -- Givens ----------------------------------------------------------------------------------
@steps.given(
    "a No Dawn duel between {first:player} and {second:player}",
    meaning="Starts a duel on Night 1, The Hunt (103.6): the first player is the starting player, "
    "in their first main phase with priority; both Masters are \"Test Master\", no Vitae in pools, "
    "no meters, empty zones, and no Haven in play (the lineage Havens of 103.2 are placed "
    "with \"each player's lineage Haven is ...\").",
    example="a No Dawn duel between Alice and Bob",
)
def given_duel(case: CaseBuilder, first: str, second: str) -> None:
    _open(case, [first, second])


@steps.given(
    "a No Dawn game between {first:player}, {second:player} and {third:player}",
    meaning="Starts a three-player free-for-all (806) on Night 1, The Hunt, in that turn order; "
    "otherwise as the duel.",
    example="a No Dawn game between Alice, Bob and Carol",
)
def given_multiplayer(case: CaseBuilder, first: str, second: str, third: str) -> None:
    _open(case, [first, second, third])


def _open(case: CaseBuilder, names: list[str]) -> None:
    """A game on Night 1 (103.6), every player with the kit's Test Master, in this turn order."""
    if len(set(names)) != len(names):
        raise CorpusError("each player needs a different name")
    master = case.card(DEFAULT_MASTER)
    case.start_state(new_state(names, [master] * len(names)))


@steps.given(
    "the world cycle stands at {round}",
    meaning="Sets the current round of the world cycle (500.9), by name or position.",
    example="the world cycle stands at Day 2, The Assault",
)
def given_round(case: CaseBuilder, round: str) -> None:  # noqa: A002
    case.board()["world"].update(world(round_position(round)))


@steps.given(
    "{player:player}'s Master is {card:card}",
    meaning="Sets the player's Master; Vitae and its cap become its Initial Vitae (103.4, 119.1).",
    example='Bob\'s Master is "Test Garethean Master"',
)
def given_master(case: CaseBuilder, player: str, card: str) -> None:
    definition = case.card(card)
    if definition["type"] != "Master":
        raise CorpusError(f"{card!r} is a {definition['type']}, not a Master")
    p = case.player(player)
    p.update(master=card, vitae=definition["initial_vitae"], vitae_cap=definition["initial_vitae"])


def _set_meter(case: CaseBuilder, player: str, n: int, word: str) -> None:
    key = meter(word)
    p = case.player(player)
    if key == "vitae" and n > p["vitae_cap"]:
        raise CorpusError(f"{player}'s Vitae cannot exceed the cap of {p['vitae_cap']} (119.1)")
    if key != "vitae" and n < 0:
        raise CorpusError(f"{word} cannot be negative")
    p[key] = n


@steps.given(
    "{player:player} has {n:int} {what:word}",
    meaning="Sets one of the player's meters: Vitae (the Master's), Wrath or Corruption.",
    example="Alice has 4 Wrath",
)
def given_meter(case: CaseBuilder, player: str, n: int, what: str) -> None:
    _set_meter(case, player, n, what)


@steps.given(
    "{player:player} has {n:int} {what:word} and {m:int} {other:word}",
    meaning="Sets two of the player's meters at once.",
    example="Alice has 4 Wrath and 0 Corruption",
)
def given_two_meters(case: CaseBuilder, player: str, n: int, what: str, m: int, other: str) -> None:
    _set_meter(case, player, n, what)
    _set_meter(case, player, m, other)


@steps.given(
    "{player:player}'s pool holds {n:int} {tag:word} Vitae",
    meaning="Puts Vitae in the player's pool: 'generic' or a source tag such as Sacred (106.3).",
    example="Alice's pool holds 2 generic Vitae",
)
def given_pool(case: CaseBuilder, player: str, n: int, tag: str) -> None:
    if n < 0:
        raise CorpusError("a pool cannot hold negative Vitae")
    pool = case.player(player)["pool"]
    if n:
        pool[tag] = n
    else:
        pool.pop(tag, None)


@steps.given(
    "{player:player} has already spent {n:int} Master Vitae this turn",
    meaning="Sets the turn's tally of Master Vitae spent, which the Wrath tax counts (118.6).",
    example="Alice has already spent 2 Master Vitae this turn",
)
def given_spent(case: CaseBuilder, player: str, n: int) -> None:
    case.player(player)["master_vitae_spent"] = n


@steps.given(
    "{player:player} has already made the drop this turn",
    meaning="The player's one drop of the turn is spent (505.4d).",
    example="Alice has already made the drop this turn",
)
def given_dropped(case: CaseBuilder, player: str) -> None:
    case.player(player)["dropped"] = True


def _controls(case: CaseBuilder, player: str, card: str) -> dict:
    definition = case.card(card)
    obj = case.game.card_object(definition, "battlefield", player)
    case.player(player)["zones"]["battlefield"].append(obj)
    return obj


@steps.given(
    "{player:player} controls {names:cards}",
    meaning="Puts permanents onto the player's battlefield: undrained, settled, no counters.",
    example='Alice controls "Iron Column"',
)
def given_controls(case: CaseBuilder, player: str, names: list[str]) -> None:
    for name in names:
        _controls(case, player, name)


@steps.given(
    "{player:player} controls {card:card} with {n:int} {what}",
    meaning="A permanent already marked: 'damage' (damage counters on an Entity or a Haven, "
    "120.3b, 120.3d), 'Vigor' (a Companion's Vigor counters, 306.3) or 'growth counters' "
    "(on an Entity, 122.2d) or 'decay counters' (on an Entity, 702.41a).",
    example='Alice controls "Iron Column" with 4 damage',
)
def given_controls_marked(case: CaseBuilder, player: str, card: str, n: int, what: str) -> None:
    if n < 0:
        raise CorpusError(f"{what} cannot be negative")
    definition = case.card(card)
    kind = definition["type"]
    obj = _controls(case, player, card)
    if what == "damage" and kind in ("Entity", "Haven"):
        obj["damage"] = n
    elif what == "Vigor" and kind == "Companion":
        obj["counters"].pop("vigor", None)
        if n:
            obj["counters"]["vigor"] = n  # 306.3
    elif what in ("growth counter", "growth counters") and kind == "Entity":
        if n:
            obj["counters"]["growth"] = n
    elif what in ("decay counter", "decay counters") and kind == "Entity":
        if n:
            obj["counters"]["decay"] = n  # 702.41a
    else:
        raise CorpusError(f"a {kind} cannot be given {what!r}: say damage (Entity, Haven), Vigor "
                          "(Companion) or growth counters (Entity)")


@steps.given(
    "{player:player} controls a newly turned {card:card}",
    meaning="An Entity that entered under the player's control this turn (110.5d).",
    example='Alice controls a newly turned "Lauds Cantor"',
)
def given_controls_new(case: CaseBuilder, player: str, card: str) -> None:
    obj = _controls(case, player, card)
    if "newly_turned" not in obj:
        raise CorpusError(f"{card!r} is not an Entity; only Entities are newly turned (110.5d)")
    obj["newly_turned"] = True


@steps.given(
    "{player:player} controls a drained {card:card}",
    meaning="A permanent that has already been drained (110.5b).",
    example='Alice controls a drained "Lauds Cantor"',
)
def given_controls_drained(case: CaseBuilder, player: str, card: str) -> None:
    _controls(case, player, card)["drained"] = True


@steps.given(
    "it is {player:player}'s {phase} of turn {n:int}",
    meaning="Sets whose turn it is, which of their turns (1 = their first), and the phase or step; "
    "the active player holds priority.",
    example="it is Bob's end step of turn 1",
)
def given_turn(case: CaseBuilder, player: str, phase: str, n: int) -> None:
    state = case.board()
    p = case.player(player)
    stage, step = phase_of(phase)
    state["turn"].update(active=player, phase=stage, step=step, priority=player, passed=[])
    if stage == "combat":  # the step has just begun: its declaration, if any, is still to be made
        declaring = {"declare attackers": "attackers"}.get(step or "")
        state["combat"] = {"declaring": declaring, "attacked": False, "damage_step": None}
    else:
        state.pop("combat", None)
    p["turns"] = n
    order = state["turn_order"]
    for other in order[: order.index(player)]:
        state["players"][other]["turns"] = max(state["players"][other]["turns"], n)


# -- Givens and Thens: the world cycle, sheltering and refuges (103.2, 514.4, 503.3) ---------
def _place_lineage_haven(case: CaseBuilder, player: str, card: str) -> None:
    definition = case.card(card)
    if definition["type"] != "Haven" or definition.get("class") == "Estate":
        raise CorpusError(f"{card!r} is not a lineage Haven: a Haven that is not an Estate (103.2, "
                          "210.7)")
    _controls(case, player, card)  # 103.2a: whole, its cost unpaid


@steps.given(
    "{player:player}'s lineage Haven is {card:card}",
    meaning="The player's lineage Haven stands in play from before the first turn, whole, its "
    "cost unpaid (103.2, 103.2a); it holds the Master's seat (310.8a).",
    example='Alice\'s lineage Haven is "The Counting-House Dark"',
)
def given_lineage_haven(case: CaseBuilder, player: str, card: str) -> None:
    _place_lineage_haven(case, player, card)


@steps.given(
    "each player's lineage Haven is {card:card}",
    meaning="Every player's lineage Haven is a copy of that Haven, in play from the start (103.2).",
    example='each player\'s lineage Haven is "Test Haven"',
)
def given_lineage_havens(case: CaseBuilder, card: str) -> None:
    for player in case.board()["turn_order"]:
        _place_lineage_haven(case, player, card)


def _haven_of(case: CaseBuilder, player: str, haven: str) -> None:
    definition = case.card(haven)
    if definition["type"] != "Haven":
        raise CorpusError(f"{haven!r} is a {definition['type']}, not a Haven")
    if not any(o["card"] == haven for o in case.player(player)["zones"]["battlefield"]):
        raise CorpusError(f"{player} controls no {haven!r} to shelter in; place it first")


@steps.given(
    "{player:player}'s Master shelters in {card:card}",
    meaning="The Master rests in that Haven, its refuge, as it does from sunrise to the first "
    "Night upkeep (514.4a, 310.8).",
    example='Bob\'s Master shelters in "Test Haven"',
)
def given_refuge(case: CaseBuilder, player: str, card: str) -> None:
    _haven_of(case, player, card)
    case.player(player)["refuge"] = card


@steps.given(
    "{player:player}'s {card:card} shelters in {haven:card}",
    meaning="The permanent last placed with that name rests in that Haven of its controller's: "
    "sheltered, outside combat, taking no actions (110.5e, 514.4g).",
    example='Alice\'s "Duskcaller Shaman" shelters in "Test Haven"',
)
def given_sheltered(case: CaseBuilder, player: str, card: str, haven: str) -> None:
    _haven_of(case, player, haven)
    mine = [o for o in case.player(player)["zones"]["battlefield"]
            if o["card"] == card and not o.get("sheltered")]
    if not mine:
        raise CorpusError(f"{player} controls no {card!r} in the open to shelter; place it first")
    if case.card(card)["type"] == "Haven":
        raise CorpusError("a Haven does not shelter (408.2)")
    mine[-1]["sheltered"] = haven


@steps.given(
    "{player:player} will take refuge in {card:card}",
    meaning="Pins the Haven the player's Master picks as its refuge at sunrise (decision "
    "\"refuge\", 514.4a).",
    example='Alice will take refuge in "The Counting-House Dark"',
)
def given_refuge_choice(case: CaseBuilder, player: str, card: str) -> None:
    case.card(card)
    case.choose("refuge", case.known_player(player), card)


_ASSIGNMENT = re.compile(r'"([^"]+)" in "([^"]+)"')


@steps.given(
    "{player:player} will shelter {assignments}",
    meaning="Pins which night Entities the player saves at sunrise and the Haven each takes a "
    "Room in (decision \"shelter\", 514.4c, 514.4d); the others die.",
    example='Alice will shelter "Duskcaller Shaman" in "Test Haven" and "Test Night Prowler" in '
    '"Test Haven"',
)
def given_shelter_choice(case: CaseBuilder, player: str, assignments: str) -> None:
    pairs = _ASSIGNMENT.findall(assignments)
    rest = _ASSIGNMENT.sub("", assignments).replace(",", " ").replace(" and ", " ").strip()
    if not pairs or rest:
        raise CorpusError('say each Entity and its Haven as "<Entity>" in "<Haven>", joined by '
                          "commas and 'and'")
    for entity, haven in pairs:
        case.card(entity)
        case.card(haven)
    case.choose("shelter", case.known_player(player), [f"{e} in {h}" for e, h in pairs])


@steps.given(
    "{player:player} will pay to bring back {names:cards}",
    meaning="Pins which sheltered night Entities a player who cannot pay for all of them pays 1 "
    "Vitae each to bring back at nightfall (decision \"return\", 503.3b, 503.3d).",
    example='Alice will pay to bring back "Duskcaller Shaman"',
)
def given_return_choice(case: CaseBuilder, player: str, names: list[str]) -> None:
    for name in names:
        case.card(name)
    case.choose("return", case.known_player(player), list(names))


@steps.then(
    "{player:player}'s Master shelters in {card:card}",
    meaning="The player's Master rests in that Haven, its refuge (514.4a).",
    example='Alice\'s Master shelters in "Test Haven"',
)
def then_refuge(case: CaseBuilder, player: str, card: str) -> None:
    case.expect(pointer("players", case.known_player(player), "refuge"), equals=card)


@steps.then(
    "{player:player}'s Master is not sheltered",
    meaning="The player's Master has no refuge: it is afield (503.3a) or found none (514.4a).",
    example="Alice's Master is not sheltered",
)
def then_no_refuge(case: CaseBuilder, player: str) -> None:
    case.expect(pointer("players", case.known_player(player), "refuge"), equals=None)


@steps.then(
    "{player:player}'s {card:card} shelters in {haven:card}",
    meaning="The permanent rests in that Haven, sheltered (110.5e, 514.4).",
    example='Alice\'s "Duskcaller Shaman" shelters in "Test Haven"',
)
def then_sheltered(case: CaseBuilder, player: str, card: str, haven: str) -> None:
    path = pointer("players", case.known_player(player), "zones", "battlefield")
    case.expect(path, where={"card": card}, has={"sheltered": haven})


@steps.then(
    "{player:player}'s {card:card} is not sheltered",
    meaning="The permanent stands in the open on the battlefield (514.4f, 503.3, 506.5a).",
    example='Alice\'s "Lauds Cantor" is not sheltered',
)
def then_afield(case: CaseBuilder, player: str, card: str) -> None:
    path = pointer("players", case.known_player(player), "zones", "battlefield")
    case.expect(path, where={"card": card}, has={"sheltered": None})


# -- Whens ------------------------------------------------------------------------------------
def _cast(case: CaseBuilder, player: str, card: str, from_master: int = 0, **announced: Any) -> None:
    case.card(card)
    case.known_player(player)
    action = {"type": "cast", "player": player, "card": card}
    if from_master:
        action["from_master"] = from_master
    action.update(announced)  # 601.2b: Recall, Tribute, Muster, Despoil (cost_keywords.py)
    case.act(action)


@steps.when(
    "{player:player} casts {card:card}",
    meaning="Casts the card from hand, paying its Vitae from the pool (601.2).",
    example='Alice casts "Test Caprice ▷+3"',
)
def when_cast(case: CaseBuilder, player: str, card: str) -> None:
    _cast(case, player, card)


@steps.when(
    "{player:player} casts {card:card} paying {n:int} from the vein",
    meaning="Casts the card, paying that much of its Vitae cost from the Master's Vitae "
    "(opening the vein, 106.5b) and the rest from the pool.",
    example='Alice casts "Test Rite 2" paying 2 from the vein',
)
def when_cast_vein(case: CaseBuilder, player: str, card: str, n: int) -> None:
    _cast(case, player, card, n)


@steps.when(
    "{player:player} casts {card:card} targeting {target}",
    meaning="Casts the card with its target pinned: a player's name for their Master, "
    "'<player>'s \"<card>\"' for a permanent or a spell on the stack, '<player>'s seal' for "
    "the announcement of that player's drop (601.2c, 405.6c).",
    example='Alice casts "Test Bolt 3" targeting Bob\'s "Iron Column"',
)
def when_cast_target(case: CaseBuilder, player: str, card: str, target: str) -> None:
    case.choose("target", player, target_name(target))
    _cast(case, player, card)


@steps.when(
    "{player:player} casts {card:card} paying {n:int} from the vein, targeting {target}",
    meaning="Casts the card with its target pinned, paying that much of its Vitae cost from the "
    "Master's Vitae and the rest from the pool (106.5b, 601.2c).",
    example='Bob casts "Sacramental Fire" paying 3 from the vein, targeting Alice\'s "Iron Column"',
)
def when_cast_vein_target(case: CaseBuilder, player: str, card: str, n: int, target: str) -> None:
    case.choose("target", player, target_name(target))
    _cast(case, player, card, n)


@steps.when(
    "{player:player} casts {card:card} from {whose:word} Spoils for its Recall cost",
    meaning="Casts the card from the player's Spoils, paying its Recall cost from the pool instead "
    "of its printed cost; it goes to the Void as it leaves the stack (702.20a, 601.9).",
    example='Alice casts "Test Echo Insight" from her Spoils for its Recall cost',
)
def when_cast_recall(case: CaseBuilder, player: str, card: str, whose: str) -> None:
    _cast(case, player, card, recall=True)


@steps.when(
    "{player:player} casts {card:card} paying its Tribute",
    meaning="Casts the card and pays its Tribute as well: the spell gets its rider as it resolves "
    "(702.25a, 601.7).",
    example='Alice casts "Gilded Emissary" paying its Tribute',
)
def when_cast_tribute(case: CaseBuilder, player: str, card: str) -> None:
    _cast(case, player, card, tribute=True)


@steps.when(
    "{player:player} casts {card:card} paying its synthesis cost",
    meaning="Casts a Backlash card paying its synthesis cost as well, so its backfire is not "
    "incurred (702.36a, 601.8).",
    example='Alice casts "Test Backlash Draw" paying its synthesis cost',
)
def when_cast_synthesis(case: CaseBuilder, player: str, card: str) -> None:
    _cast(case, player, card, synthesis=True)


@steps.when(
    "{player:player} casts {card:card} mustering {names:cards}",
    meaning="Casts the card, draining those undrained Entities of the player's in place of as many "
    "generic Vitae of its cost (Muster, 702.26a); the rest comes from the pool.",
    example='Alice casts "Iron Column" mustering "Test Wretch", "Test Thrall" and "Test Brute 4/4"',
)
def when_cast_muster(case: CaseBuilder, player: str, card: str, names: list[str]) -> None:
    for name in names:
        case.card(name)
    _cast(case, player, card, muster=names)


@steps.when(
    "{player:player} casts {card:card} despoiling {names:cards}",
    meaning="Casts the card, banishing those cards from the player's Spoils to the Void in place of "
    "as many generic Vitae of its cost (Despoil, 702.23a); the rest comes from the pool.",
    example='Alice casts "Sell the Bones" despoiling "Test Wretch", "Test Thrall" and "Test Filler"',
)
def when_cast_despoil(case: CaseBuilder, player: str, card: str, names: list[str]) -> None:
    for name in names:
        case.card(name)
    _cast(case, player, card, despoil=names)


def target_name(words: str) -> str:
    """'Bob' or "Bob's Master" → 'Bob'; 'Bob's "Iron Column"' → "Bob's Iron Column";
    "Bob's seal" → the announcement of Bob's drop on the stack."""
    words = words.strip()
    if words.endswith("'s Master"):
        return words[: -len("'s Master")]
    if "'s \"" in words and words.endswith('"'):
        owner, _, card = words.partition("'s \"")
        return f"{owner}'s {card[:-1]}"
    return words


@steps.when(
    "{player:player} seals {names:cards} into the Pit",
    meaning="Announces the drop: those cards from hand, sealed as one batch (106.5a, 116.2a).",
    example='Alice seals "Slip the Knife" and "Siege-Ladder Serjeant" into the Pit',
)
def when_drop(case: CaseBuilder, player: str, names: list[str]) -> None:
    for name in names:
        case.card(name)
    case.act({"type": "drop", "player": case.known_player(player), "cards": names})


@steps.when(
    "{player:player} drains {card:card} for Vitae",
    meaning="Drains an Entity the player controls as a field source (106.5c).",
    example='Alice drains "Lauds Cantor" for Vitae',
)
def when_drain(case: CaseBuilder, player: str, card: str) -> None:
    case.card(card)
    case.act({"type": "drain", "player": case.known_player(player), "card": card})


@steps.when(
    "{player:player} sacrifices {card:card} for Vitae",
    meaning="Sacrifices an Entity the player controls as a field source (106.5c).",
    example='Alice sacrifices "Lauds Cantor" for Vitae',
)
def when_sacrifice(case: CaseBuilder, player: str, card: str) -> None:
    case.card(card)
    case.act({"type": "sacrifice", "player": case.known_player(player), "card": card})


@steps.when(
    "{player:player} passes",
    meaning="The player passes priority (117.3b).",
    example="Bob passes",
)
def when_pass(case: CaseBuilder, player: str) -> None:
    case.act({"type": "pass", "player": case.known_player(player)})


@steps.when(
    "{first:player} and {second:player} pass in turn",
    meaning="Two passes in succession, the first player first (117.4): the top of the stack "
    "resolves, or an empty stack ends the step.",
    example="Alice and Bob pass in turn",
)
def when_both_pass(case: CaseBuilder, first: str, second: str) -> None:
    when_pass(case, first)
    when_pass(case, second)


@steps.when(
    "{player:player} concedes",
    meaning="The player concedes (104.3a).",
    example="Bob concedes",
)
def when_concede(case: CaseBuilder, player: str) -> None:
    case.act({"type": "concede", "player": case.known_player(player)})


@steps.when(
    "the game advances to {player:player}'s {phase}",
    meaning="Every player passes, in turn, until that player's phase or step is reached; the "
    "turn-based actions and state checks on the way happen as the rules say.",
    example="the game advances to Bob's upkeep",
)
def when_advance(case: CaseBuilder, player: str, phase: str) -> None:
    stage, step = phase_of(phase)
    case.act({"type": "advance", "to": {"player": case.known_player(player), "phase": stage,
                                        "step": step}})


def _activate(case: CaseBuilder, player: str, card: str, from_master: int = 0,
              target: str | None = None) -> None:
    case.card(card)
    case.known_player(player)
    if target is not None:
        case.choose("target", player, target_name(target))
    action: dict = {"type": "activate", "player": player, "card": card}
    if from_master:
        action["from_master"] = from_master
    case.act(action)


@steps.given(
    "{player:player} will foresee {placements}",
    meaning="Pins where the player puts each card they Foresee (decision 'foresee', 701.16a): "
    "'\"<card>\" on top' or '\"<card>\" on the bottom', joined by commas or 'and'; those on top "
    "listed from the top down, those on the bottom likewise.",
    example='Alice will foresee "Test Bolt 3" on top and "Test Filler" on the bottom',
)
def given_foresee(case: CaseBuilder, player: str, placements: str) -> None:
    found = re.findall(r'"([^"]+)" (on top|on the bottom)', placements)
    if not found:
        raise CorpusError(f"say where each card goes, '\"<card>\" on top' or on the bottom: "
                          f"{placements!r}")
    for card, _ in found:
        case.card(card)
    case.choose("foresee", case.known_player(player), [f"{card} {where}" for card, where in found])


@steps.when(
    "{player:player} bleeds {card:card}",
    meaning="Activates the Bleed ability of a card in the player's hand, paying its Vitae from the "
    "pool and discarding the card as the cost; it draws a card as it resolves (702.21a).",
    example='Alice bleeds "Test Bleeding Page"',
)
def when_bleed(case: CaseBuilder, player: str, card: str) -> None:
    _activate(case, player, card)


@steps.when(
    "{player:player} activates {card:card}",
    meaning="Activates the activated ability of a permanent the player controls, paying its cost "
    "from the pool (602.3).",
    example='Alice activates "Test Scribe Lamp"',
)
def when_activate(case: CaseBuilder, player: str, card: str) -> None:
    _activate(case, player, card)


@steps.when(
    "{player:player} activates {card:card} targeting {target}",
    meaning="Activates the ability with its target pinned, named as in the cast phrase (602.3, 601.2c).",
    example='Alice activates "Test Noble Pinger" targeting Bob',
)
def when_activate_target(case: CaseBuilder, player: str, card: str, target: str) -> None:
    _activate(case, player, card, target=target)


@steps.when(
    "{player:player} activates {card:card} paying {n:int} from the vein, targeting {target}",
    meaning="Activates the ability with its target pinned, paying that much of its Vitae cost from "
    "the Master's Vitae (602.3, 601.2h).",
    example='Alice activates "Test Noble Pinger" paying 1 from the vein, targeting Bob',
)
def when_activate_vein_target(case: CaseBuilder, player: str, card: str, n: int, target: str) -> None:
    _activate(case, player, card, n, target)


@steps.given(
    "{player:player} will {choice:word} the Toll",
    meaning="Pins the answer to a Toll (702.14a), decision 'toll': 'pay' its cost or 'decline' "
    "and let the spell or ability be countered.",
    example="Alice will pay the Toll",
)
def given_toll(case: CaseBuilder, player: str, choice: str) -> None:
    if choice not in ("pay", "decline"):
        raise CorpusError(f"a Toll is paid or declined, not {choice!r}")
    case.choose("toll", case.known_player(player), choice)


@steps.given(
    "{player:player} will put the triggered abilities of {names:cards} on the stack in that order",
    meaning="Pins the order in which the player puts their own waiting triggered abilities on the "
    "stack (603.3), decision 'trigger-order': the first named goes lowest, the last resolves first.",
    example='Alice will put the triggered abilities of "Test Martyr" and "Test Mourner" on the stack '
    "in that order",
)
def given_trigger_order(case: CaseBuilder, player: str, names: list[str]) -> None:
    for name in names:
        case.card(name)
    case.choose("trigger-order", case.known_player(player), [f"{player}'s {n}" for n in names])


@steps.given(
    "{player:player} will target {target} with {card:card}'s triggered ability",
    meaning="Pins the target of a triggered ability, chosen as it is put on the stack (603.3).",
    example='Alice will target Bob with "Test Bell Ringer"\'s triggered ability',
)
def given_trigger_target(case: CaseBuilder, player: str, target: str, card: str) -> None:
    case.card(card)
    case.choose("target", case.known_player(player), target_name(target))


def _target_or_player(words: str) -> str:
    """An attack's target as the engine names it: 'Bob' or "Bob's Master" for the Master,
    'Bob's "Test Haven"' for a permanent (506.3)."""
    return target_name(words)


@steps.when(
    "{player:player} attacks {target} with {names:cards}",
    meaning="Declares attacks as the declare attackers step begins (508.1): each named Entity the "
    "player controls attacks the target — an opponent's name for their Master, or "
    '\'<player>\'s "<card>"\' for an opponent\'s Entity, Haven or Companion (506.3). Attacking drains '
    "an Entity without Vigilance (508.1e). Several such steps before anyone acts with priority "
    "make one declaration.",
    example='Alice attacks Bob with "Black Company Pikeman"',
)
def when_attack(case: CaseBuilder, player: str, target: str, names: list[str]) -> None:
    for name in names:
        case.card(name)
    aim = _target_or_player(target)
    case.act({"type": "attack", "player": case.known_player(player),
              "attacks": [{"attacker": n, "target": aim} for n in names]})


@steps.when(
    "{player:player} declares attacks",
    meaning="Declares several attacks at once (508.1), one row per attacking Entity: its name "
    "and its target, written as in the attack phrase.",
    example="Alice declares attacks",
    table="| attacker | target |",
)
def when_attack_table(case: CaseBuilder, player: str, table: tuple[tuple[str, ...], ...]) -> None:
    attacks = []
    for row in _rows(table, ("attacker", "target")):
        case.card(row["attacker"])
        attacks.append({"attacker": row["attacker"], "target": _target_or_player(row["target"])})
    case.act({"type": "attack", "player": case.known_player(player), "attacks": attacks})


@steps.when(
    "{player:player} blocks {attacker:card} with {names:cards}",
    meaning="Declares blocks as the declare blockers step begins (509.1): each named Entity the "
    "defending player controls blocks that attacking Entity. A drained blocker takes 1 damage "
    "counter as it is declared (509.1c).",
    example='Bob blocks "Gilded Emissary" with "Black Company Pikeman"',
)
def when_block(case: CaseBuilder, player: str, attacker: str, names: list[str]) -> None:
    case.card(attacker)
    for name in names:
        case.card(name)
    case.act({"type": "block", "player": case.known_player(player),
              "blocks": [{"blocker": n, "attacker": attacker} for n in names]})


@steps.when(
    "{player:player} declares blocks",
    meaning="Declares several blocks at once (509.1), one row per blocking Entity: its name and "
    "the name of the attacking Entity it blocks.",
    example="Bob declares blocks",
    table="| blocker | attacker |",
)
def when_block_table(case: CaseBuilder, player: str, table: tuple[tuple[str, ...], ...]) -> None:
    blocks = []
    for row in _rows(table, ("blocker", "attacker")):
        row["attacker"] = row["attacker"].strip('"')
        case.card(row["blocker"])
        case.card(row["attacker"])
        blocks.append({"blocker": row["blocker"], "attacker": row["attacker"]})
    case.act({"type": "block", "player": case.known_player(player), "blocks": blocks})


def _rows(table: tuple[tuple[str, ...], ...], columns: tuple[str, str]) -> list[dict[str, str]]:
    """A data table with a header row naming exactly these columns; card names may be quoted."""
    if not table or [c.strip().lower() for c in table[0]] != list(columns):
        raise CorpusError(f"the table needs a header row | {' | '.join(columns)} |")
    rows = [dict(zip(columns, (c.strip() for c in r), strict=True)) for r in table[1:]]
    for row in rows:  # the first column names a card, quoted or not
        first = row[columns[0]]
        if len(first) > 1 and first[0] == first[-1] == '"':
            row[columns[0]] = first[1:-1]
    if not rows:
        raise CorpusError("the table needs at least one row under its header")
    return rows


@steps.given(
    "{player:player} will assign {card:card}'s combat damage as {points}",
    meaning="Pins the division of an Entity's combat damage (510.2c–f), decision 'combat-damage': "
    "amounts and recipients in the damage order, e.g. '1 to Bob\'s \"A\" and 2 to Bob\'s \"B\"'; "
    "a player's name is their Master.",
    example='Alice will assign "Gilded Emissary"\'s combat damage as 1 to Bob\'s "Test Wretch" and '
    '2 to Bob\'s "Test Thrall"',
)
def given_damage_split(case: CaseBuilder, player: str, card: str, points: str) -> None:
    case.card(card)
    answer: list[str] = []
    for part in re.split(r",\s*(?:and\s+)?|\s+and\s+", points.strip()):
        m = re.fullmatch(r"(\d+) to (.+)", part.strip())
        if not m:
            raise CorpusError(f"cannot read {part!r}: write '<amount> to <recipient>'")
        answer += [target_name(m.group(2))] * int(m.group(1))
    case.choose("combat-damage", case.known_player(player), answer)


# -- Thens ------------------------------------------------------------------------------------
@steps.then(
    "{player:player} has {n:int} {what:word}",
    meaning="One of the player's meters: Vitae (the Master's), Wrath or Corruption.",
    example="Alice has 2 Wrath",
)
def then_meter(case: CaseBuilder, player: str, n: int, what: str) -> None:
    case.expect(pointer("players", case.known_player(player), meter(what)), equals=n)


@steps.then(
    "{player:player} has {n:int} {what:word} and {m:int} {other:word}",
    meaning="Two of the player's meters.",
    example="Alice has 2 Wrath and 1 Corruption",
)
def then_two_meters(case: CaseBuilder, player: str, n: int, what: str, m: int, other: str) -> None:
    then_meter(case, player, n, what)
    then_meter(case, player, m, other)


@steps.then(
    "{player:player}'s pool holds {n:int} {tag:word} Vitae",
    meaning="Vitae of one tag in the player's pool ('generic' for untagged).",
    example="Alice's pool holds 1 Sacred Vitae",
)
def then_pool(case: CaseBuilder, player: str, n: int, tag: str) -> None:
    path = pointer("players", case.known_player(player), "pool", tag)
    case.expect(path, equals=n, default=0)


@steps.then(
    "{player:player}'s pool holds no Vitae",
    meaning="The player's pool holds no Vitae of any tag.",
    example="Alice's pool holds no Vitae",
)
def then_pool_empty(case: CaseBuilder, player: str) -> None:
    case.expect(pointer("players", case.known_player(player), "pool"), equals={})


_STATS = {"damage": "damage", "Attack": "attack", "Vigor": "vigor", "Defense": "defense"}


@steps.then(
    "{player:player}'s {card:card} has {n:int} {what}",
    meaning="A permanent's damage counters (120.3b), growth, Corruption or decay counters (122.2d, "
    "702.40a, 702.41a) or current "
    "Attack, Vigor or Defense after counters and damage (302.4c, 120.3c, 120.3d).",
    example='Alice\'s "Iron Column" has 4 damage',
)
def then_marked(case: CaseBuilder, player: str, card: str, n: int, what: str) -> None:
    path = pointer("players", case.known_player(player), "zones", "battlefield")
    if what in _STATS:
        case.expect(path, where={"card": card}, has={_STATS[what]: n})
    elif what in ("growth counter", "growth counters"):
        case.expect(path, where={"card": card}, has={"counters": {"growth": n} if n else {}})
    elif what in ("Corruption counter", "Corruption counters"):
        case.expect(path, where={"card": card}, has={"counters": {"corruption": n} if n else {}})
    elif what in ("decay counter", "decay counters"):
        case.expect(path, where={"card": card}, has={"counters": {"decay": n} if n else {}})
    else:
        raise CorpusError(f"unknown quantity {what!r}; one of: {', '.join(_STATS)}, growth counters")


_STATUSES = {"drained": {"drained": True}, "undrained": {"drained": False},
             "blocked": {"blocked": True}, "unblocked": {"blocked": False}}


@steps.then(
    "{player:player}'s {card:card} is {status:word}",
    meaning="A permanent's drained status, drained or undrained (110.5b); or an attacking "
    "Entity's block status, blocked or unblocked (509.1g).",
    example='Alice\'s "Lauds Cantor" is drained',
)
def then_drained(case: CaseBuilder, player: str, card: str, status: str) -> None:
    if status not in _STATUSES:
        raise CorpusError(f"status {status!r}: say drained, undrained, blocked or unblocked")
    path = pointer("players", case.known_player(player), "zones", "battlefield")
    case.expect(path, where={"card": card}, has=_STATUSES[status])


@steps.then(
    "{player:player}'s {card:card} is attacking {target}",
    meaning="The Entity is attacking that target: a player's name for their Master, or "
    '\'<player>\'s "<card>"\' (508.1g).',
    example='Alice\'s "Black Company Pikeman" is attacking Bob',
)
def then_attacking(case: CaseBuilder, player: str, card: str, target: str) -> None:
    path = pointer("players", case.known_player(player), "zones", "battlefield")
    case.expect(path, where={"card": card}, has={"attacking": _target_or_player(target)})


@steps.then(
    "{player:player}'s {card:card} is blocking {attacker}",
    meaning="The Entity is blocking that attacker, named '<player>\'s \"<card>\"' (509.1g).",
    example='Bob\'s "Test Thrall" is blocking Alice\'s "Gilded Emissary"',
)
def then_blocking(case: CaseBuilder, player: str, card: str, attacker: str) -> None:
    path = pointer("players", case.known_player(player), "zones", "battlefield")
    case.expect(path, where={"card": card}, has={"blocking": target_name(attacker)})


@steps.then(
    "{player:player}'s {card:card} is not in combat",
    meaning="The Entity is neither attacking nor blocking (506.6, 511.3).",
    example='Alice\'s "Black Company Pikeman" is not in combat',
)
def then_out_of_combat(case: CaseBuilder, player: str, card: str) -> None:
    path = pointer("players", case.known_player(player), "zones", "battlefield")
    case.expect(path, where={"card": card}, has={"attacking": None, "blocking": None})


@steps.then(
    "{player:player} controls {card:card}",
    meaning="The permanent is on the player's battlefield.",
    example='Alice controls "Iron Column"',
)
def then_controls(case: CaseBuilder, player: str, card: str) -> None:
    path = pointer("players", case.known_player(player), "zones", "battlefield")
    case.expect(path, contains=[card])


@steps.then(
    "{player:player} no longer controls {card:card}",
    meaning="The permanent is not on the player's battlefield.",
    example='Alice no longer controls "Iron Column"',
)
def then_not_controls(case: CaseBuilder, player: str, card: str) -> None:
    path = pointer("players", case.known_player(player), "zones", "battlefield")
    case.expect(path, lacks=[card])


@steps.then(
    "it is {player:player}'s {phase}",
    meaning="Whose turn it is and which phase or step the game is in.",
    example="it is Bob's upkeep",
)
def then_turn(case: CaseBuilder, player: str, phase: str) -> None:
    stage, step = phase_of(phase)
    case.expect("/turn/active", equals=case.known_player(player))
    case.expect("/turn/phase", equals=stage)
    case.expect("/turn/step", equals=step)


@steps.then(
    "the world cycle stands at {round}",
    meaning="The current round of the world cycle (500.9).",
    example="the world cycle stands at Night 1, The Hunt",
)
def then_round(case: CaseBuilder, round: str) -> None:  # noqa: A002
    case.expect("/world/name", equals=WORLD_CYCLE[round_position(round) - 1][1])


@steps.then(
    "the stack holds {names:cards}",
    meaning="The objects on the stack, bottom first (405).",
    example='the stack holds "Test Rite 2"',
)
def then_stack(case: CaseBuilder, names: list[str]) -> None:
    case.expect("/zones/stack", cards=names)


@steps.then(
    "the stack is empty",
    meaning="Nothing is waiting to resolve.",
    example="the stack is empty",
)
def then_stack_empty(case: CaseBuilder) -> None:
    case.expect("/zones/stack", count=0)
