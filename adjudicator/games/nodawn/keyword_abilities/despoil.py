"""702.23 Despoil N: as the spell is cast its caster may banish up to N cards from their Spoils
to the Void, each paying 1 generic Vitae of the cost (601.2f, 601.2h). Announced with the cast:
the action's ``despoil`` (the cards' names)."""

from __future__ import annotations

from adjudicator.engine import Refused
from adjudicator.games.nodawn.core.hooks import Casting, Reduction, cost_keywords
from adjudicator.games.nodawn.core.keywords import define, within_cap

define("Despoil", "702.23a", __name__)


@cost_keywords.register("reduction")
def despoil(casting: Casting) -> None:
    """The Spoils cards to banish: at most N, each in the caster's Spoils (702.23a); they go to
    the Void with the payment."""
    chosen = list(casting.action.get("despoil", []))
    if not within_cap(casting.definition, "Despoil", "702.23a", "despoils", "cards", chosen):
        return
    name = casting.player
    player = casting.state["players"][name]
    remaining = [o["card"] for o in player["zones"]["spoils"]]
    for other in chosen:
        if other not in remaining:
            raise Refused(f"{name} has no {other!r} in their Spoils to banish (702.23a)")
        remaining.remove(other)
    casting.reductions.append(Reduction("Despoil", "702.23a", len(chosen)))
    casting.payments.append(lambda: _banish(player, chosen))


def _banish(player: dict, chosen: list[str]) -> None:
    """The despoiled cards go from the Spoils to the Void (702.23a)."""
    for card in chosen:
        found = next(o for o in player["zones"]["spoils"] if o["card"] == card)
        player["zones"]["spoils"].remove(found)
        player["zones"]["void"].append({"card": card})
