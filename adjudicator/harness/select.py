"""Choosing cases: by game, rule (``rule_matches``: 704.5 selects 704.5e, not 704.50), tag, id,
a Cucumber tag expression (``--tags``), and a shard of the selection (``--shard K/N``) — the same
selection as the pytest plugin's options and markers."""

from __future__ import annotations

import hashlib
from collections.abc import Iterable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from adjudicator.errors import AdjudicatorError
from adjudicator.rules import rule_matches

if TYPE_CHECKING:  # the tag expression library is imported when an expression is given
    from cucumber_tag_expressions.model import Expression

#: The fields of a case that :func:`select` (and :func:`case_tags`) read: the compiled-corpus
#: cache keeps them apart, so a selection need not decode whole cases.
SELECTED_BY = ("id", "game", "rules", "tags", "ruleset")


def select(
    cases: Iterable[dict[str, Any]],
    *,
    games: list[str] | None = None,
    rules: list[str] | None = None,
    tags: list[str] | None = None,
    ids: list[str] | None = None,
    expression: TagExpression | None = None,
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
        if expression is not None and not expression.matches(case_tags(case)):
            continue
        chosen.append(case)
    return chosen


# -- tag expressions ------------------------------------------------------------------------------
def tag_strings(case_id: str | None, rules: Iterable[str], ruleset: str | None,
                flags: Iterable[str]) -> list[str]:
    """The tags a tag expression sees on a scenario, each with its ``@``: ``@id:``, each
    ``@rule:`` with the rules it falls under (``@rule:704.5e`` also counts as ``@rule:704.5``
    and ``@rule:704``, as ``--rule 704.5`` selects it), ``@ruleset:`` and the flag tags."""
    found = [f"@id:{case_id}"] if case_id else []
    for rule in rules:
        found.extend(f"@rule:{rule[:end]}" for end in range(1, len(rule) + 1)
                     if rule_matches(rule[:end], rule))
    if ruleset:
        found.append(f"@ruleset:{ruleset}")
    found.extend(f"@{flag.lstrip('@')}" for flag in flags)
    return list(dict.fromkeys(found))


def case_tags(case: dict[str, Any]) -> list[str]:
    """:func:`tag_strings` of a compiled case."""
    return tag_strings(case["id"], case["rules"], case.get("ruleset"), case.get("tags", []))


@dataclass(frozen=True)
class TagExpression:
    """A parsed Cucumber tag expression (``@rule:704.5 and not @contested``)."""

    text: str
    parsed: Expression

    def matches(self, tags: list[str]) -> bool:
        return bool(self.parsed.evaluate(tags))


def parse_tags(text: str, option: str = "--tags") -> TagExpression:
    """``text`` as a tag expression (the cucumber-tag-expressions grammar: ``and``, ``or``,
    ``not``, parentheses); a clear error for a malformed one, an empty one, or a tag written
    without its ``@`` (which would silently match nothing). ``option`` opens the message."""
    from cucumber_tag_expressions import TagExpressionError
    from cucumber_tag_expressions import parse as parse_expression

    named = f"{option} " if option else ""
    if not text.strip():
        raise AdjudicatorError(f"{named or 'the tag expression '}is empty; give a tag expression "
                               "such as \"@rule:704.5 and not @contested\"")
    try:
        parsed = parse_expression(text)
    except TagExpressionError as exc:
        detail = " ".join(str(exc).split())
        raise AdjudicatorError(f"{named}{text!r} is not a tag expression: {detail}") from None
    bare = [name for name in _literals(parsed) if not name.startswith("@")]
    if bare:
        raise AdjudicatorError(f"{named}{text!r}: tags start with @ (write "
                               f"{', '.join('@' + name for name in bare)})")
    return TagExpression(text, parsed)


def _literals(node: Any) -> list[str]:
    """Every tag name an expression mentions."""
    if hasattr(node, "name"):
        return [node.name]
    children = getattr(node, "terms", None) or ([node.term] if hasattr(node, "term") else [])
    return [name for child in children for name in _literals(child)]


# -- shards ---------------------------------------------------------------------------------------
@dataclass(frozen=True)
class Shard:
    """``--shard K/N``: the K-th of N disjoint parts of a selection (K from 1)."""

    index: int
    count: int

    def __str__(self) -> str:
        return f"{self.index}/{self.count}"

    def holds(self, case_id: str) -> bool:
        """Whether the case with this id falls in this shard: by a hash of the id alone, so a
        case stays in its shard however the corpus grows or is filtered."""
        return shard_of(case_id, self.count) == self.index


def shard_of(case_id: str, count: int) -> int:
    """The shard (1..count) an id falls in: SHA-256 of the id, taken modulo ``count``."""
    digest = hashlib.sha256(case_id.encode("utf-8")).digest()
    return int.from_bytes(digest[:8], "big") % count + 1


def parse_shard(text: str, option: str = "--shard") -> Shard:
    """``K/N`` with 1 <= K <= N; a clear error for anything else (``option`` opens it)."""
    head, sep, tail = text.partition("/")
    try:
        index, count = int(head), int(tail)
    except ValueError:
        index = count = 0
    if not sep or count < 1 or not 1 <= index <= count:
        named = f"{option} " if option else ""
        raise AdjudicatorError(f"{named}{text!r}: expected K/N with 1 <= K <= N, e.g. 1/4")
    return Shard(index, count)
