"""Registries: the ordered lists and keyed tables in which rule modules file what they add.

Functions filed under the same hook or key are called in the order of their modules in the
engine's plugin list (:func:`order_modules`), whatever order the modules happened to be
imported in; functions of one module, and of modules outside the list, in the order
registered (the latter first).
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Iterator
from typing import Generic, TypeVar

F = TypeVar("F", bound=Callable[..., object])
T = TypeVar("T")

_ORDER: dict[str, int] = {}
_VERSION = [0]


def order_modules(names: list[str]) -> None:
    """Let the plugin list decide the order registered functions are called in."""
    _ORDER.clear()
    _ORDER.update({name: i for i, name in enumerate(names)})
    _VERSION[0] += 1


def _ranked(items: list[T]) -> tuple[T, ...]:
    """Items in the order of their modules in the plugin list, else as registered (a stable sort)."""
    return tuple(sorted(items, key=lambda item: _ORDER.get(getattr(item, "__module__", ""), -1)))


class HookList(Generic[F]):
    """The functions registered at one extension point, called in plugin-list order."""

    def __init__(self, name: str) -> None:
        self.name = name
        self._items: list[F] = []
        self._view: tuple[int, tuple[F, ...]] = (-1, ())

    def register(self, fn: F) -> F:
        """Add a function (usable as a decorator)."""
        self._items.append(fn)
        self._view = (-1, ())
        return fn

    def __iter__(self) -> Iterator[F]:
        if self._view[0] != _VERSION[0]:
            self._view = (_VERSION[0], _ranked(self._items))
        return iter(self._view[1])

    def first_reason(self, *args: object) -> str | None:
        """The first reason a registered check gives (a string), or None if none objects."""
        for fn in self:
            reason = fn(*args)
            if reason is not None:
                return str(reason)
        return None

    def any(self, *args: object) -> bool:
        """Whether any registered predicate holds."""
        return any(fn(*args) for fn in self)


class Registry(Generic[T]):
    """Functions filed by a key (an action type, an instruction, a stack object's kind...); the
    same key may hold several (``many=True``) or exactly one."""

    def __init__(self, name: str, many: bool = False) -> None:
        self.name = name
        self.many = many
        self._table: dict[Hashable, list[T]] = {}
        self._views: dict[Hashable, tuple[int, tuple[T, ...]]] = {}

    def register(self, key: Hashable) -> Callable[[T], T]:
        """File a function under ``key`` (a decorator); a second one under a single key is an error."""

        def decorate(fn: T) -> T:
            held = self._table.setdefault(key, [])
            if held and not self.many:
                where = getattr(held[0], "__module__", held[0])
                raise ValueError(f"{self.name}: {key!r} is already registered ({where})")
            held.append(fn)
            self._views.pop(key, None)
            return fn

        return decorate

    def get(self, key: Hashable) -> T | None:
        """The one function under ``key``, or None."""
        held = self._table.get(key)
        return held[0] if held else None

    def all(self, key: Hashable) -> tuple[T, ...]:
        """Every function under ``key``, in plugin-list order."""
        view = self._views.get(key)
        if view is None or view[0] != _VERSION[0]:
            view = (_VERSION[0], _ranked(self._table.get(key, [])))
            self._views[key] = view
        return view[1]

    def __iter__(self) -> Iterator[Hashable]:
        """The keys filed under, in the order first filed."""
        return iter(list(self._table))
