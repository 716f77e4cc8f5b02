"""Checks of an observed canonical state: the harness, not the engine, compares.

An ``expect`` op names a JSON Pointer ``path`` and one matcher:

* ``equals``    the value there equals this (deep equality); with ``default``, a missing
                value counts as the default (e.g. an absent pool tag holds 0 Vitae);
* ``cards``     the value is a list of card objects whose names, in order, are exactly these;
* ``contains``  ... includes these card names (as a multiset);
* ``lacks``     ... includes none of these card names;
* ``count``     the list has this many entries;
* ``where`` + ``has``  the one object in the list matching every key of ``where`` has every
  key/value of ``has`` (a subset check); with ``nth`` (1-based, -1 for the last), the nth of
  the objects matching ``where``, in list order, however many match;
* ``absent``    nothing is at the path (``true``; e.g. no such pile, no such key);
* ``nowhere``   no object anywhere under the path (at any depth) has every key/value of this
  object (e.g. ``{"card": "Goat"}``: no Goat in any zone, pile or record of the state).
"""

from __future__ import annotations

from collections import Counter
from typing import Any

MATCHERS = ("equals", "cards", "contains", "lacks", "count", "has", "absent", "nowhere")
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


def value_at(state: Any, path: str) -> Any:
    """The value at a JSON Pointer (``/`` is the whole state), or ``<nothing at PATH>`` (as
    failures show it)."""
    value = resolve(state, "" if path == "/" else path)
    return f"<nothing at {path}>" if value is _MISSING else value


def changed_paths(before: Any, after: Any, path: str = "") -> list[str]:
    """The JSON Pointers at which two states differ, outermost first: into objects key by key
    and into lists of equal length item by item; a list that changed length is one path."""
    if before == after:
        return []
    if isinstance(before, dict) and isinstance(after, dict):
        keys = list(before) + [k for k in after if k not in before]
        return [p for k in keys for p in _changed_at(before, after, k, path)]
    if isinstance(before, list) and isinstance(after, list) and len(before) == len(after):
        return [p for i, (b, a) in enumerate(zip(before, after, strict=True))
                for p in changed_paths(b, a, f"{path}/{i}")]
    return [path or "/"]


def _changed_at(before: dict[str, Any], after: dict[str, Any], key: str, path: str) -> list[str]:
    here = f"{path}/{key.replace('~', '~0').replace('/', '~1')}"
    if key not in before or key not in after:
        return [here]
    return changed_paths(before[key], after[key], here)


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
    if "absent" in expect:
        return None if value is _MISSING else ("<nothing>", value)
    if value is _MISSING and "default" in expect:
        value = expect["default"]
    if value is _MISSING:
        return _wanted(expect), f"<nothing at {path}>"
    if "nowhere" in expect:
        found = _found(value, expect["nowhere"], path)
        return None if not found else ({"nowhere": expect["nowhere"]}, found)
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


def _found(value: Any, pattern: dict[str, Any], path: str) -> dict[str, Any]:
    """Every object under ``value`` with all of ``pattern``'s keys and values, by its pointer."""
    found: dict[str, Any] = {}
    stack: list[tuple[str, Any]] = [(path, value)]
    while stack:
        where, node = stack.pop()
        if isinstance(node, dict):
            if all(k in node and node[k] == v for k, v in pattern.items()):
                found[where or "/"] = node
            stack.extend((f"{where}/{_escape(k)}", v) for k, v in node.items())
        elif isinstance(node, list):
            stack.extend((f"{where}/{i}", v) for i, v in enumerate(node))
    return dict(sorted(found.items()))


def _escape(key: str) -> str:
    return str(key).replace("~", "~0").replace("/", "~1")


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
    nth = expect.get("nth")
    if nth is not None:
        if not found or not (nth == -1 or 0 < nth <= len(found)):
            return {"where": where, "nth": nth, "has": has}, f"<{len(found)} objects matching {where}>"
        found = [found[-1 if nth == -1 else nth - 1]]
    if len(found) != 1:
        what = "no object" if not found else f"{len(found)} objects"
        return {"where": where, "has": has}, f"<{what} matching {where}>"
    obj = found[0]
    observed = {k: obj.get(k, "<absent>") for k in has}
    return None if observed == has else (has, observed)
