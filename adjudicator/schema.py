"""The JSON Schemas shipped in adjudicator/schemas/: loading, and a registry so ``$ref``
between them resolves offline."""

from __future__ import annotations

import contextlib
import hashlib
import importlib.util
import json
import marshal
import re
from collections.abc import Callable
from functools import cache
from pathlib import Path
from typing import TYPE_CHECKING, Any

from adjudicator.files import write_atomic

if TYPE_CHECKING:  # referencing comes with jsonschema, imported only when validating
    from referencing import Registry

SCHEMAS = Path(__file__).parent / "schemas"


@cache
def load_schema(name: str) -> dict[str, Any]:
    """A schema by its path under adjudicator/schemas/, e.g. ``case.schema.json`` or
    ``protocol/request-act.schema.json``."""
    return json.loads((SCHEMAS / name).read_text(encoding="utf-8"))


@cache
def schema_registry() -> Registry:
    """Every top-level schema, by its ``$id``."""
    from referencing import Registry, Resource

    resources = []
    for path in sorted(SCHEMAS.glob("*.schema.json")):
        document = load_schema(path.name)
        if "$id" in document:
            resources.append((document["$id"], Resource.from_contents(document)))
    return Registry().with_resources(resources)


#: Where compiled quick checks are kept between processes: a function giving the folder, which
#: the game registry points at the compiled-corpus cache folder; None: every process compiles
#: the checks it uses.
checks_folder: Callable[[], Path] | None = None


@cache
def _quick_check(name: str) -> Any:
    """The schema compiled by fastjsonschema; None if it cannot compile it."""
    try:
        function, code = _check_code(name)
        scope: dict[str, Any] = {}
        exec(code, scope)
        return scope[function]
    except Exception:  # an optional speed-up: jsonschema alone still decides
        return None


class CheckFailed(ValueError):
    """What a quick check read back from the cache raises for an invalid instance, in place of
    fastjsonschema's exceptions: the check only ever tells valid from not, so reading one back
    never imports fastjsonschema (whose import costs more than the read)."""

    def __init__(self, *args: Any, **details: Any) -> None:
        super().__init__(*args)


class ChecksFailed(CheckFailed):
    """In place of fastjsonschema's error for several violations at once."""


#: The line of fastjsonschema's generated code that imports its exceptions, and its stand-in.
_IMPORT_LINE = "from fastjsonschema import JsonSchemaValueException, JsonSchemaValuesException\n"
_STAND_IN = ("from adjudicator.schema import CheckFailed as JsonSchemaValueException, "
             "ChecksFailed as JsonSchemaValuesException\n")


def _check_code(name: str) -> tuple[str, Any]:
    """The name of a schema's check function and the code that defines it: what
    ``fastjsonschema.compile`` would run, read back from :data:`checks_folder` when this
    schema, this fastjsonschema and this Python compiled it before (generating and compiling
    the code of a large schema costs tens of milliseconds; reading it back, well under one)."""
    text = (SCHEMAS / name).read_bytes()
    key = hashlib.sha256(b"\0".join([importlib.util.MAGIC_NUMBER, _fastjsonschema_version(),
                                      text])).hexdigest()
    entry = checks_folder() / f"check-{name.replace('/', '-')}.marshal" if checks_folder else None
    if entry is not None:
        with contextlib.suppress(OSError, ValueError, TypeError, EOFError):
            kept_key, function, code = marshal.loads(entry.read_bytes())
            if kept_key == key:
                return function, code
    import fastjsonschema

    source = fastjsonschema.compile_to_code(json.loads(text)).replace(_IMPORT_LINE, _STAND_IN, 1)
    function = re.search(r"^def (\w+)\(", source, re.MULTILINE).group(1)  # the root's check
    code = compile(source, f"<quick check of {name}>", "exec")
    if entry is not None:
        with contextlib.suppress(OSError):
            write_atomic(entry, marshal.dumps((key, function, code)))
    return function, code


def _fastjsonschema_version() -> bytes:
    """fastjsonschema's version file, found without importing it; an ImportError if it is not
    installed."""
    spec = importlib.util.find_spec("fastjsonschema")
    if spec is None or spec.origin is None:
        raise ImportError("fastjsonschema is not installed")
    return (Path(spec.origin).parent / "version.py").read_bytes()


def quickly_valid(name: str, instance: Any) -> bool:
    """Whether fastjsonschema's compiled check passes ``instance`` against schema ``name``.

    Some 25x faster than jsonschema, which dominated the engines' time when they validated
    every state they load (docs/performance.md). True only when the check passes; anything
    else, every invalid instance included, is for jsonschema to judge and explain
    (tests/games/test_state_precheck.py: the quick check never passes what jsonschema rejects).
    """
    check = _quick_check(name)
    if check is None:
        return False
    try:
        check(instance)
    except Exception:
        return False
    return True


@cache
def _validator(name: str) -> Any:
    import jsonschema

    return jsonschema.Draft202012Validator(load_schema(name))


def violations(name: str, instance: Any) -> list[Any]:
    """Every violation of schema ``name`` by ``instance`` (jsonschema's errors, in its order);
    the quick check answers for a valid one, so jsonschema is imported only for an invalid one
    (tests/games/test_state_precheck.py checks the card schemas too)."""
    if quickly_valid(name, instance):
        return []
    return list(_validator(name).iter_errors(instance))


def first_violation(name: str, instance: Any) -> str | None:
    """``at /path: message`` for the first violation of schema ``name`` (by path), or None.

    The quick check answers for a valid instance; jsonschema finds and words the violation
    (a message cut at 200 characters). The engines check every state they load with it."""
    if quickly_valid(name, instance):
        return None
    errors = sorted(_validator(name).iter_errors(instance), key=lambda e: [str(p) for p in e.absolute_path])
    if not errors:
        return None
    err = errors[0]
    at = "/" + "/".join(str(p) for p in err.absolute_path)
    message = err.message if len(err.message) <= 200 else err.message[:200] + " ..."
    return f"at {at}: {message}"
