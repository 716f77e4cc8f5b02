"""700.4 Modal spells: a card printing ``modes`` presents options and says how many are chosen
(``choose``: a number, or ``[low, high]`` for "one or both"); its controller chooses them as it
is cast (700.4a, 601.2b) — or, where the card grants the choice to an opponent (``mode_chooser =
"opponent"``), that opponent does, at the same moment (700.4b), unless a rule gives the choice
back to the controller (Mandate, 702.35a). A mode that could not be carried out, one whose only
legal targets are absent, is not offered (700.4a). Decision ``mode``: the chosen modes' texts.
The spell on the stack keeps ``modes``, the chosen indexes in printed order; Entwine announced
chooses them all (702.35b)."""

from __future__ import annotations

from typing import Any

from adjudicator.engine import Refused
from adjudicator.games.nodawn.core.hooks import Casting, choices_to_controller, cost_keywords, spell_effects
from adjudicator.games.nodawn.core.instructions import targeting
from adjudicator.games.nodawn.core.objects import answers, next_in_order
from adjudicator.games.nodawn.core.targets import legal_targets


def _possible(casting: Casting, mode: dict[str, Any]) -> bool:
    """Whether a mode could be carried out: each of its targets has a legal choice (700.4a)."""
    return all(legal_targets(casting.state, casting.cards, effect, casting.player, casting.definition)
               for effect in targeting(mode.get("effects", [])))


def _how_many(definition: dict[str, Any]) -> tuple[int, int]:
    """How many modes are chosen: ``choose`` N, or ``[low, high]`` (700.4)."""
    choose = definition.get("choose", 1)
    return (choose[0], choose[1]) if isinstance(choose, list) else (choose, choose)


@cost_keywords.register("additional")
def choose_modes(casting: Casting) -> None:
    """The modes are chosen as the spell is proposed, before its targets (601.2b, 700.4a)."""
    definition = casting.definition
    modes = definition.get("modes")
    if not modes:
        return
    if casting.marks.get("entwine"):
        casting.marks["modes"] = list(range(len(modes)))  # 702.35b: all of them, in printed order
        return
    player = casting.player
    if definition.get("mode_chooser") == "opponent" and not choices_to_controller.any(definition):
        player = next_in_order(casting.state, casting.player)  # 700.4b
    texts = [m["text"] for m in modes]
    offered = [m["text"] for m in modes if _possible(casting, m)]
    low, high = _how_many(definition)
    if len(offered) < low:
        raise Refused(f"{definition['name']!r} has fewer modes that could be carried out than it "
                      f"asks to choose (700.4a)")
    kind = "mode"
    decisions = casting.decisions
    assert decisions is not None
    if len(offered) == low == high:
        chosen = answers(decisions.forced(kind, player, offered, offered if low > 1 else offered[0],
                                          low=low, high=high))
    else:
        chosen = answers(decisions.take(kind, player, offered, low=low, high=high))
    if not low <= len(set(chosen)) == len(chosen) <= high:
        decisions.refuse(kind, player, f"choose {low} to {high} different modes of "
                                       f"{definition['name']!r} (700.4)")
    casting.marks["modes"] = sorted(texts.index(t) for t in chosen)


@spell_effects.register
def chosen_modes(definition: dict[str, Any], marks: dict[str, Any]) -> list[dict[str, Any]]:
    """A modal spell carries the instructions of its chosen modes, in printed order (700.4)."""
    modes = definition.get("modes", [])
    return [e for i in marks.get("modes", []) for e in modes[i].get("effects", [])]
