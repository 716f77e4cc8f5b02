"""903 Limited — Draft and Sealed (``setup.mode``: ``"sealed"`` or ``"draft"``): a Domain of at
least thirty-five cards, no copy limit on the cards of the player's own pool, and the rest of the
pool a sideboard of any size (903.3, 903.3b); the lineage Master and Haven are fielded as in every
mode (903.4, 900.3), a spare pair kept in the sideboard (903.4, 901.5a), and lineage locks bind as
everywhere (903.4a, 105.4). The pool itself — opened or drafted (903.1, 903.2) — is not in the
game's state: the engine takes the Domain and sideboard the player brings as built from it."""

from __future__ import annotations

from adjudicator.games.nodawn.core.hooks import deck_rules

MINIMUM = 35  # 903.3


@deck_rules.register("sealed")
@deck_rules.register("draft")
def limited() -> dict[str, int | None]:
    """Draft and Sealed alike: thirty-five cards at least, no copy limit, no sideboard limit
    (903.3, 903.3b)."""
    return {"minimum": MINIMUM, "copies": None, "sideboard": None}
