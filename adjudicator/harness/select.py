"""Choosing cases: by game, rule (``rule_matches``: 704.5 selects 704.5e, not 704.50), tag and
id — the same selection as the pytest plugin's ``--rule`` and markers."""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from adjudicator.rules import rule_matches


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
