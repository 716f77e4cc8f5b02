"""Rush (rush): a creature with Rush enters ready and can be activated the turn it is summoned
(rush.1); without it, never (rush.2). The Rite of the Blaze gives Rush to all its holder's
creatures (rush.3, card:rite-of-the-blaze.1)."""

from __future__ import annotations

from typing import Any

from adjudicator.games.rites.state import DERIVED


def has_rush(state: dict[str, Any], cards: dict[str, dict[str, Any]], player: str, name: str) -> bool:
    """Whether this player's creature of this name has Rush: its own, or the Blaze's (rush.3)."""
    own = "Rush" in cards.get(name, {}).get("keywords", [])
    rites = [o["card"] for o in state["players"][player]["zones"]["rites"]]
    return own or "Rite of the Blaze" in rites


DERIVED["rush"] = has_rush
