"""adjudicator: rules-conformance corpus and reference adjudicator for card games."""

__version__ = "0.1.0"
