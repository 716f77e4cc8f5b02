"""The contradictions register: ``fixtures/<game>/contested.toml``.

Where a rulebook contradicts itself, the corpus adopts one reading. The register records each
known conflict as data: the rule ids on each side with a paraphrase, the reading adopted, the
principle it rests on and why, and the ``@contested`` scenarios that depend on the choice. Lint
checks the register against the corpus and the rule index; ``rules diff`` flags the conflicts
an amendment touches; ``docs/contested.md`` is rendered from it. See ``docs/rule-changes.md``.
"""

from __future__ import annotations

import re
import tomllib
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from adjudicator.errors import location
from adjudicator.files import relative

from .model import RulesError

FORMAT = 1
PRINCIPLES = {
    "later-amendment": "a later dated amendment beats older text it did not update",
    "specific-over-general": "the specific rule beats the general one",
    "card-over-rules": "card text beats the rules, where the rulebook says so",
    "rulebook-over-card": "the rulebook's clarification is followed over a card's printed text",
    "weight-of-sources": "several rules and examples agree against one",
    "rule-over-example": "a rule's text beats an example's numbers",
    "gap": "the rulebook is silent; the corpus fills the gap with the stated reading",
}
_CONFLICT_KEYS = {"summary": str, "principle": str, "adopted": str, "why": str, "scenarios": list,
                  "sides": list, "notes": str}
_OPTIONAL = {"notes"}
_SIDE_KEYS = {"rules": list, "says": str}


@dataclass(frozen=True)
class Side:
    """One side of a conflict: the rules that say one thing, and a paraphrase of it."""

    rules: tuple[str, ...]
    says: str


@dataclass(frozen=True)
class Conflict:
    """One known contradiction in a rulebook and the reading the corpus adopts."""

    id: str
    game: str
    summary: str
    principle: str
    adopted: str
    why: str
    scenarios: tuple[str, ...]
    sides: tuple[Side, ...]
    notes: str
    where: str

    @property
    def rules(self) -> list[str]:
        """Every rule id cited on any side, in order, without repeats."""
        return list(dict.fromkeys(r for side in self.sides for r in side.rules))


def register_path(game: str, root: Path) -> Path:
    return root / "fixtures" / game / "contested.toml"


def load_register(game: str, root: Path | None = None) -> list[Conflict]:
    """The conflicts recorded for ``game`` under ``root`` (none when it has no register file);
    by default those of every corpus root, whose conflict ids must not repeat."""
    if root is not None:
        path = register_path(game, root)
        return _load_register(game, path, str(relative(path, root)))
    from adjudicator.games import corpus_roots

    conflicts: list[Conflict] = []
    seen: dict[str, str] = {}
    for corpus_root in corpus_roots():
        path = register_path(game, corpus_root.path)
        for conflict in _load_register(game, path, str(corpus_root.shown(path))):
            if conflict.id in seen:
                raise RulesError(f"conflict {conflict.id!r} is also recorded at {seen[conflict.id]}",
                                 where=conflict.where)
            seen[conflict.id] = conflict.where
            conflicts.append(conflict)
    return conflicts


def _load_register(game: str, path: Path, shown: str) -> list[Conflict]:
    """One register file, its problems named at ``shown``."""
    if not path.exists():
        return []
    try:
        text = path.read_text(encoding="utf-8")
        data = tomllib.loads(text)
    except (OSError, UnicodeDecodeError) as exc:
        raise RulesError(f"cannot read the contested register: {exc}", where=shown) from None
    except tomllib.TOMLDecodeError as exc:
        raise RulesError(f"malformed TOML: {exc}", where=shown) from None
    if data.get("format") != FORMAT:
        raise RulesError(f"format must be {FORMAT}, got {data.get('format')!r}", where=shown)
    unknown = set(data) - {"format", "conflicts"}
    if unknown:
        raise RulesError(f"unknown top-level key(s) {', '.join(sorted(unknown))}", where=shown)
    table = data.get("conflicts", {})
    if not isinstance(table, dict):
        raise RulesError("[conflicts] must be a table", where=shown)
    return [_conflict(game, cid, entry, location(shown, _line_of(text, cid)))
            for cid, entry in table.items()]




def _line_of(text: str, conflict_id: str) -> int | None:
    """The line of ``[conflicts.<id>]`` (quoted or bare), for error messages."""
    pattern = re.compile(r'^[ \t]*\[\s*conflicts\s*\.\s*"?' + re.escape(conflict_id) + r'"?\s*\]', re.M)
    match = pattern.search(text)
    return text.count("\n", 0, match.start()) + 1 if match else None


