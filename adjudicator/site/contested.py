"""Contested readings as the site shows them, from whichever source the project has.

The register ``fixtures/<game>/contested.toml`` is preferred (read through
``adjudicator.rules.contested`` when that module exists, else read here tolerantly); without a
register, each ``@contested`` scenario's description is the note. Everything goes through
:func:`contested_notes`, so the site does not care which source answered.
"""

from __future__ import annotations

import tomllib
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from adjudicator.corpus.feature import Scenario


@dataclass(frozen=True)
class ContestedNote:
    """One contested reading: the rules involved, what the corpus adopts and why."""

    id: str
    summary: str
    rules: tuple[str, ...]
    adopted: str
    why: str
    scenarios: tuple[str, ...]
    sides: tuple[tuple[tuple[str, ...], str], ...] = ()
    principle: str = ""
    notes: str = ""


def contested_notes(game: str, scenarios: list[Scenario], root: Path) -> list[ContestedNote]:
    """The notes of ``game``: from its register when there is one, else from the scenarios."""
    path = root / "fixtures" / game / "contested.toml"
    if path.exists():
        notes = _from_register_module(game, root)
        if notes is None:
            notes = _from_toml(path)
        return notes
    return _from_scenarios(scenarios)


def _from_register_module(game: str, root: Path) -> list[ContestedNote] | None:
    """Through the project's own register loader (which validates), when it is installed."""
    try:
        from adjudicator.rules.contested import load_register  # type: ignore[import-not-found]
    except ImportError:
        return None
    out = []
    for c in load_register(game, root):
        sides = tuple((tuple(s.rules), s.says) for s in getattr(c, "sides", ()))
        rules = tuple(getattr(c, "rules", ()) or ())
        out.append(ContestedNote(c.id, c.summary, rules, c.adopted, c.why, tuple(c.scenarios), sides,
                                 getattr(c, "principle", ""), getattr(c, "notes", "")))
    return out


def _from_toml(path: Path) -> list[ContestedNote]:
    """A tolerant reading of the register: tables keyed by id, or a list of tables with ``id``."""
    from adjudicator.errors import AdjudicatorError

    try:
        data = tomllib.loads(path.read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError, tomllib.TOMLDecodeError) as exc:
        raise AdjudicatorError(f"cannot read the contested register: {exc}", where=str(path)) from None
    entries: list[tuple[str, dict[str, Any]]] = []
    for value in data.values():
        if isinstance(value, dict):
            entries += [(k, v) for k, v in value.items() if isinstance(v, dict)]
        elif isinstance(value, list):
            entries += [(str(v.get("id", "")), v) for v in value if isinstance(v, dict)]
    return [_note(cid, entry) for cid, entry in entries if cid]


def _note(cid: str, entry: dict[str, Any]) -> ContestedNote:
    sides = tuple((tuple(_strings(s.get("rules"))), str(s.get("says", "")))
                  for s in entry.get("sides", []) if isinstance(s, dict))
    rules = _strings(entry.get("rules")) or [r for side, _ in sides for r in side]
    return ContestedNote(cid, str(entry.get("summary", "")), tuple(dict.fromkeys(rules)),
                         str(entry.get("adopted", "")), str(entry.get("why", "")),
                         tuple(_strings(entry.get("scenarios"))), sides,
                         str(entry.get("principle", "")), str(entry.get("notes", "")))


def _strings(value: Any) -> list[str]:
    return [str(v) for v in value] if isinstance(value, list) else []


def _from_scenarios(scenarios: list[Scenario]) -> list[ContestedNote]:
    """No register: each ``@contested`` scenario explains its reading in its description."""
    return [ContestedNote(s.id or "", s.title, tuple(s.rules), s.description, "", (s.id or "",))
            for s in scenarios if s.has_flag("contested") and s.id]
