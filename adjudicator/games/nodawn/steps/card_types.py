"""Steps of the card types with holdings of their own (section 3): Traps set in a Haven's Wards
and sprung against an attack (307, 509.2), Powers Set in the Master's Power slot and Fired (304)."""

from __future__ import annotations

from adjudicator.corpus.case import CaseBuilder, pointer
from adjudicator.corpus.vocabulary import Steps
from adjudicator.errors import CorpusError
from adjudicator.games.nodawn.steps.common import labels, named, target_name

steps = Steps("nodawn")


@steps.given(
    "{player:player} has set {card:card} in the Wards of {haven:card}",
    meaning="A Trap lies face down in a Ward slot of that Haven of the player's — named by its "
    "card name, or by its label to tell it from another of the same name — set on an earlier "
    "turn (307.3, 307.3a, 408.3).",
    example='Bob has set "Test Snare 3" in the Wards of "Test Haven"',
)
def given_set_trap(case: CaseBuilder, player: str, card: str, haven: str) -> None:
    if case.card(card)["type"] != "Trap":
        raise CorpusError(f"{card!r} is not a Trap; only Traps are set in Wards (307.3)")
    labelled = labels(case).get(haven)
    if case.card(labelled["card"] if labelled else named(case, haven))["type"] != "Haven":
        raise CorpusError(f"{haven!r} is not a Haven; Traps are set in a Haven's Wards (307.3)")
    case.player(player).setdefault("wards", []).append({"card": card, "haven": haven, "revealed": False})


@steps.when(
    "{player:player} sets {card:card} in the Wards of {haven:card}",
    meaning="Sets a Trap from hand face down into an empty Ward slot of that Haven of the "
    "player's, paying its Vitae cost from the pool; the setting is announced on the stack (307.3).",
    example='Alice sets "Test Snare 3" in the Wards of "Test Haven"',
)
def when_set_trap(case: CaseBuilder, player: str, card: str, haven: str) -> None:
    case.card(card)
    case.act({"type": "set-trap", "player": case.known_player(player), "card": card, "haven": haven})


@steps.when(
    "{player:player} springs {card:card} against {attacker:card}",
    meaning="The defending player springs a Trap set in the Wards of the Haven that Entity "
    "attacks; it does what it says at once, without the stack, before any damage (307.4, 509.2).",
    example='Bob springs "Test Snare 3" against "Gilded Emissary"',
)
def when_spring(case: CaseBuilder, player: str, card: str, attacker: str) -> None:
    case.act({"type": "spring", "player": case.known_player(player), "card": card,
              "attacker": attacker})


@steps.then(
    "{player:player}'s {card:card} is set in {haven:card}",
    meaning="The Trap lies face down in a Ward slot of that Haven of the player's (307.3a).",
    example='Bob\'s "Test Snare 3" is set in "Test Haven"',
)
def then_set_in(case: CaseBuilder, player: str, card: str, haven: str) -> None:
    case.expect(pointer("players", case.known_player(player), "wards"), where={"card": card},
                has={"haven": haven})


@steps.then(
    "{player:player} has no Trap set",
    meaning="None of the player's Havens holds a set Trap in its Wards (307.5, 704.5p).",
    example="Bob has no Trap set",
)
def then_no_trap(case: CaseBuilder, player: str) -> None:
    case.expect(pointer("players", case.known_player(player), "wards"), count=0, default=[])


@steps.then(
    "{player:player} has {count:int} Traps set",
    meaning="How many Traps the player has set in all their Havens' Wards (408.3a: the count is public).",
    example="Bob has 2 Traps set",
)
def then_traps_set(case: CaseBuilder, player: str, count: int) -> None:
    case.expect(pointer("players", case.known_player(player), "wards"), count=count, default=[])


@steps.given(
    "{player:player} has set {card:card} in the Power slot",
    meaning="A Power lies face down in the player's Master's Power slot, Set and paid for on an "
    "earlier turn (304.3, 408.4).",
    example='Bob has set "Test Power Bolt 2" in the Power slot',
)
def given_set_power(case: CaseBuilder, player: str, card: str) -> None:
    if case.card(card)["type"] != "Power":
        raise CorpusError(f"{card!r} is not a Power; only a Power is Set in the Power slot (304.3)")
    case.player(player)["power_slot"] = {"card": card, "revealed": False}


@steps.when(
    "{player:player} sets {card:card} in the Power slot",
    meaning="Sets a Power from hand face down into the Master's Power slot, paying its full cost "
    "from the pool now; setting uses no stack (304.3, 701.23a).",
    example='Alice sets "Test Power Bolt 2" in the Power slot',
)
def when_set_power(case: CaseBuilder, player: str, card: str) -> None:
    case.card(card)
    case.act({"type": "set-power", "player": case.known_player(player), "card": card})


@steps.when(
    "{player:player} fires {card:card}",
    meaning="Fires the Power set in the player's Power slot: the slot frees and the Fire is "
    "announced on the stack, at no further cost (304.4, 405.6b).",
    example='Bob fires "Test Night Power"',
)
def when_fire(case: CaseBuilder, player: str, card: str) -> None:
    case.act({"type": "fire", "player": case.known_player(player), "card": card})


