"""The games the project knows, each a package with its vocabulary, cards and reference engine.

A game package ``adjudicator.games.<slug>`` exposes ``GAME``, a :class:`GameSpec`.
"""

from __future__ import annotations

import copy
import importlib
import os
from dataclasses import dataclass, field
from functools import cache
from pathlib import Path
from typing import TYPE_CHECKING, Any

from adjudicator.errors import AdjudicatorError, CorpusError

if TYPE_CHECKING:
    from adjudicator.cards import Catalogue
    from adjudicator.corpus.vocabulary import Vocabulary

#: The package's own folder, and the source tree it sits in when run from a checkout.
PACKAGE = Path(__file__).resolve().parents[1]
#: Where a built package carries the corpus: the wheel's build step copies the repository's
#: features/ and fixtures/ here (setup.py); a checkout (or an editable install) has no such folder.
SHIPPED = PACKAGE / "shipped"


def shipped_root() -> Path:
    """The corpus that comes with the package: its ``shipped/`` folder when installed from a
    wheel or sdist, else the top of the source tree (a checkout, an editable install)."""
    return SHIPPED if (SHIPPED / "features").is_dir() else PACKAGE.parent


PACKAGE_ROOT = shipped_root()
"""The shipped corpus root: features/ and fixtures/ as the package carries them."""

#: Environment variable naming another default corpus root (a tree with features/ and fixtures/).
ROOT_VARIABLE = "ADJUDICATOR_ROOT"


def corpus_root() -> Path:
    """The default corpus root: ``$ADJUDICATOR_ROOT`` when set (e.g. a generated benchmark
    corpus), else the shipped corpus. Read once, at import, into :data:`ROOT`; checked (it must
    exist and hold a corpus) when the corpus is first read, see :func:`corpus_roots`."""
    override = os.environ.get(ROOT_VARIABLE)
    return Path(override).resolve() if override else PACKAGE_ROOT


ROOT = corpus_root()
"""The default corpus root: features/ and fixtures/ (the rule index and cards) live under it."""

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
    _catalogue_roots: tuple[CorpusRoot, ...] | None = field(default=None, repr=False)
    _card_error: CorpusError | None = field(default=None, repr=False)

    def vocabulary(self) -> Vocabulary:
        """The shared core phrases plus the game's own, indexed once."""
        if self._vocabulary is None:
            from adjudicator.corpus import core_steps, decision_steps
            from adjudicator.corpus.vocabulary import Vocabulary

            own = importlib.import_module(self.steps).steps
            self._vocabulary = Vocabulary(self.slug, [core_steps.steps, decision_steps.steps, own])
        return self._vocabulary

    def catalogue(self) -> Catalogue:
        """Every card of the game, from ``fixtures/<game>/cards/`` of each corpus root; card files
        that do not load raise the same error each time, read once."""
        roots = corpus_roots()
        if self._catalogue_roots != roots or (self._catalogue is None and self._card_error is None):
            from adjudicator.cards import Catalogue

            folders = [r.path / "fixtures" / self.slug / "cards" for r in roots]
            self._catalogue, self._card_error, self._catalogue_roots = None, None, roots
            try:
                self._catalogue = Catalogue.load(self.slug, folders, self.card_schema)
            except CorpusError as exc:
                self._card_error = exc
        if self._card_error is not None:
            raise copy.copy(self._card_error)  # a fresh traceback each time
        assert self._catalogue is not None
        return self._catalogue

    def related_cards(self, definition: dict[str, Any]) -> list[str]:
        """The names of the other definitions this card needs with it in a case (none by default)."""
        if not self.related:
            return []
        return list(_named(self.related)(definition))

    def card_object(self, definition: dict[str, Any], zone: str, player: str | None) -> dict[str, Any]:
        """A card as a Given places it; an engine's objection becomes a corpus error."""
        from adjudicator.engine import EngineFault

        try:
            return _named(f"{self.steps}:card_object")(definition, zone, player)
        except EngineFault as exc:
            raise CorpusError(str(exc)) from None

    def new_engine(self) -> Any:
        module, _, name = self.engine.partition(":")
        return getattr(importlib.import_module(module), name)()


@cache
def _named(target: str) -> Any:
    """What ``module:name`` names, looked up once (compiling a case calls the game's card
    functions for every card it places)."""
    module, _, name = target.partition(":")
    return getattr(importlib.import_module(module), name)


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


# -- corpus roots -------------------------------------------------------------------------------
@dataclass(frozen=True)
class CorpusRoot:
    """One folder laid out like the shipped corpus: ``features/<game>/*.feature`` and
    ``fixtures/<game>/`` (rule index, cards, registers). ``label`` is how its files are shown:
    relative to the root for the default one, under the path as given for another."""

    path: Path
    label: str = ""

    def shown(self, file: Path) -> Path:
        """``file`` (under this root) as messages and case sources name it."""
        inside = file.relative_to(self.path)
        return Path(self.label) / inside if self.label else inside

    def describe(self) -> str:
        return self.label or str(self.path)


@dataclass
class _Selection:
    """The corpus roots a command reads: the default root unless ``only``, then the extra ones."""

    extra: tuple[str, ...] = ()
    only: bool = False
    checked: tuple[CorpusRoot, ...] | None = None


_SELECTION = _Selection()


def use_corpus(extra: list[str] | None = None, only: bool = False) -> None:
    """Choose the corpus roots (``--corpus DIR``, ``--corpus-only``) before anything reads the
    corpus: the default root, then each extra root in order; ``only`` leaves the default out.
    Card catalogues loaded from the earlier roots are loaded again when next asked for."""
    if only and not extra:
        raise AdjudicatorError("--corpus-only needs at least one --corpus DIR")
    _SELECTION.extra, _SELECTION.only, _SELECTION.checked = tuple(extra or ()), only, None