def _conflict(game: str, cid: str, entry: Any, where: str) -> Conflict:
    def fail(problem: str) -> RulesError:
        return RulesError(f"conflict {cid!r}: {problem}", where=where)

    if not isinstance(entry, dict):
        raise fail("must be a table")
    _check_keys(entry, _CONFLICT_KEYS, _OPTIONAL, fail)
    if entry["principle"] not in PRINCIPLES:
        raise fail(f"principle {entry['principle']!r} is not one of {', '.join(PRINCIPLES)}")
    if not all(isinstance(s, str) and s for s in entry["scenarios"]):
        raise fail("scenarios must be a list of scenario ids")
    sides = []
    for n, side in enumerate(entry["sides"], 1):
        if not isinstance(side, dict):
            raise fail(f"side {n} must be a table")
        _check_keys(side, _SIDE_KEYS, set(), lambda p, n=n: fail(f"side {n}: {p}"))
        if not side["rules"] or not all(isinstance(r, str) and r for r in side["rules"]):
            raise fail(f"side {n}: rules must be a non-empty list of rule ids")
        sides.append(Side(tuple(side["rules"]), side["says"]))
    if len(sides) < 2 and entry["principle"] != "gap":
        raise fail("a conflict needs at least two sides (or principle = \"gap\")")
    return Conflict(cid, game, entry["summary"], entry["principle"], entry["adopted"], entry["why"],
                    tuple(entry["scenarios"]), tuple(sides), entry.get("notes", ""), where)


def _check_keys(entry: dict[str, Any], keys: dict[str, type], optional: set[str], fail: Any) -> None:
    unknown = set(entry) - set(keys)
    if unknown:
        raise fail(f"unknown key(s) {', '.join(sorted(unknown))}; keys are {', '.join(keys)}")
    for key, kind in keys.items():
        if key not in entry:
            if key not in optional:
                raise fail(f"missing key {key!r}")
        elif not isinstance(entry[key], kind):
            raise fail(f"{key} must be {'a list' if kind is list else 'a string'}")


def register_problems(conflicts: list[Conflict], rule_ids: set[str], scenarios: dict[str, Any],
                      game: str, complete: bool = True) -> list[str]:
    """Lint the register of one game against its rule index and its scenarios.

    ``scenarios`` maps each scenario id of ``game`` to its parsed Scenario. Problems: a conflict
    citing an unknown rule or scenario, a listed scenario not tagged ``@contested``, and a
    ``@contested`` scenario that no conflict lists. When ``scenarios`` is not ``complete`` (a
    feature file did not parse), a listed id that is missing may be in that file: not a problem.
    """
    problems = []
    listed: set[str] = set()
    for c in conflicts:
        for rule_id in c.rules:
            if rule_id not in rule_ids:
                problems.append(f"{c.where}: conflict {c.id!r} cites rule {rule_id}, which is not in "
                                f"the {game} rule index")
        for sid in c.scenarios:
            listed.add(sid)
            sc = scenarios.get(sid)
            if sc is None:
                if complete:
                    problems.append(f"{c.where}: conflict {c.id!r} lists scenario {sid}, which does "
                                    "not exist")
            elif not sc.has_flag("contested"):
                problems.append(f"{sc.where}: scenario {sid} is listed by conflict {c.id!r} "
                                "but lacks the @contested tag")
    for sid, sc in scenarios.items():
        if sc.has_flag("contested") and sid not in listed:
            problems.append(f"{sc.where}: @contested scenario {sid} is not listed by any conflict "
                            f"in fixtures/{game}/contested.toml")
    return problems


def render_text(conflicts: list[Conflict]) -> str:
    """The register as plain text for the terminal."""
    lines = []
    for c in conflicts:
        lines.append(f"{c.id}  [{c.principle}]")
        lines.append(f"  {c.summary}")
        for side in c.sides:
            lines.append(f"  - {', '.join(side.rules)}: {side.says}")
        lines.append(f"  adopted: {c.adopted}")
        lines.append(f"  why: {c.why}")
        if c.scenarios:
            lines.append(f"  scenarios: {', '.join(c.scenarios)}")
        else:
            lines.append("  scenarios: none depend on it")
        lines.append("")
    return "\n".join(lines).rstrip()


def render_markdown(registers: dict[str, list[Conflict]], names: dict[str, str]) -> str:
    """``docs/contested.md``: every game's register, rendered (never edited by hand)."""
    out = [
        "# Contested rules",
        "",
        "<!-- Generated from fixtures/<game>/contested.toml by "
        "`adjudicator contested --write`; edit the register, not this file. -->",
        "",
        "Where a rulebook contradicts itself, the corpus adopts one reading and records the "
        "conflict in `fixtures/<game>/contested.toml`: the rules on each side, the reading "
        "adopted, the principle it rests on, and the scenarios (tagged `@contested`) that depend "
        "on it. `adjudicator lint` keeps the register and the tags in step; `adjudicator rules "
        "diff` flags a conflict whose rules an amendment changes. Principles:",
        "",
    ]
    out += [f"* `{key}`: {meaning}." for key, meaning in PRINCIPLES.items()]
    for game, conflicts in registers.items():
        if not conflicts:
            continue
        out += ["", f"## {names.get(game, game)}"]
        for c in conflicts:
            out += ["", f"### {c.id}", "", c.summary, ""]
            out += [f"* **{', '.join(side.rules)}**: {side.says}" for side in c.sides]
            out.append(f"* **Adopted** ({c.principle}): {c.adopted} {c.why}")
            scen = ", ".join(f"`{s}`" for s in c.scenarios) if c.scenarios else "none depend on it"
            out.append(f"* **Scenarios**: {scen}.")
            if c.notes:
                out.append(f"* **Notes**: {c.notes}")
    return "\n".join(out) + "\n"
