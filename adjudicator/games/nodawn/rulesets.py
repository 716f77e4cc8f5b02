"""What depends on the rulebook's version: ruleset ids are amendment dates (docs/rule-index.md)."""

from __future__ import annotations

ASCENSION_AMENDED = "2026-08-02"


def ascension_threshold(ruleset: str) -> int:
    """Corruption at which an ascending Master wins: raised from 10 to 15 on 2026-08-02 (104.2c).

    Before the amendment the threshold was shared with liquidation; 104.3g's exception lets
    the ascension prevail there (see docs/contested.md, nodawn-ascension-threshold).
    """
    return 15 if ruleset >= ASCENSION_AMENDED or not ruleset[:1].isdigit() else 10
