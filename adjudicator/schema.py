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
