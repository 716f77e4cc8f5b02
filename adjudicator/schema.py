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
def _quick_check(name: str) -> Any:
    """The schema compiled by fastjsonschema; None if it cannot compile it."""
    try:
        import fastjsonschema

        return fastjsonschema.compile(load_schema(name))
    except Exception:  # an optional speed-up: jsonschema alone still decides
        return None


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
