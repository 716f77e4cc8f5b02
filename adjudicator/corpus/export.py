"""The JSON export: every case in one document that validates against export.schema.json."""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

import jsonschema

from adjudicator import __version__
from adjudicator.corpus.case import CASE_FORMAT
from adjudicator.errors import AdjudicatorError
from adjudicator.games import corpus_roots
from adjudicator.schema import load_schema, schema_registry


def export_document(cases: list[dict[str, Any]]) -> dict[str, Any]:
    """The export document: the cases, and the ruleset ids and default of each of their games
    (what a case's ``ruleset`` range and the protocol's ``start`` name); it is validated before
    it is returned."""
    from adjudicator.harness.report import corpus_version

    document = {
        "format": CASE_FORMAT,
        "adjudicator": __version__,
        "corpus_version": corpus_version([r.path for r in corpus_roots()]),
        "rulesets": rulesets_of(dict.fromkeys(c["game"] for c in cases)),
        "cases": cases,
    }
    validate_export(document)
    return document


def rulesets_of(games: Iterable[str]) -> dict[str, dict[str, Any]]:
    """``{game: {"ids": [oldest ... newest], "default": newest}}`` from each game's rule index."""
    from adjudicator.rules import RuleIndex

    out = {}
    for slug in games:
        index = RuleIndex.load(slug)
        out[slug] = {"ids": list(index.rulesets), "default": index.default_ruleset}
    return out


def validate_export(document: dict[str, Any]) -> None:
    validator = jsonschema.Draft202012Validator(
        load_schema("export.schema.json"), registry=schema_registry()
    )
    error = next(iter(validator.iter_errors(document)), None)
    if error is not None:
        path = "/".join(str(p) for p in error.absolute_path)
        raise AdjudicatorError(f"export does not match its schema at /{path}: {error.message}")

