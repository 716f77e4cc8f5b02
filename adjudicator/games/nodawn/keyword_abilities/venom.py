"""702.6 Venom: any damage from a source with Venom counts as lethal when damage is assigned
(510.2c), and an Entity it damages is marked for the state check that destroys it (510.4,
704.5k: state_checks/venom_damage.py)."""

from __future__ import annotations

from typing import Any

from adjudicator.games.nodawn.core.events import CombatDamageDealt, DamageDealt, watch
from adjudicator.games.nodawn.core.hooks import lethal_damage
from adjudicator.games.nodawn.core.keywords import define, has, has_keyword
from adjudicator.games.nodawn.core.objects import Cards, State

define("Venom", "702.6a", __name__)


@lethal_damage.register
def venom_lethal(definition: dict[str, Any], need: int) -> int:
    """One point of a Venom source's damage is lethal (702.6a, 510.2c)."""
    return min(need, 1) if has_keyword(definition, "Venom") else need


@watch(CombatDamageDealt)
@watch(DamageDealt)
def venom_marks(state: State, cards: Cards, event: CombatDamageDealt | DamageDealt) -> None:
    """An Entity dealt damage by a Venom source, in combat or not, is marked for the state check
    (702.6a, 510.4, 704.5k)."""
    for _, source, recipient, _ in event.dealt:
        if has(cards, source, "Venom") and recipient.get("type") == "Entity":
            recipient["object"]["venom"] = True
