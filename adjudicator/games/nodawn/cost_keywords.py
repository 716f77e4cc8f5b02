"""Keyword abilities that change how a spell is cast and paid for: Recall (702.20a, 601.9),
Despoil (702.23a), Tribute (702.25a, 601.7), Muster (702.26a) and Backlash (702.36a, 601.8).

The caster announces them with the cast (601.2b): the action's optional ``recall`` (true: cast
from the Spoils for the Recall cost), ``tribute`` (true: pay the Tribute), ``muster`` (the
Entities drained for generic Vitae), ``despoil`` (the Spoils cards banished for generic
Vitae) and ``synthesis`` (true: pay a Backlash card's synthesis cost rather than its backfire).
``propose`` checks the announcement and returns the cost to pay; ``pay`` carries out the
drains and banishments with the rest of the payment (601.2h). The spell on the stack records
``recall`` and ``tribute`` when true: a Recalled spell goes to the Void as it leaves the stack
(601.9, 601.10), a Tributed spell gets its rider (``tribute_effects``) as it resolves (601.7).
"""

from __future__ import annotations

from typing import Any

from adjudicator.engine import Refused
from adjudicator.games.nodawn.abilities import keyword_number

Cards = dict[str, dict[str, Any]]


def propose(state: dict[str, Any], cards: Cards, name: str, definition: dict[str, Any],
            action: dict[str, Any]) -> dict[str, Any]:
    """Check the announced alternative and additional costs and cost reductions (601.2b) and
    work out the cost to pay: ``{"cost", "recall", "tribute", "muster", "despoil"}``. A Recalled
    card leaves the Spoils for the stack here (601.2a)."""
    card = definition["name"]
    player = state["players"][name]
    cost = dict(definition.get("cost", {}))
    recall = bool(action.get("recall"))
    if recall:
        price = keyword_number(definition, "Recall")
        if price is None:
            raise Refused(f"{card!r} has no Recall: it is not cast from the Spoils (702.20a, 601.9)")
        spoils = player["zones"]["spoils"]
        found = next((o for o in spoils if o["card"] == card), None)
        if found is None:
            raise Refused(f"{name} has no {card!r} in their Spoils to Recall (702.20a)")
        if action.get("from_master"):
            raise Refused("a Recall cost is paid from the Vitae pool (702.20a)")
        spoils.remove(found)  # 601.2a: from the Spoils to the stack
        cost = {"vitae": price}  # 702.20a: replaces the whole printed cost block
    tribute = bool(action.get("tribute"))
    if tribute:
        extra = keyword_number(definition, "Tribute")
        if extra is None:
            raise Refused(f"{card!r} has no Tribute to pay (702.25a)")
        cost["vitae"] = cost.get("vitae", 0) + extra  # 601.7: an optional surcharge
    backfire = _backlash(definition, cost, bool(action.get("synthesis")))
    muster = _muster(state, cards, name, definition, action.get("muster", []))
    despoil = _despoil(player, name, definition, action.get("despoil", []))
    generic = 0 if cost.get("source") else cost.get("vitae", 0)
    if len(muster) + len(despoil) > generic:
        raise Refused(f"Muster and Despoil stand in for generic Vitae only, and {card!r} asks "
                      f"{generic} (702.23a, 702.26a)")
    cost["vitae"] = cost.get("vitae", 0) - len(muster) - len(despoil)
    return {"cost": cost, "recall": recall, "tribute": tribute, "muster": muster,
            "despoil": despoil, "backfire": backfire}


def _backlash(definition: dict[str, Any], cost: dict[str, Any], synthesis: bool) -> int:
    """Backlash (702.36a, 601.8): the caster pays the synthesis cost, or else the printed
    backfire becomes part of the cost — signed Corruption or Wrath, or damage to their own Master
    (``damage``) — and stands even if the spell is countered."""
    card = definition["name"]
    backlash = definition.get("backlash")
    if keyword_value_of(definition, "Backlash") is None or backlash is None:
        if synthesis:
            raise Refused(f"{card!r} has no Backlash synthesis cost to pay (702.36a)")
        return 0
    extra = backlash.get("synthesis", {}) if synthesis else backlash.get("penalty", {})
    for key, amount in extra.items():
        if key not in ("source", "damage"):
            cost[key] = cost.get(key, 0) + amount
    return int(extra.get("damage", 0))


