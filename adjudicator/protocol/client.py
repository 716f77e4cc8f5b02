"""Clients the harness talks to an engine through: in-process, or a subprocess over stdio.

Both implement ``request(message) -> reply`` (the harness's ``EngineClient``), ``hello()``,
``restart()`` and ``close()``. A request is a message without ``seq``; the client numbers it,
and the reply comes back without ``seq``. A misbehaving engine raises
:class:`~adjudicator.harness.session.CaseFailure` with outcome ``crashed``, ``timeout`` or
``errored``; an engine speaking another protocol version raises
:class:`~adjudicator.errors.ProtocolError`, and an explicit ``hello()`` that fails (outside
any case) raises :class:`~adjudicator.errors.AdjudicatorError`. docs/protocol.md is the
specification.
"""

from __future__ import annotations

import collections
import contextlib
import os
import queue
import select
import selectors
import shlex
import signal
import subprocess
import threading
import time
from collections.abc import Iterator
from typing import IO, Any

from adjudicator.errors import AdjudicatorError, ProtocolError, describe_exit
from adjudicator.harness.session import CaseFailure
from adjudicator.protocol.messages import (
    PROTOCOL_VERSION,
    PROTOCOL_VERSIONS,
    ProtocolViolation,
    decode,
    dispatch,
    encode,
    quote,
    validate_reply,
    validate_request,
)

#: Default seconds an engine has to answer one message (``--timeout``).
DEFAULT_TIMEOUT = 10.0
#: Longest reply line accepted, in bytes (10 MiB; a canonical state is a few kilobytes).
MAX_LINE = 10 * 1024 * 1024
#: Bytes of the engine's stderr kept for crash messages.
STDERR_KEEP = 8192
#: Characters of that tail quoted in a message.
STDERR_QUOTE = 2000
#: Seconds ``close()`` waits for the engine to answer ``stop`` and exit.
GRACE = 1.0
#: Seconds between checks that the engine is still running while its reply is awaited.
WATCH = 0.05

_POSIX = os.name == "posix"

#: Environment variables an engine inherits from the harness unless told otherwise: what a
#: program needs to find its interpreter and libraries, its home and temporary directory,
#: and the user's locale. Everything else (tokens, VIRTUAL_ENV, PYTHONPATH, ...) is left out;
#: ``--pass-env NAME`` passes more, ``--engine-env KEY=VALUE`` sets one (docs/protocol.md).
KEPT_ENV = ("PATH", "HOME", "USER", "LOGNAME", "LANG", "LANGUAGE", "TZ", "TMPDIR", "TEMP", "TMP",
            "SYSTEMROOT", "SYSTEMDRIVE", "WINDIR", "COMSPEC", "PATHEXT")
#: Prefixes of kept variables (the locale categories).
KEPT_PREFIXES = ("LC_",)


def split_command(cmd: str) -> list[str]:
    """A user's engine command line as an argv list (POSIX shell quoting, no shell run)."""
    try:
        argv = shlex.split(cmd)
    except ValueError as exc:
        raise AdjudicatorError(f"cannot parse the engine command {cmd!r}: {exc}") from None
    if not argv:
        raise AdjudicatorError("the engine command is empty; give the program to run")
    return argv


def engine_environment(
    passed: list[str] | None = None,
    extra: dict[str, str] | None = None,
    source: dict[str, str] | None = None,
) -> dict[str, str]:
    """The scrubbed environment an engine runs with: :data:`KEPT_ENV` and ``LC_*`` from
    ``source`` (default: this process's), plus the variables named in ``passed`` (a name
    ending in ``*`` passes every variable with that prefix), then ``extra`` set on top."""
    source = dict(os.environ if source is None else source)
    prefixes = list(KEPT_PREFIXES) + [n[:-1] for n in passed or [] if n.endswith("*")]
    names = set(KEPT_ENV) | {n for n in passed or [] if not n.endswith("*")}
    env = {k: v for k, v in source.items() if k in names or k.startswith(tuple(prefixes))}
    env.update(extra or {})
    return env


def parse_assignments(items: list[str] | None) -> dict[str, str]:
    """``KEY=VALUE`` words (``--engine-env``) as a dict; a word without ``=`` is an error."""
    out: dict[str, str] = {}
    for item in items or []:
        key, eq, value = item.partition("=")
        if not eq or not key:
            raise AdjudicatorError(f"--engine-env takes KEY=VALUE, not {item!r}")
        out[key] = value
    return out


