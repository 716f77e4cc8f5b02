"""What a rulebook amendment changes: ``adjudicator rules diff GAME OLD NEW``.

Both documents are imported with the game's importer and compared rule by rule:

* **renumbered**: the same text (fingerprint without the leading id) under a new id;
* **changed**: the same id with a new fingerprint, with what moved (status, amendment dates,
  title, text);
* **added** / **removed**: ids only in the new / only in the old document.

For every changed, removed or renumbered rule, the scenarios citing it (by ``@id`` and
file:line) are listed "to review", and so are the contradictions register's conflicts that cite
it: the amendment may have resolved them. See ``docs/rule-changes.md``.
"""

from __future__ import annotations

import json
from collections import defaultdict
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from .index import RuleIndex
from .model import Rule


@dataclass
class Change:
    """One rule that moved between the two documents."""

    kind: str  # "added" | "removed" | "renumbered" | "changed"
    old: Rule | None
    new: Rule | None
    details: list[str] = field(default_factory=list)

    @property
    def id(self) -> str:
        rule = self.old or self.new
        assert rule is not None
        return rule.id

    def to_json(self) -> dict[str, Any]:
        return {"kind": self.kind, "old_id": self.old.id if self.old else None,
                "new_id": self.new.id if self.new else None, "details": self.details}


@dataclass
class Citation:
    """A scenario that cites a rule: its id and where it is."""

    scenario: str
    where: str


@dataclass
class RulebookDiff:
    """Every change from one document to the next, and who must review what."""

    game: str
    old_rulesets: tuple[str, ...]
    new_rulesets: tuple[str, ...]
    changes: list[Change]
    to_review: dict[str, list[Citation]]  # old rule id -> scenarios citing it
    conflicts: dict[str, list[str]]  # conflict id -> the changed rule ids it cites

    def of_kind(self, kind: str) -> list[Change]:
        return [c for c in self.changes if c.kind == kind]

    def to_json(self) -> dict[str, Any]:
        return {"game": self.game, "rulesets": {"old": list(self.old_rulesets),
                                                 "new": list(self.new_rulesets)},
                "changes": [c.to_json() for c in self.changes],
                "to_review": {rid: [{"scenario": c.scenario, "where": c.where} for c in cs]
                              for rid, cs in self.to_review.items()},
                "conflicts": self.conflicts}


def diff_indexes(old: RuleIndex, new: RuleIndex) -> list[Change]:
    """Compare two freshly imported indexes of one game (see the module docstring)."""
    moves = _renumberings(old, new)
    moved_from, moved_to = set(moves), set(moves.values())
    changes: list[Change] = []
    for rule in old:
        if rule.id in moves:
            target = new.rules[moves[rule.id]]
            changes.append(Change("renumbered", rule, target, [f"{rule.id} \u2192 {target.id}",
                                                               *_details(rule, target, text=False)]))
        elif rule.id not in new:
            changes.append(Change("removed", rule, None))
        elif rule.id in moved_to:
            origin = next(o for o, n in moves.items() if n == rule.id)
            changes.append(Change("removed", rule, None, [f"its id now holds the rule moved from {origin}"]))
        elif rule.fingerprint != new.rules[rule.id].fingerprint:
            changes.append(Change("changed", rule, new.rules[rule.id], _details(rule, new.rules[rule.id])))
    for rule in new:
        if rule.id in moved_to:
            continue
        if rule.id not in old or rule.id in moved_from:
            note = [f"reuses the id of the rule now at {moves[rule.id]}"] if rule.id in moved_from else []
            changes.append(Change("added", None, rule, note))
    return changes


def _renumberings(old: RuleIndex, new: RuleIndex) -> dict[str, str]:
    """old id -> new id for rules whose text moved, unchanged, to another id (unambiguous only)."""
    stayed = {r.id for r in old if r.body and r.id in new and new.rules[r.id].body == r.body}
    arrivals: dict[str, list[str]] = defaultdict(list)
    for rule in new:
        if rule.body and rule.id not in stayed:
            arrivals[rule.body].append(rule.id)
    departures: dict[str, list[str]] = defaultdict(list)
    for rule in old:
        if rule.body and rule.id not in stayed:
            departures[rule.body].append(rule.id)
    moves = {}
    for body, olds in departures.items():
        news = arrivals.get(body, [])
        if len(olds) == 1 and len(news) == 1 and olds[0] != news[0]:
            moves[olds[0]] = news[0]
    return moves


