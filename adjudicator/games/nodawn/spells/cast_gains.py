"""610.4 Static abilities that make a spell gain something as it is cast: ``statics`` of kind
``cast-gain`` with ``spell_type`` (the type of spell, e.g. ``"Caprice"``) and ``effects``: each
spell of that type the permanent's controller casts gains those instructions as it goes on the
stack (601.2a). The spell keeps them (``gained``) and carries them out after its own as it
resolves, whether or not the permanent still stands: the one-shot effect happened as it was
cast."""

from __future__ import annotations

from typing import Any

from adjudicator.games.nodawn.core.hooks import Casting, cost_keywords, printed_and_granted_statics, riders
from adjudicator.games.nodawn.core.layers import characteristics
from adjudicator.games.nodawn.core.objects import Obj


@cost_keywords.register("additional")
def gains_as_cast(casting: Casting) -> None:
    """The caster's permanents in the open give the spell their instructions now (610.4)."""
    gained = [effect
              for obj in casting.state["players"][casting.player]["zones"]["battlefield"]
              if not obj.get("sheltered")
              for static in printed_and_granted_statics(characteristics(casting.cards, obj))
              if static["kind"] == "cast-gain" and static.get("spell_type") == casting.definition["type"]
              for effect in static.get("effects", [])]
    if gained:
        casting.marks["gained"] = gained


@riders.register
def gained_rider(definition: dict[str, Any], spell: Obj) -> list[dict[str, Any]]:
    """What the spell gained as it was cast, carried out as it resolves (610.4, 608.4)."""
    return list(spell.get("gained", []))