def engine_directory(path: str | None) -> str | None:
    """The engine's working directory (``--engine-cwd``), checked; None keeps the current one."""
    if path is None:
        return None
    if not os.path.isdir(path):
        problem = "does not exist" if not os.path.exists(path) else "is not a directory"
        raise AdjudicatorError(f"the engine working directory {path!r} {problem}")
    return os.path.abspath(path)


def _body(reply: dict[str, Any]) -> dict[str, Any]:
    return {k: v for k, v in reply.items() if k != "seq"}


def _numbered(seq: int, message: dict[str, Any]) -> dict[str, Any]:
    """The request as sent: ``seq`` first, ``protocol`` added to ``hello``."""
    out = {"seq": seq, **{k: v for k, v in message.items() if k != "seq"}}
    if out.get("cmd") == "hello":
        out.setdefault("protocol", PROTOCOL_VERSION)
    return out


def _encoded(message: dict[str, Any]) -> str:
    try:
        return encode(message)
    except (TypeError, ValueError) as exc:
        raise CaseFailure("errored", f"cannot encode the {message.get('cmd')!r} request as JSON: "
                                     f"{exc}") from None


def _validated_request(message: dict[str, Any], validate: bool) -> None:
    if validate:
        try:
            validate_request(message)
        except ProtocolViolation as exc:
            raise CaseFailure("errored", str(exc)) from None


def _validated_reply(cmd: str, reply: dict[str, Any], validate: bool) -> None:
    if validate:
        try:
            validate_reply(cmd, reply)
        except ProtocolViolation as exc:
            raise CaseFailure("errored", str(exc)) from None


def _check_hello(reply: dict[str, Any], validate: bool) -> dict[str, Any]:
    """The engine object of a hello reply; refuse another protocol version."""
    if "error" in reply:
        raise CaseFailure("errored", f"engine answered hello with an error: {reply['error']}")
    version = reply.get("protocol")
    if type(version) is not int or version not in PROTOCOL_VERSIONS:
        stated = "no protocol version" if version is None else f"protocol {version!r}"
        speaks = " or ".join(str(v) for v in PROTOCOL_VERSIONS)
        raise ProtocolError(
            f"the engine's hello reply states {stated}; this harness speaks protocol "
            f"{speaks} (docs/protocol.md)"
        )
    _validated_reply("hello", reply, validate)
    engine = reply.get("engine")
    if not isinstance(engine, dict):
        raise CaseFailure("errored",
                          f"engine's hello reply has no 'engine' object: {quote(encode(reply))}")
    return engine


def listed_games(hello: dict[str, Any]) -> tuple[str, ...] | None:
    """``engine.games`` of a hello reply; None when it is not a list of strings (the harness
    then sends every case, and ``--validate-protocol`` reports the reply)."""
    engine = hello.get("engine")
    games = engine.get("games") if isinstance(engine, dict) else None
    if not isinstance(games, list) or not all(isinstance(g, str) for g in games):
        return None
    return tuple(games)


@contextlib.contextmanager
def _outside_a_case() -> Iterator[None]:
    """Turn a CaseFailure into an AdjudicatorError where no case is running to record it."""
    try:
        yield
    except CaseFailure as failure:
        raise AdjudicatorError(
            f"the engine failed its hello ({failure.outcome}): {failure.message}"
        ) from None


