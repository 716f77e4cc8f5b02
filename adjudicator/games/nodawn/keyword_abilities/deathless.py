"""702.12 Deathless: a permanent with it can't be destroyed — by an instruction (701.9a) or by
the state checks that destroy (704.5j, 704.5k); it can still be banished or fall to 0 Vigor."""

from __future__ import annotations

from typing import Any

from adjudicator.games.nodawn.core.hooks import indestructible
from adjudicator.games.nodawn.core.keywords import define, has_keyword

define("Deathless", "702.12a", __name__)


@indestructible.register
def deathless(definition: dict[str, Any]) -> bool:
    """Deathless can't be destroyed (702.12a)."""
    return has_keyword(definition, "Deathless")
