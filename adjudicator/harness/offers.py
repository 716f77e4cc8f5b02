"""Checks of the decisions an engine reports taking (protocol 2): what each one offered.

An engine lists, for every ``act``, the decisions it took: ``{kind, player, options, min?, max?,
answer, pinned}`` (docs/protocol.md, *Decisions*). The harness, not the engine, judges them:

* :func:`illegal_acceptance` — the engine carried out an action with a pinned answer outside the
  options it says were legal (or naming more or fewer of them than it allows);
* :func:`find_record` — the decision an ``offers`` op or an ``at`` checkpoint names (by kind,
  player and ordinal) among those the last action took;
* :func:`offers_mismatch` — an ``offers`` op against that record: ``exactly``, ``includes``,
  ``excludes``, ``min``, ``max``.
"""

from __future__ import annotations

import json
from typing import Any

#: The matchers of an ``offers`` op (docs/cases.md).
OFFER_MATCHERS = ("exactly", "includes", "excludes", "min", "max")


def _key(value: Any) -> str:
    """A value's identity for set comparisons of JSON options (lists and objects included)."""
    return json.dumps(value, sort_keys=True, ensure_ascii=False)


def _answers(answer: Any) -> list[Any]:
    return list(answer) if isinstance(answer, list) else [answer]


def decider(player: str | None) -> str:
    return player if player else "the environment"


def bounds(record: dict[str, Any]) -> tuple[int, int]:
    """How many options one answer may name: ``min``/``max``, one when neither is given."""
    low = record.get("min", 1)
    high = record.get("max", max(low, 1))
    return low, high


def illegal_acceptance(record: dict[str, Any]) -> str | None:
    """Why an answer the engine accepted breaks the engine's own offer, or None if it does not."""
    options = record.get("options")
    if not isinstance(options, list) or "answer" not in record:
        return None
    answer = record["answer"]
    legal = {_key(o) for o in options}
    if _key(answer) in legal:
        return None
    outside = [a for a in _answers(answer) if _key(a) not in legal]
    who = decider(record.get("player"))
    if outside:
        return (f"the engine accepted {who}'s answer {_key(answer)} to {record.get('kind')!r}, "
                f"but {_key(outside[0])} is not among the options it offered: {_key(options)}")
    if isinstance(answer, list) and ("min" in record or "max" in record):
        low, high = bounds(record)
        if not low <= len(answer) <= high:
            return (f"the engine accepted {who}'s answer {_key(answer)} to {record.get('kind')!r}, "
                    f"which names {len(answer)} options where it allows {low} to {high}")
    return None


def find_record(records: list[dict[str, Any]], decision: str, player: str | None,
                nth: int = 1) -> dict[str, Any] | None:
    """The ``nth`` (1-based; -1 for the last) decision of this kind by this player."""
    found = [r for r in records if r.get("kind") == decision and r.get("player") == player]
    if nth == -1:
        return found[-1] if found else None
    return found[nth - 1] if 0 < nth <= len(found) else None


def describe_taken(records: list[dict[str, Any]]) -> str:
    """The decisions an action took, for a message that says which one was looked for."""
    if not records:
        return "it took no decision"
    shown = ", ".join(f"{r.get('kind')!r} by {decider(r.get('player'))}" for r in records)
    return f"it took {shown}"


def offers_mismatch(op: dict[str, Any], record: dict[str, Any]) -> tuple[Any, Any] | None:
    """None when the record meets every matcher of the op, else ``(expected, observed)``."""
    options = record.get("options")
    if not isinstance(options, list):
        return {"options": "a list"}, options
    offered = {_key(o) for o in options}
    if "exactly" in op and offered != {_key(o) for o in op["exactly"]}:
        return {"exactly": sorted(op["exactly"], key=_key)}, sorted(options, key=_key)
    if "includes" in op:
        missing = [o for o in op["includes"] if _key(o) not in offered]
        if missing:
            return {"includes": op["includes"]}, options
    if "excludes" in op:
        present = [o for o in op["excludes"] if _key(o) in offered]
        if present:
            return {"excludes": op["excludes"]}, options
    low, high = bounds(record)
    if "min" in op and low != op["min"]:
        return {"min": op["min"]}, {"min": low}
    if "max" in op and high != op["max"]:
        return {"max": op["max"]}, {"max": high}
    return None