class InProcessClient:
    """An engine object in this process, seen exactly as a subprocess would show it.

    Each request and reply goes through a JSON round trip, and an exception in the engine
    becomes an ``error`` reply (its traceback is kept in ``last_traceback``).
    """

    def __init__(self, engine: Any, *, validate: bool = False) -> None:
        self.engine = engine
        self.validate = validate
        self.last_traceback: str | None = None
        self._seq = 0
        self._hello: dict[str, Any] | None = None

    @property
    def protocol(self) -> int:
        """The protocol version the engine stated in its hello (this package's before any)."""
        return self._hello.get("protocol", PROTOCOL_VERSION) if self._hello else PROTOCOL_VERSION

    @property
    def games(self) -> tuple[str, ...] | None:
        """The games the engine lists in its hello."""
        return listed_games(self.hello())

    def hello(self) -> dict[str, Any]:
        """The hello reply without ``seq``: ``{"protocol": 2, "engine": {name, version, ...}}``;
        AdjudicatorError if the engine fails it."""
        if self._hello is None:
            with _outside_a_case():
                self.request({"cmd": "hello"})
        assert self._hello is not None
        return dict(self._hello)

    def request(self, message: dict[str, Any]) -> dict[str, Any]:
        """Send one message (without ``seq``); the engine's reply (without ``seq``)."""
        reply = self._roundtrip(message)
        cmd = message.get("cmd", "")
        if cmd == "hello":
            _check_hello(reply, self.validate)
            self._hello = _body(reply)
        else:
            _validated_reply(cmd, reply, self.validate)
        return _body(reply)

    def _roundtrip(self, message: dict[str, Any]) -> dict[str, Any]:
        seq = self._seq + 1
        sent = decode(_encoded(_numbered(seq, message)))
        _validated_request(sent, self.validate)
        self._seq = seq
        reply = dispatch(self.engine, _body(sent), self._keep_traceback)
        return {"seq": seq, **reply}

    def _keep_traceback(self, text: str) -> None:
        self.last_traceback = text

    def restart(self) -> None:
        """Nothing to restart in-process: the next ``start`` replaces the engine's state."""
        self._seq = 0
        self._hello = None

    def close(self) -> None:
        """Nothing to release."""

    def __enter__(self) -> InProcessClient:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()


