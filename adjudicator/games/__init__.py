"""The games the project knows, each a package with its vocabulary, cards and reference engine.

A game package ``adjudicator.games.<slug>`` exposes ``GAME``, a :class:`GameSpec`.
"""

from __future__ import annotations

import importlib
import os
from dataclasses import dataclass, field
from functools import cache
from pathlib import Path
from typing import TYPE_CHECKING, Any

from adjudicator import schema
from adjudicator.errors import AdjudicatorError
from adjudicator.files import cache_dir

if TYPE_CHECKING:
    from adjudicator.cards import Catalogue
    from adjudicator.corpus.vocabulary import Vocabulary

PACKAGE_ROOT = Path(__file__).resolve().parents[2]
"""Where the package was installed from: the project's own features/ and fixtures/."""

#: Environment variable naming another corpus root (a tree with features/ and fixtures/).
ROOT_VARIABLE = "ADJUDICATOR_ROOT"


def corpus_root() -> Path:
    """The corpus root: ``$ADJUDICATOR_ROOT`` when set (e.g. a generated benchmark corpus),
    else the project root beside the package. Read once, at import, into :data:`ROOT`."""
    override = os.environ.get(ROOT_VARIABLE)
    return Path(override).resolve() if override else PACKAGE_ROOT


ROOT = corpus_root()
"""The corpus root: features/ and fixtures/ (the rule index and cards) live under it."""

# The engines' compiled state and card checks are kept with the compiled corpus.
schema.checks_folder = lambda: cache_dir(ROOT)

#: Every game with a rule index; those with a reference engine have a package here.
GAME_SLUGS = ("nodawn", "reign", "rites", "nocturne")
GAME_NAMES = {"nodawn": "No Dawn", "reign": "A Reign of Kings", "rites": "Rites",
              "nocturne": "Dominion: Nocturne"}
PLAYABLE = ("nodawn", "nocturne", "reign", "rites")


@dataclass
class GameSpec:
    """What the harness needs to know about a game.

    ``steps`` names the game's step module (or package): it holds ``steps`` (its vocabulary beyond the
    shared core) and ``card_object(definition, zone, player)`` (how a card looks when a Given
    places it in a zone). ``engine`` names the reference engine class as ``module:Class``.
    """

    slug: str
    name: str
    opening_example: str
    steps: str
    engine: str
    card_schema: str  # file name in adjudicator/schemas/
    zones: dict[str, str]  # zone phrase -> state key; "shared:<key>" for zones no player owns
    state_schema: str = ""  # file name in adjudicator/schemas/ of the canonical state schema
    #: The game's decision kinds (docs/games/<game>.md, *Decision kinds*): what a pinned answer,
    #: an offers check or a checkpoint may name. Empty: any kind is accepted.
    decisions: tuple[str, ...] = ()
    #: ``module:function`` naming what else a card definition needs in a case beside it (a
    #: token kind a card creates, say): called with a definition, it gives card names.
    related: str = ""
    _vocabulary: Vocabulary | None = field(default=None, repr=False)
    _catalogue: Catalogue | None = field(default=None, repr=False)

    def vocabulary(self) -> Vocabulary:
        """The shared core phrases plus the game's own, indexed once."""
        if self._vocabulary is None:
            from adjudicator.corpus import core_steps, decision_steps
            from adjudicator.corpus.vocabulary import Vocabulary

            own = importlib.import_module(self.steps).steps
            self._vocabulary = Vocabulary(self.slug, [core_steps.steps, decision_steps.steps, own])
        return self._vocabulary

    def catalogue(self) -> Catalogue:
        if self._catalogue is None:
            from adjudicator.cards import Catalogue

            self._catalogue = Catalogue.load(self.slug, ROOT / "fixtures" / self.slug / "cards",
                                             self.card_schema)
        return self._catalogue

    def related_cards(self, definition: dict[str, Any]) -> list[str]:
        """The names of the other definitions this card needs with it in a case (none by default)."""
        if not self.related:
            return []
        module, _, name = self.related.partition(":")
        return list(getattr(importlib.import_module(module), name)(definition))

    def card_object(self, definition: dict[str, Any], zone: str, player: str | None) -> dict[str, Any]:
        """A card as a Given places it; an engine's objection becomes a corpus error."""
        from adjudicator.engine import EngineFault
        from adjudicator.errors import CorpusError

        try:
            return importlib.import_module(self.steps).card_object(definition, zone, player)
        except EngineFault as exc:
            raise CorpusError(str(exc)) from None

    def new_engine(self) -> Any:
        module, _, name = self.engine.partition(":")
        return getattr(importlib.import_module(module), name)()


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
