"""Card definitions: TOML files under fixtures/<game>/cards/, checked against a JSON Schema.

Each file holds tables keyed by card name::

    ["Iron Column"]
    type = "Entity"
    ...

An unknown key, a wrong type or a duplicate name is an error naming the file and the card.
"""

from __future__ import annotations

import difflib
import re
import tomllib
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

from adjudicator.errors import CorpusError, location, quoted
from adjudicator.schema import violations

if TYPE_CHECKING:  # jsonschema is imported only to explain a card the quick check refuses
    import jsonschema


@dataclass
class Catalogue:
    """All card definitions of one game, by name."""

    game: str
    cards: dict[str, dict[str, Any]]
    origin: dict[str, str]

    @classmethod
    def load(cls, game: str, folders: Path | list[Path], schema_name: str) -> Catalogue:
        """The cards of every ``*.toml`` in ``folders`` (one per corpus root, in order); a name
        defined twice, in one folder or across them, is an error naming both places."""
        cards: dict[str, dict[str, Any]] = {}
        origin: dict[str, str] = {}
        problems: list[str] = []
        folders = [folders] if isinstance(folders, Path) else folders
        for path in [p for folder in folders for p in sorted(folder.glob("*.toml"))]:
            try:
                text = path.read_text(encoding="utf-8")
                data = tomllib.loads(text)
            except tomllib.TOMLDecodeError as exc:
                problems.append(f"{_toml_where(path, exc)}: invalid TOML: {exc}")
                continue
            except (OSError, UnicodeDecodeError) as exc:
                problems.append(f"{path}: cannot read the card file: {exc}")
                continue
            lines = _table_lines(text)
            for name, definition in data.items():
                where = location(path, lines.get(name))
                if name in cards:
                    problems.append(f"{where}: card {name!r} is already defined in {origin[name]}")
                    continue
                for err in violations(schema_name, definition):
                    problems.append(f"{where}: card {name!r}: {_explain(err)}")
                cards[name] = {"name": name, **definition} if isinstance(definition, dict) else {}
                origin[name] = where
        if problems:
            error = CorpusError("invalid card definitions:\n  " + "\n  ".join(problems))
            error.problems = problems  # type: ignore[attr-defined]  # lint lists each one
            raise error
        return cls(game, cards, origin)

    def get(self, name: str) -> dict[str, Any]:
        if name in self.cards:
            return self.cards[name]
        close = difflib.get_close_matches(name, list(self.cards), n=3, cutoff=0.6)
        hint = f"; did you mean {', '.join(repr(c) for c in close)}?" if close else ""
        raise CorpusError(f"unknown card {quoted(name)} in the {self.game} card definitions{hint}")

    def __contains__(self, name: str) -> bool:
        return name in self.cards


_TABLE = re.compile(r"^\s*\[(?!\[)(.+?)\]\s*(#.*)?$")


def _table_lines(text: str) -> dict[str, int]:
    """The line of each top-level table header (``["Iron Column"]``), by card name."""
    found: dict[str, int] = {}
    for n, line in enumerate(text.splitlines(), 1):
        match = _TABLE.match(line)
        if match:
            try:
                keys = list(tomllib.loads(f"[{match.group(1)}]\n"))
            except tomllib.TOMLDecodeError:
                continue
            if len(keys) == 1:
                found.setdefault(keys[0], n)
    return found


def _toml_where(path: Path, exc: tomllib.TOMLDecodeError) -> str:
    match = re.search(r"at line (\d+)", str(exc))
    return location(path, int(match.group(1)) if match else None)


def _explain(err: jsonschema.ValidationError) -> str:
    """One schema violation of a card, in the card author's words."""
    at = "/".join(str(p) for p in err.absolute_path)
    prefix = f"{at}: " if at else ""
    if err.validator == "additionalProperties" and isinstance(err.instance, dict):
        allowed = sorted(err.schema.get("properties", {}))
        unknown = sorted(k for k in err.instance if k not in allowed)
        return (f"{prefix}unknown key{'s' if len(unknown) > 1 else ''} "
                f"{', '.join(repr(k) for k in unknown)} (allowed: {', '.join(allowed)})")
    return f"{prefix}{err.message}"