class SubprocessClient:
    """An engine process speaking the protocol on its stdin/stdout; one process, many cases.

    ``argv`` is run without a shell (see :func:`split_command`), in its own session so the
    whole process group can be stopped, in ``cwd`` (default: the current directory). ``env``
    is the engine's whole environment (default: :func:`engine_environment`, a scrubbed copy of
    this process's). The process starts, and says hello, on the first request or ``hello()``.
    Each message has ``timeout`` seconds; reply lines over ``max_line`` bytes are refused;
    ``close()`` gives the engine ``grace`` seconds to exit before signals. After a crashed,
    timed-out or errored case, call ``restart()``; a request to an engine that has already
    failed (and been killed) starts a fresh one first.
    """

    def __init__(
        self,
        argv: list[str],
        *,
        timeout: float = DEFAULT_TIMEOUT,
        cwd: str | None = None,
        env: dict[str, str] | None = None,
        validate: bool = False,
        max_line: int = MAX_LINE,
        grace: float = GRACE,
    ) -> None:
        if not argv:
            raise AdjudicatorError("the engine command is empty; give the program to run")
        self.argv = list(argv)
        self.timeout = timeout
        self.cwd = cwd
        self.env = engine_environment() if env is None else dict(env)
        self.validate = validate
        self.max_line = max_line
        self.grace = grace
        self._process: _EngineProcess | None = None
        self._seq = 0
        self._hello_reply: dict[str, Any] | None = None
        self._case: str | None = None  # the id in the last start sent, for messages
        self._previous = ""  # where a stray stdout line may come from (see _after)

    # -- public ------------------------------------------------------------------------
    @property
    def pid(self) -> int | None:
        """The engine's process id while it runs (also its process group id on POSIX)."""
        return self._process.popen.pid if self._process else None

    @property
    def protocol(self) -> int:
        """The protocol version the running engine stated in its hello (this package's own
        before the first hello)."""
        reply = self._hello_reply
        return reply.get("protocol", PROTOCOL_VERSION) if reply else PROTOCOL_VERSION

    @property
    def games(self) -> tuple[str, ...] | None:
        """The games the engine lists in its hello (starting it and saying hello if need be;
        inside a case, an engine that cannot say hello raises CaseFailure)."""
        self._ensure_ready()
        assert self._hello_reply is not None
        return listed_games(self._hello_reply)

    def hello(self) -> dict[str, Any]:
        """Start the engine if needed; its hello reply without ``seq``:
        ``{"protocol": 2, "engine": {name, version, games, language, features, ...}}``.

        Called outside any case, so an engine that fails its hello raises AdjudicatorError
        (ProtocolError for another protocol version) rather than CaseFailure.
        """
        with _outside_a_case():
            self._ensure_ready()
        assert self._hello_reply is not None
        return _body(self._hello_reply)

    def request(self, message: dict[str, Any]) -> dict[str, Any]:
        """Send one message (without ``seq``); the engine's reply (without ``seq``)."""
        self._ensure_ready()
        cmd = message.get("cmd", "")
        if cmd == "hello":
            assert self._hello_reply is not None
            return _body(self._hello_reply)
        reply = self._exchange(message, self.timeout)
        if cmd == "stop":
            self._shutdown()
        _validated_reply(cmd, reply, self.validate)
        return _body(reply)

    def restart(self) -> None:
        """Stop the engine's whole process group, start it again and say hello again.

        A fresh engine that fails its hello does not raise here (the harness restarts
        between cases): the next request tries again and that case records the failure.
        An engine speaking another protocol version still raises ProtocolError.
        """
        self._shutdown(kill=True)
        with contextlib.suppress(CaseFailure):
            self._ensure_ready()

    def close(self) -> None:
        """Send ``stop`` (short grace period), then end the engine's whole process group."""
        if self._process is None:
            return
        if self._process.popen.poll() is None:
            with contextlib.suppress(CaseFailure, OSError):
                self._exchange({"cmd": "stop"}, min(self.grace, self.timeout))
        self._shutdown()

    def __enter__(self) -> SubprocessClient:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    # -- internals -----------------------------------------------------------------------
    def _ensure_ready(self) -> None:
        if self._process is None:
            self._process = _EngineProcess(self.argv, self.cwd, self.env, self.max_line, self.grace)
            self._seq = 0
            self._hello_reply = None
            self._previous = ""
        if self._hello_reply is None:
            reply = self._exchange({"cmd": "hello"}, self.timeout)
            try:
                _check_hello(reply, self.validate)
            except (CaseFailure, ProtocolError):
                self._shutdown(kill=True)
                raise
            self._hello_reply = reply

    def _exchange(self, message: dict[str, Any], timeout: float) -> dict[str, Any]:
        """Send one numbered request and read its reply; failures end the process."""
        assert self._process is not None
        seq, cmd = self._seq + 1, message.get("cmd")
        numbered = _numbered(seq, message)
        _validated_request(numbered, self.validate)
        line = (_encoded(numbered) + "\n").encode("ascii")
        self._seq = seq  # only a request actually sent uses up a number
        what = f"{cmd!r} (seq {seq})"
        deadline = time.monotonic() + timeout
        try:
            stray = self._process.unsolicited()
            if stray is not None:
                raise self._failure("errored", f"engine wrote to stdout before {what} was sent: "
                                               f"{quote(stray)}{self._previous}; {STDOUT_HINT}")
            self._previous = self._after(what, message)
            self._process.send(line, deadline)
            raw = self._process.receive(deadline)
            return self._parse(raw, seq, what)
        except _Gone:
            raise self._failure("crashed", self._process.exit_report(what)) from None
        except _Late:
            raise self._failure("timeout", f"engine did not reply to {what} within {timeout:g} s"
                                           f"{self._process.partial_report()}; the engine was "
                                           "killed") from None
        except _TooLong as long:
            raise self._failure("errored", f"engine replied to {what} with a line longer than "
                                           f"{self.max_line} bytes, starting "
                                           f"{quote(long.prefix)}") from None
        except (CaseFailure, ProtocolError):
            raise
        except BaseException:  # Ctrl-C, SIGTERM: never leave the engine running behind us
            self._shutdown(kill=True)
            raise

    def _after(self, what: str, message: dict[str, Any]) -> str:
        """How a stray line written after this request's reply is attributed: it may belong
        to this request (and to the case it is part of), not to the next one it is found at."""
        if message.get("cmd") == "start":
            self._case = message.get("case")
        case = f" of case {self._case}" if self._case and message.get("cmd") != "hello" else ""
        return f"; it may have been written after the reply to {what}{case}"

    def _parse(self, raw: bytes, seq: int, what: str) -> dict[str, Any]:
        try:
            return parse_reply(raw, seq, what)
        except BadReply as bad:
            raise self._failure("errored", str(bad)) from None

    def _failure(self, outcome: str, message: str) -> CaseFailure:
        """End the engine (it is restarted on the next request) and describe what happened."""
        assert self._process is not None
        tail = self._process.kill_and_tail()
        self._forget()
        if tail:
            message += f"\nlast lines of the engine's stderr:\n{tail}"
        return CaseFailure(outcome, message)

    def _shutdown(self, kill: bool = False) -> None:
        if self._process is not None:
            if kill:
                self._process.kill_and_tail()
            else:
                self._process.stop(self.grace)
        self._forget()

    def _forget(self) -> None:
        self._process = None
        self._hello_reply = None


