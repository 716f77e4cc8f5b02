"""The rules-by-example site and conformance dashboard (``adjudicator docs``).

``build.build(out, games, reports)`` writes a static site that opens from the file system: a
home per game with coverage per section, a page per rule group or section (every rule id with
its status, amendments, contested notes and scenarios, gaps included), a page per scenario and
per card, client-side search, and with reports a dashboard of engines x rule sections with
badges. Addresses are permalinks built from stable ids; see ``paths`` and ``docs/site.md``.

This file stays empty of imports: the modules import each other, never the package.
"""
