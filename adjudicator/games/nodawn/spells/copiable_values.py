"""613.1a and 613.2 Layer 1, copiable values: copy effects (1a), then face-down guises (1b).

A permanent that enters as a copy (``enters = { copy = true }``: "as this enters, you may have
it enter as a copy of an Entity on the battlefield") takes the copied card's copiable values —
its printed card, or what that one itself copies — but nothing an effect in a later layer, a
counter or damage gave it; the choice is made as it enters, before any other modifier of its
arrival applies (614.8, 616.1c), decision ``copy``. A face-down permanent (``face_down``) is a
2/2 Entity and nothing else: it has no name, text, subtypes, lineage or cost (613.2, 600.6); turning
it face up or down gives it a new timestamp (613.7c)."""

from __future__ import annotations

from typing import Any

from adjudicator.engine import Decisions
from adjudicator.games.nodawn.core.instructions import Instruction, instruction
from adjudicator.games.nodawn.core.layers import EFFECTS, Chars, Effect, characteristics, only, stamp
from adjudicator.games.nodawn.core.objects import Cards, Obj, State, battlefield, name_of
from adjudicator.games.nodawn.core.replacement import entering
from adjudicator.games.nodawn.core.zones import turn_face

#: The face-down guise (613.2): what a face-down permanent is.
GUISE: Chars = {"name": "", "type": "Entity", "attack": 2, "vigor": 2}
TURNABLE = {"Entity", "Companion", "Relic", "Weapon", "Ritual", "Contract", "Terrain", "Blood"}
NONE = "none"


def copied_name(cards: Cards, obj: Obj) -> str:
    """The card whose copiable values this permanent has: what it copies, else itself (613.2)."""
    copies = [e for e in obj.get("effects", []) if e.get("layer") == "1a"]
    return str(copies[-1]["copy"]) if copies else str(obj["card"])


@entering.register
def enter_as_copy(state: State, cards: Cards, controller: str, obj: Obj, decisions: Decisions) -> None:
    """As it enters, a permanent that may enter as a copy becomes a copy of the Entity its
    controller picks among those on the battlefield, or of none (614.2, 616.1c)."""
    if not cards[obj["card"]].get("enters", {}).get("copy"):
        return
    others = [(n, o) for n, o in battlefield(state)
              if o is not obj and characteristics(cards, o).get("type") == "Entity"]
    if not others:
        return
    options = [name_of(n, o) for n, o in others] + [NONE]
    chosen = decisions.take("copy", controller, options)
    if chosen == NONE:
        return
    target = next(o for n, o in others if name_of(n, o) == chosen)
    obj.setdefault("effects", []).append({"layer": "1a", "copy": copied_name(cards, target),
                                          "timestamp": stamp(state)})


@instruction("turn-face-down", targets=TURNABLE)
def turn_face_down(do: Instruction) -> None:
    """The target permanent turns face down, and is stamped anew (613.2, 613.7c)."""
    turn_face(do.state, do.cards, do.aimed["player"], do.aimed["object"], down=True)


@instruction("turn-face-up", targets=TURNABLE)
def turn_face_up(do: Instruction) -> None:
    """The target permanent turns face up, and is stamped anew (613.7c); watchers of cards
    turning face up see it (603.14d)."""
    turn_face(do.state, do.cards, do.aimed["player"], do.aimed["object"], down=False)


def _copy_effects(state: State, cards: Cards) -> list[Effect]:
    """Layer 1a: each copy effect gives its permanent the copied card's values (613.2)."""
    out = []
    for position, (_, obj) in enumerate(battlefield(state)):
        for record in obj.get("effects", []):
            if record.get("layer") == "1a":
                out.append(Effect("1a", (record.get("timestamp", 0), position), only(obj),
                                  _becoming(cards[record["copy"]])))
        if obj.get("face_down"):
            out.append(Effect("1b", (obj.get("timestamp", 0), position), only(obj), _becoming(GUISE)))
    return out


def _becoming(values: dict[str, Any]) -> Any:
    return lambda chars: dict(values)


EFFECTS.register(_copy_effects)
