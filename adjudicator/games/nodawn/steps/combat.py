"""Steps of combat (506-511): declaring attacks and blocks, assigning combat damage, and who
attacks or blocks whom."""

from __future__ import annotations

import re

from adjudicator.corpus.case import CaseBuilder, pointer
from adjudicator.corpus.vocabulary import Steps
from adjudicator.errors import CorpusError
from adjudicator.games.nodawn.steps.common import named, table_rows, target_name, which

steps = Steps("nodawn")


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
        named(case, name)
    aim = target_name(case, target)
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
    for row in table_rows(table, ("attacker", "target")):
        named(case, row["attacker"])
        attacks.append({"attacker": row["attacker"], "target": target_name(case, row["target"])})
    case.act({"type": "attack", "player": case.known_player(player), "attacks": attacks})


@steps.when(
    "{player:player} blocks {attacker:card} with {names:cards}",
    meaning="Declares blocks as the declare blockers step begins (509.1): each named Entity the "
    "defending player controls blocks that attacking Entity. A drained blocker takes 1 damage "
    "counter as it is declared (509.1c).",
    example='Bob blocks "Gilded Emissary" with "Black Company Pikeman"',
)
def when_block(case: CaseBuilder, player: str, attacker: str, names: list[str]) -> None:
    named(case, attacker)
    for name in names:
        named(case, name)
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
    for row in table_rows(table, ("blocker", "attacker")):
        row["attacker"] = row["attacker"].strip('"')
        case.card(row["blocker"])
        case.card(row["attacker"])
        blocks.append({"blocker": row["blocker"], "attacker": row["attacker"]})
    case.act({"type": "block", "player": case.known_player(player), "blocks": blocks})


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
        answer += [target_name(case, m.group(2))] * int(m.group(1))
    case.choose("combat-damage", case.known_player(player), answer)


@steps.then(
    "{player:player}'s {nth:ordinal}{card:card} is attacking {target}",
    meaning="The Entity is attacking that target: a player's name for their Master, or "
    '\'<player>\'s "<card>"\' (508.1g).',
    example='Alice\'s "Black Company Pikeman" is attacking Bob',
)
def then_attacking(case: CaseBuilder, player: str, nth: int, card: str, target: str) -> None:
    path = pointer("players", case.known_player(player), "zones", "battlefield")
    case.expect(path, **which(case, card, nth), has={"attacking": target_name(case, target)})


@steps.then(
    "{player:player}'s {nth:ordinal}{card:card} is blocking {attacker}",
    meaning="The Entity is blocking that attacker, named '<player>\'s \"<card>\"' (509.1g).",
    example='Bob\'s "Test Thrall" is blocking Alice\'s "Gilded Emissary"',
)
def then_blocking(case: CaseBuilder, player: str, nth: int, card: str, attacker: str) -> None:
    path = pointer("players", case.known_player(player), "zones", "battlefield")
    case.expect(path, **which(case, card, nth), has={"blocking": target_name(case, attacker)})


@steps.then(
    "{player:player}'s {nth:ordinal}{card:card} is not in combat",
    meaning="The Entity is neither attacking nor blocking (506.6, 511.3).",
    example='Alice\'s "Black Company Pikeman" is not in combat',
)
def then_out_of_combat(case: CaseBuilder, player: str, nth: int, card: str) -> None:
    path = pointer("players", case.known_player(player), "zones", "battlefield")
    case.expect(path, **which(case, card, nth), has={"attacking": None, "blocking": None})
