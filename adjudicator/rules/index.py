"""A game's rule index: loading and writing ``fixtures/<game>/rules.toml`` and matching rule ids."""

from __future__ import annotations

import contextlib
import hashlib
import marshal
import sys
import tomllib
from collections.abc import Iterator
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any

import tomli_w

from adjudicator.files import cache_dir, write_atomic
from adjudicator.games import ROOT, index_root

from .model import FINGERPRINT, ISO_DATE, KINDS, STATUSES, Rule, RuleIndexError

FORMAT = 1
_REQUIRED = {"kind": str, "title": str, "section": str, "status": str, "fingerprint": str,
             "line": int}
_OPTIONAL = {"parent": str, "amended": list, "untestable": str, "source": str}
_TYPE_NAMES = {str: "a string", int: "an integer", list: "a list"}


def rule_matches(selector: str, rule_id: str) -> bool:
    """Whether ``selector`` cites ``rule_id``: the rule itself or a rule nested under it.

    ``704`` matches ``704.5e``; ``704.5`` matches ``704.5`` and ``704.5a`` but not ``704.50``;
    ``guard`` matches ``guard.3`` but not ``guardian``; ``card:vampire`` matches ``card:vampire.1``.
    """
    if not selector or not rule_id.startswith(selector):
        return False
    if rule_id == selector:
        return True
    following = rule_id[len(selector)]
    return following == "." or (selector[-1].isdigit() and following.islower())


def index_path(game: str, root: Path | None = None) -> Path:
    """Where the committed index of ``game`` lives: ``<root>/fixtures/<game>/rules.toml``, by
    default in the first corpus root that has one (``adjudicator.games.index_root``)."""
    return (root or index_root(game)) / "fixtures" / game / "rules.toml"


@dataclass
class RuleIndex:
    """Every citable rule of one game's rulebook, in document order."""

    game: str
    document: str
    rulesets: tuple[str, ...]
    rules: dict[str, Rule] = field(default_factory=dict)

    @classmethod
    def load(cls, game: str, root: Path | None = None) -> RuleIndex:
        """Load the committed index of ``game`` (``fixtures/<game>/rules.toml`` under ``root``)."""
        path = index_path(game, root)
        index = cls.from_file(path)
        if index.game != game:
            raise RuleIndexError(f"indexes game {index.game!r}, expected {game!r}", where=str(path))
        return index

    @classmethod
    def from_file(cls, path: Path) -> RuleIndex:
        """Read and validate one rule-index TOML file."""
        try:
            text = path.read_bytes().decode("utf-8")
            key = hashlib.sha256(text.encode()).hexdigest()
            if key in _BUILT:
                return _BUILT[key].copy()
            kept = _kept_index(key, path)
            if kept is not None:
                _BUILT[key] = kept
                return kept.copy()
            data = _parsed(key, text, path)
        except FileNotFoundError:
            raise RuleIndexError("rule index not found", where=str(path)) from None
        except (OSError, UnicodeDecodeError) as exc:
            raise RuleIndexError(f"cannot read rule index: {exc}", where=str(path)) from None
        except tomllib.TOMLDecodeError as exc:
            raise RuleIndexError(f"malformed TOML: {exc}", where=str(path)) from None
        try:
            index = _from_toml(data)
        except ValueError as exc:
            raise RuleIndexError(str(exc), where=str(path)) from None
        _BUILT[key] = index.copy()
        _keep_index(key, path, index)
        return index

    def copy(self) -> RuleIndex:
        """An index of the same rules whose table can change without changing this one's (the
        rules themselves are frozen)."""
        return replace(self, rules=dict(self.rules))

    @property
    def default_ruleset(self) -> str:
        """The newest ruleset, used when a case names none."""
        return self.rulesets[-1]

    def get(self, rule_id: str) -> Rule | None:
        return self.rules.get(rule_id)

    def __contains__(self, rule_id: object) -> bool:
        return rule_id in self.rules

    def __iter__(self) -> Iterator[Rule]:
        return iter(self.rules.values())

    def __len__(self) -> int:
        return len(self.rules)

    def sections(self) -> list[Rule]:
        """The top-level sections, in document order."""
        return [r for r in self.rules.values() if r.kind == "section"]

    def children(self, rule_id: str) -> list[Rule]:
        """The rules whose parent is ``rule_id``, in document order."""
        return [r for r in self.rules.values() if r.parent == rule_id]

    def ancestors(self, rule_id: str) -> list[Rule]:
        """The rules enclosing ``rule_id``, nearest first (where inherited status comes from).
        A parent cycle (refused when an index is loaded) ends the walk instead of looping."""
        out: list[Rule] = []
        seen = {rule_id}
        rule = self.rules.get(rule_id)
        while rule is not None and rule.parent is not None and rule.parent not in seen:
            seen.add(rule.parent)
            rule = self.rules.get(rule.parent)
            if rule is not None:
                out.append(rule)
        return out

    def matching(self, selector: str) -> list[Rule]:
        """Every rule that ``selector`` cites (see ``rule_matches``)."""
        return [r for r in self.rules.values() if rule_matches(selector, r.id)]