#: What a message about stray stdout output tells the engine's author.
STDOUT_HINT = "stdout carries protocol replies only; write logs to stderr"


class BadReply(ValueError):
    """A reply line the harness cannot take as the answer to its request."""


def parse_reply(raw: bytes, seq: int, what: str) -> dict[str, Any]:
    """One reply line as a JSON object echoing ``seq``; BadReply (quoting the line) otherwise.
    ``what`` names the request in the message, e.g. ``'act' (seq 3)``."""
    try:
        reply = decode(raw)
    except (ValueError, RecursionError) as exc:
        detail = "nested too deeply" if isinstance(exc, RecursionError) else str(exc)
        raise BadReply(f"engine replied to {what} with a line that is not JSON ({detail}): "
                       f"{quote(raw)}; {STDOUT_HINT}") from None
    if not isinstance(reply, dict):
        raise BadReply(f"engine replied to {what} with JSON that is not an object: {quote(raw)}")
    got = reply.get("seq")
    if not _seq_matches(got, seq, reply):
        shown = repr(got) if len(repr(got)) <= 40 else repr(got)[:40] + " ..."
        raise BadReply(f"engine replied to {what} with seq {shown}, expected {seq}: {quote(raw)}")
    return reply


class _Gone(Exception):
    """The engine's stdout ended or its stdin closed: the process exited."""


class _Late(Exception):
    """No reply before the deadline."""


class _TooLong(Exception):
    """A reply line over the size limit."""

    def __init__(self, prefix: bytes) -> None:
        super().__init__("line too long")
        self.prefix = prefix


_EOF = object()


class _Tail:
    """The last bytes of a stream, kept thread-safely."""

    def __init__(self, limit: int) -> None:
        self.limit = limit
        self.data = bytearray()
        self.trimmed = False
        self.lock = threading.Lock()

    def add(self, chunk: bytes) -> None:
        with self.lock:
            self.data.extend(chunk)
            if len(self.data) > self.limit:
                del self.data[: len(self.data) - self.limit]
                self.trimmed = True

    def text(self, chars: int) -> str:
        """The last whole lines, at most ``chars`` characters."""
        with self.lock:
            text = self.data.decode("utf-8", errors="replace")
            trimmed = self.trimmed
        if len(text) > chars:
            text, trimmed = text[-chars:], True
        if trimmed and "\n" in text:
            text = text.split("\n", 1)[1]
        return text.rstrip()