def keyword_value_of(definition: dict[str, Any], keyword: str) -> str | None:
    from adjudicator.games.nodawn.abilities import keyword_value

    return keyword_value(definition, keyword)


def _within_cap(definition: dict[str, Any], keyword: str, rule: str, verb: str, noun: str,
                chosen: list[str]) -> bool:
    """Whether anything was chosen for a "<Keyword> N" cost reduction; refused if the card lacks
    the keyword or more than N were chosen."""
    if not chosen:
        return False
    card = definition["name"]
    cap = keyword_number(definition, keyword)
    if cap is None:
        raise Refused(f"{card!r} has no {keyword} ({rule})")
    if len(chosen) > cap:
        raise Refused(f"{card!r} {verb} at most {cap} {noun} ({rule})")
    return True


def _muster(state: dict[str, Any], cards: Cards, name: str, definition: dict[str, Any],
            chosen: list[str]) -> list[dict[str, Any]]:
    """The Entities to drain for Muster N: at most N, each an undrained Entity the caster
    controls and that is out in the open — newly turned ones too (702.26a, 514.4g)."""
    if not _within_cap(definition, "Muster", "702.26a", "musters", "Entities", chosen):
        return []
    free = [o for o in state["players"][name]["zones"]["battlefield"]
            if cards[o["card"]]["type"] == "Entity"]
    picked: list[dict[str, Any]] = []
    for entity in chosen:
        obj = next((o for o in free if o["card"] == entity and all(o is not p for p in picked)
                    and not o["drained"] and o.get("sheltered") is None), None)
        if obj is None:
            raise Refused(f"{name} controls no undrained {entity!r} in the open to muster (702.26a)")
        picked.append(obj)
    return picked


def _despoil(player: dict[str, Any], name: str, definition: dict[str, Any],
             chosen: list[str]) -> list[str]:
    """The Spoils cards to banish for Despoil N: at most N, each in the caster's Spoils
    (702.23a)."""
    if not _within_cap(definition, "Despoil", "702.23a", "despoils", "cards", chosen):
        return []
    remaining = [o["card"] for o in player["zones"]["spoils"]]
    for other in chosen:
        if other not in remaining:
            raise Refused(f"{name} has no {other!r} in their Spoils to banish (702.23a)")
        remaining.remove(other)
    return list(chosen)


def pay(state: dict[str, Any], name: str, proposal: dict[str, Any]) -> None:
    """With the rest of the payment (601.2h): an unpaid Backlash's damage backfire hits the
    caster's Master (702.36a), the mustered Entities drain and stay drained
    (702.26a), the despoiled cards go from the Spoils to the Void (702.23a)."""
    from adjudicator.games.nodawn.damage import deal_damage

    player = state["players"][name]
    deal_damage(state, {"kind": "master", "player": name}, proposal["backfire"])  # 702.36a
    for obj in proposal["muster"]:
        obj["drained"] = True
    for card in proposal["despoil"]:
        found = next(o for o in player["zones"]["spoils"] if o["card"] == card)
        player["zones"]["spoils"].remove(found)
        player["zones"]["void"].append({"card": card})


def mark(spell: dict[str, Any], proposal: dict[str, Any]) -> None:
    """Record on the spell what its leaving the stack and its resolving depend on."""
    for key in ("recall", "tribute"):
        if proposal[key]:
            spell[key] = True


def graveyard(spell: dict[str, Any]) -> str:
    """Where a spell goes as it leaves the stack, resolved or countered: its owner's Spoils,
    or the Void if it was Recalled (702.20a, 601.9, 601.10)."""
    return "void" if spell.get("recall") else "spoils"


def rider(definition: dict[str, Any], spell: dict[str, Any]) -> list[dict[str, Any]]:
    """A Tributed spell's printed rider, carried out as it resolves — only then (601.7)."""
    return list(definition.get("tribute_effects", [])) if spell.get("tribute") else []