def _details(old: Rule, new: Rule, text: bool = True) -> list[str]:
    out = []
    if old.status != new.status:
        out.append(f"status {old.status} \u2192 {new.status}")
    added_dates = [d for d in new.amended if d not in old.amended]
    if added_dates:
        out.append(f"amended {', '.join(added_dates)}")
    if old.title != new.title:
        out.append(f"title {old.title!r} \u2192 {new.title!r}")
    if old.kind != new.kind:
        out.append(f"kind {old.kind} \u2192 {new.kind}")
    if text and (old.body != new.body or not old.body):
        out.append("text changed")
    return out


def rulebook_diff(game: str, old_path: Path, new_path: Path,
                  root: Path | None = None) -> tuple[RulebookDiff, RuleIndex]:
    """Import both documents and diff them; also returns the new index (for ``--update``).

    Citing scenarios come from the corpus under ``root`` (default: the corpus root)."""
    old, new = _import(game, old_path), _import(game, new_path)
    changes = diff_indexes(old, new)
    touched = {c.old.id for c in changes if c.old is not None}
    return RulebookDiff(game, old.rulesets, new.rulesets, changes, _citations(game, touched, root),
                        _conflicts(game, touched, root)), new


def _import(game: str, path: Path) -> RuleIndex:
    from .importers import import_rulebook, read_rulebook

    return import_rulebook(game, read_rulebook(game, path), str(path))


def _citations(game: str, rule_ids: set[str], root: Path | None) -> dict[str, list[Citation]]:
    from adjudicator.corpus.load import load_corpus
    from adjudicator.games import PLAYABLE

    if game not in PLAYABLE:
        return {}
    found: dict[str, list[Citation]] = defaultdict(list)
    for sc in load_corpus(root, games=[game], compile_cases=False).scenarios:
        sid = (sc.tag_values("id") or ["(no @id)"])[0]
        for rule_id in dict.fromkeys(sc.rules):
            if rule_id in rule_ids:
                found[rule_id].append(Citation(sid, sc.where))
    return dict(found)


def _conflicts(game: str, rule_ids: set[str], root: Path | None) -> dict[str, list[str]]:
    from .contested import load_register

    return {c.id: [r for r in c.rules if r in rule_ids]
            for c in load_register(game, root) if any(r in rule_ids for r in c.rules)}


def render_text(d: RulebookDiff) -> str:
    """The diff for a designer: changes by kind, then what to review."""
    lines = [f"{d.game}: {len(d.changes)} rule changes"]
    new_sets = [r for r in d.new_rulesets if r not in d.old_rulesets]
    if new_sets:
        lines.append(f"  new rulesets: {', '.join(new_sets)}")
    for kind in ("changed", "renumbered", "removed", "added"):
        items = d.of_kind(kind)
        if not items:
            continue
        lines.append(f"\n{kind} ({len(items)}):")
        for c in items:
            shown = c.new.id if kind == "added" and c.new else c.id
            extra = f"  ({'; '.join(c.details)})" if c.details else ""
            lines.append(f"  {shown}{extra}")
    if d.to_review:
        count = sum(len(v) for v in d.to_review.values())
        lines.append(f"\nto review ({count} citations):")
        for rule_id, cites in d.to_review.items():
            for cite in cites:
                lines.append(f"  {cite.where}: {cite.scenario} cites {rule_id}")
    else:
        lines.append("\nno scenario cites a changed, renumbered or removed rule")
    if d.conflicts:
        lines.append("\ncontested entries whose rules changed (the amendment may resolve them):")
        for cid, rules in d.conflicts.items():
            lines.append(f"  {cid}: {', '.join(rules)}")
    return "\n".join(lines)


def render_json(d: RulebookDiff) -> str:
    return json.dumps(d.to_json(), indent=1, ensure_ascii=False)