class _EngineProcess:
    """One running engine: pipes, a stdout line reader, a stderr drain, the process group."""

    def __init__(self, argv: list[str], cwd: str | None, env: dict[str, str] | None,
                 max_line: int, grace: float = GRACE) -> None:
        try:
            self.popen = subprocess.Popen(
                argv, stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                cwd=cwd, env=env, start_new_session=_POSIX,
            )
        except OSError as exc:
            raise AdjudicatorError(
                f"cannot start the engine {shlex.join(argv)}: {exc.strerror or exc}"
            ) from None
        assert self.popen.stdin and self.popen.stdout and self.popen.stderr
        self.grace = grace
        self.stdin_fd = self.popen.stdin.fileno()
        if _POSIX:
            os.set_blocking(self.stdin_fd, False)
        self.stdout = _LineReader(self.popen.stdout, max_line)
        self.stderr = _Tail(STDERR_KEEP)
        self.threads = [_daemon(_drain, self.popen.stderr, self.stderr)]
        if self.stdout.thread is not None:
            self.threads.append(self.stdout.thread)

    def send(self, data: bytes, deadline: float) -> None:
        """Write all of ``data`` to the engine's stdin before the deadline."""
        view = memoryview(data)
        while view:
            try:
                written = os.write(self.stdin_fd, view)
            except BlockingIOError:
                written = 0
            except OSError:  # EPIPE and friends: nobody reads any more
                raise _Gone() from None
            view = view[written:]
            if view:
                _wait_writable(self.stdin_fd, deadline)

    def unsolicited(self) -> bytes | None:
        """A non-blank line the engine wrote before being asked anything, if any."""
        while True:
            try:
                item = self.stdout.get(0.0)
            except queue.Empty:
                return None
            if isinstance(item, bytes) and not item.strip():
                continue
            self.stdout.push_back(item)  # EOF or an over-long line: let receive() report it
            return item if isinstance(item, bytes) else None

    def receive(self, deadline: float) -> bytes:
        """The next non-blank line of the engine's stdout before the deadline.

        The process is watched too, not only the pipe: an engine that exits while a child
        of its still holds its stdout open never gives EOF, yet it has crashed."""
        while True:
            remaining = deadline - time.monotonic()
            try:
                item = self.stdout.get(max(min(remaining, WATCH), 0.0))
            except queue.Empty:
                if self.popen.poll() is not None:
                    item = self._last_words()
                elif remaining <= WATCH:
                    raise _Late() from None
                else:
                    continue
            if item is _EOF:
                raise _Gone()
            if isinstance(item, _TooLong):
                raise item
            if item.strip():
                return item

    def _last_words(self) -> Any:
        """After the process exited: a line it wrote just before (still in the pipe), else
        the end of its output."""
        try:
            return self.stdout.get(0.0)
        except queue.Empty:
            return _EOF

    def partial_report(self) -> str:
        """``; it had written ... without a newline`` when a reply line was left unfinished."""
        prefix, size = self.stdout.unfinished()
        if not size:
            return ""
        return f"; it had written {size} bytes without ending the line: {quote(prefix)}"

    def exit_report(self, what: str) -> str:
        """Why the engine stopped answering: its exit status, waited for briefly."""
        try:
            code = self.popen.wait(timeout=self.grace)
        except subprocess.TimeoutExpired:
            return (f"engine closed its stdout before replying to {what}, but did not exit"
                    f"{self.partial_report()}")
        return f"engine {describe_exit(code)} before replying to {what}{self.partial_report()}"

    def kill_and_tail(self) -> str:
        """Kill the whole process group (and any descendant that left it); the stderr tail."""
        self._kill_everything()
        self._reap(self.grace)
        return self.stderr.text(STDERR_QUOTE)

    def stop(self, grace: float) -> None:
        """Close stdin, give the engine ``grace`` seconds to exit, then end its process group."""
        strays = _descendants(self.popen.pid)  # before the engine exits and they are orphaned
        with contextlib.suppress(OSError):
            self.popen.stdin.close()  # type: ignore[union-attr]
        try:
            self.popen.wait(timeout=grace)
        except subprocess.TimeoutExpired:
            self._signal_group(signal.SIGTERM)
            with contextlib.suppress(subprocess.TimeoutExpired):
                self.popen.wait(timeout=grace / 2)
        self._kill_everything(strays)  # stray children too
        self._reap(grace)

    def _kill_everything(self, known: list[int] | None = None) -> None:
        strays = set(known or []) | set(_descendants(self.popen.pid))
        self._signal_group(signal.SIGKILL if _POSIX else signal.SIGTERM)
        for pid in strays:  # children that moved to another session or process group
            with contextlib.suppress(ProcessLookupError, PermissionError):
                os.kill(pid, signal.SIGKILL if _POSIX else signal.SIGTERM)

    def _signal_group(self, sig: int) -> None:
        with contextlib.suppress(ProcessLookupError, PermissionError):
            if _POSIX:
                os.killpg(self.popen.pid, sig)
            elif self.popen.poll() is None:
                self.popen.send_signal(sig)

    def _reap(self, wait: float) -> None:
        with contextlib.suppress(subprocess.TimeoutExpired):
            self.popen.wait(timeout=wait)
        for thread in self.threads:
            thread.join(timeout=0.5)
        for stream in (self.popen.stdin, self.popen.stdout, self.popen.stderr):
            with contextlib.suppress(OSError):
                stream.close()  # type: ignore[union-attr]


