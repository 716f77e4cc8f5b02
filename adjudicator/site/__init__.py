"""The rules-by-example site and conformance dashboard (``adjudicator docs``).

``build.build(out, games, reports, rulebooks=...)`` writes a static site that opens from the file
system: a home per game with a beginner's path and coverage per section, a page per rule group
or section (every rule id with its status, amendments, contested notes and scenarios, gaps
included, and with a reader's rulebook the rule's own text), a page per scenario (its board as a
picture) and per card, client-side search, and with reports a dashboard of engines x rule
sections with badges. Addresses are permalinks built from stable ids; see ``paths`` and
``docs/site.md``.

This file stays empty of imports: the modules import each other, never the package.
"""