def write_index(index: RuleIndex, path: Path) -> None:
    """Write ``index`` as TOML at ``path``, atomically and deterministically.

    Hand-maintained data in an existing file at ``path`` survives: ``untestable`` notes on rules
    that still exist, and every ``status = "base"`` entry the new index does not itself define.
    """
    merged = _merge_existing(index, path) if path.exists() else index
    text = tomli_w.dumps(_to_toml(merged))
    write_atomic(path, text)


def _merge_existing(index: RuleIndex, path: Path) -> RuleIndex:
    old = RuleIndex.from_file(path)
    if old.game != index.game:
        raise RuleIndexError(
            f"holds the index of {old.game!r}, not {index.game!r}; not overwriting",
            where=str(path))
    rules: dict[str, Rule] = {}
    for rule in index.rules.values():
        previous = old.rules.get(rule.id)
        if previous is not None and previous.untestable:
            rule = replace(rule, untestable=previous.untestable)
        rules[rule.id] = rule
    for rule in old.rules.values():
        if rule.status == "base" and rule.id not in rules:
            rules[rule.id] = rule
    return RuleIndex(index.game, index.document, index.rulesets, rules)


def _to_toml(index: RuleIndex) -> dict[str, Any]:
    rules: dict[str, Any] = {}
    for r in index.rules.values():
        entry: dict[str, Any] = {"kind": r.kind, "title": r.title}
        if r.parent is not None:
            entry["parent"] = r.parent
        entry |= {"section": r.section, "status": r.status}
        if r.amended:
            entry["amended"] = list(r.amended)
        entry |= {"fingerprint": r.fingerprint, "line": r.line}
        if r.untestable:
            entry["untestable"] = r.untestable
        if r.source:
            entry["source"] = r.source
        rules[r.id] = entry
    head = {"game": index.game, "document": index.document, "rulesets": list(index.rulesets),
            "format": FORMAT}
    return {"index": head, "rules": rules}


_PARSED: dict[str, dict[str, Any]] = {}
#: Each index built in this process, by the hash of its file's content: a run loads the index
#: of a game in lint, the ruleset choice and the summary, and building one costs milliseconds.
_BUILT: dict[str, RuleIndex] = {}


def _parsed(key: str, text: str, path: Path) -> dict[str, Any]:
    """The TOML of an index, parsed once per process and content (a run loads each index in
    lint, ruleset choice and summary; parsing a large one costs tens of milliseconds). Across
    processes, what is kept is the index built from it (:func:`_kept_index`). ``key`` is the
    hash of ``text``; ``path`` is where it was read (for messages)."""
    if key not in _PARSED:
        _PARSED[key] = tomllib.loads(text)
    return _PARSED[key]  # read only: _from_toml copies every value it keeps into Rules


#: The layout of a built index kept in the cache folder (:func:`_keep_index`); a change to
#: :class:`Rule` or to what loading checks changes it, and every kept index is built again.
BUILT_FORMAT = 1
#: The fields of a Rule a kept index stores, in order (``body`` and ``text`` are never kept).
_KEPT_FIELDS = ("id", "kind", "title", "parent", "section", "status", "amended", "fingerprint",
                "line", "untestable", "source")


def _kept_entry(path: Path) -> Path:
    return cache_dir(ROOT) / f"index-{path.parent.name}-{path.stem}.built"


def _kept_stamp(key: str) -> list[Any]:
    """What a kept index must carry to be used for content ``key``: the content's hash, the
    layout, and this Python's version (``marshal`` data is read by the version that wrote it)."""
    return [key, BUILT_FORMAT, list(sys.version_info[:2])]


def _kept_index(key: str, path: Path) -> RuleIndex | None:
    """The index built from this content by an earlier process, kept in the cache folder (an
    index that loaded passed every check of loading, and the same content passes them again);
    None when there is none, it is of other content or it cannot be read. Reading it is several
    times faster than parsing the TOML and checking every rule again."""
    try:
        kept = marshal.loads(_kept_entry(path).read_bytes())
        stamp, (game, document, rulesets, rows) = kept
        if stamp != _kept_stamp(key):
            return None
        rules = {row[0]: Rule(*row) for row in rows}
        return RuleIndex(game, document, tuple(rulesets), rules)
    except (OSError, ValueError, TypeError, EOFError):
        return None


