"""Errors a user can cause: each carries where it happened, and the CLI prints it without a traceback."""

from __future__ import annotations

import signal


class AdjudicatorError(Exception):
    """A problem in the user's input (corpus, card file, state, engine reply, command line)."""

    def __init__(self, message: str, *, where: str | None = None) -> None:
        super().__init__(message)
        self.message = message
        self.where = where

    def __str__(self) -> str:
        return f"{self.where}: {self.message}" if self.where else self.message


class CorpusError(AdjudicatorError):
    """A feature file, tag, step or card reference that cannot be compiled."""


class StateError(AdjudicatorError):
    """A board state that the game's canonical state format does not allow."""


class ProtocolError(AdjudicatorError):
    """An engine broke the stdio protocol (bad JSON, wrong shape, wrong sequence number)."""


#: Characters of a user's or an engine's text (a card name, a step, a reply) a message quotes.
QUOTE = 200


def shorten(text: str, limit: int = QUOTE) -> str:
    """``text`` as a message shows it: cut to ``limit`` characters, the full length noted."""
    return text if len(text) <= limit else text[:limit] + f" ... ({len(text)} characters)"


def quoted(text: str, limit: int = QUOTE) -> str:
    """``repr(text)``, cut like :func:`shorten` (the quotes stay balanced)."""
    return repr(text) if len(text) <= limit else repr(text[:limit]) + f" ... ({len(text)} characters)"


def describe_exit(code: int) -> str:
    """How a process ended, from its return code: ``exited with code 1``, ``was killed by
    SIGKILL`` (for messages about engines and worker processes)."""
    if code < 0:
        try:
            name = signal.Signals(-code).name
        except ValueError:
            name = f"signal {-code}"
        return f"was killed by {name}"
    return f"exited with code {code}"


def location(path: object, line: int | None) -> str:
    """Render ``file:line`` the way compilers do, so editors can jump to it."""
    return f"{path}:{line}" if line else str(path)