class _LineReader:
    """The engine's stdout as whole lines, in order, ending with _EOF (or a _TooLong); the start
    of an unfinished line stays visible for messages.

    On POSIX the harness reads the pipe itself while it waits for a reply (``poll``, no thread):
    a reply is then one system call away instead of a thread hand-off, which is most of the
    protocol's own cost per message. Elsewhere a thread feeds the lines in.
    """

    CHUNK = 65536

    def __init__(self, stream: IO[bytes], max_line: int) -> None:
        self.max_line = max_line
        self.items: collections.deque[Any] = collections.deque()
        self.end: Any = None  # _EOF or a _TooLong once the stream is over
        self.changed = threading.Condition()
        self._buffer = bytearray()
        self._prefix = b""
        self._size = 0
        self.fd = stream.fileno()
        self.thread: threading.Thread | None = None
        if _POSIX:
            self.poller = select.poll()
            self.poller.register(self.fd, select.POLLIN)
        else:
            self.thread = _daemon(self._pump, stream)

    def unfinished(self) -> tuple[bytes, int]:
        """The first bytes and the length of a line still waiting for its newline."""
        with self.changed:
            return self._prefix, self._size

    def get(self, timeout: float) -> Any:
        """The next line (or the end marker), waiting at most ``timeout``; queue.Empty if none."""
        deadline = time.monotonic() + timeout
        with self.changed:
            while not self.items:
                if self.end is not None:
                    return self.end
                remaining = deadline - time.monotonic()
                if self.thread is not None:
                    woken = remaining > 0 and self.changed.wait(remaining)
                    if not woken and not self.items and self.end is None:
                        raise queue.Empty
                elif not self._poll(max(remaining, 0.0)) and remaining <= 0:
                    raise queue.Empty
            return self.items.popleft()

    def push_back(self, item: Any) -> None:
        """Return an item taken by :meth:`get` (it is read again next time)."""
        with self.changed:
            self.items.appendleft(item)

    def _poll(self, timeout: float) -> bool:
        """Read what the pipe holds, waiting up to ``timeout``; False when nothing came."""
        if not self.poller.poll(timeout * 1000):
            return False
        try:
            chunk = os.read(self.fd, self.CHUNK)
        except OSError:
            chunk = b""
        self._feed(chunk)
        return True

    def _pump(self, stream: IO[bytes]) -> None:
        """The reader thread (where there is no ``poll`` on pipes)."""
        while self.end is None:
            try:
                chunk = stream.read1(self.CHUNK)  # type: ignore[attr-defined]
            except (OSError, ValueError):
                chunk = b""
            with self.changed:
                self._feed(chunk)
                self.changed.notify_all()

    def _feed(self, chunk: bytes) -> None:
        """Split ``chunk`` into lines after what is buffered; an empty chunk is the end."""
        if self.end is not None:
            return
        if not chunk:
            self.end = _EOF
            return
        buffer = self._buffer
        scan = len(buffer)
        buffer.extend(chunk)
        start = 0
        while (end := buffer.find(b"\n", scan)) >= 0:
            if end + 1 - start > self.max_line:
                self.end = _TooLong(bytes(buffer[start:start + 400]))
                return
            self.items.append(bytes(buffer[start:end + 1]))
            start = scan = end + 1
        del buffer[:start]
        if len(buffer) > self.max_line:
            self.end = _TooLong(bytes(buffer[:400]))
            return
        self._prefix, self._size = bytes(buffer[:400]), len(buffer)


def _descendants(pid: int) -> list[int]:
    """Every process descended from ``pid`` (Linux /proc; elsewhere none are known)."""
    parents: dict[int, list[int]] = {}
    try:
        entries = os.listdir("/proc")
    except OSError:
        return []
    for entry in entries:
        if not entry.isdigit():
            continue
        try:
            with open(f"/proc/{entry}/stat", "rb") as handle:
                stat = handle.read()
        except OSError:
            continue
        fields = stat.rsplit(b")", 1)[-1].split()
        if len(fields) > 1:
            parents.setdefault(int(fields[1]), []).append(int(entry))
    found, todo = [], [pid]
    while todo:
        for child in parents.get(todo.pop(), []):
            found.append(child)
            todo.append(child)
    return found


def _seq_matches(got: Any, seq: int, reply: dict[str, Any]) -> bool:
    """The reply echoes the request's seq (null only in an error about an unreadable line)."""
    if got is None:
        return "error" in reply
    return type(got) is int and got == seq


def _wait_writable(fd: int, deadline: float) -> None:
    remaining = deadline - time.monotonic()
    if remaining <= 0:
        raise _Late()
    with selectors.DefaultSelector() as selector:
        selector.register(fd, selectors.EVENT_WRITE)
        if not selector.select(remaining):
            raise _Late()


def _daemon(target: Any, *args: Any) -> threading.Thread:
    thread = threading.Thread(target=target, args=args, daemon=True)
    thread.start()
    return thread


def _drain(stream: IO[bytes], tail: _Tail) -> None:
    """Drain thread: keep reading stderr so the engine never blocks on it; keep the tail."""
    while True:
        try:
            chunk = stream.read1(65536)  # type: ignore[attr-defined]
        except (OSError, ValueError):
            return
        if not chunk:
            return
        tail.add(chunk)
