"""The protocol's messages: version, JSON encoding, and validation against the published schemas.

Every message has a JSON Schema (draft 2020-12) in ``adjudicator/schemas/protocol/``:
``request-<cmd>.schema.json`` for what the harness sends, ``reply-<cmd>.schema.json`` for what
an engine answers, and ``reply-error.schema.json`` for an error reply to any request.
``--validate-protocol`` checks both directions with :func:`validate_request` and
:func:`validate_reply`; the first violation becomes an ``errored`` case.

:func:`dispatch` answers one message with an engine object exactly as it would cross the
wire; the server and the in-process client share it so both paths give the same results.
"""

from __future__ import annotations

import json
import traceback
from collections.abc import Callable
from functools import cache
from typing import TYPE_CHECKING, Any

from adjudicator.errors import QUOTE, quoted
from adjudicator.schema import SCHEMAS, load_schema

if TYPE_CHECKING:  # jsonschema is imported on first validation: serving never needs it
    from jsonschema import Draft202012Validator
    from jsonschema.exceptions import ValidationError

#: The protocol version this package speaks; both sides state it in ``hello``.
PROTOCOL_VERSION = 2
#: The versions the harness accepts from an engine (docs/protocol.md, *Versioning*): an engine
#: speaking 1 keeps working, but cases that check offered options need 2.
PROTOCOL_VERSIONS = (1, 2)

#: The commands of the protocol, in the order a session uses them.
COMMANDS = ("hello", "start", "act", "observe", "stop")

SCHEMA_DIR = SCHEMAS / "protocol"

#: How much of an offending text a message quotes.
QUOTE_LIMIT = QUOTE


class ProtocolViolation(ValueError):
    """A message breaks its schema; ``path`` is the JSON path of the offending value."""

    def __init__(self, path: str, message: str, direction: str) -> None:
        super().__init__(f"protocol violation at {path}: {message} ({direction})")
        self.path = path
        self.detail = message
        self.direction = direction


#: The encoder of every message, made once (``json.dumps`` with options makes one per call).
_ENCODER = json.JSONEncoder(allow_nan=False, separators=(",", ":"))


def encode(message: dict[str, Any]) -> str:
    """One message as one line of strict JSON (no NaN/Infinity; ASCII, so no encoding issues)."""
    return _ENCODER.encode(message)


def _reject_constant(name: str) -> Any:
    raise ValueError(f"{name} is not valid JSON")


#: The decoder of every message, made once (``json.loads`` with options makes one per call).
_DECODER = json.JSONDecoder(parse_constant=_reject_constant)


def decode(text: str | bytes) -> Any:
    """Parse one line of strict JSON (NaN and Infinity are rejected, as other parsers do)."""
    if not isinstance(text, str):  # what json.loads does before it decodes
        return json.loads(text, parse_constant=_reject_constant)
    if text.startswith("\ufeff"):
        raise json.JSONDecodeError("Unexpected UTF-8 BOM (decode using utf-8-sig)", text, 0)
    return _DECODER.decode(text)


def quote(text: str | bytes, limit: int = QUOTE_LIMIT) -> str:
    """A short, unambiguous rendering of an offending text for an error message."""
    if isinstance(text, bytes):
        text = text.decode("utf-8", errors="replace")
    return quoted(text.rstrip("\r\n"), limit)


@cache
def schema(name: str) -> dict[str, Any]:
    """The schema ``<name>.schema.json`` (e.g. ``request-act``), loaded once."""
    return load_schema(f"protocol/{name}.schema.json")


@cache
def validator(name: str) -> Draft202012Validator:
    """A validator for one message schema, checked itself once on first use."""
    from jsonschema import Draft202012Validator

    document = schema(name)
    Draft202012Validator.check_schema(document)
    return Draft202012Validator(document)


def schema_names() -> list[str]:
    """Every message schema there is, by name."""
    return sorted(p.name.removesuffix(".schema.json") for p in SCHEMA_DIR.glob("*.schema.json"))


