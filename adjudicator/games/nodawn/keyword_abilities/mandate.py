"""702.35 Mandate: the spell's controller makes the choices an opponent would normally make —
which card that player discards, which mode applies to them (702.35a, 723.4) — carried out with
that player's resources and only among the choices legal for them (723.4a). The mode is chosen
as the spell is cast (601.2b, additional/modes.py); the stolen choices of its instructions are
made as it resolves (723.4; docs/contested.md, nodawn-mandate-timing)."""

from __future__ import annotations

from typing import Any

from adjudicator.games.nodawn.core.hooks import choices_to_controller
from adjudicator.games.nodawn.core.keywords import define, has_keyword

define("Mandate", "702.35a", __name__)


@choices_to_controller.register
def mandate(definition: dict[str, Any] | None) -> bool:
    """A Mandate gives its controller the choices an opponent would make (702.35a)."""
    return definition is not None and has_keyword(definition, "Mandate")
