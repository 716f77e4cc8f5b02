"""702.38 Conscript: a spell with Conscript co-opts a target enemy Entity (701.27a) — its caster
controls it until end of turn, and it has Bloodlust while under their control (723.2a); control
reverts at end of turn (keyword_actions/co_opt.py). The keyword carries the instruction: a card
with Conscript needs no printed ``co-opt``."""

from __future__ import annotations

from typing import Any

from adjudicator.games.nodawn.core.hooks import spell_effects
from adjudicator.games.nodawn.core.keywords import define, has_keyword

define("Conscript", "702.38a", __name__)


@spell_effects.register
def conscription(definition: dict[str, Any], marks: dict[str, Any]) -> list[dict[str, Any]]:
    """Conscript: co-opt target enemy Entity (702.38a, 701.27a)."""
    if has_keyword(definition, "Conscript"):
        return [{"effect": "co-opt", "target": "enemy Entity"}]
    return []
