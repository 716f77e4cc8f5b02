"""The JSON Schemas shipped in adjudicator/schemas/: loading, and a registry so ``$ref``
between them resolves offline."""

from __future__ import annotations

import json
from functools import cache
from pathlib import Path
from typing import TYPE_CHECKING, Any

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


@cache
def _quick_validator(name: str) -> Any:
    """jsonschema-rs's validator of schema ``name`` (never fetching a remote ``$ref``); None
    when it is not installed or cannot build one."""
    try:
        import jsonschema_rs

        return jsonschema_rs.validator_for(load_schema(name), validate_formats=False, offline=True)
    except Exception:  # an optional speed-up: jsonschema alone still decides
        return None


def quickly_valid(name: str, instance: Any) -> bool:
    """Whether jsonschema-rs passes ``instance`` against schema ``name``.

    Some 10-40x faster than fastjsonschema and several hundred times faster than jsonschema,
    which dominated the engines' time when they validated every state they load
    (docs/performance.md). True only when the check passes; anything else, every invalid
    instance included, is for jsonschema to judge and explain (tests/games/test_state_precheck.py:
    the quick check never passes what jsonschema rejects)."""
    check = _quick_validator(name)
    if check is None:
        return False
    try:
        return bool(check.is_valid(instance))
    except Exception:  # a value that is not JSON (a tuple, a set, a key that is no string)
        return False


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