def validate_request(message: dict[str, Any]) -> None:
    """Check a request (with its ``seq``) against ``request-<cmd>``; raise ProtocolViolation."""
    direction = f"request {message.get('cmd')!r}" if isinstance(message, dict) else "request"
    if not isinstance(message, dict):
        raise ProtocolViolation("$", "a request must be a JSON object", direction)
    cmd = message.get("cmd")
    if cmd not in COMMANDS:
        raise ProtocolViolation("$.cmd", f"unknown command {cmd!r}; known: {', '.join(COMMANDS)}",
                                direction)
    _check(f"request-{cmd}", message, direction)


def validate_reply(cmd: str, reply: dict[str, Any]) -> None:
    """Check the reply to ``cmd`` against ``reply-<cmd>`` (or ``reply-error`` when it carries
    an ``error``); raise ProtocolViolation."""
    direction = f"reply to {cmd!r}"
    if not isinstance(reply, dict):
        raise ProtocolViolation("$", "a reply must be a JSON object", direction)
    if cmd not in COMMANDS:
        raise ProtocolViolation("$", f"no schema for replies to unknown command {cmd!r}", direction)
    _check("reply-error" if "error" in reply else f"reply-{cmd}", reply, direction)


def _check(name: str, instance: dict[str, Any], direction: str) -> None:
    from jsonschema.exceptions import best_match

    error = best_match(validator(name).iter_errors(instance))
    if error is not None:
        raise ProtocolViolation(_path(error), _explain(error), direction)


def _path(error: ValidationError) -> str:
    """The JSON path of the offending value; for a missing field, the path it should have had."""
    path = error.json_path
    if error.validator == "required" and isinstance(error.instance, dict):
        missing = [k for k in error.validator_value if k not in error.instance]
        if missing:
            return f"{path}.{missing[0]}"
    if error.validator == "additionalProperties" and isinstance(error.instance, dict):
        allowed = set(error.schema.get("properties", {}))
        extra = sorted(k for k in error.instance if k not in allowed and not k.startswith("x-"))
        if extra:
            return f"{path}.{extra[0]}"
    return path


def _explain(error: ValidationError) -> str:
    if error.validator == "required":
        return "required field is missing"
    if error.validator == "additionalProperties":
        return "field not allowed here (extensions must start with 'x-')"
    if error.validator == "not" and error.validator_value == {}:
        return "field not allowed here with this outcome"
    message = error.message
    return message if len(message) <= QUOTE_LIMIT else message[:QUOTE_LIMIT] + " ..."


def dispatch(
    engine: Any,
    message: dict[str, Any],
    on_exception: Callable[[str], None] | None = None,
) -> dict[str, Any]:
    """The engine's reply to one message (without ``seq``), as it would cross the wire.

    An exception inside the engine becomes an ``error`` reply (its traceback goes to
    ``on_exception``); a reply that is not a JSON object or cannot be encoded becomes an
    ``error`` reply too. A ``hello`` reply gets the protocol version. Shared by ``serve``
    and the in-process client, so both paths answer alike.
    """
    return decode(dispatch_line(engine, message, on_exception))


def dispatch_line(
    engine: Any,
    message: dict[str, Any],
    on_exception: Callable[[str], None] | None = None,
) -> str:
    """:func:`dispatch`'s reply as the encoded JSON object (``serve`` writes it, encoded once)."""
    try:
        reply = engine.handle(message)
    except Exception as exc:  # an engine bug must cost one case, not the process
        if on_exception is not None:
            on_exception(traceback.format_exc())
        return encode({"error": f"internal error in the engine: {type(exc).__name__}: {exc}"})
    if not isinstance(reply, dict):
        return encode({"error": f"internal error in the engine: reply is a {type(reply).__name__}, "
                                "not an object"})
    if message.get("cmd") == "hello" and "error" not in reply:
        reply = {"protocol": PROTOCOL_VERSION, **reply}
    try:
        return encode(reply)
    except (TypeError, ValueError, RecursionError) as exc:
        return encode({"error": f"internal error in the engine: reply is not JSON-encodable: {exc}"})
