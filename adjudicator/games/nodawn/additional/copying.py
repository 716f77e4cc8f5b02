"""707 Copying objects (※ proposed): tokens made as copies, permanents that become copies, and
copies of spells.

``create-copy`` (target permanent): its controller creates a token that is a copy of it (707.1)
— the original's copiable values, what it copies or else its printed card, and nothing else: no
counters, damage, drained status or effects from outside (707.2), fixed as it is made (707.2a).
A copy of a face-down permanent is its guise: it enters face down with nothing beneath it, never
to be turned face up (707.3). The token enters as a copy, so the copied text's "as this enters"
choices are made anew by its controller and its enters-triggers fire (707.5).
``become-copy`` is written twice: the first notes the permanent that becomes a copy, the second
names what it copies (707.1), a layer 1a effect (613.1a). A face-down one keeps its guise, the
copied values waiting beneath (707.4); effects already on the permanent keep to it (707.8).
``copy-spell`` (target spell): a duplicate of the spell goes on the stack under the copier's
control with every choice made for it — targets, X, modes, Tribute — but it is not cast; with
``new_targets`` its controller may change each target to a legal one (707.6). Off the stack, or
off the battlefield, a copy ceases to exist (707.7; core/stack.py ``spell_leaves``)."""

from __future__ import annotations

from adjudicator.engine import json_copy
from adjudicator.games.nodawn.core.instructions import Instruction, instruction, targeting
from adjudicator.games.nodawn.core.layers import copied_name, stamp
from adjudicator.games.nodawn.core.objects import Obj, find_permanent, name_of
from adjudicator.games.nodawn.core.state import permanent
from adjudicator.games.nodawn.core.targets import legal_targets
from adjudicator.games.nodawn.core.zones import put_onto_battlefield

COPYABLE = {"Entity", "Companion", "Relic", "Weapon", "Ritual", "Contract", "Terrain", "Blood"}
NOTE = "becoming"


@instruction("create-copy", targets=COPYABLE)
def create_copy(do: Instruction) -> None:
    """Create a token that is a copy of the target permanent (707.1, 707.2); of a face-down one,
    a face-down guise with nothing beneath (707.3). It enters as a copy (707.5)."""
    if do.player["status"] != "playing":
        return
    original = do.aimed["object"]
    token = permanent(do.cards[copied_name(do.cards, original)], do.controller)
    token["token"] = True
    if original.get("face_down"):
        token.update(face_down=True, faceless=True, card=original["card"])
        if original.get("laid"):
            token["laid"] = original["laid"]  # the same guise, whatever its rule adds (708.2a)
    put_onto_battlefield(do.state, do.cards, do.controller, token, do.decisions)


@instruction("become-copy", targets=COPYABLE)
def become_copy(do: Instruction) -> None:
    """The first target becomes a copy of the second — of its guise, if the second is face down
    (707.1, 707.2, 707.3); a face-down first keeps its guise over the copied values (707.4)."""
    origin = do.origin if do.origin is not None else {}
    first = origin.pop(NOTE, None)
    if first is None:
        origin[NOTE] = name_of(do.aimed["player"], do.aimed["object"])
        return
    found = find_permanent(do.state, str(first))
    if found is None:
        return
    becoming, original = found[1], do.aimed["object"]
    record: dict[str, object] = {"layer": "1a", "copy": copied_name(do.cards, original),
                                 "timestamp": stamp(do.state)}
    if original.get("face_down"):
        record["guise"] = True
    becoming.setdefault("effects", []).append(record)


@instruction("copy-spell", targets={"stack"})
def copy_spell(do: Instruction) -> None:
    """Put a copy of the target spell on the stack, its controller the copier, with the
    spell's choices; it is not cast, so nothing that watches casting sees it (707.6)."""
    spell = do.aimed["object"]
    if spell.get("kind") != "spell":
        return
    duplicate: Obj = {**json_copy(spell), "controller": do.controller, "copy": True}
    duplicate.pop("owner", None)  # a copy is no card: nobody owns it
    if do.effect.get("new_targets"):
        duplicate["targets"] = _new_targets(do, duplicate)
    do.state["zones"]["stack"].append(duplicate)


def _new_targets(do: Instruction, duplicate: Obj) -> list[str]:
    """The copy's controller keeps each target — legal or not — or changes it to a legal one
    (707.6), decision ``target``."""
    definition = do.cards[duplicate["card"]]
    chosen = []
    for old, effect in zip(duplicate["targets"], targeting(definition.get("effects", [])), strict=False):
        options = [old] + [t for t in legal_targets(do.state, do.cards, effect, do.controller, definition)
                           if t != old]
        chosen.append(str(do.decisions.take("target", do.controller, options)))
    return chosen
