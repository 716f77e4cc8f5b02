"""The step vocabulary: each step phrase defined once, matched through a word index.

A step definition is a phrase pattern with typed placeholders, a one-line meaning, an
example, and a function that writes into a :class:`~adjudicator.corpus.case.CaseBuilder`.
The same definitions serve the CLI runner, pytest-bdd (through three generic steps), the
JSON export and the generated reference in docs/steps/.

Matching does not scan the vocabulary: every definition is filed under its rarest literal
word, and a step only tries the definitions filed under the words it contains, so the cost
of a lookup does not grow with the number of definitions.
"""

from __future__ import annotations

import difflib
import re
from collections import Counter, defaultdict
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from typing import Any

from adjudicator.errors import CorpusError, shorten

KINDS = ("given", "when", "then")
_WORD = re.compile(r"[a-z]+")


def _quoted_list(text: str) -> list[str]:
    return re.findall(r'"([^"]+)"', text)


#: Ordinals a step may put before a repeated thing ("Alice's second "discard" choice").
ORDINALS = {"first": 1, "second": 2, "third": 3, "fourth": 4, "fifth": 5, "sixth": 6, "last": -1}


def _ordinal(text: str) -> int:
    """"second " -> 2, "last " -> -1; nothing (the slot left out) -> 1."""
    return ORDINALS[text.strip()] if text.strip() else 1


@dataclass(frozen=True)
class Placeholder:
    """A typed slot in a phrase: its regex and the converter applied to the matched text."""

    regex: str
    convert: Callable[[str], Any]
    describe: str


PLACEHOLDERS: dict[str, Placeholder] = {
    "text": Placeholder(r".+?", str, "any words"),
    "word": Placeholder(r"\S+", str, "one word"),
    "int": Placeholder(r"-?\d+", int, "a whole number"),
    "player": Placeholder(r"[A-Z][A-Za-z]*", str, "a player's name"),
    "card": Placeholder(r'"[^"]+"', lambda s: s[1:-1], 'a card name in double quotes'),
    "cards": Placeholder(
        r'"[^"]+"(?:(?:, | and |, and )"[^"]+")*', _quoted_list, 'quoted card names: "A", "B" and "C"'
    ),
    "quoted": Placeholder(r'"[^"]*"', lambda s: s[1:-1], "a value in double quotes"),
    "ordinal": Placeholder(
        r"(?:(?:" + "|".join(ORDINALS) + r") )?", _ordinal,
        "an optional ordinal and a space: first, second, ... sixth, last (first when left out)"
    ),
}
_SLOT = re.compile(r"\{(\w+)(?::(\w+))?\}")


@dataclass
class StepDef:
    """One step phrase: pattern, meaning, example, and the function that compiles it."""

    kind: str
    pattern: str
    meaning: str
    example: str
    func: Callable[..., None]
    table: str | None = None  # description of the data table it takes, if any
    source: str = field(init=False)  # the regular expression the phrase stands for
    slots: dict[str, Placeholder] = field(init=False)
    literals: list[str] = field(init=False)
    origin: str = ""
    _regex: re.Pattern[str] | None = field(init=False, default=None, repr=False, compare=False)

    def __post_init__(self) -> None:
        parts: list[str] = []
        self.slots = {}
        last = 0
        literal_text: list[str] = []
        for m in _SLOT.finditer(self.pattern):
            literal_text.append(self.pattern[last : m.start()])
            parts.append(re.escape(self.pattern[last : m.start()]))
            name, typ = m.group(1), m.group(2) or "text"
            if typ not in PLACEHOLDERS:
                raise ValueError(f"unknown placeholder type {typ!r} in {self.pattern!r}")
            if name in self.slots:
                raise ValueError(f"placeholder {name!r} appears twice in {self.pattern!r}")
            self.slots[name] = PLACEHOLDERS[typ]
            parts.append(f"(?P<{name}>{PLACEHOLDERS[typ].regex})")
            last = m.end()
        literal_text.append(self.pattern[last:])
        parts.append(re.escape(self.pattern[last:]))
        self.source = "".join(parts)
        self.literals = _WORD.findall(" ".join(literal_text).lower())

    @property
    def regex(self) -> re.Pattern[str]:
        """The phrase's regular expression, compiled when a step is first matched against it:
        a process that reads its cases from the compiled-corpus cache never compiles one."""
        if self._regex is None:
            self._regex = re.compile(self.source)
        return self._regex

    def match(self, text: str) -> dict[str, Any] | None:
        m = self.regex.fullmatch(text)
        if not m:
            return None
        return {k: self.slots[k].convert(v) for k, v in m.groupdict().items()}


