"""Rule locks: the fingerprint of every rule a scenario cites, as of its last review.

``features/<game>/rules.lock.toml`` records, per scenario ``@id``, the fingerprint each cited rule
had in the rule index when the scenario was written or last reviewed. When a re-imported
rulebook changes a rule, its fingerprint in the index moves and ``adjudicator lint`` warns on
every scenario citing it (``--strict`` makes that a failure) until someone re-reads the rule,
checks the scenario and runs ``adjudicator rules review <id>``. See ``docs/rule-changes.md``.
"""

from __future__ import annotations

import datetime
import tomllib
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import tomli_w

from adjudicator.corpus.feature import Scenario
from adjudicator.errors import AdjudicatorError, CorpusError
from adjudicator.files import write_atomic
from adjudicator.games import ROOT, CorpusRoot

FORMAT = 1


@dataclass
class LockEntry:
    """One scenario's reviewed fingerprints."""

    reviewed: str
    rules: dict[str, str] = field(default_factory=dict)


@dataclass
class Lock:
    """The lock file of one game."""

    game: str
    path: Path
    entries: dict[str, LockEntry] = field(default_factory=dict)


def lock_path(game: str, root: Path = ROOT) -> Path:
    return root / "features" / game / "rules.lock.toml"


def _root(root: Path | CorpusRoot) -> CorpusRoot:
    """A corpus root; a bare folder shows its files relative to itself."""
    return root if isinstance(root, CorpusRoot) else CorpusRoot(root)


def load_lock(game: str, root: Path | CorpusRoot = ROOT) -> Lock:
    """The lock of ``game`` in one corpus root; empty when the file does not exist yet; errors
    name the file."""
    where = _root(root)
    path = lock_path(game, where.path)
    lock = Lock(game, path)
    if not path.exists():
        return lock
    shown = str(where.shown(path))
    try:
        data = tomllib.loads(path.read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError) as exc:
        raise CorpusError(f"cannot read the rule lock: {exc}", where=shown) from None
    except tomllib.TOMLDecodeError as exc:
        raise CorpusError(f"malformed TOML: {exc}", where=shown) from None
    if data.get("format") != FORMAT or data.get("game") != game:
        raise CorpusError(f"expected format = {FORMAT} and game = {game!r} at the top", where=shown)
    table = data.get("scenarios", {})
    if not isinstance(table, dict):
        raise CorpusError("[scenarios] must be a table", where=shown)
    for sid, entry in table.items():
        lock.entries[sid] = _entry(sid, entry, shown)
    return lock


def _entry(sid: str, entry: Any, shown: str) -> LockEntry:
    ok = (isinstance(entry, dict) and set(entry) == {"reviewed", "rules"}
          and isinstance(entry["reviewed"], str) and isinstance(entry["rules"], dict)
          and all(isinstance(v, str) for v in entry["rules"].values()))
    if not ok:
        raise CorpusError(f"scenario {sid!r}: expected reviewed = \"YYYY-MM-DD\" and a rules table "
                          "of rule id = fingerprint", where=shown)
    return LockEntry(entry["reviewed"], dict(entry["rules"]))




def write_lock(lock: Lock) -> None:
    """Write the lock atomically, scenarios sorted by id, so reviews make small diffs."""
    data = {"format": FORMAT, "game": lock.game,
            "scenarios": {sid: {"reviewed": e.reviewed, "rules": dict(sorted(e.rules.items()))}
                          for sid, e in sorted(lock.entries.items())}}
    header = ("# Rule fingerprints each scenario was last reviewed against. Written by\n"
              "# `adjudicator rules review`; see docs/rule-changes.md. Do not edit by hand.\n")
    write_atomic(lock.path, header + tomli_w.dumps(data))


def scenario_id(sc: Scenario) -> str | None:
    ids = sc.tag_values("id")
    return ids[0] if len(ids) == 1 else None


class LockWarning(str):
    """A ``file:line: warning: ...`` line of :func:`lock_warnings`; ``kind`` says which kind,
    one of :data:`WARNING_KINDS`."""

    kind: str

    def __new__(cls, text: str, kind: str) -> LockWarning:
        made = super().__new__(cls, text)
        made.kind = kind
        return made


#: The kinds of lock warning, and how a summary counts them.
WARNING_KINDS = {"changed": "rules changed since review", "never": "never reviewed",
                 "stale": "stale lock entries"}