def corpus_roots() -> tuple[CorpusRoot, ...]:
    """The chosen corpus roots, each checked once (:func:`check_root`): a missing, empty or
    misspelled corpus is an error naming what was expected, never a silent zero."""
    if _SELECTION.checked is None:
        chosen = [] if _SELECTION.only else [CorpusRoot(ROOT)]
        chosen += [CorpusRoot(Path(d).resolve(), d) for d in _SELECTION.extra]
        seen: dict[Path, str] = {}
        for root in chosen:
            if root.path in seen:
                raise AdjudicatorError(f"the corpus root {root.describe()} is given twice "
                                       f"(also as {seen[root.path] or 'the default corpus'})")
            seen[root.path] = root.label
            check_root(root)
        _check_indexes(chosen)
        _SELECTION.checked = tuple(chosen)
    return _SELECTION.checked


def corpus_games() -> list[str]:
    """The games the chosen corpus roots have a features/ folder for, in :data:`GAME_SLUGS` order."""
    roots = corpus_roots()
    return [g for g in GAME_SLUGS if any((r.path / "features" / g).is_dir() for r in roots)]


def index_root(slug: str) -> Path:
    """The root whose ``fixtures/<slug>/rules.toml`` is the game's rule index: the first chosen
    root that has one (the first root when none has, so that the error names a path)."""
    roots = corpus_roots()
    for root in roots:
        if (root.path / "fixtures" / slug / "rules.toml").is_file():
            return root.path
    return roots[0].path if roots else ROOT


def _what_a_root_holds() -> str:
    return (f"a corpus root holds features/<game>/*.feature and fixtures/<game>/ (the rule index "
            f"rules.toml, cards/*.toml), where <game> is one of {', '.join(GAME_SLUGS)}")


def _where(root: CorpusRoot) -> str:
    if not root.label and os.environ.get(ROOT_VARIABLE):
        return f"${ROOT_VARIABLE} ({root.path})"
    return f"the corpus root {root.describe()}"


def check_root(root: CorpusRoot) -> None:
    """Refuse a folder that does not hold a corpus: missing, not a folder, without features/,
    with a folder under features/ or fixtures/ that names no game (``nocture``), with feature
    files not named ``*.feature`` (``*.FEATURE``), or with no feature file at all."""
    where = _where(root)
    if not root.path.exists():
        raise AdjudicatorError(f"{where} does not exist; {_what_a_root_holds()}")
    if not root.path.is_dir():
        raise AdjudicatorError(f"{where} is not a folder; {_what_a_root_holds()}")
    features = root.path / "features"
    if not features.is_dir():
        raise AdjudicatorError(f"{where} has no features/ folder; {_what_a_root_holds()}")
    problems = _folder_problems(root, "features") + _folder_problems(root, "fixtures")
    problems += _misnamed_features(root)
    if problems:
        raise AdjudicatorError(f"{where} is not laid out as a corpus:\n  " + "\n  ".join(problems)
                               + f"\n{_what_a_root_holds()}")
    if not any(features.glob("*/**/*.feature")):
        raise AdjudicatorError(f"{where} holds no feature file (features/<game>/*.feature); "
                               f"{_what_a_root_holds()}")


def _folder_problems(root: CorpusRoot, top: str) -> list[str]:
    """Folders under features/ or fixtures/ that name no game, with the game meant, if any."""
    import difflib

    folder = root.path / top
    if not folder.is_dir():
        return []
    problems = []
    for entry in sorted(folder.iterdir()):
        if entry.name.startswith("."):
            continue
        if entry.is_dir() and entry.name not in GAME_SLUGS:
            close = difflib.get_close_matches(entry.name, GAME_SLUGS, n=1, cutoff=0.6)
            hint = f" (did you mean {top}/{close[0]}/?)" if close else ""
            problems.append(f"{root.shown(entry)}/: {entry.name!r} is not a game{hint}")
        elif entry.is_file() and entry.suffix.lower() == ".feature":
            problems.append(f"{root.shown(entry)}: a feature file belongs in {top}/<game>/")
    return problems


def _misnamed_features(root: CorpusRoot) -> list[str]:
    """Feature files whose name ends in another spelling of ``.feature``: never read, so refused."""
    return [f"{root.shown(path)}: feature files are named *.feature (lower case); this one would "
            "not be read" for path in sorted((root.path / "features").rglob("*"))
            if path.suffix.lower() == ".feature" and path.suffix != ".feature" and path.is_file()]


def _check_indexes(roots: list[CorpusRoot]) -> None:
    """One rule index per game: two roots with different ``fixtures/<game>/rules.toml`` are an
    error (a newer corpus is run on its own, with ``--corpus-only``)."""
    for slug in GAME_SLUGS:
        indexes = {}
        for root in roots:
            path = root.path / "fixtures" / slug / "rules.toml"
            if path.is_file():
                indexes[root] = path.read_bytes()
        first, *others = list(indexes) or [None]
        for other in others:
            if first is not None and indexes[other] != indexes[first]:
                raise AdjudicatorError(
                    f"{other.shown(other.path / 'fixtures' / slug / 'rules.toml')} differs from "
                    f"the rule index of {first.describe()}: a run has one rule index per game; run "
                    "the newer corpus on its own (--corpus DIR --corpus-only), or remove the copy")
