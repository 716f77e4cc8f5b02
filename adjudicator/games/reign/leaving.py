"""Leaving play (7): causes and destinations, the leave-play sequence with its shared save
window, duplicate saves, and what goes with a card that leaves (counters, emblems, duplicates,
attachments, lasting effects, struggle participation)."""

from __future__ import annotations

from typing import Any

from adjudicator.games.reign import reactions
from adjudicator.games.reign.concepts import Table
from adjudicator.games.reign.timing import STATE_CHECKS, Target, effect, happened

#: 7.1: where each cause sends a card (in its owner's zones).
DESTINATION = {"kill": "dead", "discard": "discard", "sacrifice": "discard", "return": "hand",
               "remove": "out"}


def leave_play(table: Table, items: list[tuple[str, dict[str, Any]]], cause: str) -> list[dict[str, Any]]:
    """7.2: the cards ``(controller, object)`` about to leave share one save window; the ones
    not saved leave together, each to its owner's pile (a token ceases to exist, 3.8). Returns
    the objects that left for this cause (not saved, not replaced, 7.4). Only units are killed
    (7.1): every cause of a kill picks units."""
    saveable = cause != "sacrifice"  # 7.3: sacrifice cannot be saved
    leaving = [(c, o) for c, o in items if not (saveable and duplicate_save(table, c, o))]
    if saveable and cause == "kill":
        leaving = reactions.halt_saves(table, leaving)  # 7.2, 8.4: Halt, before
    replaced = reactions.disrupt_replacements(table, leaving, cause) if cause == "kill" else {}
    for controller, obj in leaving:
        _leave(table, controller, obj, replaced.get(id(obj), cause))  # 7.4: or its replacement
    gone = [(c, o) for c, o in leaving if id(o) not in replaced]
    if cause == "kill" and gone:
        happened(table, "kill", [c for c, _ in gone], gone)  # 7.2, 8.4: Response, after
    return [o for _, o in gone]


def duplicate_save(table: Table, controller: str, obj: dict[str, Any]) -> bool:
    """7.3, 3.7: a duplicate under the card may be discarded to save it; only the unique card's
    owner may use it, and it may be declined (decision "duplicate save")."""
    if not obj.get("duplicates"):
        return False
    owner = table.owner(obj, controller)
    if not table.yes_no(owner, "duplicate save"):
        return False
    table.to_pile(owner, "discard", obj["duplicates"].pop()["card"])  # all of one name
    return True


def _leave(table: Table, controller: str, obj: dict[str, Any], cause: str) -> None:
    """7.2: consequences fire together: counters and emblems return to the supply, duplicates
    are discarded, attachments are discarded (Lasting ones return to hand), lasting effects and
    struggle participation end."""
    field = table.field(controller)
    field[:] = [o for o in field if o is not obj]
    owner = table.owner(obj, controller)
    for dup in obj.get("duplicates", []):
        table.to_pile(owner, "discard", dup["card"])  # 3.7: always its owner's discard pile
    for att in obj.get("attachments", []):
        detach(table, controller, att, host_left=True)
    if table.card(obj["card"]).get("token"):
        return  # 3.8, 10.8: a token goes to no pile
    key = DESTINATION[cause]
    if key == "hand":
        table.zone(owner, "hand").append({"card": obj["card"]})
    else:
        table.to_pile(owner, key, obj["card"])


def attachment_controller(att: dict[str, Any], host_controller: str) -> str:
    return str(att.get("controller") or host_controller)


def detach(table: Table, host_controller: str, att: dict[str, Any], *, host_left: bool) -> None:
    """10.3, 9.3: an attachment whose host leaves play is discarded, unless it has Lasting
    (an unblanked printed keyword), which returns it to its owner's hand; an illegally attached
    one is discarded."""
    owner = str(att.get("owner") or attachment_controller(att, host_controller))
    lasting = "Lasting" in table.card(att["card"]).get("keywords", []) and not table.blank(att)
    if host_left and lasting:
        table.zone(owner, "hand").append({"card": att["card"]})
    else:
        table.to_pile(owner, "discard", att["card"])


def attachment_legal(table: Table, att_name: str, host: dict[str, Any]) -> str | None:
    """10.3, 9.3: why this attachment cannot sit on this host (None: it can). A unit by default;
    a required attribute; No Attachments on the host rejects it."""
    d = table.card(att_name)
    wanted = d.get("attaches_to", "unit")
    kind = table.type_of(host)  # 2.2: a changed type counts
    if wanted == "unit" and kind != "Unit":
        return f"{att_name} attaches only to a unit"
    if wanted == "location" and kind != "Location":
        return f"{att_name} attaches only to a location"
    need = d.get("requires")
    if need and need not in table.attributes(host):
        return f"{att_name} needs a host with the attribute {need}"
    if table.has(host, "No Attachments"):
        return f"{host['card']} has No Attachments"
    return None


def illegal_attachments(table: Table) -> None:
    """8.1, 10.3: a state-based rule: an attachment no longer legally attached is discarded."""
    for player in table.in_game():
        for host in table.field(player):
            keep = []
            for att in host["attachments"]:
                if attachment_legal(table, att["card"], host) is None:
                    keep.append(att)
                else:
                    detach(table, player, att, host_left=False)
            host["attachments"] = keep


STATE_CHECKS.append(illegal_attachments)


# -- the kit's instructions that make a card leave play (docs/games/reign.md#test-card-kit) -----------
@effect("kill", target="unit")
def _kill(table: Table, player: str, spec: dict[str, Any], target: Target | None) -> bool:
    """7.1: kill a unit; it happened only if the unit was killed (not saved, not replaced)."""
    assert target is not None
    return bool(leave_play(table, [target], "kill"))


@effect("sacrifice", target="own unit")
def _sacrifice(table: Table, player: str, spec: dict[str, Any], target: Target | None) -> None:
    """7.1, 7.3: sacrifice a unit the player controls (it cannot be saved)."""
    assert target is not None
    leave_play(table, [target], "sacrifice")


@effect("return", target="unit")
def _return(table: Table, player: str, spec: dict[str, Any], target: Target | None) -> bool:
    """7.1: return a unit to its owner's hand (a token ceases to exist instead, 3.8)."""
    assert target is not None
    return bool(leave_play(table, [target], "return"))
