"""111 Tokens, 701.8a creating them: markers for permanents no card represents. The effect that
creates a token gives it its characteristics — in the kit, a token kind the effect names
(``token = true`` definitions: no Blood Seal, no cost unless its creator gives one; 111.3,
202.2b, 213.4). Its creator owns it and it enters under their control (111.2, 110.2a); on the
battlefield it is a real object (111.5). Leaving the battlefield it ceases to exist
(state_checks/token_ceases.py, 704.5g), and a night-bound one dies at sunrise
(world_cycle/sunrise.py, 111.9).
"""

from __future__ import annotations

from typing import Any

from adjudicator.engine import EngineFault
from adjudicator.games.nodawn.core.hooks import enters_attacking
from adjudicator.games.nodawn.core.instructions import Instruction, instruction
from adjudicator.games.nodawn.core.objects import is_token
from adjudicator.games.nodawn.core.state import permanent
from adjudicator.games.nodawn.core.zones import put_onto_battlefield


def created_kinds(definition: dict[str, Any]) -> list[str]:
    """The token kinds a card's instructions create, wherever they are written (its spell effects,
    its abilities, its Tribute rider): what a case needs beside the card (111.3)."""
    effects = list(definition.get("effects", [])) + list(definition.get("tribute_effects", []))
    for ability in definition.get("abilities", []):
        effects.extend(ability.get("effects", []))
    for clause in definition.get("clauses", []):
        effects.extend(clause.get("effects", []))
    return [e["token"] for e in effects if e.get("effect") == "create-token" and "token" in e]


@instruction("create-token")
def create_token(do: Instruction) -> None:
    """Create N tokens of the kind named: each enters the battlefield under its creator's control,
    its creator its owner (111.2, 701.8a, 110.2a), as a permanent enters (110.5a) — ``attacking``,
    put onto the battlefield attacking (508.4); a player who has left the game creates none
    (800.6b)."""
    kind = do.effect.get("token")
    definition = do.cards.get(kind) if kind else None
    if definition is None or not is_token(definition):
        raise EngineFault(f"create-token names no token kind: {kind!r} (111.3)")
    if do.player["status"] != "playing":
        return
    for _ in range(do.amount if "amount" in do.effect else 1):
        token = permanent(definition, do.controller)
        put_onto_battlefield(do.state, do.cards, do.controller, token, do.decisions)
        if do.effect.get("attacking"):  # 508.4: put onto the battlefield attacking
            for attack in enters_attacking:
                attack(do.state, do.cards, do.controller, token, do.decisions)
