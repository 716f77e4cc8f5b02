"""Choosing cases: by game, rule (exact prefix semantics), tag and id — the same as pytest's
``--rule`` / ``-m`` selection in the pytest plugin."""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any


def rule_matches(selector: str, rule_id: str) -> bool:
    """704.5 selects 704.5 and 704.5a.. but not 704.50; guard selects guard.3 but not guardian."""
    if rule_id == selector:
        return True
    if not rule_id.startswith(selector):
        return False
    nxt = rule_id[len(selector)]
    return nxt == "." or (selector[-1].isdigit() and nxt.isalpha() and nxt.islower())


def select(
    cases: Iterable[dict[str, Any]],
    *,
    games: list[str] | None = None,
    rules: list[str] | None = None,
    tags: list[str] | None = None,
    ids: list[str] | None = None,
) -> list[dict[str, Any]]:
    """Cases matching every given filter (each filter matches if any of its values does)."""
    chosen = []
    for case in cases:
        if games and case["game"] not in games:
            continue
        if rules and not any(rule_matches(s, r) for s in rules for r in case["rules"]):
            continue
        if tags and not any(t.lstrip("@") in case["tags"] for t in tags):
            continue
        if ids and case["id"] not in ids:
            continue
        chosen.append(case)
    return chosen
