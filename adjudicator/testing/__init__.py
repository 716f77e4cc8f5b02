"""pytest integration: markers and selection for the corpus, and the pytest-bdd binding."""
