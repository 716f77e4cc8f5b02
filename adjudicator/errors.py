"""Errors a user can cause: each carries where it happened, and the CLI prints it without a traceback."""

from __future__ import annotations


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


def location(path: object, line: int | None) -> str:
    """Render ``file:line`` the way compilers do, so editors can jump to it."""
    return f"{path}:{line}" if line else str(path)