@steps.when(
    "{player:player} fires {card:card} targeting {target}",
    meaning="Fires the set Power with its target pinned, named as in the cast phrase (304.4, 601.2c).",
    example='Bob fires "Test Power Bolt 2" targeting Alice\'s "Test Wretch"',
)
def when_fire_targeting(case: CaseBuilder, player: str, card: str, target: str) -> None:
    case.choose("target", case.known_player(player), target_name(case, target))
    when_fire(case, player, card)


@steps.then(
    "{player:player}'s Power slot holds {card:card}",
    meaning="The Power set face down in the player's Master's Power slot (304.3).",
    example='Alice\'s Power slot holds "Test Power Bolt 2"',
)
def then_power_slot(case: CaseBuilder, player: str, card: str) -> None:
    case.expect(pointer("players", case.known_player(player), "power_slot", "card"), equals=card)


@steps.then(
    "{player:player} has no Power set",
    meaning="No Power is set in the player's Power slot (304.4: it frees as the Fire is announced).",
    example="Bob has no Power set",
)
def then_power_slot_empty(case: CaseBuilder, player: str) -> None:
    case.expect(pointer("players", case.known_player(player), "power_slot"), absent=True)


@steps.then(
    "{player:player}'s {card:card} is set and {seen:word}",
    meaning="The set Trap (or the Power in the Power slot) is 'revealed' — shown to every player, "
    "though it stays where it lies (123.4b) — or 'hidden', seen by its owner alone (307.3b, 304.3a).",
    example='Alice\'s "Test Snare 3" is set and revealed',
)
def then_set_and_seen(case: CaseBuilder, player: str, card: str, seen: str) -> None:
    if seen not in ("revealed", "hidden"):
        raise CorpusError(f"say 'set and revealed' or 'set and hidden', not {seen!r}")
    shown = seen == "revealed"
    if case.card(card)["type"] == "Power":
        case.expect(pointer("players", case.known_player(player), "power_slot"),
                    equals={"card": card, "revealed": shown})
    else:
        case.expect(pointer("players", case.known_player(player), "wards"), where={"card": card},
                    has={"revealed": shown})


@steps.given(
    "the {function:word} of {player:player}'s {haven:card} stores {names:cards}",
    meaning="Cards lie face down in the player's Command Areas, stored by that Room's function "
    "of that Haven of theirs (312.4).",
    example='the Laboratory of Alice\'s "The Charnel Abbey" stores "Test Filler"',
)
def given_stores(case: CaseBuilder, function: str, player: str, haven: str, names: list[str]) -> None:
    if function not in case.card(haven).get("functions", []):
        raise CorpusError(f"{haven!r} has no {function} (312.1)")
    stores = case.player(player).setdefault("stores", [])
    for name in names:
        case.card(name)
        stores.append({"card": name, "haven": haven, "function": function})


@steps.then(
    "{player:player}'s functions store {count:int} cards",
    meaning="How many cards the functions of the player's Havens store (312.4: opponents see the count).",
    example="Alice's functions store 2 cards",
)
def then_stored(case: CaseBuilder, player: str, count: int) -> None:
    case.expect(pointer("players", case.known_player(player), "stores"), count=count, default=[])


@steps.when(
    "{player:player} wields {weapon:card} on {entity:card}",
    meaning="Activates the Weapon's Wield, paying its cost from the pool, with that Entity of the "
    "player's as its target; the ability goes on the stack (702.18a).",
    example='Alice wields "Pallbearer\'s Maul" on "Siege-Ladder Serjeant"',
)
def when_wield(case: CaseBuilder, player: str, weapon: str, entity: str) -> None:
    who = case.known_player(player)
    case.choose("target", who, target_name(case, f'{who}\'s "{entity}"'))
    case.act({"type": "wield", "player": who, "card": weapon})


@steps.when(
    "{player:player} wields {weapon:card}",
    meaning="Activates the Weapon's Wield, paying its cost from the pool, naming no Entity: its "
    "target is the engine's to ask for, and with a single Entity the player can arm it is taken "
    "without asking (702.18a, 601.2c).",
    example='Alice wields "Pallbearer\'s Maul"',
)
def when_wield_unnamed(case: CaseBuilder, player: str, weapon: str) -> None:
    case.act({"type": "wield", "player": case.known_player(player), "card": weapon})


@steps.when(
    "{player:player} co-opts {target}",
    meaning="The player co-opts an enemy Influencer, named '<player>'s \"<card>\"', paying the price "
    "its card names from the pool: they control it until end of turn (302.10, 701.27a).",
    example='Alice co-opts Bob\'s "Gilded Emissary"',
)
def when_co_opt(case: CaseBuilder, player: str, target: str) -> None:
    case.act({"type": "co-opt", "player": case.known_player(player), "card": target_name(case, target)})


@steps.then(
    "{player:player}'s {entity:card} wields {weapon}",
    meaning="That Weapon, named '<its controller>'s \"<Weapon>\"', arms the Entity (301.5a); "
    "'nothing' when no Weapon does.",
    example='Alice\'s "Siege-Ladder Serjeant" wields Alice\'s "Pallbearer\'s Maul"',
)
def then_wields(case: CaseBuilder, player: str, entity: str, weapon: str) -> None:
    path = pointer("players", case.known_player(player), "zones", "battlefield")
    held = [] if weapon == "nothing" else [target_name(case, weapon)]
    if held:
        case.expect(path, where={"card": entity}, has={"weapons": held})
    else:
        case.expect(path, nowhere={"card": entity, "weapons": []})
        case.expect(path, contains=[entity])
