"""612 Text-changing effects (※ proposed), layer 3 (613.1c): ``change-text`` — in the target
permanent's text, one Race or lineage word becomes another (``from``, ``to``): where it is the
permanent's Race or lineage, and where a keyword names it as a quality ("Sanctity from
Noble"). Only words used the correct way change — never the card's name (612.2); abilities an
effect grants later, in layer 6, are not reworded (612.3)."""

from __future__ import annotations

from collections.abc import Callable

from adjudicator.games.nodawn.core.instructions import Instruction, instruction
from adjudicator.games.nodawn.core.layers import EFFECTS, Chars, Effect, recorded
from adjudicator.games.nodawn.core.objects import Cards, State
from adjudicator.games.nodawn.spells.continuous import add_effect

TEXTED = {"Entity", "Companion", "Relic", "Weapon", "Ritual", "Contract", "Terrain", "Blood", "Haven"}


@instruction("change-text", targets=TEXTED)
def change_text(do: Instruction) -> None:
    """Rewrite one word of the target permanent's text (612.1, 613.1c)."""
    add_effect(do.state, do.aimed["object"],
               {"layer": "3", "from": do.effect["from"], "to": do.effect["to"]}, do.effect, do.controller)


def rewording(old: str, new: str) -> Callable[[Chars], Chars]:
    """The characteristics with ``old`` read as ``new`` where it is a Race, a lineage, or the
    quality a keyword names (612.2)."""
    def apply(chars: Chars) -> Chars:
        out = dict(chars)
        for key in ("race", "lineage"):
            if out.get(key) == old:
                out[key] = new
        out["keywords"] = [_reword(k, old, new) for k in chars.get("keywords", [])]
        return out
    return apply


def _reword(keyword: str, old: str, new: str) -> str:
    """A keyword's quality word changed: "Sanctity from Noble" -> "Sanctity from Sacred"."""
    head, sep, quality = keyword.partition(" from ")
    return f"{head}{sep}{new}" if sep and quality == old else keyword


def _effects(state: State, cards: Cards) -> list[Effect]:
    """Layer-3 effects of resolved spells and abilities, on the permanent each touches."""
    return recorded(state, "3", lambda record: rewording(record["from"], record["to"]))


EFFECTS.register(_effects)
