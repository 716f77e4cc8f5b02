"""Card definitions: TOML files under fixtures/<game>/cards/, checked against a JSON Schema.

Each file holds tables keyed by card name::

    ["Iron Column"]
    type = "Entity"
    ...

An unknown key, a wrong type or a duplicate name is an error naming the file and the card.
"""

from __future__ import annotations

import difflib
import tomllib
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import jsonschema

from adjudicator.errors import CorpusError
from adjudicator.schema import load_schema


@dataclass
class Catalogue:
    """All card definitions of one game, by name."""

    game: str
    cards: dict[str, dict[str, Any]]
    origin: dict[str, str]

    @classmethod
    def load(cls, game: str, folder: Path, schema_name: str) -> Catalogue:
        validator = jsonschema.Draft202012Validator(load_schema(schema_name))
        cards: dict[str, dict[str, Any]] = {}
        origin: dict[str, str] = {}
        problems: list[str] = []
        for path in sorted(folder.glob("*.toml")):
            try:
                data = tomllib.loads(path.read_text(encoding="utf-8"))
            except (tomllib.TOMLDecodeError, OSError, UnicodeDecodeError) as exc:
                problems.append(f"{path}: invalid TOML: {exc}")
                continue
            for name, definition in data.items():
                if name in cards:
                    problems.append(f"{path}: card {name!r} is already defined in {origin[name]}")
                    continue
                for err in validator.iter_errors(definition):
                    at = "/".join(str(p) for p in err.absolute_path) or "(card)"
                    problems.append(f"{path}: card {name!r}: {at}: {err.message}")
                cards[name] = {"name": name, **definition}
                origin[name] = str(path)
        if problems:
            raise CorpusError("invalid card definitions:\n  " + "\n  ".join(problems))
        return cls(game, cards, origin)

    def get(self, name: str) -> dict[str, Any]:
        if name in self.cards:
            return self.cards[name]
        close = difflib.get_close_matches(name, list(self.cards), n=3, cutoff=0.6)
        hint = f"; did you mean {', '.join(repr(c) for c in close)}?" if close else ""
        raise CorpusError(f"unknown card {name!r} in the {self.game} card definitions{hint}")

    def __contains__(self, name: str) -> bool:
        return name in self.cards
