"""The JSON export: every case in one document that validates against export.schema.json."""

from __future__ import annotations

from typing import Any

import jsonschema

from adjudicator import __version__
from adjudicator.corpus.case import CASE_FORMAT
from adjudicator.errors import AdjudicatorError
from adjudicator.games import ROOT
from adjudicator.schema import load_schema, schema_registry


def export_document(cases: list[dict[str, Any]]) -> dict[str, Any]:
    """The export document; it is validated before it is returned."""
    from adjudicator.harness.report import corpus_version

    document = {
        "format": CASE_FORMAT,
        "adjudicator": __version__,
        "corpus_version": corpus_version(ROOT),
        "cases": cases,
    }
    validate_export(document)
    return document


def validate_export(document: dict[str, Any]) -> None:
    validator = jsonschema.Draft202012Validator(
        load_schema("export.schema.json"), registry=schema_registry()
    )
    error = next(iter(validator.iter_errors(document)), None)
    if error is not None:
        path = "/".join(str(p) for p in error.absolute_path)
        raise AdjudicatorError(f"export does not match its schema at /{path}: {error.message}")

