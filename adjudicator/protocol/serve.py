"""Serve a reference engine over the stdio protocol (``adjudicator serve <game>``).

One JSON request per line on stdin, one JSON reply per line on stdout, each reply echoing
the request's ``seq`` (docs/protocol.md). Anything the engine prints goes to stderr, so
stray output can never corrupt the protocol stream.

Run directly with ``python -m adjudicator.protocol.serve <game>``.
"""

from __future__ import annotations

import contextlib
import io
import json
import sys
from typing import IO, Any

from adjudicator.protocol.messages import decode, dispatch_line, encode

Stream = IO[str] | IO[bytes]


def serve(game_slug: str, stdin: Stream | None = None, stdout: Stream | None = None) -> int:
    """Serve the reference engine of ``game_slug`` until ``stop`` or end of input; exit status.

    Raises AdjudicatorError (before reading anything) for a game without a reference engine.
    """
    from adjudicator.games import game

    return serve_engine(game(game_slug).new_engine(), stdin, stdout)


def serve_engine(engine: Any, stdin: Stream | None = None, stdout: Stream | None = None) -> int:
    """Serve any object with ``handle(message) -> reply`` over the protocol; exit status 0.

    With the default streams, the process's stdin/stdout are used as bytes (UTF-8) and
    ``sys.stdout`` is pointed at stderr while serving, so the engine's prints stay out of
    the protocol stream.
    """
    if stdin is None:
        stdin = sys.stdin.buffer
    if stdout is not None:
        return _loop(engine, stdin, stdout)
    out = sys.stdout.buffer
    with contextlib.redirect_stdout(sys.stderr):
        return _loop(engine, stdin, out)


def _loop(engine: Any, stdin: Stream, stdout: Stream) -> int:
    binary = isinstance(stdout, io.BufferedIOBase | io.RawIOBase)
    while True:
        line = stdin.readline()
        if not line:
            return 0
        request, text = _answer(engine, line)
        if text is None:
            continue
        try:
            stdout.write(text.encode("ascii") if binary else text)  # type: ignore[arg-type]
            stdout.flush()
        except BrokenPipeError:  # the harness has gone away: nobody to answer
            return 0
        if request is not None and request.get("cmd") == "stop":
            return 0


def _answer(engine: Any, line: str | bytes) -> tuple[dict[str, Any] | None, str | None]:
    """Parse one request line and answer it: the request and the reply line with its newline;
    (None, None) for a blank line."""
    if not line.strip():
        return None, None
    try:
        request = decode(line)
    except (ValueError, UnicodeDecodeError) as exc:
        return None, encode({"seq": None, "error": f"invalid JSON: {exc}"}) + "\n"
    except RecursionError:
        return None, encode({"seq": None, "error": "invalid JSON: nested too deeply to read"}) + "\n"
    if not isinstance(request, dict):
        problem = f"a request must be a JSON object, not {_kind(request)}"
        return None, encode({"seq": None, "error": problem}) + "\n"
    body = {k: v for k, v in request.items() if k != "seq"}
    return request, _with_seq(request.get("seq"), dispatch_line(engine, body, _log)) + "\n"


def _with_seq(seq: Any, reply: str) -> str:
    """The encoded reply object with ``seq`` first, without decoding and encoding it again."""
    head = '{"seq":' + json.dumps(seq, allow_nan=False)
    return head + ("}" if reply == "{}" else "," + reply[1:])


def _kind(value: Any) -> str:
    return {list: "an array", str: "a string", bool: "a boolean", type(None): "null"}.get(
        type(value), "a number"
    )


def _log(text: str) -> None:
    """Where an engine's traceback goes: stderr, which is not part of the protocol."""
    sys.stderr.write(text)
    sys.stderr.flush()


def main(argv: list[str] | None = None) -> int:
    """``python -m adjudicator.protocol.serve <game>``."""
    from adjudicator.errors import AdjudicatorError

    args = sys.argv[1:] if argv is None else argv
    if len(args) != 1:
        sys.stderr.write("usage: python -m adjudicator.protocol.serve <game>\n")
        return 2
    try:
        return serve(args[0])
    except AdjudicatorError as exc:
        sys.stderr.write(f"error: {exc}\n")
        return 2


if __name__ == "__main__":
    sys.exit(main())
