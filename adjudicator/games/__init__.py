"""The games the project knows, each a package with its vocabulary, cards and reference engine.

A game package ``adjudicator.games.<slug>`` exposes ``GAME``, a :class:`GameSpec`.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable
from dataclasses import dataclass, field
from functools import cache
from pathlib import Path
from typing import TYPE_CHECKING, Any

from adjudicator.errors import AdjudicatorError

if TYPE_CHECKING:
    from adjudicator.cards import Catalogue
    from adjudicator.corpus.vocabulary import Vocabulary

ROOT = Path(__file__).resolve().parents[2]
"""The project root: features/ and fixtures/ live beside the package."""

#: Every game with a rule index; those with a reference engine have a package here.
GAME_SLUGS = ("nodawn", "reign", "rites", "nocturne")
PLAYABLE = ("nodawn", "nocturne")


@dataclass
class GameSpec:
    """What the harness needs to know about a game."""

    slug: str
    name: str
    opening_example: str
    vocabulary_factory: Callable[[], Vocabulary]
    engine_factory: Callable[[], Any]
    card_schema: str  # file name in adjudicator/schemas/
    zones: dict[str, str]  # zone phrase -> state key; "shared:<key>" for zones no player owns
    card_object: Callable[..., dict[str, Any]]  # (case, definition, zone key, player) -> object
    state_schema: str = ""  # file name in adjudicator/schemas/ of the canonical state schema
    _vocabulary: Vocabulary | None = field(default=None, repr=False)
    _catalogue: Catalogue | None = field(default=None, repr=False)

    def vocabulary(self) -> Vocabulary:
        if self._vocabulary is None:
            self._vocabulary = self.vocabulary_factory()
        return self._vocabulary

    def catalogue(self) -> Catalogue:
        if self._catalogue is None:
            from adjudicator.cards import Catalogue

            self._catalogue = Catalogue.load(self.slug, ROOT / "fixtures" / self.slug / "cards",
                                             self.card_schema)
        return self._catalogue

    def new_engine(self) -> Any:
        return self.engine_factory()


@cache
def game(slug: str) -> GameSpec:
    """The spec of a playable game, or an error listing the games there are."""
    if slug not in PLAYABLE:
        if slug in GAME_SLUGS:
            raise AdjudicatorError(
                f"game {slug!r} has a rule index but no reference engine or corpus yet"
            )
        raise AdjudicatorError(f"unknown game {slug!r}; known games: {', '.join(GAME_SLUGS)}")
    module = importlib.import_module(f"adjudicator.games.{slug}")
    return module.GAME