class Steps:
    """A module's step definitions, declared with ``@steps.given(...)`` and friends."""

    def __init__(self, origin: str) -> None:
        self.origin = origin
        self.defs: list[StepDef] = []

    @classmethod
    def gathered(cls, origin: str, parts: Iterable[Steps]) -> Steps:
        """The definitions of several modules as one, in order: how a game's steps package
        (one module per rule area) offers a single ``steps``."""
        whole = cls(origin)
        for part in parts:
            whole.defs += part.defs
        return whole

    def _add(self, kind: str, pattern: str, meaning: str, example: str, table: str | None):
        def decorate(func: Callable[..., None]) -> Callable[..., None]:
            self.defs.append(StepDef(kind, pattern, meaning, example, func, table, origin=self.origin))
            return func

        return decorate

    def given(self, pattern: str, *, meaning: str, example: str, table: str | None = None):
        return self._add("given", pattern, meaning, example, table)

    def when(self, pattern: str, *, meaning: str, example: str, table: str | None = None):
        return self._add("when", pattern, meaning, example, table)

    def then(self, pattern: str, *, meaning: str, example: str, table: str | None = None):
        return self._add("then", pattern, meaning, example, table)


class Vocabulary:
    """A game's whole vocabulary (the shared core plus the game's own steps), indexed."""

    def __init__(self, game: str, groups: Iterable[Steps]) -> None:
        self.game = game
        self.defs: list[StepDef] = [d for g in groups for d in g.defs]
        self._index: dict[str, dict[str, list[StepDef]]] = {k: defaultdict(list) for k in KINDS}
        self._unanchored: dict[str, list[StepDef]] = {k: [] for k in KINDS}
        self._cache: dict[tuple[str, str], list[tuple[StepDef, dict[str, Any]]]] = {}
        frequency = Counter(w for d in self.defs for w in set(d.literals))
        for d in self.defs:
            if d.literals:
                anchor = min(d.literals, key=lambda w: (frequency[w], w))
                self._index[d.kind][anchor].append(d)
            else:
                self._unanchored[d.kind].append(d)

    def candidates(self, kind: str, text: str) -> list[StepDef]:
        """Definitions that could match: those filed under a word the step contains."""
        index = self._index[kind]
        found: dict[int, StepDef] = {}
        for word in set(_WORD.findall(text.lower())):
            for d in index.get(word, ()):
                found[id(d)] = d
        return [*found.values(), *self._unanchored[kind]]

    def matches(self, kind: str, text: str) -> list[tuple[StepDef, dict[str, Any]]]:
        """Every definition of this kind that matches the text (more than one is ambiguous)."""
        key = (kind, text)
        hit = self._cache.get(key)
        if hit is None:
            hit = []
            for d in self.candidates(kind, text):
                args = d.match(text)
                if args is not None:
                    hit.append((d, args))
            self._cache[key] = hit
        return hit

    def resolve(self, kind: str, text: str, where: str) -> tuple[StepDef, dict[str, Any]]:
        """The one definition for a step, or a CorpusError saying why there is not one."""
        found = self.matches(kind, text)
        if len(found) == 1:
            return found[0]
        if not found:
            raise CorpusError(self._undefined_message(kind, text), where=where)
        patterns = "; ".join(f"'{d.pattern}' ({d.origin})" for d, _ in found)
        raise CorpusError(f"ambiguous step '{shorten(text)}': matches {patterns}", where=where)

    def _undefined_message(self, kind: str, text: str) -> str:
        examples = [d.example for d in self.defs if d.kind == kind]
        close = difflib.get_close_matches(text, examples, n=2, cutoff=0.5)
        msg = f"undefined {kind} step '{shorten(text)}' in the {self.game} vocabulary"
        other = [k for k in KINDS if k != kind and self.matches(k, text)]
        if other:
            msg += f" (it is a {other[0]} step)"
        if close:
            msg += "; did you mean: " + " | ".join(close)
        return msg + f" (see `adjudicator steps {self.game}`)"

    def by_kind(self, kind: str) -> list[StepDef]:
        return [d for d in self.defs if d.kind == kind]
