"""Setup (4): the opening board, placed facedown within the 8-wealth budget (cost, off-faction
Loyalty, 2 more per hidden Secret card; one Restricted card; duplicates of uniques free), then
revealed at once without "enters play" triggers, hands drawn back up to 7, and Round 1 begins
at the Quest phase. Choosing the first player, the mulligan and the first 7 cards are taken as
done before the opening board (they are random or free choices a scenario states directly)."""

from __future__ import annotations

from typing import Any

from adjudicator.engine import Refused
from adjudicator.games.reign.concepts import Table
from adjudicator.games.reign.keywords import loyalty_surcharge
from adjudicator.games.reign.leaving import attachment_legal
from adjudicator.games.reign.rounds import AT_SETUP_END
from adjudicator.games.reign.state import attachment_object, field_object

SETUP_BUDGET = 8
SECRET_SURCHARGE = 2
HAND_SIZE = 7


def place(table: Table, player: str, faceup: list[str], hidden: list[str]) -> None:
    """4: put these cards from hand into the opening board (facedown until the reveal)."""
    if table.state["phase"] != "setup":
        raise Refused("the opening board is placed during setup only (4)")
    opening = table.zone(player, "opening")
    for name in faceup:
        kind = table.card(name)["type"]
        if kind not in ("Unit", "Location", "Attachment"):
            raise Refused(f"{name} is a {kind}; the opening board holds units, locations and attachments (4)")
        if table.card(name).get("cost") == "-":
            raise Refused(f"{name} costs - and can only be revealed from the secret area (2.5, 10.9)")
    for name in hidden:
        if not any(k.startswith("Secret ") for k in table.card(name).get("keywords", [])):
            raise Refused(f"{name} has no Secret and cannot be hidden facedown (4, 9.3)")
    for name in faceup + hidden:
        table.take(player, "hand", name)
    opening += [{"card": n, "secret": False} for n in faceup] + [{"card": n, "secret": True} for n in hidden]
    spent = budget_used(table, player)
    if spent > SETUP_BUDGET:
        raise Refused(f"{player}'s opening board counts {spent} against the {SETUP_BUDGET}-wealth "
                      "setup budget (4)")
    restricted = [o["card"] for o in entering(table, player)
                  if "Restricted" in table.card(o["card"]).get("keywords", [])]
    if len(restricted) > 1:
        raise Refused(f"only one Restricted card may be placed during setup, not {len(restricted)} (4, 9.3)")


def entering(table: Table, player: str) -> list[dict[str, Any]]:
    """4, 3.7, 9.3: the opening-board cards that will enter the field at the reveal as cards of
    their own: not those hidden for the secret area, and not a second copy of a unique (already
    in the field or placed before it), which becomes a duplicate."""
    uniques = {o["card"] for o in table.field(player) if table.card(o["card"]).get("unique")}
    out = []
    for obj in table.zone(player, "opening"):
        name = obj["card"]
        if obj.get("secret"):
            continue
        if table.card(name).get("unique"):
            if name in uniques:
                continue
            uniques.add(name)
        out.append(obj)
    return out


def budget_used(table: Table, player: str) -> int:
    """4, 9.3: printed cost + off-faction Loyalty for each card, 2 more for each hidden Secret
    card; a duplicate of a unique costs nothing at all, Loyalty included (3.7)."""
    kept = {id(o) for o in entering(table, player)}
    total = 0
    for obj in table.zone(player, "opening"):
        if not obj.get("secret") and id(obj) not in kept:
            continue  # a duplicate (3.7)
        name = obj["card"]
        cost = table.card(name)["cost"]
        total += (cost if isinstance(cost, int) else 0) + loyalty_surcharge(table, player, name)
        if obj.get("secret"):
            total += SECRET_SURCHARGE
    return total


def finish_setup(table: Table) -> None:
    """4: reveal every opening board at once (no "when this enters play" abilities: Scout does
    not act), resolve attachments (decision "attach": the host) and duplicates, draw back up to
    7; Round 1 then begins (rounds.py)."""
    for p in table.in_game():
        opening = table.zone(p, "opening")
        attachments = []
        for obj in opening:
            name = obj["card"]
            if obj.get("secret"):
                table.zone(p, "secret").append({"card": name})
            elif table.card(name)["type"] == "Attachment":
                attachments.append(name)
            else:
                host = next((o for o in table.field(p)
                             if o["card"] == name and table.card(name).get("unique")), None)
                if host is not None:
                    host["duplicates"].append({"card": name})
                else:
                    table.field(p).append(field_object(name))
        for name in attachments:
            hosts = [o for o in table.field(p) if attachment_legal(table, name, o) is None]
            chosen = table.choose_object(p, "attach", hosts, optional=False)
            if chosen is None:
                table.to_pile(p, "discard", name)  # 10.3: no legal host
                continue
            chosen["attachments"].append(attachment_object(name))
        opening.clear()
    for p in table.in_game():
        table.draw(p, HAND_SIZE - len(table.zone(p, "hand")))  # none when the hand is full


def mulligan(table: Table, player: str) -> None:
    """4: once, before placing the opening board: set the hand aside, draw a new 7, then shuffle
    the old hand back into the draw deck (outcome "shuffle": the whole deck, top first)."""
    if table.state["phase"] != "setup":
        raise Refused("the mulligan is taken during setup only (4)")
    state_player = table.player(player)
    if state_player.get("mulligan"):
        raise Refused(f"{player} has already taken their mulligan; it is taken once (4)")
    if table.zone(player, "opening"):
        raise Refused(f"{player} has begun placing their opening board; the mulligan comes before (4)")
    old = [o["card"] for o in table.zone(player, "hand")]
    table.zone(player, "hand").clear()
    table.draw(player, HAND_SIZE)
    deck = table.zone(player, "deck")
    deck[:] = [{"card": n} for n in table.order("shuffle", [o["card"] for o in deck] + old)]
    state_player["mulligan"] = True


AT_SETUP_END.append(finish_setup)