def _keep_index(key: str, path: Path, index: RuleIndex) -> None:
    """Keep a freshly built (so valid) index for the next process; a folder that cannot be
    written is not used, nor is a default root created that does not exist."""
    if not ROOT.is_dir():
        return
    rows = [tuple(getattr(rule, name) for name in _KEPT_FIELDS) for rule in index.rules.values()]
    data = marshal.dumps([_kept_stamp(key), [index.game, index.document, list(index.rulesets), rows]])
    with contextlib.suppress(OSError):
        write_atomic(_kept_entry(path), data)


def _from_toml(data: dict[str, Any]) -> RuleIndex:
    head = data.get("index")
    if not isinstance(head, dict):
        raise ValueError("missing [index] table")
    if head.get("format") != FORMAT:
        raise ValueError(f"[index] format must be {FORMAT}, got {head.get('format')!r}")
    game, document, rulesets = head.get("game"), head.get("document"), head.get("rulesets")
    if not isinstance(game, str) or not isinstance(document, str):
        raise ValueError("[index] needs string keys game and document")
    if not (isinstance(rulesets, list) and rulesets and all(isinstance(s, str) for s in rulesets)):
        raise ValueError("[index] rulesets must be a non-empty list of strings")
    table = data.get("rules", {})
    if not isinstance(table, dict):
        raise ValueError("[rules] must be a table")
    rules = {rule_id: _rule(rule_id, entry) for rule_id, entry in table.items()}
    for rule in rules.values():
        if rule.parent is not None and rule.parent not in rules:
            raise ValueError(f"rule {rule.id!r}: parent {rule.parent!r} is not in the index")
        section = rules.get(rule.section)
        if section is None or section.kind != "section":
            raise ValueError(f"rule {rule.id!r}: section {rule.section!r} is not a section")
    _refuse_parent_cycles(rules)
    return RuleIndex(game, document, tuple(rulesets), rules)


def _refuse_parent_cycles(rules: dict[str, Rule]) -> None:
    """Every chain of parents ends at a rule without one; a cycle is a ValueError naming its
    rules (``'a' -> 'b' -> 'a'``)."""
    settled: set[str] = set()  # rules whose chain is known to end
    for start in rules:
        chain: list[str] = []
        rule_id: str | None = start
        while rule_id is not None and rule_id not in settled:
            if rule_id in chain:
                cycle = chain[chain.index(rule_id):] + [rule_id]
                raise ValueError("parent cycle: " + " -> ".join(repr(r) for r in cycle)
                                 + "; each rule's parent must enclose it")
            chain.append(rule_id)
            rule_id = rules[rule_id].parent
        settled.update(chain)


def _rule(rule_id: str, entry: Any) -> Rule:
    if not isinstance(entry, dict):
        raise ValueError(f"rule {rule_id!r} must be a table")
    unknown = set(entry) - set(_REQUIRED) - set(_OPTIONAL)
    if unknown:
        raise ValueError(f"rule {rule_id!r}: unknown key(s) {', '.join(sorted(unknown))}")
    for key, kind in (_REQUIRED | _OPTIONAL).items():
        if key not in entry:
            if key in _REQUIRED:
                raise ValueError(f"rule {rule_id!r}: missing key {key!r}")
        elif not isinstance(entry[key], kind) or isinstance(entry[key], bool):
            raise ValueError(f"rule {rule_id!r}: {key} must be {_TYPE_NAMES[kind]}")
    amended = tuple(entry.get("amended", ()))
    checks = [
        (entry["kind"] in KINDS, f"kind must be one of {', '.join(KINDS)}"),
        (entry["status"] in STATUSES, f"status must be one of {', '.join(STATUSES)}"),
        (all(isinstance(d, str) and ISO_DATE.match(d) for d in amended),
         "amended must be ISO dates"),
        (list(amended) == sorted(amended), "amended dates must be ascending"),
        (FINGERPRINT.match(entry["fingerprint"]) is not None, "fingerprint must be 16 hex digits"),
        (entry["line"] >= 0, "line must be >= 0"),
    ]
    for ok, problem in checks:
        if not ok:
            raise ValueError(f"rule {rule_id!r}: {problem}")
    return Rule(id=rule_id, kind=entry["kind"], title=entry["title"], parent=entry.get("parent"),
                section=entry["section"], status=entry["status"], amended=amended,
                fingerprint=entry["fingerprint"], line=entry["line"],
                untestable=entry.get("untestable", ""), source=entry.get("source", ""))
