"""Keywords as cards write them (702.1): "<Name>" or "<Name> <parameter>", and the table of
keyword abilities the rule modules define.

A keyword ability's rule lives in its own module (adjudicator/games/nodawn/keyword_abilities/),
which calls :func:`define` and registers what the keyword does at the core's hook points.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from adjudicator.engine import Refused
from adjudicator.games.nodawn.core.layers import characteristics
from adjudicator.games.nodawn.core.objects import Cards, Obj, binding


@dataclass(frozen=True)
class Keyword:
    """A keyword ability the engine knows: its name, its rule and the module defining it."""

    name: str
    rule: str
    module: str


KEYWORDS: dict[str, Keyword] = {}


def define(name: str, rule: str, module: str) -> Keyword:
    """Declare a keyword ability (702): one module defines each."""
    if name in KEYWORDS:
        raise ValueError(f"keyword {name!r} is already defined in {KEYWORDS[name].module}")
    KEYWORDS[name] = Keyword(name, rule, module)
    return KEYWORDS[name]


def keyword_value(definition: dict[str, Any], name: str) -> str | None:
    """The parameter of a keyword written "<Name> <value>" ("Toll 2", "Sanctity from Liamite",
    "Elusive from Caprice"); "" for the bare keyword; None if the card lacks it (702.1)."""
    for kw in definition.get("keywords", []):
        if kw == name:
            return ""
        if kw.startswith(name + " "):
            return kw[len(name) + 1:].strip()
    return None


def has_keyword(definition: dict[str, Any], name: str) -> bool:
    """Whether the card has the keyword, with or without a parameter (702.1)."""
    return keyword_value(definition, name) is not None


def has(cards: Cards, obj: Obj, name: str) -> bool:
    """Whether an object's card has the keyword (702.1)."""
    return has_keyword(characteristics(cards, obj), name)


def has_for(cards: Cards, obj: Obj, name: str, purpose: str) -> bool:
    """Whether an object has the keyword for this purpose: it has it, or an ``as_though`` entry
    of its card treats it as though it had it for this purpose alone (609.4: for every other
    purpose it does not have it)."""
    definition = characteristics(cards, obj)
    return has_keyword(definition, name) or any(
        entry.get("keyword") == name and entry.get("purpose") == purpose
        for entry in definition.get("as_though", []))


def keyword_numbers(definition: dict[str, Any], name: str) -> list[int]:
    """The number of each instance of a keyword written "<Name> N" the object has, printed or
    granted, in order: each instance is its own ability (702.1)."""
    found = []
    for kw in definition.get("keywords", []):
        head, _, value = kw.partition(" ")
        if head == name and value.strip().isdigit():
            found.append(int(value))
    return found


def keyword_number(definition: dict[str, Any], name: str) -> int | None:
    """The number of a keyword written "<Name> N" ("Muster 3", "Decay 2"); None if the card
    lacks the keyword or its parameter is not a number."""
    value = keyword_value(definition, name)
    if value is None:
        return None
    try:
        return int(value)
    except ValueError:
        return None


def within_cap(definition: dict[str, Any], keyword: str, rule: str, verb: str, noun: str,
               chosen: list[str]) -> bool:
    """Whether anything was chosen for a "<Keyword> N" cost reduction; refused if the card lacks
    the keyword or more than N were chosen (601.2f)."""
    if not chosen:
        return False
    card = definition["name"]
    cap = keyword_number(definition, keyword)
    if cap is None:
        raise Refused(f"{card!r} has no {keyword} ({rule})")
    if len(chosen) > cap:
        raise Refused(f"{card!r} {verb} at most {cap} {noun} ({rule})")
    return True


def stat_bonus(text: str) -> tuple[int, int] | None:
    """An Attack/Vigor bonus written "+A/+V" ("+1/+1", "-1/+2"), or None if unreadable."""
    attack, sep, vigor = text.partition("/")
    try:
        return (int(attack), int(vigor)) if sep else None
    except ValueError:
        return None


def count_and_bonus(text: str) -> tuple[int, tuple[int, int]] | None:
    """A keyword parameter written "N +A/+V" (Pack, Siege), or None if unreadable."""
    count, _, rider = text.partition(" ")
    bonus = stat_bonus(rider)
    try:
        return (int(count), bonus) if bonus is not None else None
    except ValueError:
        return None


def subtypes(definition: dict[str, Any]) -> set[str]:
    """The subtypes an object has: an Entity's Race and Class, each a subtype of its own (205.3a),
    and any an effect gave it (613.1d)."""
    values = set(definition.get("subtypes", []))
    for part in ("race", "class"):
        if definition.get(part):
            values.add(definition[part])
    return values


#: The Races the rulebook names (205.3b, 308.2); the list is open, and cards add theirs.
RACES = ("Noble", "Sacred", "Innocent", "Vampire")


def known_races(cards: dict[str, dict[str, Any]]) -> list[str]:
    """Every Race a player may choose: the four the rulebook names and any a known card bears
    (205.3b, 205.3g)."""
    return sorted(set(RACES) | {d["race"] for d in cards.values() if d.get("race")})


def qualities(definition: dict[str, Any]) -> set[str]:
    """The characteristic values a quality may name: type, supertype, Lineage, Race, class and
    other subtypes, binding (702.15a, 205.3a, 308.5)."""
    values = {definition.get(k) for k in ("type", "lineage", "race")} | subtypes(definition)
    values.update(definition.get("supertypes", []))
    bound = binding(definition)
    if bound:
        values.add(f"{bound}-bound")
    return {v for v in values if v}


def quality_of(value: str) -> str:
    """The quality a "from <quality>" parameter names (702.13a, 702.15a)."""
    return value[len("from "):].strip() if value.startswith("from ") else value
