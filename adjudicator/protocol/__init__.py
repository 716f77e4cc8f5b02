"""The engine protocol: newline-delimited JSON over stdio (docs/protocol.md).

* :mod:`adjudicator.protocol.messages` — protocol version, JSON framing, schema validation;
* :mod:`adjudicator.protocol.client` — ``InProcessClient`` and ``SubprocessClient``;
* :mod:`adjudicator.protocol.serve` — ``serve(game)``: a reference engine as a protocol engine.

``serve`` is imported lazily so that ``python -m adjudicator.protocol.serve`` does not
import its own module twice.
"""

from __future__ import annotations

from typing import Any

from adjudicator.protocol.client import (
    DEFAULT_TIMEOUT,
    InProcessClient,
    SubprocessClient,
    split_command,
)
from adjudicator.protocol.messages import (
    PROTOCOL_VERSION,
    ProtocolViolation,
    validate_reply,
    validate_request,
)

__all__ = [
    "DEFAULT_TIMEOUT",
    "PROTOCOL_VERSION",
    "InProcessClient",
    "ProtocolViolation",
    "SubprocessClient",
    "serve",
    "serve_engine",
    "split_command",
    "validate_reply",
    "validate_request",
]


def __getattr__(name: str) -> Any:
    if name in ("serve", "serve_engine"):
        from adjudicator.protocol import serve as module

        return getattr(module, name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
