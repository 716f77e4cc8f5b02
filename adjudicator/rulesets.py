"""Ruleset ranges: which rulebook versions a scenario's outcome holds under.

Ruleset ids are the rulebook's amendment dates (``2026-08-02``) or a name the document
gives (``r1``); they compare as text, which orders ISO dates correctly. A scenario tagged
``@ruleset:<range>`` runs only when the selected ruleset is inside the range:

``>=A``  from A on      ``>A``  after A      ``<A``  before A      ``<=A``  up to A
``=A``   exactly A      ``A..B``  from A (inclusive) to B (exclusive)
"""

from __future__ import annotations

import re

from adjudicator.errors import CorpusError

_RANGE = re.compile(r"^(?:(>=|<=|>|<|=)([\w.-]+)|([\w.-]+)\.\.([\w.-]+))$")


def parse_range(text: str) -> tuple[str, ...]:
    """Validate a range; a CorpusError explains the syntax when it is malformed."""
    m = _RANGE.match(text)
    if not m:
        raise CorpusError(
            f"malformed ruleset range {text!r}; write >=A, >A, <A, <=A, =A or A..B "
            "(A, B are ruleset ids such as 2026-08-02)"
        )
    if m.group(1):
        return (m.group(1), m.group(2))
    return ("..", m.group(3), m.group(4))


def range_ids(text: str) -> list[str]:
    """The ruleset ids a range names (for checking them against the index)."""
    return list(parse_range(text)[1:])


def in_range(text: str | None, ruleset: str) -> bool:
    """Whether a ruleset lies inside a range (no range means every ruleset)."""
    if not text:
        return True
    parsed = parse_range(text)
    if parsed[0] == "..":
        return parsed[1] <= ruleset < parsed[2]
    op, bound = parsed
    return {
        ">=": ruleset >= bound,
        ">": ruleset > bound,
        "<": ruleset < bound,
        "<=": ruleset <= bound,
        "=": ruleset == bound,
    }[op]
