"""601.2f In-text costs (207.4, 207.4a): a card that demands, as an additional cost to cast it,
that its caster sacrifice an Entity (``cost.sacrifice = "Entity"``). The caster chooses one of
their Entities in the open as the cost is determined — decision ``sacrifice`` — and it is
sacrificed with the rest of the payment (601.2h, 701.12a); with none to sacrifice the card
cannot be cast (118.2)."""

from __future__ import annotations

from adjudicator.engine import Refused
from adjudicator.games.nodawn.core.hooks import Casting, cost_keywords
from adjudicator.games.nodawn.core.objects import label
from adjudicator.games.nodawn.core.zones import leave_battlefield


@cost_keywords.register("additional")
def sacrifice_an_entity(casting: Casting) -> None:
    """An extra cost of sacrificing an Entity, paid while casting (207.4a, 601.2f)."""
    kind = casting.cost.pop("sacrifice", None)
    if kind is None:
        return
    name = casting.player
    mine = [o for o in casting.state["players"][name]["zones"]["battlefield"]
            if casting.cards[o["card"]]["type"] == kind and not o.get("sheltered")]
    if not mine:
        raise Refused(f"{casting.definition['name']!r} costs an {kind} to sacrifice, and {name} has "
                      "none in the open (207.4a, 118.2)")
    options = list(dict.fromkeys(label(name, o["card"]) for o in mine))
    assert casting.decisions is not None
    if len(options) == 1:
        answer = casting.decisions.forced("sacrifice", name, options, options[0])
    else:
        answer = casting.decisions.take("sacrifice", name, options)
    chosen = next(o for o in mine if label(name, o["card"]) == answer)
    casting.payments.append(lambda: leave_battlefield(casting.state, casting.cards, [(name, chosen)],
                                                      "spoils"))