def warning_summary(warnings: list[str]) -> str:
    """``13 warnings (1 never reviewed, 12 stale lock entries)``: the count of each kind."""
    kinds = [getattr(w, "kind", "changed") for w in warnings]
    parts = [f"{kinds.count(k)} {label}" for k, label in WARNING_KINDS.items() if k in kinds]
    return f"{len(warnings)} warnings ({', '.join(parts)})"


def lock_warnings(scenarios: list[Scenario], root: Path | CorpusRoot = ROOT,
                  unparsed: set[str] | frozenset[str] = frozenset()) -> list[str]:
    """Every scenario (of the corpus root ``root``) whose cited rules changed, or were never
    reviewed, since its review.

    Also flags lock entries for scenarios that no longer exist, except in the ``unparsed``
    games (a feature file that does not parse may hold them). Returns ``file:line: warning``
    lines (:class:`LockWarning`); a malformed lock file raises a CorpusError naming it.
    """
    from adjudicator.rules import RuleIndex

    warnings: list[str] = []
    for game in dict.fromkeys(sc.game for sc in scenarios):
        index = RuleIndex.load(game)
        lock = load_lock(game, root)
        present = set()
        for sc in (s for s in scenarios if s.game == game):
            sid = scenario_id(sc)
            if sid is None:
                continue
            present.add(sid)
            warnings.extend(_scenario_warnings(sc, sid, lock.entries.get(sid), index))
        shown = str(_root(root).shown(lock.path))
        for sid in sorted(set(lock.entries) - present) if game not in unparsed else ():
            warnings.append(LockWarning(
                f"{shown}: warning: lock entry for {sid}, which is not a scenario any more "
                f"(`adjudicator rules review --game {game} --prune` drops it)", "stale"))
    return warnings


def _scenario_warnings(sc: Scenario, sid: str, entry: LockEntry | None, index: Any) -> list[str]:
    hint = f"re-check the scenario against the rule, then `adjudicator rules review {sid}`"
    if entry is None:
        return [LockWarning(f"{sc.where}: warning: {sid} has never been reviewed against the rule "
                            f"index (`adjudicator rules review {sid}` records it)", "never")]
    out = []
    for rule_id in dict.fromkeys(sc.rules):
        rule = index.get(rule_id)
        if rule is None:
            continue  # lint reports unknown rules as errors
        locked = entry.rules.get(rule_id)
        if locked is None:
            out.append(LockWarning(f"{sc.where}: warning: {sid} now cites {rule_id}, which was not "
                                   f"cited at its last review ({entry.reviewed}); {hint}", "changed"))
        elif locked != rule.fingerprint:
            out.append(LockWarning(f"{sc.where}: warning: rule {rule_id} changed since {sid} was "
                                   f"reviewed on {entry.reviewed} (fingerprint {locked} -> "
                                   f"{rule.fingerprint}); {hint}", "changed"))
    return out


def review(scenarios: list[Scenario], ids: set[str] | None, prune_games: set[str],
           root: Path | CorpusRoot = ROOT, today: str | None = None) -> list[str]:
    """Record the current fingerprints of every rule cited by the chosen scenarios.

    ``ids`` None means every scenario given. Games in ``prune_games`` also lose lock entries of
    scenarios that no longer exist. Returns one line per scenario whose entry changed.
    """
    from adjudicator.rules import RuleIndex

    today = today or datetime.date.today().isoformat()
    chosen = [sc for sc in scenarios if scenario_id(sc) and (ids is None or scenario_id(sc) in ids)]
    if ids is not None:
        missing = ids - {scenario_id(sc) for sc in chosen}
        if missing:
            raise AdjudicatorError(f"no scenario with id {', '.join(sorted(missing))}")
    changed = []
    for game in dict.fromkeys([sc.game for sc in chosen] + sorted(prune_games)):
        index = RuleIndex.load(game)
        lock = load_lock(game, root)
        before = {sid: (e.rules.copy()) for sid, e in lock.entries.items()}
        for sc in (s for s in chosen if s.game == game):
            sid = scenario_id(sc)
            assert sid is not None
            rules = {r: index.rules[r].fingerprint for r in dict.fromkeys(sc.rules) if r in index}
            if before.get(sid) != rules:
                changed.append(f"{sid}: reviewed against {', '.join(rules) or 'no rules'}")
                lock.entries[sid] = LockEntry(today, rules)
        if game in prune_games:
            present = {scenario_id(sc) for sc in scenarios if sc.game == game}
            for sid in sorted(set(lock.entries) - present):
                del lock.entries[sid]
                changed.append(f"{sid}: dropped from the lock (no such scenario)")
        write_lock(lock)
    return changed
