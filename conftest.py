"""Root conftest: load the corpus plugin (markers, --rule, --ruleset) for every pytest run here."""

pytest_plugins = ["adjudicator.testing.plugin"]
