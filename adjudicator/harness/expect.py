"""Checks of an observed canonical state: the harness, not the engine, compares.

An ``expect`` op names a JSON Pointer ``path`` and one matcher:

* ``equals``    the value there equals this (deep equality); with ``default``, a missing
                value counts as the default (e.g. an absent pool tag holds 0 Vitae);
* ``cards``     the value is a list of card objects whose names, in order, are exactly these;
* ``contains``  ... includes these card names (as a multiset);
* ``lacks``     ... includes none of these card names;
* ``count``     the list has this many entries;
* ``where`` + ``has``  the one object in the list matching every key of ``where`` has every
  key/value of ``has`` (a subset check).
"""

from __future__ import annotations

from collections import Counter
from typing import Any

MATCHERS = ("equals", "cards", "contains", "lacks", "count", "has")
_MISSING = object()


def resolve(state: Any, path: str) -> Any:
    """Follow a JSON Pointer into the state; ``_MISSING`` when there is nothing there."""
    node = state
    if path == "":
        return node
    for raw in path.lstrip("/").split("/"):
        part = raw.replace("~1", "/").replace("~0", "~")
        if isinstance(node, dict):
            if part not in node:
                return _MISSING
            node = node[part]
        elif isinstance(node, list) and part.isdigit() and int(part) < len(node):
            node = node[int(part)]
        else:
            return _MISSING
    return node


def _names(value: Any) -> list[str] | None:
    if not isinstance(value, list):
        return None
    names = []
    for item in value:
        if isinstance(item, dict) and "card" in item:
            names.append(item["card"])
        elif isinstance(item, str):
            names.append(item)
        else:
            return None
    return names


def check(expect: dict[str, Any], state: Any) -> tuple[Any, Any] | None:
    """None if the state meets the expectation, else ``(expected, observed)`` for the report."""
    path = expect["path"]
    value = resolve(state, path)
    if value is _MISSING and "default" in expect:
        value = expect["default"]
    if value is _MISSING:
        return _wanted(expect), f"<nothing at {path}>"
    if "equals" in expect:
        return None if value == expect["equals"] else (expect["equals"], value)
    if "count" in expect:
        size = len(value) if isinstance(value, list | dict) else None
        return None if size == expect["count"] else (expect["count"], size)
    if "where" in expect:
        return _check_where(expect, value)
    names = _names(value)
    if names is None:
        return _wanted(expect), value
    if "cards" in expect:
        return None if names == expect["cards"] else (expect["cards"], names)
    if "contains" in expect:
        missing = Counter(expect["contains"]) - Counter(names)
        return None if not missing else ({"contains": expect["contains"]}, names)
    if "lacks" in expect:
        present = [n for n in expect["lacks"] if n in names]
        return None if not present else ({"lacks": expect["lacks"]}, names)
    raise ValueError(f"expect op without a matcher: {expect}")


def _wanted(expect: dict[str, Any]) -> Any:
    for key in MATCHERS:
        if key in expect:
            return expect[key] if key != "has" else {"where": expect["where"], "has": expect["has"]}
    return None


def _check_where(expect: dict[str, Any], value: Any) -> tuple[Any, Any] | None:
    where, has = expect["where"], expect["has"]
    if not isinstance(value, list):
        return {"where": where, "has": has}, value
    found = [o for o in value if isinstance(o, dict) and all(o.get(k) == v for k, v in where.items())]
    if len(found) != 1:
        what = "no object" if not found else f"{len(found)} objects"
        return {"where": where, "has": has}, f"<{what} matching {where}>"
    obj = found[0]
    observed = {k: obj.get(k, "<absent>") for k in has}
    return None if observed == has else (has, observed)
